// Less common interaction paths, threads, DMs, edits, validation and the gateway's resume.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  DiscordAPIError,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { PNG, startWithClient, type Harness } from './helpers.ts';


const arcs = new SlashCommandBuilder()
  .setName('arcs')
  .setDescription('Play Arcs')
  .addSubcommand((s) => s.setName('join').setDescription('Join').addStringOption((o) => o.setName('game').setDescription('Game').setAutocomplete(true).setRequired(true)))
  .addSubcommand((s) => s.setName('note').setDescription('Leave a note'))
  .addSubcommandGroup((g) => g.setName('host').setDescription('Host tools').addSubcommand((s) => s.setName('kick').setDescription('Kick').addUserOption((o) => o.setName('who').setDescription('Who').setRequired(true))));

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function onInteraction(h: Harness, handler: (i: Interaction) => Promise<unknown>): void {
  h.client.on('interactionCreate', (i) => {
    handler(i).catch((err: unknown) => console.error('handler failed', err));
  });
}

const btn = (id: string, label = id) => new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(ButtonStyle.Secondary));

describe('interactions', () => {
  it('autocomplete, subcommand groups, modal open and submit', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    await client.application!.commands.set([arcs.toJSON()]);
    const alice = discord.addUser('Alice', { admin: true });
    const bob = discord.addUser('Bob');
    const got: unknown[] = [];
    onInteraction(h, async (i) => {
      if (i.isAutocomplete()) {
        const typed = i.options.getFocused();
        await i.respond([{ name: `Game ${typed}1`, value: `${typed}1` }, { name: `Game ${typed}2`, value: `${typed}2` }]);
      } else if (i.isChatInputCommand() && i.options.getSubcommandGroup(false) === 'host') {
        got.push([i.options.getSubcommand(), i.options.getUser('who')?.username, i.options.getMember('who') !== null, i.memberPermissions?.has('Administrator')]);
        await i.reply({ content: 'kicked', flags: MessageFlags.Ephemeral });
      } else if (i.isChatInputCommand()) {
        await i.showModal(new ModalBuilder().setCustomId('note').setTitle('Note').addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('text').setLabel('Text').setStyle(TextInputStyle.Paragraph)),
        ));
      } else if (i.isModalSubmit()) {
        got.push(['modal', i.customId, i.fields.getTextInputValue('text')]);
        await i.reply({ content: `noted: ${i.fields.getTextInputValue('text')}` });
      }
    });
    const ac = await discord.autocomplete(alice.id, discord.channelId, { name: 'arcs', subcommand: 'join', values: { game: 'ab' }, focused: 'game' });
    expect((await ac.ack).type).toBe(8);
    expect(ac.choices()).toEqual([{ name: 'Game ab1', value: 'ab1' }, { name: 'Game ab2', value: 'ab2' }]);

    const kick = await discord.slash(alice.id, discord.channelId, { name: 'arcs', group: 'host', subcommand: 'kick', values: { who: bob.id }, strict: true });
    await kick.settled();
    expect(got[0]).toEqual(['kick', 'bob', true, true]);

    const note = await discord.slash(alice.id, discord.channelId, { name: 'arcs', subcommand: 'note' });
    expect((await note.ack).type).toBe(9);
    expect(note.modal()).toMatchObject({ custom_id: 'note', title: 'Note' });
    const submit = await discord.submitModal(alice.id, note, { text: 'hello there' });
    expect((await submit.ack).type).toBe(4);
    expect(got[1]).toEqual(['modal', 'note', 'hello there']);
    expect(submit.original()?.content).toBe('noted: hello there');
  });

  it('a modal with labelled text input and string select (components v2 modal)', async () => {
    h = await startWithClient();
    const { discord } = h;
    const alice = discord.addUser('Alice');
    const got: unknown[] = [];
    onInteraction(h, async (i) => {
      if (i.isButton()) {
        await i.showModal(new ModalBuilder().setCustomId('trade').setTitle('Trade')
          .addLabelComponents(
            (l) => l.setLabel('Offer').setTextInputComponent((t) => t.setCustomId('offer').setStyle(TextInputStyle.Short).setMaxLength(20)),
            (l) => l.setLabel('Cards').setStringSelectMenuComponent((m) => m.setCustomId('cards').setMinValues(1).setMaxValues(2)
              .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }, { label: 'C', value: 'c' })),
          ));
      } else if (i.isModalSubmit()) {
        got.push([i.fields.getTextInputValue('offer'), [...i.fields.getStringSelectValues('cards')]]);
        if (i.isFromMessage()) await i.update({ content: 'Traded', components: [] });
      } else if (i.isChatInputCommand()) {
        await i.reply({ content: 'Offer a trade', components: [btn('open')] });
      }
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'trade' });
    await s.settled();
    const open = await discord.click(alice.id, s.original()!.id, 'open');
    expect((await open.ack).type).toBe(9);
    await expect(discord.submitModal(alice.id, open, { offer: 'x'.repeat(21), cards: ['a'] })).rejects.toThrow(/at most 20/);
    await expect(discord.submitModal(alice.id, open, { offer: 'two ore', cards: ['a', 'z'] })).rejects.toThrow(/no option z/);
    const sub = await discord.submitModal(alice.id, open, { offer: 'two ore', cards: ['a', 'c'] });
    expect((await sub.ack).type).toBe(7);
    expect(got).toEqual([['two ore', ['a', 'c']]]);
    expect(discord.message(s.original()!.id)?.content).toBe('Traded');
    await expect(discord.submitModal(alice.id, open, { offer: 'again', cards: ['a'] })).rejects.toThrow(/already submitted/);
  });

  it('double acknowledgement is 40060; a slow bot misses the 3 s window (10062)', async () => {
    h = await startWithClient({ ackTimeoutMs: 600 });
    const { discord } = h;
    const alice = discord.addUser('Alice');
    const errors: unknown[] = [];
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.options.data.length === 0) {
        await i.deferReply();
        await i.client.rest.post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 4, data: { content: 'again' } }, auth: false }).catch((e: unknown) => errors.push(e));
      } else {
        await new Promise((r) => setTimeout(r, 800));
        await i.reply('too late').catch((e: unknown) => errors.push(e));
      }
    });
    const a = await discord.slash(alice.id, discord.channelId, { name: 'whatever' });
    expect((await a.ack).type).toBe(5);
    await discord.waitFor(() => errors.length === 1);
    expect((errors[0] as DiscordAPIError).code).toBe(40060);
    // The bot never finished its deferred reply: settled() says so.
    await expect(a.settled({ timeoutMs: 100 })).rejects.toThrow(/deferred reply/);
    const b = await discord.slash(alice.id, discord.channelId, { name: 'whatever', options: [{ name: 'slow', type: 5, value: true }] });
    await expect(b.ack).rejects.toThrow(/not acknowledged within 600 ms/);
    await discord.waitFor(() => errors.length === 2);
    expect((errors[1] as DiscordAPIError).code).toBe(10062);
  });

  it('a refused callback is named in the ack timeout and in requests()', async () => {
    h = await startWithClient({ ackTimeoutMs: 1000 });
    const { discord } = h;
    const alice = discord.addUser('Alice');
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply('x'.repeat(2001)).catch(() => undefined);
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'long' });
    await expect(s.ack).rejects.toThrow(/callback was rejected: 400 50035 Invalid Form Body .*content.*2000 or fewer/);
    const failed = discord.requests().filter((r) => r.status >= 400);
    expect(failed.map((r) => [r.route, r.error?.code])).toEqual([['POST /interactions/:id/:token/callback', 50035]]);
  });

  it('reply withResponse returns the message; followUp after deferReply replaces the thinking message', async () => {
    h = await startWithClient();
    const { discord } = h;
    const alice = discord.addUser('Alice');
    const ids: string[] = [];
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.commandName === 'a') {
        const res = await i.reply({ content: 'hi', withResponse: true });
        ids.push(res.resource!.message!.id);
      } else {
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        const m = await i.followUp({ content: 'done' });
        ids.push(m.id);
        await i.followUp({ content: 'second' });
      }
    });
    const a = await discord.slash(alice.id, discord.channelId, { name: 'a' });
    await a.settled();
    expect(ids[0]).toBe(a.original()!.id);
    const b = await discord.slash(alice.id, discord.channelId, { name: 'b' });
    await b.settled();
    expect(b.original()).toMatchObject({ id: ids[1], content: 'done', ephemeral_to: alice.id });
    expect(b.followups().map((m) => [m.content, m.ephemeral_to])).toEqual([['second', undefined]]);
  });

  it('buttons on an ephemeral message are only for its user; update edits it in place', async () => {
    h = await startWithClient();
    const { discord } = h;
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob');
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'Your turn', components: [btn('next')], flags: MessageFlags.Ephemeral });
      else if (i.isButton()) await i.update({ content: 'Step 2', components: [btn('back')] });
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'turn' });
    await s.settled();
    const panel = s.original()!;
    await expect(discord.click(bob.id, panel.id, 'next')).rejects.toThrow(/ephemeral/);
    const c = await discord.click(alice.id, panel.id, 'next');
    expect(await c.ack).toMatchObject({ type: 7, ephemeral: true });
    expect(discord.message(panel.id)).toMatchObject({ content: 'Step 2', ephemeral_to: alice.id });
    expect(((discord.message(panel.id)!.components[0] as { components: { custom_id: string }[] }).components[0]!.custom_id)).toBe('back');
  });

  it('invalid payloads are rejected like Discord (50035, 50006)', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const e1 = await channel.send('x'.repeat(2001)).catch((e: unknown) => e);
    expect((e1 as DiscordAPIError).code).toBe(50035);
    expect((e1 as DiscordAPIError).message).toMatch(/content/);
    const e2 = await channel.send({ components: [btn('same'), btn('same')] }).catch((e: unknown) => e);
    expect((e2 as DiscordAPIError).code).toBe(50035);
    const e3 = await client.rest.post(`/channels/${discord.channelId}/messages`, { body: { content: '' } }).catch((e: unknown) => e);
    expect((e3 as DiscordAPIError).code).toBe(50006);
  });
});

