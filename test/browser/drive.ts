// Plays the local table through its page's own HTTP API (what the page's buttons and menus send),
// for tests and benches that need a whole game quickly: which seat has something to answer, and a
// seeded random answer. The page itself is only looked at (screenshots) or clicked (the bench).

export interface Person { id: string; name: string }
export interface Channel { id: string; name: string; kind: 'text' | 'thread' | 'dm' }
export interface Component { type: number; custom_id?: string; label?: string; disabled?: boolean; style?: number;
  options?: { label: string; value: string }[]; min_values?: number; max_values?: number; components?: Component[] }
export interface Msg { id: string; content?: string; flags?: number; edited_timestamp?: string | null;
  attachments?: { id: string; filename: string; url: string }[]; components?: Component[]; embeds?: unknown[] }
export interface TableState { users: Person[]; channels: Channel[]; channel: string; messages: Msg[]; commands: unknown[] }

export interface Action {
  as: Person;
  channel: string;
  where: 'thread' | 'dm';
  message: Msg;
  kind: 'click' | 'select';
  customId: string;
  values?: string[];
  label: string;
}

const AVOID = /concede|leave|abandon|cancel|kick|undo|back|resign|quit|my hand/i;

export async function tableState(url: string, as: string, channel = ''): Promise<TableState> {
  const r = await fetch(new URL(`/api/state?as=${as}&channel=${channel}`, url));
  return r.json() as Promise<TableState>;
}

export async function post(url: string, path: string, body: Record<string, unknown>): Promise<{ ok: boolean; error?: string }> {
  const r = await fetch(new URL(path, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return r.json() as Promise<{ ok: boolean; error?: string }>;
}

function flat(cs: Component[] | undefined): Component[] {
  return (cs ?? []).flatMap((c) => (c.type === 1 || c.type === 17 || c.type === 9 ? flat(c.components) : [c]));
}

export const isEphemeral = (m: Msg) => ((m.flags ?? 0) & 64) !== 0;

/** A fingerprint of what a seat sees (to know when the bot has finished answering). */
export async function fingerprint(url: string, people: Person[], threadId: string): Promise<string> {
  const parts: string[] = [];
  for (const p of people) {
    const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
    for (const ch of [threadId, dm?.id]) {
      if (!ch) continue;
      const s = await tableState(url, p.id, ch);
      const last = s.messages.slice(-4);
      parts.push(`${s.messages.length}:${last.map((m) => `${m.id}/${m.edited_timestamp ?? ''}/${JSON.stringify(m.components ?? []).length}`).join(',')}`);
    }
  }
  return parts.join('|');
}

/** Waits until nothing changes for `quietMs` (the bot has answered and posted). */
export async function settle(url: string, people: Person[], threadId: string, quietMs = 250, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = await fingerprint(url, people, threadId);
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 60));
    const now = await fingerprint(url, people, threadId);
    if (now !== last) { last = now; since = Date.now(); } else if (Date.now() - since >= quietMs) return;
  }
}

/**
 * Everything the seats could answer now, best first: the newest message with live components that
 * is meant for someone (their DM, their "only you" reply, or a thread message that pings them).
 */
export async function actions(url: string, people: Person[], threadId: string, stale: Set<string>): Promise<Action[]> {
  const out: { a: Action; order: bigint }[] = [];
  for (const p of people) {
    const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
    for (const [ch, where] of [[threadId, 'thread'], [dm?.id, 'dm']] as const) {
      if (!ch) continue;
      const s = await tableState(url, p.id, ch);
      for (const m of s.messages) {
        const forMe = where === 'dm' || isEphemeral(m) || (m.content ?? '').includes(`<@${p.id}>`);
        if (!forMe) continue;
        const key = `${m.id}/${JSON.stringify(m.components ?? []).length}/${m.edited_timestamp ?? ''}`;
        if (stale.has(key)) continue;
        for (const c of flat(m.components)) {
          if (c.disabled || !c.custom_id) continue;
          if (c.type === 2 && !AVOID.test(c.label ?? '')) {
            out.push({ a: { as: p, channel: ch, where, message: m, kind: 'click', customId: c.custom_id, label: c.label ?? '' }, order: BigInt(m.id) });
          } else if (c.type === 3 && c.options?.length) {
            out.push({ a: { as: p, channel: ch, where, message: m, kind: 'select', customId: c.custom_id, label: c.options.map((o) => o.label).join(' / '),
              values: [] }, order: BigInt(m.id) });
          }
        }
      }
    }
  }
  out.sort((x, y) => (y.order > x.order ? 1 : y.order < x.order ? -1 : 0));
  return out.map((x) => x.a);
}

export const staleKey = (m: Msg) => `${m.id}/${JSON.stringify(m.components ?? []).length}/${m.edited_timestamp ?? ''}`;

/** The newest message's choices, one picked at random (a menu: as many options as it needs). */
export function choose(all: Action[], pick: (n: number) => number): Action | undefined {
  const first = all[0];
  if (!first) return undefined;
  const same = all.filter((a) => a.message.id === first.message.id && a.as.id === first.as.id);
  const a = same[pick(same.length)]!;
  if (a.kind === 'select') {
    const c = flat(a.message.components).find((x) => x.custom_id === a.customId)!;
    const opts = [...c.options!];
    const n = Math.max(1, c.min_values ?? 1);
    const values: string[] = [];
    while (values.length < n && opts.length) values.push(opts.splice(pick(opts.length), 1)[0]!.value);
    return { ...a, values };
  }
  return a;
}

export async function perform(url: string, a: Action): Promise<{ ok: boolean; error?: string }> {
  return a.kind === 'click'
    ? post(url, '/api/click', { as: a.as.id, channel: a.channel, messageId: a.message.id, customId: a.customId })
    : post(url, '/api/select', { as: a.as.id, channel: a.channel, messageId: a.message.id, customId: a.customId, values: a.values });
}
