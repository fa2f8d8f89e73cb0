// The local table end to end with a small stand-in bot (discord.js against the local
// Discord-compatible server): slash command → reply with an image and buttons → click → ephemeral
// reply and a DM, all through the page.
import { AttachmentBuilder, ActionRowBuilder, ButtonBuilder, ButtonStyle, Client, EmbedBuilder, GatewayIntentBits,
  MessageFlags, Routes, SlashCommandBuilder, StringSelectMenuBuilder, type Interaction } from 'discord.js';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalTable, type LocalTable } from '../../src/sandbox/local-table.ts';
import { haveChromium, launchChromium } from './chromium.ts';

function png(): Buffer {
  const c = createCanvas(320, 180);
  const g = c.getContext('2d');
  g.fillStyle = '#203050';
  g.fillRect(0, 0, 320, 180);
  g.fillStyle = '#f0b232';
  g.fillRect(20, 20, 120, 60);
  return c.toBuffer('image/png');
}

async function demoBot(table: LocalTable): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages], ...table.clientOptions() });
  client.on('interactionCreate', async (i: Interaction) => {
    if (i.isAutocomplete()) {
      const typed = String(i.options.getFocused()).toLowerCase();
      await i.respond([{ name: 'Tax 3', value: 'tax3' }, { name: 'Move 4', value: 'move4' }].filter((c) => c.name.toLowerCase().startsWith(typed)));
      return;
    }
    if (i.isChatInputCommand() && i.commandName === 'pick') {
      await i.reply({ content: `chose ${i.options.getString('card')}` });
      return;
    }
    if (i.isChatInputCommand()) {
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('demo:secret').setLabel('My hand').setStyle(ButtonStyle.Primary));
      const menu = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder()
        .setCustomId('demo:pick').setPlaceholder('Pick a card').addOptions({ label: 'Tax 3', value: 'tax3' }, { label: 'Move 4', value: 'move4' }));
      await i.reply({ content: `Board for ${i.options.getInteger('n')}`, files: [new AttachmentBuilder(png(), { name: 'board.png' })],
        embeds: [new EmbedBuilder().setTitle('The Reach').setImage('attachment://board.png')], components: [row, menu] });
    } else if (i.isButton()) {
      await i.reply({ content: `hand-of-${i.user.displayName}`, flags: MessageFlags.Ephemeral });
      await i.user.send(`dm-for-${i.user.displayName}`);
    } else if (i.isStringSelectMenu()) {
      await i.update({ content: `picked ${i.values.join(',')}`, components: [] });
    }
  });
  await client.login(table.botToken);
  await table.discord.waitForBot();
  await client.rest.put(Routes.applicationGuildCommands(table.applicationId, table.guildId), {
    body: [new SlashCommandBuilder().setName('demo').setDescription('Demo')
      .addIntegerOption((o) => o.setName('n').setDescription('a number').setRequired(true)).toJSON(),
    new SlashCommandBuilder().setName('pick').setDescription('Pick')
      .addStringOption((o) => o.setName('card').setDescription('a card').setRequired(true).setAutocomplete(true)).toJSON()],
  });
  return client;
}

describe.skipIf(!haveChromium)('local table with a bot', () => {
  let table: LocalTable;
  let client: Client;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    table = await startLocalTable({ port: 0, announce: false });
    client = await demoBot(table);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await client?.destroy();
    await table?.close();
  });

  it('runs a command, shows the image, and keeps ephemeral replies and DMs to their person', async () => {
    const [ada, brook] = table.discord.users();
    await page.goto(`${table.url}#as=${ada!.id}`);
    await page.waitForSelector('body[data-ready]');
    await page.fill('#command', '/demo n:7');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#messages').textContent()).toContain('Board for 7');
    const img = page.locator('discord-embed').first();
    await expect.poll(() => img.evaluate((e) => (e.shadowRoot?.querySelector('img.discord-embed-image') as { naturalWidth: number } | null)?.naturalWidth ?? 0)).toBe(320);

    await page.locator('discord-button', { hasText: 'My hand' }).click();
    await expect.poll(() => page.locator('discord-message[data-ephemeral]').textContent()).toContain('hand-of-Ada');
    const dm = table.discord.dmChannelOf(ada!.id)!;
    await page.click(`[data-channel="${dm}"]`);
    await expect.poll(() => page.locator('#messages').textContent()).toContain('dm-for-Ada');

    await page.click(`#seats [data-user="${brook!.id}"]`);
    await expect.poll(() => page.locator('#seats [aria-selected=true]').textContent()).toContain('Brook');
    expect(await page.content()).not.toContain('hand-of-Ada');
    expect(await page.content()).not.toContain('dm-for-Ada');
    await page.locator('.select[data-custom-id="demo:pick"] .select-box').click();
    await page.locator('.select[data-custom-id="demo:pick"] [role=option]', { hasText: 'Move 4' }).click();
    await expect.poll(() => page.locator('#messages').textContent()).toContain('picked move4');
    await page.screenshot({ path: 'test-results/table-demo.png' });

    // Autocomplete: the bot's suggestions for the option being typed.
    await page.fill('#command', '/pick card:ta');
    await page.locator('#suggestions li.choice', { hasText: 'Tax 3' }).click();
    expect(await page.inputValue('#command')).toBe('/pick card:tax3 ');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#messages').textContent()).toContain('chose tax3');
  });
});