describe('channels, threads, DMs, edits', () => {
  it('a private standalone thread is visible only to its members', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob');
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const thread = await channel.threads.create({ name: 'secret', type: ChannelType.PrivateThread, invitable: false });
    expect(discord.channelsFor(alice.id).map((c) => c.name)).toEqual(['arcs']);
    await thread.members.add(alice.id);
    expect(discord.channelsFor(alice.id).map((c) => c.name)).toEqual(['arcs', 'secret']);
    expect(discord.channelsFor(bob.id).map((c) => c.name)).toEqual(['arcs']);
    await thread.send('psst');
    expect(discord.messages(thread.id, { visibleTo: bob.id })).toEqual([]);
    expect(discord.messages(thread.id, { visibleTo: alice.id }).map((m) => m.content)).toEqual(['psst']);
    discord.say(alice.id, thread.id, 'hi');
    // Mentioning Bob in the private thread adds him, as on Discord.
    await thread.send(`<@${bob.id}> your turn`);
    expect(discord.channelsFor(bob.id).map((c) => c.name)).toEqual(['arcs', 'secret']);
    await thread.setArchived(true);
    expect(discord.channel(thread.id)?.thread_metadata?.archived).toBe(true);
    const fetched = await client.channels.fetch(thread.id, { force: true });
    expect(fetched?.isThread() && fetched.archived).toBe(true);
  });

  it('edits keep, replace and drop attachments; history is paged newest first', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const m = await channel.send({ content: 'board', files: [new AttachmentBuilder(PNG, { name: 'a.png' })] });
    const a = discord.message(m.id)!.attachments[0]!;
    await m.edit({ content: 'board v2' });
    expect(discord.message(m.id)!.attachments.map((x) => x.id)).toEqual([a.id]);
    await m.edit({ files: [new AttachmentBuilder(PNG, { name: 'b.png' })], attachments: [] });
    expect(discord.message(m.id)!.attachments.map((x) => x.filename)).toEqual(['b.png']);
    expect(discord.message(m.id)!.edited_timestamp).not.toBeNull();
    for (let n = 0; n < 5; n++) await channel.send(`m${n}`);
    const page = await channel.messages.fetch({ limit: 3 });
    expect([...page.values()].map((x) => x.content)).toEqual(['m4', 'm3', 'm2']);
    const older = await channel.messages.fetch({ limit: 3, before: page.last()!.id });
    expect([...older.values()].map((x) => x.content)).toEqual(['m1', 'm0', 'board v2']);
    await older.last()!.delete();
    expect(discord.message(m.id)).toBeUndefined();
  });

  it('a button in a DM reaches the client with the DM channel', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const user = await client.users.fetch(alice.id);
    const dm = await user.send({ content: 'Pick a card', components: [btn('card:7')] });
    const seen: unknown[] = [];
    onInteraction(h, async (i) => {
      if (!i.isButton()) return;
      seen.push([i.customId, i.channel?.type, i.guildId, i.user.id]);
      await i.reply('Played card 7');
    });
    const c = await discord.click(alice.id, dm.id, 'card:7');
    await c.settled();
    expect(seen).toEqual([['card:7', ChannelType.DM, null, alice.id]]);
    expect(discord.messages(discord.dmChannelOf(alice.id)!, { visibleTo: alice.id }).map((m) => m.content)).toEqual(['Pick a card', 'Played card 7']);
  });

  it('a human message reaches the client; the gateway resumes after a drop', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const got: string[] = [];
    client.on('messageCreate', (m) => {
      if (!m.author.bot) got.push(`${m.author.id}:${m.content === '' ? '(no content intent)' : m.content}`);
    });
    let resumed = 0;
    client.on('shardResume', () => resumed++);
    discord.say(alice.id, discord.channelId, 'hello');
    await discord.waitFor(() => got.length === 1);
    discord.dropGateway(4000);
    await discord.waitFor(() => !discord.botConnected(), { what: 'the drop' });
    discord.say(alice.id, discord.channelId, 'while away');
    await discord.waitForBot();
    await discord.waitFor(() => got.length === 2, { what: 'the replayed message' });
    expect(resumed).toBe(1);
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply('still here');
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'ping' });
    await s.settled();
    expect(s.original()?.content).toBe('still here');
    expect(got).toEqual([`${alice.id}:(no content intent)`, `${alice.id}:(no content intent)`]);
  });

  it('fetches members over the gateway (op 8) and by REST; editReply uploads a file', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    discord.addUser('Bob');
    const guild = client.guilds.cache.get(discord.guildId)!;
    const all = await guild.members.fetch();
    expect(all.size).toBe(3);
    expect((await guild.members.fetch({ user: alice.id, force: true })).user.username).toBe('alice');
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply({ content: 'map', files: [new AttachmentBuilder(PNG, { name: 'map.png' })] });
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'map' });
    await s.settled();
    expect(s.original()!.attachments.map((a) => a.filename)).toEqual(['map.png']);
  });

  it('strict raw-form commands are checked against the registered ones', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    await client.application!.commands.set([arcs.toJSON()]);
    const alice = discord.addUser('Alice');
    await expect(discord.slash(alice.id, discord.channelId, { name: 'arcs', options: [{ name: 'jion', type: 1, options: [] }], strict: true })).rejects.toThrow(/no subcommand jion/);
    await expect(discord.slash(alice.id, discord.channelId, { name: 'arcs', options: [{ name: 'join', type: 1, options: [] }], strict: true })).rejects.toThrow(/game is required/);
    await expect(discord.slash(alice.id, discord.channelId, { name: 'arcs', options: [], strict: true })).rejects.toThrow(/subcommand is required/);
    await expect(discord.slash(alice.id, discord.channelId, { name: 'nope', strict: true })).rejects.toThrow(/no command/);
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply(`joining ${i.options.getString('game')}`);
    });
    const ok = await discord.slash(alice.id, discord.channelId, { name: 'arcs', options: [{ name: 'join', type: 1, options: [{ name: 'game', type: 3, value: 'g7' }] }], strict: true });
    await ok.settled();
    expect(ok.original()?.content).toBe('joining g7');
  });

  it('resolves attachment:// in embeds; interaction answers reach a user whose DMs are closed', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const m = await channel.send({ embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }], files: [new AttachmentBuilder(PNG, { name: 'board.png' })] });
    const stored = discord.message(m.id)!;
    expect(stored.embeds[0]).toMatchObject({ image: { url: stored.attachments[0]!.url, width: 1, height: 1 } });
    expect(m.embeds[0]!.image?.url).toBe(stored.attachments[0]!.url);

    const dm = await (await client.users.fetch(alice.id)).send({ content: 'Your hand', components: [btn('hand')] });
    discord.setDmsClosed(alice.id, true);
    onInteraction(h, async (i) => {
      if (i.isButton()) await i.reply('Here it is');
    });
    const c = await discord.click(alice.id, dm.id, 'hand');
    await c.settled();
    expect(c.original()?.content).toBe('Here it is');
  });

  it('a command typed in a thread, a user select, and an injected failure', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob');
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const thread = await channel.threads.create({ name: 'game-2', type: ChannelType.PublicThread });
    expect(discord.messages(discord.channelId).map((m) => [m.type, m.content, m.message_reference?.channel_id])).toEqual([[18, 'game-2', thread.id]]);
    const seen: unknown[] = [];
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) {
        seen.push([i.channel?.isThread(), i.channelId]);
        await i.reply({
          content: 'Whom?',
          components: [new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(new UserSelectMenuBuilder().setCustomId('whom'))],
        });
      } else if (i.isUserSelectMenu()) {
        seen.push(['picked', i.users.first()?.username, i.members.size]);
        await i.update({ content: `Picked ${i.users.first()?.username}`, components: [] });
      }
    });
    const s = await discord.slash(alice.id, thread.id, { name: 'arcs' });
    await s.settled();
    const u = await discord.select(alice.id, s.original()!.id, 'whom', [bob.id]);
    await u.settled();
    expect(seen).toEqual([[true, thread.id], ['picked', 'bob', 1]]);
    expect(discord.messages(thread.id).map((m) => m.content)).toEqual(['Picked bob']);

    discord.failNext({ method: 'POST', path: /\/messages$/, status: 403, code: 50001, message: 'Missing Access' });
    const err = await thread.send('x').catch((e: unknown) => e);
    expect((err as DiscordAPIError).code).toBe(50001);
    await thread.send('y');
    expect(discord.messages(thread.id).map((m) => m.content)).toEqual(['Picked bob', 'y']);
  });

  it('reply with files, edit a followup by id, delete the reply', async () => {
    h = await startWithClient();
    const { discord } = h;
    const alice = discord.addUser('Alice');
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply({ content: 'two maps', files: [new AttachmentBuilder(PNG, { name: 'a.png' }), new AttachmentBuilder(PNG, { name: 'b.png' })] });
      const f = await i.followUp({ content: 'note v1' });
      await i.webhook.editMessage(f.id, { content: 'note v2' });
      const fetched = await i.webhook.fetchMessage(f.id);
      await i.followUp({ content: `fetched ${fetched.content}` });
      await i.deleteReply();
    });
    const s = await discord.slash(alice.id, discord.channelId, { name: 'maps' });
    await s.settled();
    expect((await s.ack).type).toBe(4);
    expect(s.original()).toBeUndefined();
    expect(discord.messages(discord.channelId).map((m) => m.content)).toEqual(['note v2', 'fetched note v2']);
    const events: string[] = [];
    discord.subscribe((e) => events.push(e.type));
    const again = await discord.slash(alice.id, discord.channelId, { name: 'maps' });
    await again.settled();
    expect(again.original()).toBeUndefined();
    expect(events).toEqual(['interaction', 'messageCreate', 'ack', 'messageCreate', 'messageUpdate', 'messageCreate', 'messageDelete']);
  });

  it('reacts, pins, fetches the thread starter, locks and deletes a thread', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const m = await channel.send('Game 3');
    await m.react('👍');
    expect(discord.message(m.id)?.['reactions']).toEqual([{ emoji: { id: null, name: '👍' }, count: 1, me: true }]);
    await m.pin();
    expect(discord.message(m.id)?.pinned).toBe(true);
    const thread = await m.startThread({ name: 'game-3' });
    expect((await thread.fetchStarterMessage())?.id).toBe(m.id);
    await thread.setLocked(true);
    expect(discord.channel(thread.id)?.thread_metadata?.locked).toBe(true);
    await thread.delete();
    expect(discord.channel(thread.id)).toBeUndefined();
    expect(discord.requests().filter((r) => r.status >= 400)).toEqual([]);
  });

  it('strict mode applies command availability: permissions, guild-only, contexts', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    await client.application!.commands.set([{ name: 'host', description: 'Host tools', defaultMemberPermissions: '0' }], discord.guildId);
    await client.application!.commands.set([{ name: 'hand', description: 'Your hand', contexts: [1] }]);
    const host = discord.addUser('Host', { admin: true });
    const bob = discord.addUser('Bob');
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
    });
    await expect(discord.slash(bob.id, discord.channelId, { name: 'host', strict: true })).rejects.toThrow(/permission/);
    await (await discord.slash(host.id, discord.channelId, { name: 'host', strict: true })).settled();
    await (await client.users.fetch(bob.id)).send('hi');
    const dm = discord.dmChannelOf(bob.id)!;
    await expect(discord.slash(bob.id, dm, { name: 'host', strict: true })).rejects.toThrow(/guild command/);
    await expect(discord.slash(bob.id, discord.channelId, { name: 'hand', strict: true })).rejects.toThrow(/not available in servers/);
    const inDm = await discord.slash(bob.id, dm, { name: 'hand', strict: true });
    expect((await inDm.ack).type).toBe(4);
  });

  it('rejects a bad token', async () => {
    h = await startWithClient();
    const { discord } = h;
    const res = await fetch(`${discord.restBase}/v10/users/@me`, { headers: { authorization: 'Bot nope' } });
    expect(res.status).toBe(401);
    const ok = await fetch(`${discord.restBase}/v10/users/@me`, { headers: { authorization: `Bot ${discord.botToken}` } });
    expect(((await ok.json()) as { id: string }).id).toBe(discord.botUser.id);
  });
});
