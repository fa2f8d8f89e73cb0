import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '../../src/engine/index.ts';
import { renderBoard } from '../../src/render/index.ts';
import { hiddenCards, openGame, publicText, rng, startWorld, step, type World } from './helpers.ts';

/**
 * The same state with the hands dealt differently (every seat keeps its number of cards, which is
 * public; the cards themselves are the hands' cards in reverse order): what a public image must
 * not depend on.
 */
function reshuffleHands(s: GameState): GameState {
  const copy = structuredClone(s);
  const pool = s.players.flatMap((p) => p.hand).reverse();
  for (const p of copy.players) p.hand = pool.splice(0, p.hand.length);
  return copy;
}

/** One complete game through the bot (each player count is its own test file, run in parallel);
 * `leaders`: Leaders & Lore, or its variant with a second lore card each. */
export function completeGame(players: 2 | 3 | 4, leaders: boolean | 'second-lore'): void {

describe(`a complete game through the bot (${players} players${leaders ? ', Leaders & Lore' : ''})`, () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: `e2e-${players}-${leaders}` }); });
  afterAll(async () => { await w?.close(); });

  {
    it(`plays a ${players}-player game${leaders ? ' with Leaders & Lore' : ''} to the end, with no hidden card in public`, async () => {
      const users = Array.from({ length: players }, (_, i) => w.discord.addUser(`p${players}${leaders}-${i}`, { dmsClosed: i === 1 }));
      const spectator = w.discord.addUser(`spectator${players}${leaders}`);
      const thread = await openGame(w, users, leaders === 'second-lore' ? { 'second-lore': true } : leaders ? { leaders: true } : {});
      const pick = rng(players * 101);
      const eph = new Map<string, string>();
      let seen = 0;
      let steps = 0;
      let priv = 0;
      const vias = new Set<string>();
      // Cards each seat has held without a break since the last public message was checked: a
      // public message must name none of them (the summary covers the moves since then; a card
      // played and dealt again at a new chapter within that span was public in between).
      let held = await hiddenCards(w, thread);
      const edits = new Map<string, string>();
      let boardsScanned = 0;
      for (; steps < 5000; steps++) {
        const info = await step(w, thread, users, pick, eph);
        const pub = w.discord.messages(thread, { visibleTo: spectator.id });
        const now = await hiddenCards(w, thread);
        for (const [seat, cards] of held) held.set(seat, cards.filter((c) => now.get(seat)?.includes(c)));
        // New messages, and messages edited since (the turn panel is edited in place).
        const edited = pub.slice(0, seen).filter((m) => m.edited_timestamp && edits.get(m.id) !== m.edited_timestamp);
        for (const m of edited) edits.set(m.id, m.edited_timestamp!);
        for (const m of [...pub.slice(seen), ...edited]) {
          const text = publicText(m);
          for (const [, cards] of held) for (const c of cards) expect(text, `public message names a hidden card ${c}`).not.toContain(c);
        }
        // Attachments: a board image posted for the current move must be byte-identical to the board
        // drawn with the hands dealt differently, i.e. its pixels carry nothing of any hand.
        for (const m of pub.slice(seen)) {
          for (const a of m.attachments) {
            const seq = /^board-(\d+)\.png$/.exec(a.filename)?.[1];
            const game = seq && boardsScanned < 3 ? await w.store.loadGame((await w.store.findByThread(thread))!.id) : null;
            if (!game || game.state.seq !== Number(seq) || !game.state.players.some((p) => p.hand.length)) continue;
            const bytes = w.discord.file(a.url.split('/attachments/')[1]!)!.body;
            const blind = await renderBoard(viewFor(reshuffleHands(game.state), null));
            expect(Buffer.from(bytes).equals(blind), `board image ${a.filename} depends on the hands`).toBe(true);
            boardsScanned++;
          }
        }
        if (pub.length > seen) held = now;
        seen = pub.length;
        if (!info) break;
        if (info.private) priv++;
        vias.add(info.via);
      }
      const g = await w.store.findByThread(thread);
      if (process.env.E2E_VERBOSE) console.log(players, 'players:', steps, 'steps,', priv, 'private;', w.discord.transcript(thread, { visibleTo: spectator.id }).split('\n').slice(-12).join('\n'));
      expect(g?.status).toBe('ended');
      const pub = w.discord.messages(thread, { visibleTo: spectator.id });
      expect(pub.at(-1)!.content).toMatch(/The game is over/);
      if (leaders) {
        // The draft panels showed the cards on offer with their texts.
        const guide = pub.flatMap((m) => m.embeds ?? []).find((e) => e.title === 'Still in the draft');
        expect(guide?.description).toMatch(/__Leaders__\n\*\*[A-Z]/);
        const end = (await w.store.loadGame(g!.id))!.state;
        expect(end.players.map((p) => p.lore.length)).toEqual(end.players.map(() => (leaders === 'second-lore' ? 2 : 1)));
      }
      expect(pub.some((m) => m.attachments.some((a) => a.filename.startsWith('board')))).toBe(true);
      expect(priv).toBeGreaterThan(0);
      expect(boardsScanned).toBeGreaterThan(0);
      // Seat 1 has DMs closed: their private choices went through the ephemeral My turn panel.
      expect([...vias].sort()).toEqual(['dm', 'ephemeral', 'thread']);
      expect(w.discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
    }, 600_000);
  }
});
}
