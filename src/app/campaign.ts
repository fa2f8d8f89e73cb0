/**
 * The campaign's use-case helpers that need no store: which decisions are a simultaneous secret
 * choice (the Fate choice of Act I and of each Intermission), how far it has come, the Fate cards
 * of a private panel, the public reveal, and the pause between Acts. They read the engine's state
 * and build text from the public view; only the private panel reads a seat's own options.
 *
 * The engine plays the whole campaign in one game (one GameState for the three Acts). It does not
 * pause at the Intermission's "Next Act?": its last step runs straight on to the next Act's setup.
 * The app pauses there instead: a game whose state is in a later Act than its Campaign row waits
 * (row status `between_acts`) until the host runs `/arcs campaign continue`, which moves the row
 * to the state's Act. Both are stored, so the pause survives restarts and is derived, not kept.
 */
import { findCard } from '../data/cards.ts';
import { viewFor, type Decision, type GameState } from '../engine/index.ts';
import { isSecretChoiceFrame } from '../engine/campaign/view.ts';
import type { CampaignRecord } from '../store/index.ts';
import type { Colour } from '../engine/types.ts';
import { t } from './messages.ts';

/** The panel mark's `about` (normally the prompted seat) for a simultaneous choice, and for the pause between Acts. */
export const ABOUT_SIMULTANEOUS = -2;
export const ABOUT_BETWEEN_ACTS = -3;
/** Once the simultaneous choice's reveal has been posted (the panel's `about` moves here in the same write). */
export const ABOUT_REVEALED = -4;

const ROMAN = ['', 'I', 'II', 'III'] as const;
export const actName = (act: number): string => ROMAN[act] ?? String(act);

/** The open secret choice frame of kind `kind` (the topmost), if any. */
function secretFrame(s: GameState, kind?: string) {
  return [...s.stack].reverse().find((f) => isSecretChoiceFrame(f) && (kind === undefined || f.k === kind)) as
    (GameState['stack'][number] & { drawn: string[][]; chosen: (string | null)[] }) | undefined;
}

/** Whether `d` is one seat's part of a simultaneous secret choice (every seat answers at once). */
export function isSimultaneous(s: GameState, d: Decision | null): boolean {
  return d !== null && d.secret === true && secretFrame(s, d.kind) !== undefined;
}

/** How far the open simultaneous choice has come: seats that have chosen, of all seats. */
export function choiceProgress(s: GameState): { chosen: number; total: number; waiting: number[] } | null {
  const f = secretFrame(s);
  if (!f) return null;
  const waiting = s.decisions.filter((d) => d.kind === f.k).map((d) => d.seat);
  return { chosen: s.players.length - waiting.length, total: s.players.length, waiting };
}

/** The open decision that belongs to `seat` (several are open during a simultaneous choice). */
export function decisionOf(s: GameState, seat: number): Decision | null {
  return s.decisions.find((d) => d.seat === seat) ?? null;
}

/** The Fate card an option of a Fate choice names (`fate:<card id>`), or null. */
export function fateOfOption(optionId: string): string | null {
  const m = /^fate:(ARCS-[A-Z0-9]+)$/.exec(optionId);
  return m ? m[1]! : null;
}

/** The cards a private Fate choice offers, each with its name and text (for the seat's own panel only). */
export function fateCardsText(d: Decision): string {
  const lines: string[] = [];
  for (const o of d.options) {
    const id = fateOfOption(o.id);
    const c = id ? findCard(id) : undefined;
    if (c) lines.push(t('campaign.fate-card', { name: c.name, text: inline(c.text) }));
  }
  return lines.join('\n');
}

function inline(text: string): string {
  return text.replace(/`symbol:([a-z-]+)`/g, '$1').replace(/\s*\n\s*/g, ' ').trim();
}

/** A card's name, from the card table (its id when unknown). */
export const cardName = (id: string): string => findCard(id)?.name ?? id;

/** Each seat's Fate as the public sees it (null while unrevealed). */
export function publicFates(s: GameState): (string | null)[] {
  const v = viewFor(s, null).campaign;
  return v ? v.seats.map((x) => x.fate) : [];
}

/** The Act the stored state plays (null: not a campaign). */
export const stateAct = (s: GameState): number | null => s.campaign?.act ?? null;

/**
 * Whether the game waits between Acts: its state is already in a later Act than its campaign row
 * (the engine ran on from the Intermission into the next Act's setup), and the campaign is live.
 */
export function betweenActs(s: GameState, campaign: Pick<CampaignRecord, 'act' | 'status'> | null): boolean {
  if (!campaign || !s.campaign || s.ended) return false;
  if (campaign.status === 'ended' || campaign.status === 'abandoned') return false;
  return s.campaign.act > campaign.act;
}

const STAGES = { setup: 'campaign.stage.setup', 'set-up': 'campaign.stage.setup', play: 'campaign.stage.play', intermission: 'campaign.stage.intermission', over: 'campaign.stage.over' } as const;

/**
 * `/arcs campaign status`, from the public view only: the Act and chapter, each seat's Fate once
 * revealed, title, objective and marker, Power; the rules booklet (each slot's face-up card).
 */
