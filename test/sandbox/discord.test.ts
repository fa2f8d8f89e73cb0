// The real discord.js client against the local Discord-compatible server.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  DiscordAPIError,
  EmbedBuilder,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { PNG, startWithClient, type Harness } from './helpers.ts';


const arcs = new SlashCommandBuilder()
  .setName('arcs')
  .setDescription('Play Arcs')
  .addSubcommand((s) => s.setName('create').setDescription('Create a game').addIntegerOption((o) => o.setName('players').setDescription('Players').setRequired(true)))
  .addSubcommand((s) => s.setName('hand').setDescription('Show your hand'))
  .addSubcommand((s) => s.setName('invite').setDescription('Invite').addUserOption((o) => o.setName('who').setDescription('Who').setRequired(true)));

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

describe('local Discord server with a real discord.js client', () => {
  it('logs in, caches the guild and channel, registers commands', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    expect(client.user?.id).toBe(discord.botUser.id);
    const guild = client.guilds.cache.get(discord.guildId);
    expect(guild?.name).toBe(discord.guildName);
    expect(client.channels.cache.get(discord.channelId)?.type).toBe(ChannelType.GuildText);
    await client.application!.commands.set([arcs.toJSON()], discord.guildId);
    const cmds = discord.registeredCommands();
    expect(cmds.map((c) => c.name)).toEqual(['arcs']);
    expect(cmds[0]!.guild_id).toBe(discord.guildId);
    // Re-registering keeps the id.
    await client.application!.commands.set([arcs.toJSON()], discord.guildId);
    expect(discord.registeredCommands()[0]!.id).toBe(cmds[0]!.id);
  });

  it('delivers a slash command; an ephemeral reply is visible only to its user', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    await client.application!.commands.set([arcs.toJSON()], discord.guildId);
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob');
    const seen: unknown[] = [];
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push([i.commandName, i.options.getSubcommand(), i.options.getInteger('players'), i.user.id, i.channelId]);
      await i.reply({ content: 'Only you can see this', flags: MessageFlags.Ephemeral });
    });
    const it1 = await discord.slash(alice.id, discord.channelId, { name: 'arcs', subcommand: 'create', values: { players: 3 }, strict: true });
    const ack = await it1.ack;
    expect(ack).toMatchObject({ type: 4, ephemeral: true });
    expect(seen).toEqual([['arcs', 'create', 3, alice.id, discord.channelId]]);
    expect(discord.transcript(discord.channelId, { visibleTo: alice.id })).toBe('Arcs (only Alice): Only you can see this');
    const mine = discord.messages(discord.channelId, { visibleTo: alice.id });
    expect(mine.map((m) => m.content)).toEqual(['Only you can see this']);
    expect(mine[0]!.flags & 64).toBe(64);
    expect(mine[0]!.interaction_metadata?.user.id).toBe(alice.id);
    expect(discord.messages(discord.channelId, { visibleTo: bob.id })).toEqual([]);
    expect(it1.original()?.content).toBe('Only you can see this');
    await expect(discord.slash(alice.id, discord.channelId, { name: 'arcs', subcommand: 'nope', strict: true })).rejects.toThrow(/no option nope/);
  });

  it('defers, edits the reply, follows up; user options are resolved', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    await client.application!.commands.set([arcs.toJSON()], discord.guildId);
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob');
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      const who = i.options.getUser('who', true);
      await i.editReply({ content: `Invited ${who.toString()}`, embeds: [new EmbedBuilder().setTitle('Game 1').setDescription('Waiting')] });
      await i.followUp({ content: 'psst', flags: MessageFlags.Ephemeral });
      const fetched = await i.fetchReply();
      await i.followUp({ content: `reply id ${fetched.id}` });
    });
    const it1 = await discord.slash(alice.id, discord.channelId, { name: 'arcs', subcommand: 'invite', values: { who: bob.id } });
    expect((await it1.ack).type).toBe(5);
    await it1.settled();
    const original = it1.original()!;
    expect(original.content).toBe(`Invited <@${bob.id}>`);
    expect(original.flags & 128).toBe(0);
    expect(original.embeds[0]).toMatchObject({ title: 'Game 1', description: 'Waiting' });
    expect(original.mentions.map((u) => u.id)).toEqual([bob.id]);
    expect(original.type).toBe(20);
    expect(it1.followups().map((m) => [m.content, m.ephemeral_to])).toEqual([['psst', alice.id], [`reply id ${original.id}`, undefined]]);
    expect(discord.messages(discord.channelId, { visibleTo: bob.id }).map((m) => m.content)).toEqual([`Invited <@${bob.id}>`, `reply id ${original.id}`]);
  });

  it('posts a PNG with components in a thread; a click and a multi-select reach the client', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const starter = await channel.send('Game 1 starts');
    const thread = await starter.startThread({ name: 'arcs-game-1' });
    expect(thread.id).toBe(starter.id);
    const row1 = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('v1:g1:5:tax').setLabel('Tax').setStyle(ButtonStyle.Primary));
    const row2 = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder().setCustomId('v1:g1:5:hits').setMinValues(1).setMaxValues(2)
        .addOptions({ label: 'Ship A', value: 'a' }, { label: 'Ship B', value: 'b' }, { label: 'Ship C', value: 'c' }),
    );
    const msg = await thread.send({ content: 'Your move', files: [new AttachmentBuilder(PNG, { name: 'board.png' })], components: [row1, row2] });
    const stored = discord.message(msg.id)!;
    expect(discord.transcript(thread.id)).toBe('Arcs: Your move [file board.png 1×1] [button Tax (v1:g1:5:tax)] [select 1-2: Ship A|Ship B|Ship C (v1:g1:5:hits)]');
    expect(stored.channel_id).toBe(thread.id);
    expect(stored.attachments[0]).toMatchObject({ filename: 'board.png', width: 1, height: 1, content_type: 'image/png' });
    const bytes = Buffer.from(await (await fetch(stored.attachments[0]!.url)).arrayBuffer());
    expect(bytes.equals(PNG)).toBe(true);
    expect(discord.threads(discord.channelId).map((t) => t.name)).toEqual(['arcs-game-1']);
    expect(discord.message(starter.id)?.thread?.id).toBe(thread.id);

    const events: string[] = [];
    onInteraction(h, async (i) => {
      if (i.isButton()) {
        events.push(`button ${i.customId} ${i.user.id}`);
        await i.update({ content: 'Taxing…', components: [] });
      } else if (i.isStringSelectMenu()) {
        events.push(`select ${i.values.join(',')}`);
        await i.deferUpdate();
        await i.editReply({ content: `Hits on ${i.values.join(' and ')}` });
      }
    });
    const sel = await discord.select(alice.id, msg.id, 'v1:g1:5:hits', ['a', 'c']);
    expect((await sel.ack).type).toBe(6);
    await sel.settled();
    expect(discord.message(msg.id)?.content).toBe('Hits on a and c');
    await expect(discord.select(alice.id, msg.id, 'v1:g1:5:hits', ['a', 'b', 'c'])).rejects.toThrow(/1\.\.2/);
    const click = await discord.click(alice.id, msg.id, 'v1:g1:5:tax');
    expect((await click.ack).type).toBe(7);
    expect(discord.message(msg.id)).toMatchObject({ content: 'Taxing…', components: [] });
    expect(discord.message(msg.id)?.edited_timestamp).not.toBeNull();
    expect(events).toEqual(['select a,c', `button v1:g1:5:tax ${alice.id}`]);
    await expect(discord.click(alice.id, msg.id, 'v1:g1:5:tax')).rejects.toThrow(/no component/);
  });

  it('a DM to a user with DMs closed rejects with 50007', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const alice = discord.addUser('Alice');
    const bob = discord.addUser('Bob', { dmsClosed: true });
    const ua = await client.users.fetch(alice.id);
    await ua.send('Your hand: …');
    const dm = discord.dmChannelOf(alice.id)!;
    expect(discord.messages(dm, { visibleTo: alice.id }).map((m) => m.content)).toEqual(['Your hand: …']);
    expect(discord.messages(dm, { visibleTo: bob.id })).toEqual([]);
    const ub = await client.users.fetch(bob.id);
    const err = await ub.send('Your hand: …').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect((err as DiscordAPIError).code).toBe(50007);
    discord.setDmsClosed(bob.id, false);
    await ub.send('now it works');
    expect(discord.messages(discord.dmChannelOf(bob.id)!, { visibleTo: bob.id }).map((m) => m.content)).toEqual(['now it works']);
  });

  it('an advertised rate limit makes discord.js queue; a hidden one meets a 429 that discord.js retries', async () => {
    h = await startWithClient();
    const { discord, client } = h;
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const posts = () => discord.requests().filter((r) => r.route === 'POST /channels/:id/messages').map((r) => r.status);

    discord.setRateLimit({ limit: 2, windowMs: 200, match: /^POST \/channels\/:id\/messages$/ });
    let t0 = Date.now();
    await Promise.all([1, 2, 3].map((n) => channel.send(`a${n}`)));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(150);
    expect(posts().filter((s) => s === 200)).toHaveLength(3);

    discord.setRateLimit({ limit: 1, windowMs: 600, hidden: true, match: /^POST \/channels\/:id\/messages$/ });
    await new Promise((r) => setTimeout(r, 250)); // let discord.js forget the old bucket's reset
    t0 = Date.now();
    await channel.send('b1');
    await channel.send('b2');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    expect(discord.messages(discord.channelId).map((m) => m.content).sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(posts().filter((s) => s === 429).length).toBeGreaterThan(0);
    const last = discord.requests().at(-1)!;
    expect([last.route, last.status]).toEqual(['POST /channels/:id/messages', 200]);

    // A global limit: discord.js pauses every route, then goes on.
    discord.setRateLimit({ limit: 1, windowMs: 300, hidden: true, global: true });
    await new Promise((r) => setTimeout(r, 650));
    await channel.send('c1');
    await channel.send('c2');
    expect(discord.messages(discord.channelId).map((m) => m.content).slice(-2)).toEqual(['c1', 'c2']);
    expect(discord.requests().filter((r) => r.status === 429).at(-1)?.error?.message).toBe('You are being rate limited.');
  });
});
