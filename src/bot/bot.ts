/**
 * The Discord side, kept thin: acknowledge every interaction at once, parse it, call one
 * use-case, turn the result into messages. Errors are catalogue sentences, shown ephemerally.
 */
import {
  ChannelType, Events, MessageFlags, PermissionFlagsBits,
  type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type Interaction, type StringSelectMenuInteraction,
} from 'discord.js';
import { cardChoices, cardText } from '../app/cards.ts';
import { decisionRows } from '../app/components.ts';
import { decodeId, encodeId, type CustomId } from '../app/custom-id.ts';
import { ArcsApp, colourName, isColour, mention, type Fail, type LobbyOptions, type MapMode } from '../app/games.ts';
import { clip, t } from '../app/messages.ts';
import { setupCardsFor, SETUP_CARDS } from '../data/setup-cards.ts';
import { openDecision, viewFor } from '../engine/index.ts';
import type { GameSummary } from '../store/index.ts';
import { renderBoard, renderCluster } from '../render/index.ts';
import type { Logger } from '../log.ts';
import { errInfo, Publisher } from './publish.ts';
import { toApiRows } from './ui.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
type Component = ButtonInteraction | StringSelectMenuInteraction;

export interface BotOptions {
  app: ArcsApp;
  log: Logger;
  /** How often to look for players to remind, ms (0: never). */
  reminderCheckMs?: number;
}

export interface Bot {
  publisher: Publisher;
  /** Stop timers and wait for handlers in flight (graceful shutdown). */
  stop(): Promise<void>;
  /** Resolves when no interaction handler or publish is in flight (tests, benchmark). */
  idle(): Promise<void>;
  /** For the benchmark: called when an interaction was acknowledged. */
  onAck: ((interactionId: string) => void) | null;
}

