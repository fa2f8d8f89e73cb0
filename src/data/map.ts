/**
 * The map of the Reach (arcs-facts.md §1): 6 clusters numbered clockwise from the top, each a gate
 * and three planets that run clockwise arrow -> crescent -> hex.
 */
export type ClusterId = 1 | 2 | 3 | 4 | 5 | 6;
export const CLUSTER_IDS: readonly ClusterId[] = [1, 2, 3, 4, 5, 6];
export type PlanetSymbol = 'arrow' | 'crescent' | 'hex';
export type SystemSymbol = 'gate' | PlanetSymbol;
export type SystemId = `${ClusterId}:${SystemSymbol}` | TwistedPassageId;
/**
 * Gate Wraith (ARCS-F2205, campaign Act III): "The map center is now a gate called the Twisted
 * Passage." A system outside the 24 (no cluster: its `cluster` 0 matches no rolled cluster), in a
 * game's map only once the Gate Wraith set it up; its adjacency is a campaign overlay
 * (engine/board.ts neighbours), never part of `adjacency` below.
 */
export type TwistedPassageId = '0:gate';
export const TWISTED_PASSAGE: TwistedPassageId = '0:gate';
export type Resource = 'material' | 'fuel' | 'weapon' | 'relic' | 'psionic';
export const RESOURCES: readonly Resource[] = ['material', 'fuel', 'weapon', 'relic', 'psionic'];

export interface SystemDef {
  id: SystemId;
  cluster: ClusterId;
  symbol: SystemSymbol;
  kind: 'gate' | 'planet';
  /** The planet's resource type; null for gates. */
  resource: Resource | null;
  /** Building slots (gates have none). */
  slots: 0 | 1 | 2;
}

const PLANET_SYMBOLS = ['arrow', 'crescent', 'hex'] as const satisfies readonly PlanetSymbol[];

/** §1 Planets: [resource, building slots] for arrow, crescent, hex of each cluster. */
const PLANETS = {
  1: [['weapon', 2], ['fuel', 1], ['material', 2]],
  2: [['psionic', 1], ['weapon', 1], ['relic', 2]],
  3: [['material', 1], ['fuel', 1], ['weapon', 2]],
  4: [['relic', 2], ['fuel', 2], ['material', 1]],
  5: [['weapon', 1], ['relic', 1], ['psionic', 2]],
  6: [['material', 1], ['fuel', 2], ['psionic', 1]],
} as const satisfies Record<ClusterId, readonly (readonly [Resource, 1 | 2])[]>;

/** 24 systems: cluster 1..6, each gate, arrow, crescent, hex. */
export const SYSTEMS: readonly SystemDef[] = CLUSTER_IDS.flatMap((cluster): SystemDef[] => [
  { id: `${cluster}:gate`, cluster, symbol: 'gate', kind: 'gate', resource: null, slots: 0 },
  ...PLANET_SYMBOLS.map((symbol, i): SystemDef => {
    const [resource, slots] = PLANETS[cluster][i]!;
    return { id: `${cluster}:${symbol}`, cluster, symbol, kind: 'planet', resource, slots };
  }),
]);

export const SYSTEM_IDS: readonly SystemId[] = SYSTEMS.map((s) => s.id);

/** Gate Wraith: the Twisted Passage's definition (a gate of no cluster), known to systemDef but not one of SYSTEMS. */
const TWISTED_DEF: SystemDef = { id: TWISTED_PASSAGE, cluster: 0 as ClusterId, symbol: 'gate', kind: 'gate', resource: null, slots: 0 };
const BY_ID: ReadonlyMap<string, SystemDef> = new Map([...SYSTEMS.map((s): [string, SystemDef] => [s.id, s]), [TWISTED_PASSAGE, TWISTED_DEF]]);
const ORDER: ReadonlyMap<SystemId, number> = new Map(SYSTEM_IDS.map((id, i) => [id, i]));

export function systemDef(id: SystemId): SystemDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`Unknown system id: ${String(id)}`);
  return def;
}

export function isSystemId(s: string): s is SystemId {
  return BY_ID.has(s);
}

/** Systems in play given the out-of-play clusters (those clusters' 4 systems removed). */
export function inPlaySystems(outOfPlay: readonly ClusterId[]): SystemId[] {
  return SYSTEMS.filter((s) => !outOfPlay.includes(s.cluster)).map((s) => s.id);
}

/** §1 Borders: the only cross-cluster planet pairs with a thin (passable) border. */
const CROSS_CLUSTER_PAIRS = [
  ['2:hex', '3:arrow'],
  ['5:hex', '6:arrow'],
] as const satisfies readonly (readonly [SystemId, SystemId])[];

/**
 * Adjacency among in-play systems (§1 Adjacency; Out-of-play clusters and path markers).
 * - each gate touches its own three planets;
 * - arrow-crescent and crescent-hex inside a cluster (arrow and hex do not touch);
 * - 2:hex-3:arrow and 5:hex-6:arrow, only when both clusters are in play;
 * - each in-play gate touches the nearest in-play gate clockwise and counter-clockwise: path
 *   markers on out-of-play gates chain over consecutive out-of-play clusters. With one cluster in
 *   play there is no gate link (never a self-loop); with two, a single link.
 * Symmetric; keys are the in-play systems only; each list is sorted in SYSTEM_IDS order.
 */
export function adjacency(outOfPlay: readonly ClusterId[]): Record<SystemId, SystemId[]> {
  const inPlay = inPlaySystems(outOfPlay);
  const sets = new Map<SystemId, Set<SystemId>>(inPlay.map((id) => [id, new Set()]));
  const link = (a: SystemId, b: SystemId): void => {
    const sa = sets.get(a);
    const sb = sets.get(b);
    if (a === b || !sa || !sb) return;
    sa.add(b);
    sb.add(a);
  };

  const liveClusters = CLUSTER_IDS.filter((c) => !outOfPlay.includes(c));
  for (const c of liveClusters) {
    for (const p of PLANET_SYMBOLS) link(`${c}:gate`, `${c}:${p}`);
    link(`${c}:arrow`, `${c}:crescent`);
    link(`${c}:crescent`, `${c}:hex`);
  }
  // Linking each live gate to the next live gate clockwise also covers counter-clockwise.
  liveClusters.forEach((c, i) => {
    const next = liveClusters[(i + 1) % liveClusters.length]!;
    link(`${c}:gate`, `${next}:gate`);
  });
  for (const [a, b] of CROSS_CLUSTER_PAIRS) link(a, b);

  const out = {} as Record<SystemId, SystemId[]>;
  for (const [id, set] of sets) out[id] = [...set].sort((x, y) => ORDER.get(x)! - ORDER.get(y)!);
  return out;
}
