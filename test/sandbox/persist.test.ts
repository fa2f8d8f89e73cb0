// The local Discord server keeps its state in `dataDir` across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, type TextChannel } from 'discord.js';
import { startWithClient, type Harness } from './helpers.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let h: Harness | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('restores ids, token, users, threads, messages, attachments and commands', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-discord-'));
  dirs.push(dir);
  h = await startWithClient({ dataDir: dir });
  const first = h.discord;
  const alice = first.addUser('Alice', { admin: true });
  await h.client.application!.commands.set([{ name: 'arcs', description: 'Play Arcs' }], first.guildId);
  const channel = h.client.channels.cache.get(first.channelId) as TextChannel;
  const starter = await channel.send('Game 1');
  const thread = await starter.startThread({ name: 'game-1' });
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('v1:hand').setLabel('My hand').setStyle(ButtonStyle.Primary));
  const board = await thread.send({ content: 'Board', files: [new AttachmentBuilder(PNG, { name: 'board.png' })], components: [row] });
  await (await h.client.users.fetch(alice.id)).send('Your hand');
  const before = { app: first.applicationId, token: first.botToken, guild: first.guildId, channel: first.channelId };
  await h.close();

  h = await startWithClient({ dataDir: dir });
  const d = h.discord;
  expect({ app: d.applicationId, token: d.botToken, guild: d.guildId, channel: d.channelId }).toEqual(before);
  expect(d.users().map((u) => u.id)).toEqual([alice.id]);
  expect(d.registeredCommands().map((c) => c.name)).toEqual(['arcs']);
  expect(d.channelsFor(alice.id).map((c) => c.name ?? 'dm')).toEqual(['arcs', 'game-1', 'dm']);
  const stored = d.message(board.id)!;
  expect(stored.attachments[0]!.url.startsWith(d.baseUrl)).toBe(true);
  const bytes = Buffer.from(await (await fetch(stored.attachments[0]!.url)).arrayBuffer());
  expect(bytes.equals(PNG)).toBe(true);
  expect(d.messages(d.dmChannelOf(alice.id)!, { visibleTo: alice.id }).map((m) => m.content)).toEqual(['Your hand']);
  // An old button still works with the new client.
  h.client.on('interactionCreate', (i) => {
    if (i.isButton()) void i.reply({ content: 'Here is your hand', flags: 64 });
  });
  const click = await d.click(alice.id, board.id, 'v1:hand');
  expect((await click.ack).ephemeral).toBe(true);
  // The restored thread is known to discord.js (it came in GUILD_CREATE).
  expect(h.client.channels.cache.get(thread.id)?.isThread()).toBe(true);
  const more = await (h.client.channels.cache.get(thread.id) as TextChannel).send('after restart');
  expect(d.messages(thread.id).map((m) => m.content)).toEqual(['Board', 'after restart']);
  expect(BigInt(more.id) > BigInt(board.id)).toBe(true);
});