export function startBot(client: Client, opts: BotOptions): Bot {
  const { app, log } = opts;
  const publisher = new Publisher(client, app, log);
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;
  const bot: Bot = { publisher, onAck: null, idle: async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
    await publisher.idle();
  }, stop: async () => {
    stopping = true;
    if (timer) clearInterval(timer);
    await Promise.allSettled([...inFlight]);
  } };
  const acked = (i: Interaction) => bot.onAck?.(i.id);

  client.on(Events.InteractionCreate, (i) => {
    if (stopping) return;
    const started = Date.now();
    const p = handle(i).catch(async (e) => {
      log.error({ err: errInfo(e), interaction: i.id, kind: i.type }, 'interaction failed');
      if (i.isRepliable()) {
        const payload = { content: t('err.internal'), flags: EPHEMERAL } as const;
        await (i.deferred || i.replied ? i.followUp(payload) : i.reply(payload)).catch(() => undefined);
      }
    }).finally(() => {
      inFlight.delete(p);
      log.debug({ interaction: i.id, ms: Date.now() - started }, 'interaction handled');
    });
    inFlight.add(p);
  });

  async function handle(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return autocomplete(i);
    if (i.isChatInputCommand() && i.commandName === 'arcs') return command(i);
    if (i.isButton() || i.isStringSelectMenu()) return component(i);
  }

  /* ---------------------------------------------------------- autocomplete */

  async function autocomplete(i: AutocompleteInteraction): Promise<void> {
    let focused: { name: string; value: unknown };
    try {
      focused = i.options.getFocused(true);
    } catch {
      return void (await i.respond([]));
    }
    if (focused.name === 'name') {
      await i.respond(cardChoices(String(focused.value)).map((n) => ({ name: clip(n, 100), value: clip(n, 100) })));
    } else if (focused.name === 'setup') {
      const players = i.options.getInteger('players');
      const cards = players ? setupCardsFor(players) : SETUP_CARDS;
      const q = String(focused.value).toLowerCase();
      await i.respond(cards.filter((c) => c.name.toLowerCase().includes(q)).slice(0, 25).map((c) => ({ name: c.name, value: c.id })));
    } else {
      await i.respond([]);
    }
  }

  /* -------------------------------------------------------------- commands */

  const canManage = (i: Interaction) => i.memberPermissions?.has(PermissionFlagsBits.ManageThreads) ?? false;
  const failText = (f: Fail) => t(f.error, { who: '', waiting: '', colour: '', missing: '', players: '', ...f.params });

  async function threadGame(i: ChatInputCommandInteraction): Promise<GameSummary | null> {
    return app.store.findByThread(i.channelId);
  }

  async function command(i: ChatInputCommandInteraction): Promise<void> {
    const sub = i.options.getSubcommand();
    // Private answers: hand, help, card, settings and every error are ephemeral.
    const privateReply = ['hand', 'help', 'card', 'settings', 'undo', 'join', 'leave', 'start', 'kick', 'replace', 'abort', 'concede'].includes(sub);
    await i.deferReply(privateReply ? { flags: EPHEMERAL } : {});
    acked(i);
    const say = (content: string) => i.editReply({ content: clip(content, 2000), allowedMentions: { parse: [] } });

    if (sub === 'help') return void (await say(t('help.text')));
    if (sub === 'card') {
      const name = i.options.getString('name', true);
      return void (await say(cardText(name) ?? t('err.unknown-card', { name: clip(name, 100) })));
    }
    if (sub === 'new') return newGame(i);
    if (sub === 'settings') return settings(i);

    const game = await threadGame(i);
    if (!game) return void (await say(t('err.not-in-thread')));

    switch (sub) {
      case 'join': {
        const c = i.options.getString('colour');
        const r = await app.join(game.id, i.user.id, isColour(c) ? c : undefined);
        if (!r.ok) return void (await say(failText(r)));
        await say(t('lobby.joined', { user: mention(i.user.id), colour: colourName(r.colour) }));
        return afterSeatChange(r.game, t('lobby.joined', { user: mention(i.user.id), colour: colourName(r.colour) }));
      }
      case 'leave': {
        const r = await app.leave(game.id, i.user.id);
        if (!r.ok) return void (await say(failText(r)));
        await say(t('lobby.left', { user: mention(i.user.id) }));
        return afterSeatChange(r.game, t('lobby.left', { user: mention(i.user.id) }));
      }
      case 'start': {
        const r = await app.start(game.id, i.user.id, canManage(i));
        if (!r.ok) return void (await say(failText(r)));
        await say('✓');
        return started(r.game.id);
      }
      case 'status': {
        const r = await app.load(game.id);
        if (!r.ok) return void (await say(failText(r)));
        if (r.game.status === 'lobby') return void (await say(await app.lobbyText(r.game)));
        return void (await say(app.status(r.game)));
      }
      case 'log': {
        const r = await app.load(game.id);
        if (!r.ok) return void (await say(failText(r)));
        return void (await say(app.recentLog(r.game.state, i.options.getInteger('count') ?? 15)));
      }
      case 'map': {
        const r = await app.load(game.id);
        if (!r.ok) return void (await say(failText(r)));
        const view = viewFor(r.game.state, null);
        const cluster = i.options.getInteger('cluster');
        const png = cluster ? await renderCluster(view, cluster) : await renderBoard(view);
        await i.editReply({ files: [{ attachment: png, name: cluster ? `cluster-${cluster}.png` : 'board.png' }] });
        return;
      }
      case 'hand': {
        const r = await app.load(game.id);
        if (!r.ok) return void (await say(failText(r)));
        const seat = app.seatOf(r.game, i.user.id);
        if (seat === null) return void (await say(t('err.not-player')));
        return void (await say(app.handText(r.game.state, seat)));
      }
      case 'concede': {
        const r = await app.concede(game.id, i.user.id, i.id);
        if (!r.ok) return void (await say(failText(r)));
        await say(t('game.conceded', { user: mention(i.user.id) }));
        await publisher.publish(game.id);
        return;
      }
      case 'undo': {
        const r = await app.undo(game.id, i.user.id, undefined, i.id);
        if (!r.ok) return void (await say(failText(r)));
        await say(t('game.undone', { user: mention(i.user.id) }));
        await postInThread(game.threadId, t('game.undone', { user: mention(i.user.id) }));
        await publisher.publish(game.id);
        return;
      }
      case 'abort': {
        const r = await app.abort(game.id, i.user.id, canManage(i));
        if (!r.ok) return void (await say(failText(r)));
        await say('✓');
        await postInThread(game.threadId, t('game.aborted', { user: mention(i.user.id) }));
        return;
      }
      case 'kick':
      case 'replace': {
        const old = i.options.getUser('player', true).id;
        const neu = sub === 'replace' ? i.options.getUser('with', true).id : null;
        const r = await app.replace(game.id, i.user.id, canManage(i), old, neu);
        if (!r.ok) return void (await say(failText(r)));
        const text = neu ? t('game.replaced', { old: mention(old), new: mention(neu), colour: r.colour })
          : `${t('game.kicked', { user: mention(old), colour: r.colour })} ${r.game.status === 'active' ? t('game.seat-open', { colour: r.colour.toLowerCase() }) : ''}`;
        await say(text);
        await postInThread(game.threadId, text);
        if (r.game.status === 'lobby') await afterSeatChange(r.game, null);
        return;
      }
    }
  }

  async function postInThread(threadId: string | null, content: string): Promise<void> {
    if (!threadId) return;
    const ch = await client.channels.fetch(threadId).catch(() => null);
    if (ch?.isSendable()) await ch.send({ content: clip(content, 2000), allowedMentions: { parse: [] } });
  }

  async function newGame(i: ChatInputCommandInteraction): Promise<void> {
    const opts: LobbyOptions = {
      players: i.options.getInteger('players', true) as 2 | 3 | 4,
      setup: i.options.getString('setup') ?? undefined,
      leadersAndLore: i.options.getBoolean('leaders') ?? false,
      secondLore: i.options.getBoolean('second-lore') ?? false,
      order: (i.options.getString('order') ?? 'random') as 'random' | 'joined',
    };
    const channel = i.channel;
    if (!channel || channel.type !== ChannelType.GuildText) return void (await i.editReply(t('err.need-text-channel')));
    const r = await app.createLobby({ guildId: i.guildId, channelId: i.channelId, hostId: i.user.id, opts });
    if (!r.ok) return void (await i.editReply(failText(r)));
    const thread = await channel.threads.create({ name: t('lobby.title', { code: r.game.code }), autoArchiveDuration: 10080, type: ChannelType.PublicThread });
    await app.attachThread(r.game.id, thread.id);
    const game = (await app.store.getGame(r.game.id))!;
    const msg = await thread.send({ content: await app.lobbyText(game), components: lobbyRows(game), allowedMentions: { parse: [] } });
    await app.setMark(game.id, 'lobby', `${thread.id}/${msg.id}`);
    await i.editReply({ content: t('lobby.opened', { code: game.code, thread: `<#${thread.id}>` }) });
    log.info({ game: game.id, code: game.code, players: opts.players }, 'lobby opened');
  }

  function lobbyRows(game: GameSummary) {
    const o = game.options as { players: number };
    return toApiRows([
      { type: 'buttons', buttons: (['red', 'blue', 'yellow', 'white'] as const).map((c) => ({ type: 'button' as const, customId: encodeId({ k: 'j', game: game.id, colour: c }), label: t('lobby.join', { colour: colourName(c) }), style: 'primary' as const })) },
      { type: 'buttons', buttons: [
        { type: 'button', customId: encodeId({ k: 'l', game: game.id }), label: t('lobby.leave'), style: 'secondary' },
        { type: 'button', customId: encodeId({ k: 'g', game: game.id }), label: `${t('lobby.start')} (${game.seats.filter((s) => s.userId).length}/${o.players})`, style: 'success' },
      ] },
    ]);
  }

  async function afterSeatChange(game: GameSummary, _note: string | null): Promise<void> {
    if (game.status !== 'lobby') return publisher.publish(game.id);
    const ref = (await app.marks(game.id)).get('lobby');
    const [channelId, messageId] = (ref ?? '').split('/');
    if (!channelId || !messageId) return;
    const ch = await client.channels.fetch(channelId).catch(() => null);
    if (ch?.isSendable()) await ch.messages.edit(messageId, { content: await app.lobbyText(game), components: lobbyRows(game), allowedMentions: { parse: [] } }).catch(() => undefined);
  }

  async function started(gameId: string): Promise<void> {
    const r = await app.load(gameId);
    if (!r.ok) return;
    const g = r.game;
    await postInThread(g.threadId, t('game.started', { list: g.seats.map((s) => `${colourName(s.colour)} ${mention(s.userId)}`).join(', ') }));
    log.info({ game: g.id, code: g.code }, 'game started');
    await publisher.publish(g.id);
  }

  async function settings(i: ChatInputCommandInteraction): Promise<void> {
    const map = i.options.getString('map') as MapMode | null;
    const hours = i.options.getInteger('reminder');
    const dms = i.options.getBoolean('dms');
    const patch: { reminderMinutes?: number | null; dmUpdates?: boolean } = {};
    if (hours !== null) patch.reminderMinutes = hours === 0 ? null : hours * 60;
    if (dms !== null) patch.dmUpdates = dms;
    const prefs = Object.keys(patch).length ? await app.store.setPreferences(i.user.id, patch) : await app.store.getPreferences(i.user.id);
    const game = await app.store.findByThread(i.channelId);
    if (map && game) await app.setMark(game.id, 'map', map);
    const mode = game ? await app.mapMode(game.id) : 'turn';
    await i.editReply(t('settings.saved', {
      map: t(`settings.map.${mode}`),
      reminder: prefs.reminderMinutes ? t('settings.reminder.every', { minutes: prefs.reminderMinutes }) : t('settings.reminder.off'),
      dms: t(prefs.dmUpdates ? 'lobby.on' : 'lobby.off'),
    }));
  }

  /* ------------------------------------------------------------ components */

  async function component(i: Component): Promise<void> {
    const id = decodeId(i.customId);
    const fromEphemeral = i.message.flags.has(MessageFlags.Ephemeral);
    if (!id) {
      await i.reply({ content: t('err.malformed'), flags: EPHEMERAL });
      acked(i);
      return;
    }
    if (id.k === 't' || id.k === 'h') return privatePanel(i, id);
    if (id.k === 'j' || id.k === 'l' || id.k === 'g') return lobbyClick(i, id);
    await i.deferUpdate();
    acked(i);
    if (id.k === 'b') {
      const r = await app.undo(id.game, i.user.id, id.seq, i.id);
      if (!r.ok) return void (await i.followUp({ content: clip(failText(r), 2000), flags: EPHEMERAL, allowedMentions: { parse: [] } }));
      log.info({ game: id.game, seq: r.game.seq }, 'undo');
      if (fromEphemeral) {
        const d = openDecision(r.game.state);
        if (d && r.game.seats[d.seat]?.userId === i.user.id) await i.editReply(d.secret ? publisher.privateBody(r.game, d) : { content: d.prompt, components: toApiRows(decisionRows(r.game.id, d)) });
      }
      await publisher.publish(id.game);
      return;
    }
    if (id.k === 'p') {
      const r = await app.load(id.game);
      if (!r.ok) return void (await i.followUp({ content: failText(r), flags: EPHEMERAL }));
      const d = openDecision(r.game.state);
      if (!d || d.openedAt !== id.seq) return void (await i.followUp({ content: t('err.stale', { waiting: app.waitingText(r.game) }), flags: EPHEMERAL }));
      await i.editReply({ components: toApiRows(decisionRows(r.game.id, d, id.page)) });
      return;
    }
    let opt: number;
    if (id.k === 'o') opt = id.opt;
    else {
      const v = i.isStringSelectMenu() ? i.values[0] : undefined;
      if (v === undefined || !/^\d{1,4}$/.test(v)) return void (await i.followUp({ content: t('err.malformed'), flags: EPHEMERAL }));
      opt = Number(v);
    }
    const r = await app.answer({ gameId: id.game, userId: i.user.id, seq: id.seq, opt, interactionId: i.id });
    if (!r.ok) {
      await i.followUp({ content: clip(failText(r), 2000), flags: EPHEMERAL, allowedMentions: { parse: [] } });
      return;
    }
    log.info({ game: r.game.id, seq: r.game.seq, seat: r.seat, kind: r.decision?.kind ?? null }, 'answer committed');
    if (fromEphemeral) {
      // The ephemeral private panel continues in place while the same seat has private choices.
      const d = r.decision;
      if (d && d.secret && r.game.seats[d.seat]?.userId === i.user.id) await i.editReply(publisher.privateBody(r.game, d));
      else await i.editReply({ content: t('game.done', { next: d ? app.waitingText(r.game) : '' }), components: [] });
    }
    await publisher.publish(r.game.id);
  }

  async function privatePanel(i: Component, id: Extract<CustomId, { k: 't' | 'h' }>): Promise<void> {
    await i.deferReply({ flags: EPHEMERAL });
    acked(i);
    const r = await app.load(id.game);
    if (!r.ok) return void (await i.editReply(failText(r)));
    const seat = app.seatOf(r.game, i.user.id);
    if (seat === null) return void (await i.editReply(t('err.not-player')));
    if (id.k === 'h') return void (await i.editReply(app.handText(r.game.state, seat)));
    if (r.game.status !== 'active') return void (await i.editReply(t(r.game.status === 'ended' ? 'err.game-over' : 'err.game-aborted')));
    const d = openDecision(r.game.state);
    if (!d || r.game.seats[d.seat]?.userId !== i.user.id) return void (await i.editReply(`${t('game.nothing-private')} ${d ? app.waitingText(r.game) : ''}`));
    await i.editReply(d.secret ? publisher.privateBody(r.game, d) : { content: d.prompt, components: toApiRows(decisionRows(r.game.id, d)) });
  }

  async function lobbyClick(i: Component, id: Extract<CustomId, { k: 'j' | 'l' | 'g' }>): Promise<void> {
    await i.deferReply({ flags: EPHEMERAL });
    acked(i);
    if (id.k === 'g') {
      const r = await app.start(id.game, i.user.id, canManage(i));
      if (!r.ok) return void (await i.editReply(failText(r)));
      await i.editReply('✓');
      await i.message.edit({ components: [] }).catch(() => undefined);
      return started(r.game.id);
    }
    const r = id.k === 'j' ? await app.join(id.game, i.user.id, id.colour) : await app.leave(id.game, i.user.id);
    if (!r.ok) return void (await i.editReply(failText(r)));
    await i.editReply(id.k === 'j' ? t('lobby.joined', { user: mention(i.user.id), colour: colourName(id.colour) }) : t('lobby.left', { user: mention(i.user.id) }));
    await afterSeatChange(r.game, null);
  }

  /* ------------------------------------------------------------- reminders */

  let timer: NodeJS.Timeout | null = null;
  if (opts.reminderCheckMs) {
    timer = setInterval(() => void remindAll().catch((e) => log.warn({ err: errInfo(e) }, 'reminders failed')), opts.reminderCheckMs);
    timer.unref();
  }
  async function remindAll(): Promise<void> {
    for (const guild of client.guilds.cache.values()) {
      for (const g of await app.store.listGuildGames(guild.id, { status: ['active'] })) {
        const loaded = await app.store.loadGame(g.id);
        if (!loaded) continue;
        const [last] = await app.store.readLog(g.id, { fromSeq: loaded.seq });
        await publisher.remind(loaded, Date.now(), (last?.createdAt ?? loaded.updatedAt).getTime());
      }
    }
  }

  return bot;
}
