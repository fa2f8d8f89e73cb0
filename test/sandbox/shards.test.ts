// Two shards in one client: guild events go to the guild's shard, DMs to shard 0, each once.
import { afterEach, expect, it } from 'vitest';
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, Client, GatewayIntentBits } from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/sandbox/discord/index.ts';

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
