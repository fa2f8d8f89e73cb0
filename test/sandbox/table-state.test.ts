// The local table's page server keeps each person's message lists between changes and drops
// only the channel a post or edit touched: what /api/state answers must still follow every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTable, type LocalTable } from '../../src/sandbox/local-table.ts';

interface State { as: string; channel: string; users: { id: string; name: string; unread: number }[]; channels: { id: string; kind: string; unread: number }[]; messages: { id: string; content: string }[] }

let table: LocalTable;
beforeAll(async () => { table = await startLocalTable({ port: 0, announce: false, people: ['Ada', 'Brook'] }); });
afterAll(async () => { await table?.close(); });

const state = async (as: string, channel: string): Promise<State> =>
  (await fetch(new URL(`/api/state?as=${as}&channel=${channel}`, table.url))).json() as Promise<State>;

describe('local table /api/state', () => {
  it('follows posts and edits in one channel while the lists of the others are kept', async () => {
    const d = table.discord;
    const [ada, brook] = d.users();
    const general = d.channelId;
    const other = d.addTextChannel('other').id;
    // Both people look at both channels (lists built and kept).
    for (const u of [ada!, brook!]) for (const c of [general, other]) await state(u.id, c);
    d.say(brook!.id, general, 'first words');
    const inOther = await state(ada!.id, other);
    expect(inOther.channels.find((c) => c.id === general)?.unread).toBe(1);
    expect(inOther.channels.find((c) => c.id === other)?.unread).toBe(0);
    const inGeneral = await state(ada!.id, general);
    expect(inGeneral.messages.map((m) => m.content)).toContain('first words');
    // A post in the other channel: its list is read again, the first channel's is kept.
    d.say(ada!.id, other, 'over here');
    const back = await state(brook!.id, general);
    expect(back.channels.find((c) => c.id === other)?.unread).toBe(1);
    expect((await state(brook!.id, other)).messages.map((m) => m.content)).toEqual(['over here']);
    expect((await state(ada!.id, general)).messages.map((m) => m.content)).toEqual(['first words']);
  });

  it('a new channel and a new person show at once (changes that are not one channel\'s messages drop every list)', async () => {
    const d = table.discord;
    const [ada] = d.users();
    await state(ada!.id, d.channelId);
    const fresh = d.addTextChannel('fresh');
    d.say(ada!.id, fresh.id, 'hello fresh');
    const s = await state(ada!.id, fresh.id);
    expect(s.channels.map((c) => c.id)).toContain(fresh.id);
    expect(s.messages.map((m) => m.content)).toEqual(['hello fresh']);
    d.addUser('Cass');
    expect((await state(ada!.id, fresh.id)).users.map((u) => u.name)).toContain('Cass');
  });
});
