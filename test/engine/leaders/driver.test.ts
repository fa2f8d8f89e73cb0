/** The engine driver's `new` accepts Leaders & Lore (docs/engine-driver.md); positions carry leaders and lore. */
import { describe, expect, it } from 'vitest';
import { handleRequest, type DriverSession } from '../../../src/engine-driver/session.ts';

describe('engine driver: Leaders & Lore', () => {
  it('"new" with leadersAndLore (and secondLore) opens the draft; export and import keep leaders and lore', () => {
    const session = { state: null } as unknown as DriverSession;
    const r = handleRequest(session, JSON.stringify({ op: 'new', players: 3, seed: 7, leadersAndLore: true, secondLore: true })) as unknown as { ok: boolean; decisions: { kind: string; options: { id: string }[] }[] };
    expect(r.ok).toBe(true);
    expect(r.decisions[0]!.kind).toBe('draft/pick');
    expect(r.decisions[0]!.options).toHaveLength(4 + 7);
    handleRequest(session, JSON.stringify({ op: 'answer', seat: 2, choice: r.decisions[0]!.options[0]!.id }));
    const ex = handleRequest(session, JSON.stringify({ op: 'export' })) as unknown as { position: { options: Record<string, unknown>; players: { leader: string | null }[] } };
    expect(ex.position.options).toMatchObject({ leadersAndLore: true, secondLore: true });
    expect(ex.position.players[2]!.leader).toMatch(/^ARCS-LEAD/);
    const again = { state: null } as unknown as DriverSession;
    const imp = handleRequest(again, JSON.stringify({ op: 'import', position: ex.position })) as unknown as { ok: boolean; decisions: { kind: string; seat: number }[] };
    expect(imp.ok).toBe(true);
    expect(imp.decisions[0]).toMatchObject({ kind: 'draft/pick', seat: 1 });
  });
});