export function campaignStatusText(game: { code: string; state: GameState }, campaign: Pick<CampaignRecord, 'status' | 'act'>, who: (seat: number) => string): string {
  const v = viewFor(game.state, null);
  const c = v.campaign;
  if (!c) return t('err.not-campaign');
  const stage = betweenActs(game.state, campaign) ? t('campaign.stage.between', { act: actName(campaign.act) }) : t(STAGES[c.stage]);
  const lines = [t('campaign.status', { code: game.code, act: actName(c.act), chapter: v.chapter, stage })];
  for (const p of v.players) {
    const cs = c.seats[p.seat];
    const parts = [t('campaign.status-fate', { fate: cs?.fate ? cardName(cs.fate) : t('campaign.unrevealed') })];
    if (p.title) parts.push(t(p.title === 'regent' ? 'campaign.regent' : 'campaign.outlaw'));
    if (c.firstRegent === p.seat) parts.push(t('campaign.first-regent'));
    if (cs?.objective) parts.push(t('campaign.status-objective', { card: cardName(cs.objective), marker: cs.marker ?? '—' }));
    parts.push(t('campaign.status-power', { power: p.power }));
    lines.push(`• ${who(p.seat)}: ${parts.join(' · ')}`);
  }
  const booklet = c.rulesBooklet.map((slot) => slot[0]).filter((id): id is string => id !== undefined).map(cardName);
  lines.push(t('campaign.status-booklet', { cards: booklet.join(', ') || t('game.none-yet') }));
  return lines.join('\n');
}

/** The one public message of a simultaneous choice's end: every seat's Fate, revealed together. */
export function revealText(s: GameState, who: (seat: number) => string): string | null {
  const fates = publicFates(s);
  if (!fates.length || fates.some((f) => f === null)) return null;
  return t('campaign.revealed', { act: actName(s.campaign!.act), list: fates.map((f, seat) => `• ${who(seat)}: ${cardName(f!)}`).join('\n') });
}

/** The thread's message while the campaign waits between Acts: the Act that ended, Power, and what the host does next. */
export function betweenActsText(s: GameState, endedAct: number, host: string, who: (seat: number) => string): string {
  const power = [...s.players].sort((a, b) => b.power - a.power).map((p) => `${who(p.seat)} ${p.power}`).join(', ');
  return t('campaign.act-over', { act: actName(endedAct), next: actName(s.campaign?.act ?? endedAct + 1), power, host });
}

/** The log sheet as a table for the picture (the bot hands it to the renderer's logSheetPng). */
export interface LogSheet {
  title: string;
  columns: string[];
  rows: { colour: Colour; cells: string[][] }[];
  footer: string[];
}

/**
 * `/arcs campaign log`: the campaign log sheet (campaign rulebook, Packing Up: names, colours,
 * Fates, Power, Outrage, Flagship Upgrades and Armor), from the public view: each seat's Fate and
 * objective in each finished Act with its Power then (`campaign.history`), the Act in play, Power,
 * Outrage and Flagship now, and the scrapped cards. As text (`who` names seats) and as a table for
 * the picture (seats by their `label`, a colour name).
 */
export function campaignLogSheet(game: { code: string; state: GameState }, seats: readonly { colour: Colour; label: string }[], who: (seat: number) => string): { text: string; sheet: LogSheet } {
  const v = viewFor(game.state, null);
  const c = v.campaign;
  if (!c) throw new Error('not a campaign (bug: check before)');
  const history = c.history ?? [];
  const acts = [1, 2, 3] as const;
  const actCell = (seat: number, act: 1 | 2 | 3): string => {
    const r = history.find((x) => x.act === act);
    if (r) {
      const fate = cardName(r.fates[seat] ?? '');
      const key = act === 3 && !r.completed[seat] ? 'campaign.log.ended' : r.completed[seat] ? 'campaign.log.completed' : 'campaign.log.failed';
      return t(key, { fate, power: r.power[seat] ?? 0 });
    }
    if (act < c.act || (act === c.act && game.state.ended)) return t('campaign.log.unrecorded');
    if (act === c.act) return t('campaign.log.playing', { fate: c.seats[seat]?.fate ? cardName(c.seats[seat]!.fate!) : t('campaign.unrevealed') });
    return t('campaign.log.ahead');
  };
  const rows = v.players.map((p) => {
    const outrage = p.outrage.length ? p.outrage.map((o) => o.resource).join(', ') : t('campaign.log.none');
    const fs = c.seats[p.seat]?.flagship;
    const flagship = fs ? t('campaign.log.board', { upgrades: fs.upgrades.filter(Boolean).length, armor: fs.armor.filter(Boolean).length }) : t('campaign.log.none');
    return { seat: p.seat, acts: acts.map((a) => actCell(p.seat, a)), power: String(p.power), outrage, flagship };
  });
  const head = [t('campaign.log.player'), ...acts.map((a) => t('campaign.log.act', { act: actName(a) })), t('campaign.log.power'), t('campaign.log.outrage'), t('campaign.log.flagship')];
  const scrapped = c.scrap.map(cardName);
  const scrapLine = t('campaign.log.scrapped', { n: scrapped.length, list: scrapped.length ? `: ${scrapped.join(', ')}` : '' });
  const notes = history.length === 0 && (c.act > 1 || game.state.ended) ? [t('campaign.log.older')] : [];
  const text = [
    t('campaign.log.title', { code: game.code }),
    ...rows.map((r) => `• ${who(r.seat)}: ${r.acts.map((a, k) => `${head[k + 1]}: ${a}`).join(' · ')} · ${head[4]} ${r.power} · ${head[5]}: ${r.outrage} · ${head[6]}: ${r.flagship}`),
    scrapLine,
    ...notes,
  ].join('\n');
  const sheet: LogSheet = {
    title: t('campaign.log.title', { code: game.code }),
    columns: head,
    rows: rows.map((r) => ({ colour: seats[r.seat]?.colour ?? 'red', cells: [[seats[r.seat]?.label ?? String(r.seat)], ...r.acts.map((a) => [a]), [r.power], [r.outrage], [r.flagship]] })),
    footer: [scrapLine, ...notes],
  };
  return { text, sheet };
}

