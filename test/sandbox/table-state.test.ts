// The local table's page server keeps each person's message lists between changes and drops
// only the channel a post or edit touched: what /api/state answers must still follow every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTable, type LocalTable } from '../../src/sandbox/local-table.ts';

interface State { as: string; channel: string; users: { id: string; name: string; unread: number }[]; channels: { id: string; kind: string; unread: number }[]; messages: { id: string; content: string }[] }

let table: LocalTable;
beforeAll(async () => { table = await startLocalTable({ port: 0, announce: false, people: ['Ada', 'Brook'] }); });
afterAll(async () => { await table?.close(); });

const state = async (as: string, channel: string, stream = ''): Promise<State & { version: number }> =>
  (await fetch(new URL(`/api/state?as=${as}&channel=${channel}&stream=${stream}`, table.url))).json() as Promise<State & { version: number }>;

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

  it('pushes a post or edit to the event stream of each page whose person sees it, and only theirs', async () => {
    const d = table.discord;
    const [ada, brook] = d.users();
    const ac = new AbortController();
    const got = new Map<string, { event: string; data: Record<string, unknown> }[]>();
    // A page's stream pushes what the person it last read the state as sees.
    const open = async (as: string) => {
      const res = await fetch(new URL(`/api/events?stream=page-${as}`, table.url), { signal: ac.signal });
      await state(as, d.channelId, `page-${as}`);
      const events: { event: string; data: Record<string, unknown> }[] = [];
      got.set(as, events);
      void (async () => {
        let buf = '';
        const dec = new TextDecoder();
        try {
          for await (const chunk of res.body!) {
            buf += dec.decode(chunk as Uint8Array, { stream: true });
            let i;
            while ((i = buf.indexOf('\n\n')) >= 0) {
              const block = buf.slice(0, i);
              buf = buf.slice(i + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
            }
          }
        } catch { /* aborted */ }
      })();
    };
    try {
      await open(ada!.id);
      await open(brook!.id);
      const pushes = (as: string) => got.get(as)!.filter((e) => e.event === 'push');
      const m = d.say(brook!.id, d.channelId, 'pushed words');
      await d.waitFor(() => pushes(ada!.id).length >= 1 && pushes(brook!.id).length >= 1, { what: 'both pushes' });
      const p = pushes(ada!.id)[0]!.data;
      expect(p['channelId']).toBe(d.channelId);
      expect((p['message'] as { id: string; content: string }).content).toBe('pushed words');
      // A read after the push carries its change (the page drops reads older than what it drew).
      expect(p['as']).toBe(ada!.id);
      expect((await state(ada!.id, d.channelId)).version).toBeGreaterThanOrEqual(p['version'] as number);
      // The bot's DM to Brook goes to Brook's stream only; Ada's gets only "something changed".
      const rest = (path: string, body: unknown) => fetch(`${table.restBase}/v10${path}`, {
        method: 'POST', headers: { authorization: `Bot ${table.botToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ id: string }>);
      const dm = await rest('/users/@me/channels', { recipient_id: brook!.id });
      const changesBefore = got.get(ada!.id)!.filter((e) => e.event === 'change').length;
      await rest(`/channels/${dm.id}/messages`, { content: 'for Brook alone' });
      await d.waitFor(() => pushes(brook!.id).some((e) => (e.data['message'] as { content?: string }).content === 'for Brook alone'), { what: 'the DM push' });
      await d.waitFor(() => got.get(ada!.id)!.filter((e) => e.event === 'change').length > changesBefore, { what: 'Ada\'s change' });
      expect(JSON.stringify(got.get(ada!.id))).not.toContain('for Brook alone');
      expect(pushes(ada!.id).map((e) => (e.data['message'] as { id: string }).id)).toEqual([m.id]);
      // Ada's page switches to Brook: from then on it gets Brook's messages.
      await state(brook!.id, d.channelId, `page-${ada!.id}`);
      await rest(`/channels/${dm.id}/messages`, { content: 'Brook again' });
      await d.waitFor(() => pushes(ada!.id).some((e) => e.data['as'] === brook!.id && (e.data['message'] as { content?: string }).content === 'Brook again'), { what: 'the push after the switch' });
    } finally {
      ac.abort();
    }
  });
});

