/** The driver's `undo` op (an extension of the protocol, docs/engine-driver.md). */
import { describe, expect, it } from 'vitest';
import { handleRequest, type DriverSession } from '../../src/engine-driver/session.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- driver responses are untyped JSON
const req = (session: DriverSession, r: object) => handleRequest(session, JSON.stringify(r)) as Record<string, any>;

describe('driver: undo', () => {
  it('takes back the seat\'s own last answer to a new seq, and refuses after a reveal', () => {
    const session: DriverSession = { state: null };
    const started = req(session, { op: 'new', players: 2, setup: '2p-frontiers', seed: 3 });
    const mulligan = started.decisions[0];
    expect(mulligan.kind).toBe('mulligan');
    const redraw = req(session, { op: 'answer', seat: mulligan.seat, choice: 'redraw' });
    expect(redraw.revealed).toBe(true);
    expect(req(session, { op: 'undo', seat: mulligan.seat })).toMatchObject({ ok: false, error: { code: 'rule/undo-refused' } });

    const d = redraw.decisions[0];
    const lead = d.options.find((o: { id: string }) => o.id.startsWith('lead:')).id;
    const led = req(session, { op: 'answer', seat: d.seat, choice: lead });
    expect(led.revealed).toBe(false);
    expect(req(session, { op: 'undo', seat: 1 - d.seat })).toMatchObject({ ok: false, error: { code: 'rule/undo-refused' } });
    const undone = req(session, { op: 'undo', seat: d.seat });
    expect(undone).toMatchObject({ ok: true, log: [expect.stringMatching(/takes back/)] });
    expect(undone.decisions[0].kind).toBe('turn/play');
    expect(undone.decisions[0].openedAt).toBe(3);
    expect(req(session, { op: 'answer', seat: d.seat, choice: lead, openedAt: d.openedAt })).toMatchObject({ ok: false, error: { code: 'rule/stale' } });
    expect(req(session, { op: 'summary' }).seq).toBe(3);
  });
});
