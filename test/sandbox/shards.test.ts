// Two shards in one client: guild events go to the guild's shard, DMs to shard 0, each once.
// Two guilds on two shards, one client each: each hears only of its own guild.
import { afterEach, expect, it } from 'vitest';
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, Client, GatewayIntentBits } from 'discord.js';
import { guildIdForShard, startLocalDiscord, type LocalDiscord } from '../../src/sandbox/discord/index.ts';

let discord: LocalDiscord | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  await discord?.close();
});

it('routes events by shard', async () => {
  discord = await startLocalDiscord();
  client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages], shards: [0, 1], shardCount: 2, ...discord.clientOptions() });
  const ready = new Promise<void>((resolve) => client!.once('clientReady', () => resolve()));
  await client.login(discord.botToken);
  await ready;
  await discord.waitForBot();
  expect(client.guilds.cache.get(discord.guildId)?.shardId).toBe(Number((BigInt(discord.guildId) >> 22n) % 2n));
  const alice = discord.addUser('Alice');
  const seen: string[] = [];
  client.on('interactionCreate', (i) => {
    seen.push(`${i.isButton() ? 'button' : 'command'}@${i.guildId === null ? 'dm' : 'guild'}`);
    if (i.isRepliable()) void i.reply('ok');
  });
  const s = await discord.slash(alice.id, discord.channelId, { name: 'ping' });
  await s.settled();
  const dm = await (await client.users.fetch(alice.id)).send({
    content: 'hand',
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('b').setLabel('B').setStyle(ButtonStyle.Primary))],
  });
  const c = await discord.click(alice.id, dm.id, 'b');
  await c.settled();
  expect(seen).toEqual(['command@guild', 'button@dm']);
});

it('hosts several guilds: each shard is told of its own guilds and gets only their events', async () => {
  discord = await startLocalDiscord({ guildId: guildIdForShard(0, 2) });
  const b = discord.addGuild({ name: 'Second server', id: guildIdForShard(1, 2) });
  expect(discord.guilds().map((g) => g.guildId)).toEqual([discord.guildId, b.guildId]);
  const clients = [0, 1].map((shard) => new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages], shards: [shard], shardCount: 2, ...discord!.clientOptions() }));
  const seen: string[][] = [[], []];
  try {
    await Promise.all(clients.map(async (c, shard) => {
      const ready = new Promise<void>((resolve) => c.once('clientReady', () => resolve()));
      c.on('interactionCreate', (i) => {
        seen[shard]!.push(`${i.isButton() ? 'button' : `/${i.isChatInputCommand() ? i.commandName : '?'}`}@${i.guildId ?? 'dm'}`);
        if (i.isRepliable()) void i.reply('ok');
      });
      await c.login(discord!.botToken);
      await ready;
    }));
    await discord.waitForBot();
    // READY / GUILD_CREATE per shard: only that shard's guild, with its own channels.
    expect([...clients[0]!.guilds.cache.keys()]).toEqual([discord.guildId]);
    expect([...clients[1]!.guilds.cache.keys()]).toEqual([b.guildId]);
    expect(clients[1]!.channels.cache.has(b.channelId)).toBe(true);
    expect(clients[1]!.channels.cache.has(discord.channelId)).toBe(false);
    // Commands per guild: each guild's own.
    await clients[0]!.application!.commands.set([{ name: 'ping', description: 'Ping' }], discord.guildId);
    await clients[1]!.application!.commands.set([{ name: 'pong', description: 'Pong' }], b.guildId);
    expect(discord.registeredCommands().map((c) => `${c.name}@${c.guild_id}`).sort()).toEqual([`ping@${discord.guildId}`, `pong@${b.guildId}`].sort());
    // Members per guild: Alice is in both, Bob only in the second.
    const alice = discord.addUser('Alice', { guildIds: [discord.guildId, b.guildId] });
    const bob = discord.addUser('Bob', { guildIds: [b.guildId] });
    expect(discord.channelsFor(bob.id).map((c) => c.id)).toEqual([b.channelId]);
    await expect(discord.slash(bob.id, discord.channelId, { name: 'ping' })).rejects.toThrow(/cannot see/);
    await expect(discord.slash(alice.id, discord.channelId, { name: 'pong', strict: true })).rejects.toThrow(/another guild/);
    await (await discord.slash(alice.id, discord.channelId, { name: 'ping', strict: true })).settled();
    await (await discord.slash(bob.id, b.channelId, { name: 'pong', strict: true })).settled();
    const member = await (await clients[1]!.guilds.fetch(b.guildId)).members.fetch(bob.id);
    expect(member.user.username).toBe('bob');
    const dm = await (await clients[0]!.users.fetch(bob.id)).send({
      content: 'hand',
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('b').setLabel('B').setStyle(ButtonStyle.Primary))],
    });
    await (await discord.click(bob.id, dm.id, 'b')).settled();
    expect(seen).toEqual([[`/ping@${discord.guildId}`, 'button@dm'], [`/pong@${b.guildId}`]]);
    // The server's messages carry their own guild.
    expect(discord.messages(b.channelId).every((m) => m.guild_id === b.guildId)).toBe(true);
  } finally {
    for (const c of clients) await c.destroy();
  }
});
