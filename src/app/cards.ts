/** /arcs card: card text and the official FAQ (shared/seeds/faq.csv, via src/data/cards.ts); the draft guide. */
import { CARDS, FAQ, cardDef, type CardDef } from '../data/cards.ts';
import { clip, t } from './messages.ts';

const NAMES = [...new Set(CARDS.map((c) => c.name))].sort((a, b) => a.localeCompare(b));

/** Up to 25 card names matching what was typed so far (prefix matches first). */
export function cardChoices(typed: string): string[] {
  const q = typed.trim().toLowerCase();
  if (!q) return NAMES.slice(0, 25);
  const starts = NAMES.filter((n) => n.toLowerCase().startsWith(q));
  const contains = NAMES.filter((n) => !n.toLowerCase().startsWith(q) && n.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, 25);
}

export function findCardByName(name: string): CardDef[] {
  const q = name.trim().toLowerCase();
  return CARDS.filter((c) => c.name.toLowerCase() === q || c.id.toLowerCase() === q);
}

/** The card's text and FAQ, within Discord's 2000-character message limit. */
export function cardText(name: string): string | null {
  const cards = findCardByName(name);
  if (!cards.length) return null;
  const first = cards[0]!;
  const faq = [...(FAQ[first.name] ?? []), ...cards.flatMap((c) => FAQ[c.id] ?? [])];
  const body = cards.map((c) => `${t('card.title', { name: c.name, id: c.id })}\n${c.text}`).join('\n\n');
  const faqText = faq.length ? t('card.faq', { entries: faq.map((e) => `Q: ${e.q}\nA: ${e.a}`).join('\n\n') }) : t('card.no-faq');
  return clip(`${body}\n\n${faqText}`, 2000);
}

/** Card text for a Discord message: icons by name, one paragraph (Discord renders the **bold** and *italic*). */
function inline(text: string): string {
  return text.replace(/`symbol:([a-z-]+)`/g, '$1').replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * What the Leaders & Lore draft offers, as an embed (plain data): every face-up leader and lore card
 * with its text, so a pick can be made from the panel. Within Discord's 4096-character description.
 */
export function draftGuide(draft: { leaders: string[]; lore: string[] }): { title: string; description: string } {
  const lines = (ids: string[]) => ids.map((id) => `**${cardDef(id).name}** — ${inline(cardDef(id).text)}`).join('\n');
  const description = t('draft.guide', { leaders: lines(draft.leaders) || '—', lore: lines(draft.lore) || '—' });
  return { title: t('draft.guide-title'), description: clip(description, 4096) };
}
