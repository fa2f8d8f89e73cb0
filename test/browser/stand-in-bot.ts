// A small stand-in for the real bot, for testing the local table page with real game content:
// a discord.js client that hosts one Arcs game in memory with the real engine and renderer.
// /arcs create → a thread with a lobby (Join / Start); then every decision as buttons (up to 5)
// or a select menu, secret ones (the hand) in the player's DM with their hand image; the board
// image in the thread after every turn. No store, no undo, no edge cases: test-only.
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, ChannelType, Client, GatewayIntentBits,
  MessageFlags, Routes, SlashCommandBuilder, StringSelectMenuBuilder, type Interaction, type MessageCreateOptions,
  type TextChannel, type ThreadChannel } from 'discord.js';
import { apply, newGame, openDecision, viewFor, type Decision, type GameState } from '../../src/engine/index.ts';
import { renderBoard, renderHand } from '../../src/render/index.ts';
import type { LocalTable } from '../../src/sandbox/local-table.ts';
import { say, type Names } from '../../src/text/say.ts';

interface Game { thread: ThreadChannel; players: number; seats: string[]; state: GameState | null; turns: number; seed: number }

export async function startStandInBot(table: LocalTable, opts: { seed?: number } = {}): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages], ...table.clientOptions() });
  const games = new Map<string, Game>(); // by thread id
  let lastSeat: number | null = null;

  function components(d: Decision, threadId: string, names: Names) {
    const id = (o: string) => `g:${threadId}:${d.openedAt}:${o}`;
    if (d.options.length <= 5) {
      return [new ActionRowBuilder<ButtonBuilder>().addComponents(d.options.map((o) =>
        new ButtonBuilder().setCustomId(id(o.id)).setLabel(say(o.label, names).slice(0, 80)).setStyle(ButtonStyle.Secondary)))];
    }
    return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder()
      .setCustomId(`s:${threadId}:${d.openedAt}`).setPlaceholder(say(d.prompt, names).slice(0, 150))
      .addOptions(d.options.slice(0, 25).map((o) => ({ label: say(o.label, names).slice(0, 100), value: o.id.slice(0, 100) }))))];
  }

  async function prompt(g: Game): Promise<void> {
    const s = g.state!;
    const d = openDecision(s);
    if (!d) {
      await g.thread.send(`Game over: ${JSON.stringify(s.ended)}`);
      return;
    }
    const userId = g.seats[d.seat]!;
    if (lastSeat !== null && lastSeat !== d.seat) {
      // A turn ended: the board for everyone.
      g.turns++;
      const png = await renderBoard(viewFor(s, null));
      await g.thread.send({ content: `Turn ${g.turns} done.`, files: [new AttachmentBuilder(png, { name: `board-${g.turns}.png` })] });
    }
    lastSeat = d.seat;
    const body: MessageCreateOptions = { content: `**${say(d.prompt, s)}**`, components: components(d, g.thread.id, s) };
    if (d.secret) {
      const user = await client.users.fetch(userId);
      const hand = await renderHand(viewFor(s, d.seat), d.seat);
      await user.send({ ...body, files: [new AttachmentBuilder(hand, { name: 'hand.png' })] });
      await g.thread.send(`<@${userId}> to play (see your direct messages).`);
    } else {
      await g.thread.send({ ...body, content: `<@${userId}>: ${body.content}` });
    }
  }

  async function answer(i: Interaction, threadId: string, openedAt: number, choice: string): Promise<void> {
    if (!i.isButton() && !i.isStringSelectMenu()) return;
    const g = games.get(threadId);
    const d = g?.state && openDecision(g.state);
    if (!g || !d || d.openedAt !== openedAt) {
      await i.reply({ content: 'That prompt is out of date.', flags: MessageFlags.Ephemeral });
      return;
    }
    if (g.seats[d.seat] !== i.user.id) {
      await i.reply({ content: 'It is not your decision.', flags: MessageFlags.Ephemeral });
      return;
    }
    const r = apply(g.state!, { t: 'answer', seat: d.seat, choice, openedAt });
    if (!r.ok) {
      await i.reply({ content: r.error.message, flags: MessageFlags.Ephemeral });
      return;
    }
    g.state = r.state;
    const found = d.options.find((o) => o.id === choice);
    const label = found ? say(found.label, r.state) : choice;
    await i.update({ content: `~~${say(d.prompt, r.state)}~~ → ${label}`, components: [] });
    await prompt(g);
  }

  client.on('interactionCreate', (i: Interaction) => void (async () => {
    if (i.isChatInputCommand() && i.commandName === 'arcs' && i.options.getSubcommand() === 'create') {
      const players = i.options.getInteger('players', true);
      const channel = i.channel as TextChannel;
      const thread = await channel.threads.create({ name: `arcs-${games.size + 1}`, type: ChannelType.PublicThread });
      const g: Game = { thread, players, seats: [i.user.id], state: null, turns: 0, seed: opts.seed ?? 7 };
      games.set(thread.id, g);
      await i.reply({ content: `Game created in <#${thread.id}>.` });
      await thread.send({ content: `A ${players}-player game. <@${i.user.id}> is in.`, components: [new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId(`join:${thread.id}`).setLabel('Join').setStyle(ButtonStyle.Primary),
        new ButtonBuilder().setCustomId(`start:${thread.id}`).setLabel('Start').setStyle(ButtonStyle.Success))] });
      return;
    }
    if (!i.isButton() && !i.isStringSelectMenu()) return;
    const [kind, threadId, openedAt, ...rest] = i.customId.split(':');
    const g = games.get(threadId!);
    if (!g) return;
    if (kind === 'join' && i.isButton()) {
      if (!g.seats.includes(i.user.id) && g.seats.length < g.players) g.seats.push(i.user.id);
      await i.reply({ content: `<@${i.user.id}> joined (${g.seats.length}/${g.players}).` });
    } else if (kind === 'start' && i.isButton()) {
      if (g.seats.length < g.players) {
        await i.reply({ content: 'Not everyone is here yet.', flags: MessageFlags.Ephemeral });
        return;
      }
      g.state = newGame({ players: g.players, seed: g.seed });
      await i.update({ content: 'The game begins.', components: [] });
      await g.thread.send({ content: 'The Reach at the start.', files: [new AttachmentBuilder(await renderBoard(viewFor(g.state, null)), { name: 'board-0.png' })] });
      await prompt(g);
    } else if (kind === 'g') {
      await answer(i, threadId!, Number(openedAt), rest.join(':'));
    } else if (kind === 's' && i.isStringSelectMenu()) {
      await answer(i, threadId!, Number(openedAt), i.values[0]!);
    }
  })().catch((e: unknown) => console.error('stand-in bot:', e)));

  await client.login(table.botToken);
  await table.discord.waitForBot();
  await client.rest.put(Routes.applicationGuildCommands(table.applicationId, table.guildId), {
    body: [new SlashCommandBuilder().setName('arcs').setDescription('Arcs')
      .addSubcommand((s) => s.setName('create').setDescription('Create a game here')
        .addIntegerOption((o) => o.setName('players').setDescription('2 to 4').setRequired(true).setMinValue(2).setMaxValue(4)))
      .toJSON()],
  });
  return client;
}
