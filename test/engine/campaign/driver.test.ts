/** The driver's campaign options (docs/engine-driver.md, `new`): black-box through `npm run --silent engine`. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { handleRequest, type DriverSession } from '../../../src/engine-driver/session.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- driver responses are untyped JSON
type Json = Record<string, any>;

/** Run the real driver process with one request per line; one response per line back. */
function driver(requests: object[]): Json[] {
  const r = spawnSync('npm', ['run', '--silent', 'engine'], { input: requests.map((q) => JSON.stringify(q)).join('\n') + '\n', encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`driver failed: ${r.stderr}`);
  return r.stdout.trim().split('\n').map((line) => JSON.parse(line) as Json);
}

describe('driver: a campaign through Act I setup', () => {
  it('new with campaign, fates and rigged setup dice; placements; the 2-player mulligan; then chapter 1: the initiative holder leads', () => {
    // Number die face 2 (cluster 3: clusters 3 and 4 Imperial), event die face 3 (scroll, arrow).
    const out = driver([
      { op: 'new', players: 2, seed: 5, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], riggedDice: [2, 3] },
      { op: 'answer', seat: 0, choice: 'city:3:hex' },
      { op: 'answer', seat: 1, choice: 'starport:3:hex' },
      { op: 'answer', seat: 1, choice: 'city:4:arrow' },
      { op: 'answer', seat: 0, choice: 'starport:4:arrow' },
      { op: 'answer', seat: 1, choice: 'keep' },
      { op: 'summary' },
      { op: 'view', seat: null },
      { op: 'answer', seat: 0, choice: 'keep' },
    ]);
    const [started, , , , placed, kept, summary, view, after] = out;
    expect(started).toMatchObject({ ok: true, setup: null, ended: null });
    expect(started!.decisions).toHaveLength(1);
    expect(started!.decisions[0]).toMatchObject({ seat: 0, kind: 'campaign/place', secret: false });
    expect(started!.decisions[0].prompt).toMatch(/^Place 3 ships and 1 building at a planet with an Imperial ship/);
    expect(started!.decisions[0].options.map((o: Json) => o.id)).toContain('starport:4:hex');
    expect(started!.decisions[0].options.every((o: Json) => /^(city|starport):[34]:(arrow|crescent|hex)$/.test(o.id))).toBe(true);
    expect(out.slice(1, 5).every((r) => r.ok)).toBe(true);
    expect(placed!.decisions[0]).toMatchObject({ seat: 1, kind: 'campaign/mulligan', secret: true });
    expect(placed!.log).toContain('Red places 3 ships and a starport at 4:arrow and gains a relic.');
    expect(kept).toMatchObject({ ok: true, ended: null });
    expect(kept!.decisions).toHaveLength(1);
    expect(kept!.decisions[0]).toMatchObject({ seat: 0, kind: 'turn/play', secret: true });
    expect(kept!.decisions[0].options.every((o: Json) => /^(lead:(ADM|AGG|CON|MOB)\d|pass)$/.test(o.id))).toBe(true);
    expect(summary).toMatchObject({ ok: true, act: 1, campaignStage: 'play', chapter: 1 });
    expect(view!.view.campaign).toMatchObject({ act: 1, imperialClusters: [3, 4], rolls: { number: 3, event: { event: 'edict', symbol: 'arrow' } }, firstRegent: 1, council: 'in-session' });
    expect(view!.view.campaign).not.toHaveProperty('fateDecks');
    expect(view!.view.players[0]).not.toHaveProperty('hand');
    expect(after).toMatchObject({ ok: false, error: { code: 'rule/illegal-choice' } });
  });

  it('refuses unknown options and malformed campaign options (driver/bad-request), and campaigns it cannot deal (setup/…)', () => {
    const session: DriverSession = { state: null };
    const req = (r: object) => handleRequest(session, JSON.stringify(r)) as Json;
    expect(req({ op: 'new', players: 2, seed: 1, campaing: true })).toMatchObject({ ok: false, error: { code: 'driver/bad-request', message: expect.stringContaining('campaing') } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: 'yes' })).toMatchObject({ ok: false, error: { code: 'driver/bad-request' } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: true, fates: 'ARCS-FATE01' })).toMatchObject({ ok: false, error: { code: 'driver/bad-request' } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], riggedDice: ['1'] })).toMatchObject({ ok: false, error: { code: 'driver/bad-request' } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: true })).toMatchObject({ ok: false, error: { code: 'setup/fates-unavailable' } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE08'] })).toMatchObject({ ok: false, error: { code: 'setup/fate-not-implemented' } });
    expect(req({ op: 'new', players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE17'] })).toMatchObject({ ok: false, error: { code: 'setup/invalid' } });
    expect(session.state).toBeNull();
    // A base game is unchanged: no act in its summary.
    expect(req({ op: 'new', players: 2, seed: 1 })).toMatchObject({ ok: true });
    expect(req({ op: 'summary' })).not.toHaveProperty('act');
    // random plays a campaign's setup (8 placements), then chapter 1 begins.
    expect(req({ op: 'new', players: 4, seed: 2, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01'] })).toMatchObject({ ok: true });
    const r = req({ op: 'random', seed: 1, steps: 8 });
    expect(r).toMatchObject({ ok: true, steps: 8, act: 1, campaignStage: 'play', chapter: 1 });
    expect(r.decisions.map((d: Json) => d.kind)).toEqual(['turn/play']);
  });
});
