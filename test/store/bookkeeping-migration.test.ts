/**
 * The migration `…_typed_bookkeeping` carries a database's old-style "m:<key>" LiveMessage rows
 * (string-encoded settings and bookkeeping) over to typed columns and rows, then drops them.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, silentLogger } from '../../src/store/db.ts';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR, readMigrations } from '../../src/store/migrate.ts';
import { describeBackends } from './backends.ts';

const OLD = mkdtempSync(join(tmpdir(), 'arcs-old-migrations-'));
afterAll(() => rmSync(OLD, { recursive: true, force: true }));
// The migrations as they were before typed bookkeeping.
for (const m of readMigrations()) {
  if (m.name.endsWith('_typed_bookkeeping')) break;
  cpSync(join(DEFAULT_MIGRATIONS_DIR, m.name), join(OLD, m.name), { recursive: true });
}
cpSync(join(DEFAULT_MIGRATIONS_DIR, 'migration_lock.toml'), join(OLD, 'migration_lock.toml'));

const MS = 1_780_000_000_000;
const OLD_ROWS: [string, string, string][] = [
  ['g-lobby', 'm:colour:0', 'yellow'],
  ['g-lobby', 'm:colour:1', 'purple'], // not a colour: the seat keeps its own
  ['g-lobby', 'm:map', 'round'],
  ['g-lobby', 'm:lobby', 'c-thread/m-lobby'],
  ['g-lobby', 'm:started', 'g-play'],
  ['g-play', 'm:map', 'edit'],
  ['g-play', 'm:undoable', '12:u-b'],
  ['g-play', 'm:posted', '11'],
  ['g-play', 'm:begun', 'c-thread/m-begun'],
  ['g-play', 'm:panel', 'c-thread/m-panel/1'],
  ['g-play', 'm:board', 'c-thread/m-board/board'],
  ['g-play', 'm:dm:0', '-/-/5'],
  ['g-play', 'm:dm:1', 'c-dm/m-dm/9'],
  ['g-play', 'm:hand:0', 'abcdef0123456789'],
  ['g-play', 'm:intent:summary', 'nonce-summary'],
  ['g-play', 'm:intent:dm:1', 'nonce-dm'],
  ['g-play', 'm:remind:0', `3@${MS - 1000}`],
  ['g-play', 'm:remind:1', `9@${MS}`],
  ['g-play', 'm:eph:u-b', `${MS}~tok.1~111 ${MS + 5}~tok-2~222 junk`],
  ['g-play', 'board', 'c-thread/not-a-mark'], // a plain ref (never written by the bot): dropped with the table
  ['g-done', 'm:undoable', '-'],
];

describeBackends('typed bookkeeping migration', (backend) => {
  it('carries every old-style row over to typed columns and rows', async () => {
    const target = await backend.emptyTarget();
    const db = await openDatabase({ ...target, logger: silentLogger });
    try {
      await db.withConnection(async (c) => {
        await applyMigrations(c, { dir: OLD, logger: silentLogger });
        for (const [id, status] of [['g-lobby', 'lobby'], ['g-play', 'active'], ['g-done', 'ended']] as const) {
          await c.query(
            `INSERT INTO "Game" (id, code, status, options, seed, "rulesVersion", seq, state, "updatedAt") VALUES ($1, $2, $3, '{"players":2}', 's', 1, 12, '{}', now())`,
            [id, id.slice(2).toUpperCase(), status],
          );
          for (const seat of [0, 1]) {
            await c.query(`INSERT INTO "Seat" ("gameId", seat, colour, "userId") VALUES ($1, $2, $3, $4)`, [id, seat, seat ? 'blue' : 'red', seat ? 'u-b' : 'u-a']);
          }
        }
        await c.query(`INSERT INTO "UserPreference" ("userId", "reminderMinutes", "updatedAt") VALUES ('u-b', 120, now()), ('u-a', NULL, now())`);
        for (const [gameId, kind, value] of OLD_ROWS) {
          await c.query(`INSERT INTO "LiveMessage" ("gameId", kind, "channelId", "messageId", "updatedAt") VALUES ($1, $2, '-', $3, now())`, [gameId, kind, value]);
        }
        const report = await applyMigrations(c, { logger: silentLogger });
        expect(report.applied.some((n) => n.endsWith('_typed_bookkeeping'))).toBe(true);

        const games = await c.query<Record<string, unknown>>(
          `SELECT id, "mapMode", "startedGameId", "undoableSeq", "undoableBy", "summarizedSeq" FROM "Game" ORDER BY id`,
        );
        expect(games).toEqual([
          { id: 'g-done', mapMode: 'turn', startedGameId: null, undoableSeq: null, undoableBy: null, summarizedSeq: 0 },
          { id: 'g-lobby', mapMode: 'round', startedGameId: 'g-play', undoableSeq: null, undoableBy: null, summarizedSeq: 0 },
          { id: 'g-play', mapMode: 'edit', startedGameId: null, undoableSeq: 12, undoableBy: 'u-b', summarizedSeq: 11 },
        ]);
        expect(await c.query(`SELECT seat, colour FROM "Seat" WHERE "gameId" = 'g-lobby' ORDER BY seat`)).toEqual([
          { seat: 0, colour: 'yellow' }, { seat: 1, colour: 'blue' },
        ]);
        const messages = await c.query(
          `SELECT "gameId", slot::text AS slot, seat, "channelId", "messageId", about, digest, "intentNonce" FROM "GameMessage" ORDER BY "GameMessage"."gameId", "GameMessage"."slot", "GameMessage"."seat"`,
        );
        const row = (gameId: string, slot: string, seat: number, rest: Record<string, unknown>) => ({
          gameId, slot, seat, channelId: null, messageId: null, about: null, digest: null, intentNonce: null, ...rest,
        });
        expect(messages).toEqual([
          row('g-lobby', 'lobby', -1, { channelId: 'c-thread', messageId: 'm-lobby' }),
          row('g-play', 'begun', -1, { channelId: 'c-thread', messageId: 'm-begun' }),
          row('g-play', 'summary', -1, { intentNonce: 'nonce-summary' }),
          row('g-play', 'panel', -1, { channelId: 'c-thread', messageId: 'm-panel', about: 1 }),
          row('g-play', 'board', -1, { channelId: 'c-thread', messageId: 'm-board' }),
          row('g-play', 'dm', 0, { about: 5 }),
          row('g-play', 'dm', 1, { channelId: 'c-dm', messageId: 'm-dm', about: 9, intentNonce: 'nonce-dm' }),
          row('g-play', 'hand', 0, { digest: 'abcdef0123456789' }),
        ]);
        const panels = await c.query<{ messageId: string; token: string; createdAt: Date | string }>(
          `SELECT "messageId", token, "createdAt" FROM "EphemeralPanel" WHERE "gameId" = 'g-play' AND "userId" = 'u-b' ORDER BY "messageId"`,
        );
        expect(panels.map((p) => [p.messageId, p.token, new Date(p.createdAt).getTime()])).toEqual([['111', 'tok.1', MS], ['222', 'tok-2', MS + 5]]);
        // The latest reminder of the game, for a player who still wants them: no job yet (the bot schedules it).
        const reminders = await c.query<Record<string, unknown>>(`SELECT "gameId", seat, "openedAt", "userId", "everyMinutes", sent, "lastSentAt", "jobKey" FROM "Reminder"`);
        expect(reminders.map((r) => ({ ...r, lastSentAt: new Date(r.lastSentAt as string).getTime() }))).toEqual([
          { gameId: 'g-play', seat: 1, openedAt: 9, userId: 'u-b', everyMinutes: 120, sent: 1, lastSentAt: MS, jobKey: null },
        ]);
        expect(await c.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'LiveMessage'`)).toEqual([]);
      });
    } finally {
      await db.close();
    }
  });
});
