// A readable, stable text rendering of messages for test assertions and debugging:
//   Arcs (only Alice): Your turn [embed "Chapter 2": Power 7] [file board.png 800×600] [button Tax (v1:tax)]
import type { ApiMessage } from './harness.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const short = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' / ');

function component(c: Json): string[] {
  const out: string[] = [];
  const id = typeof c['custom_id'] === 'string' ? ` (${c['custom_id']})` : '';
  const off = c['disabled'] === true ? ' disabled' : '';
  switch (c['type']) {
    case 1:
    case 17:
    case 9:
      for (const x of (c['components'] as unknown[] | undefined) ?? []) if (isObj(x)) out.push(...component(x));
      if (isObj(c['accessory'])) out.push(...component(c['accessory']));
      break;
    case 2: {
      const label = String(c['label'] ?? (isObj(c['emoji']) ? c['emoji']['name'] : '') ?? '');
      out.push(c['style'] === 5 ? `[link ${label}]` : `[button ${label}${id}${off}]`);
      break;
    }
    case 3: {
      const opts = ((c['options'] as Json[] | undefined) ?? []).map((o) => String(o['label']));
      const range = `${String(c['min_values'] ?? 1)}-${String(c['max_values'] ?? 1)}`;
      out.push(`[select ${range}${c['placeholder'] ? ` "${String(c['placeholder'])}"` : ''}: ${opts.join('|')}${id}${off}]`);
      break;
    }
    case 5: case 6: case 7: case 8:
      out.push(`[${({ 5: 'user', 6: 'role', 7: 'mentionable', 8: 'channel' } as Record<number, string>)[c['type'] as number]} select${id}${off}]`);
      break;
    case 10:
      out.push(`[text ${short(oneLine(String(c['content'] ?? '')))}]`);
      break;
    case 12:
      out.push(`[gallery ${((c['items'] as Json[] | undefined) ?? []).length}]`);
      break;
    case 14:
      break;
    default:
      out.push(`[component ${String(c['type'])}]`);
  }
  return out;
}

/** One line per message: author, visibility, content, embeds, files, components. */
export function transcript(messages: ApiMessage[], names: (userId: string) => string = (id) => id): string {
  return messages.map((m) => {
    const who = m.author.global_name ?? m.author.username;
    const tags: string[] = [];
    if (m.ephemeral_to !== undefined) tags.push(`only ${names(m.ephemeral_to)}`);
    if ((m.flags & 128) !== 0) tags.push('thinking…');
    if (m.edited_timestamp) tags.push('edited');
    if (m.type === 18) tags.push('started a thread');
    const parts = [`${who}${tags.length ? ` (${tags.join(', ')})` : ''}:`];
    if (m.content) parts.push(short(oneLine(m.content), 200));
    for (const e of m.embeds) {
      const title = typeof e['title'] === 'string' ? `"${e['title']}"` : '';
      const desc = typeof e['description'] === 'string' ? short(oneLine(e['description']), 60) : '';
      parts.push(`[embed${title ? ` ${title}` : ''}${desc ? `: ${desc}` : ''}]`);
    }
    for (const a of m.attachments) parts.push(`[file ${a.filename}${a.width !== undefined ? ` ${a.width}×${a.height ?? '?'}` : ''}]`);
    for (const c of m.components) if (isObj(c)) parts.push(...component(c));
    return parts.join(' ');
  }).join('\n');
}
