/**
 * The Discord side, kept thin: acknowledge every interaction at once, parse it, call one
 * use-case, turn the result into messages. Errors are catalogue sentences, shown ephemerally.
 * Nothing that arrives is trusted as Discord's client would send it: command options are parsed
 * against their definitions, a component must be on the message it was pressed on, and where it
 * was pressed (public, ephemeral, DM) is checked against what it does.
 */
import {
  ChannelType, DiscordAPIError, Events, MessageFlags, PermissionFlagsBits,
  type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type Interaction, type RepliableInteraction, type SendableChannels, type StringSelectMenuInteraction,
} from 'discord.js';
import { cardChoices, cardText } from '../app/cards.ts';
import { decisionRows } from '../app/components.ts';
import { decodeId, encodeId, type CustomId } from '../app/custom-id.ts';
import { actName, betweenActs } from '../app/campaign.ts';
import { onOwnPanel } from '../app/summit.ts';
import { logSheetPng } from '../render/log-sheet.ts';
import { ArcsApp, choiceLabel, colourName, mention, type Fail, type LobbyOptions, type Place } from '../app/games.ts';
import { clip, t } from '../app/messages.ts';
import { setupCardsFor, SETUP_CARDS } from '../data/setup-cards.ts';
import { viewFor } from '../engine/index.ts';
import type { GameSummary } from '../store/index.ts';
import { renderBoard, renderCluster, renderHand } from '../render/pool.ts';
import type { Logger } from '../log.ts';
import { ARCS, parseArcs, type ArcsInvocation } from './commands.ts';
import { EphemeralPanels } from './ephemeral.ts';
import { errInfo, Publisher } from './publish.ts';
import { toApiRows } from './ui.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
type Component = ButtonInteraction | StringSelectMenuInteraction;
/** Subcommands whose answer is for everyone in the channel (their errors are still private). */
const PUBLIC_ANSWERS: ReadonlySet<string> = new Set(['new', 'status', 'log', 'map']);
/** How long and how many interaction ids are remembered against repeated deliveries. */
const SEEN_MS = 15 * 60_000;
const SEEN_MAX = 20_000;

/** Discord refused the acknowledgement: another delivery already answered it (40060), or it expired (10062). */
const answeredElsewhere = (e: unknown) => e instanceof DiscordAPIError && (e.code === 40060 || e.code === 10062);

/**
 * Whether the pressed component is on the message as it is now ('absent': the screen showed an
 * older version), and was used as sent ('bad': another component type, values it does not offer).
 */
function onMessage(i: ButtonInteraction | StringSelectMenuInteraction): 'ok' | 'absent' | 'bad' {
  const rows = (i.message.components ?? []) as unknown[];
  const json = (c: unknown): Record<string, unknown> => {
    const o = c as { toJSON?: () => unknown };
    return (typeof o.toJSON === 'function' ? o.toJSON() : c) as Record<string, unknown>;
  };
  const find = (list: unknown[]): Record<string, unknown> | null => {
    for (const c of list.map(json)) {
      if (c['custom_id'] === i.customId) return c;
      const inner = Array.isArray(c['components']) ? find(c['components'] as unknown[]) : null;
      if (inner) return inner;
    }
    return null;
  };
  const c = find(rows);
  if (!c || c['disabled'] === true) return 'absent';
  if (c['type'] !== i.componentType) return 'bad';
  if (i.isStringSelectMenu()) {
    const allowed = new Set(((c['options'] as { value: string }[] | undefined) ?? []).map((o) => o.value));
    const min = typeof c['min_values'] === 'number' ? c['min_values'] : 1;
    const max = typeof c['max_values'] === 'number' ? c['max_values'] : 1;
    if (i.values.length < min || i.values.length > max || !i.values.every((v) => allowed.has(v))) return 'bad';
  }
  return 'ok';
}

export interface BotOptions {
  app: ArcsApp;
  log: Logger;
  /** How often to look for due timer jobs (reminders), ms (0: only at start-up and by runTimers). */
  reminderCheckMs?: number;
  /** How often to look for games whose messages are behind what is stored, ms (0: only at start-up). */
  publishSweepMs?: number;
}

export interface Bot {
  publisher: Publisher;
  /** Stop timers and wait for handlers in flight (graceful shutdown). */
  stop(): Promise<void>;
  /** Resolves when no interaction handler or publish is in flight (tests, benchmark). */
  idle(): Promise<void>;
  /**
   * Resolves when this process's handler of the interaction `id` has finished (the publish it
   * started included), at once when none is in flight here: waits on one game's click without
   * waiting for every other game (the benchmark's concurrent run).
   */
  handled(id: string): Promise<void>;
  /** For the benchmark: called when an interaction was acknowledged. */
  onAck: ((interactionId: string) => void) | null;
  /** Fire every timer job that is due now (also done every `reminderCheckMs`). */
  runTimers(): Promise<void>;
}

export function startBot(client: Client, opts: BotOptions): Bot {
  const { app, log } = opts;
  const publisher = new Publisher(client, app, log);
  const panels = new EphemeralPanels(client, app);
  // What is posted follows from what is stored: a game found behind (at start-up, every
  // publishSweepMs, or when loaded for an interaction) is published, whoever committed it.
  app.onBehind = (gameId) => void publisher.publish(gameId);
  // The board a turn's end posts is drawn while the input is committed.
  app.onApplied = (gameId, before, next, committed) => publisher.prerender(gameId, before, next, committed);
  client.once(Events.ClientReady, () => publisher.start(opts.publishSweepMs ?? 60_000));
  const inFlight = new Set<Promise<unknown>>();
  const byInteraction = new Map<string, Promise<unknown>>();
  let stopping = false;
  const bot: Bot = { publisher, onAck: null, idle: async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
    await publisher.idle();
  }, handled: async (id) => {
    await byInteraction.get(id)?.then(() => undefined, () => undefined);
  }, stop: async () => {
    stopping = true;
    if (timer) clearInterval(timer);
    await runTimers();
    publisher.stop();
    await Promise.allSettled([...inFlight]);
  }, runTimers: () => runTimers() };
  let timer: NodeJS.Timeout | null = null;
  let runTimers: () => Promise<void> = async () => {};
  let syncReminders: (userId: string) => Promise<void> = async () => {};
  const acked = (i: Interaction) => bot.onAck?.(i.id);

  // Interactions seen by this process (id → when), so a repeated delivery is ignored quietly. Across
  // processes Discord refuses the second acknowledgement (40060), which is ignored quietly too.
  const seen = new Map<string, number>();
  const firstDelivery = (id: string): boolean => {
    if (seen.has(id)) return false;
    const now = Date.now();
    seen.set(id, now);
    for (const [old, at] of seen) {
      if (seen.size <= SEEN_MAX && now - at < SEEN_MS) break;
      seen.delete(old);
    }
    return true;
  };

  client.on(Events.InteractionCreate, (i) => {
    if (stopping) return;
    if (!firstDelivery(i.id)) return void log.debug({ interaction: i.id }, 'repeated delivery ignored');
    const started = Date.now();
    const p = handle(i).catch(async (e) => {
      if (answeredElsewhere(e)) {
        // 40060: another delivery of it was answered (by this or another process); 10062: too late.
        const code = (e as DiscordAPIError).code;
        if (code === 40060) log.info({ interaction: i.id, code }, 'interaction already answered (repeated delivery)');
        else log.warn({ interaction: i.id, code }, 'interaction expired before it was answered');
        return;
      }
      log.error({ err: errInfo(e), interaction: i.id, kind: i.type }, 'interaction failed');
      if (i.isRepliable()) await sayError(i, t('err.internal')).catch(() => undefined);
    }).finally(() => {
      inFlight.delete(p);
      byInteraction.delete(i.id);
      log.debug({ interaction: i.id, ms: Date.now() - started }, 'interaction handled');
    });
    inFlight.add(p);
    byInteraction.set(i.id, p);
  });

  /** Every interaction gets an answer: what the bot does not understand is refused, privately. */
  async function handle(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return autocomplete(i);
    if (i.isChatInputCommand()) return command(i);
    if (i.isButton() || i.isStringSelectMenu()) return component(i);
    if (i.isRepliable()) return refuse(i, t(i.isCommand() ? 'err.unknown-command' : 'err.malformed'));
  }

  /**
   * An error, only for the one who asked: a first answer, or after an acknowledgement. A public
   * "thinking…" (a command whose answer is public) is withdrawn first, so no error shows in the channel.
   */
  async function sayError(i: RepliableInteraction, text: string): Promise<void> {
    const payload = { content: clip(text, 2000), flags: EPHEMERAL, allowedMentions: { parse: [] } } as const;
    if (!i.deferred && !i.replied) return void (await i.reply(payload));
    if (i.deferred && !i.replied && i.ephemeral === true) return void (await i.editReply({ content: payload.content, allowedMentions: payload.allowedMentions }));
    if (i.deferred && !i.replied && i.ephemeral === false) await i.deleteReply();
    await i.followUp(payload);
  }

  /** Refuse at once (the refusal is the acknowledgement). */
  async function refuse(i: RepliableInteraction, text: string): Promise<void> {
    const first = !i.deferred && !i.replied;
    await sayError(i, text);
    if (first) acked(i);
  }

  /* ---------------------------------------------------------- autocomplete */

  async function autocomplete(i: AutocompleteInteraction): Promise<void> {
    let choices: { name: string; value: string }[] = [];
    try {
      const focused = i.options.getFocused(true);
      if (i.commandName !== ARCS.name) choices = [];
      else if (focused.name === 'name') {
        choices = cardChoices(String(focused.value)).map((n) => ({ name: clip(n, 100), value: clip(n, 100) }));
      } else if (focused.name === 'setup') {
        const players = i.options.data[0]?.options?.find((o) => o.name === 'players')?.value;
        const cards = typeof players === 'number' ? setupCardsFor(players) : SETUP_CARDS;
        const q = String(focused.value).toLowerCase();
        choices = cards.filter((c) => c.name.toLowerCase().includes(q)).slice(0, 25).map((c) => ({ name: c.name, value: c.id }));
      }
    } catch {
      choices = [];
    }
    await i.respond(choices);
  }

  /* -------------------------------------------------------------- commands */

  const canManage = (i: Interaction) => i.memberPermissions?.has(PermissionFlagsBits.ManageThreads) ?? false;
  const failText = (f: Fail) => t(f.error, { who: '', waiting: '', colour: '', missing: '', players: '', ...f.params });

  /** What can be refused before anything is read from the store: the command box's own checks. */
  function precheck(i: ChatInputCommandInteraction, inv: ArcsInvocation): string | null {
    if (inv.sub === 'campaign' && inv.action === 'new') return i.channel?.type === ChannelType.GuildText ? null : t('err.need-text-channel');
    if (inv.sub === 'new') {
      if (i.channel?.type !== ChannelType.GuildText) return t('err.need-text-channel');
      const { players, setup } = inv.options;
      if (setup !== undefined && !setupCardsFor(players).some((c) => c.id === setup)) return t('err.bad-setup', { players });
      return null;
    }
    if (inv.sub === 'help' || inv.sub === 'card' || inv.sub === 'settings') return null;
    // Everything else acts on the game of this thread.
    if (!i.inGuild() || (i.channel && !i.channel.isThread())) return t('err.not-in-thread');
    return null;
  }

  async function command(i: ChatInputCommandInteraction): Promise<void> {
    const parsed = parseArcs(i.commandName, i.options.data);
    if (!parsed.ok) return refuse(i, t(parsed.error, parsed.params));
    const inv = parsed.invocation;
    const pre = precheck(i, inv);
    if (pre) return refuse(i, pre);
    // Answers that only concern the one who asked are ephemeral; errors always are (see sayError).
    const isPublic = inv.sub === 'campaign' ? inv.action === 'new' || inv.action === 'status' || inv.action === 'log' : PUBLIC_ANSWERS.has(inv.sub);
    await i.deferReply(isPublic ? {} : { flags: EPHEMERAL });
    acked(i);
    const say = (content: string) => i.editReply({ content: clip(content, 2000), allowedMentions: { parse: [] } });
    const no = (f: Fail | string) => sayError(i, typeof f === 'string' ? f : failText(f));

    if (inv.sub === 'help') return void (await say(t('help.text')));
    if (inv.sub === 'card') {
      const name = inv.options.name;
      const text = cardText(name);
      return void (await (text ? say(text) : no(t('err.unknown-card', { name: clip(name, 100) }))));
    }
    if (inv.sub === 'new') return newGame(i, inv.options);
    if (inv.sub === 'settings') return settings(i, inv.options);
    if (inv.sub === 'campaign') {
      switch (inv.action) {
        case 'new':
          return newGame(i, { players: inv.options.players, ...(inv.options.order ? { order: inv.options.order } : {}) }, true);
        case 'status': {
          const r = await app.campaignStatus(i.channelId);
          return void (await (r.ok ? say(r.text) : no(r)));
        }
        case 'log': {
          // Public, like the status: the log sheet holds nothing secret (campaign.ts campaignLogSheet reads the public view).
          const r = await app.campaignLog(i.channelId);
          if (!r.ok) return no(r);
          await i.editReply({ content: clip(r.text, 2000), allowedMentions: { parse: [] }, files: [{ attachment: await logSheetPng(r.sheet), name: 'log-sheet.png' }] });
          return;
        }
        case 'continue': {
          const r = await app.continueCampaign(i.channelId, i.user.id, canManage(i));
          if (!r.ok) return no(r);
          await say(t('campaign.continued-you', { act: actName(r.act) }));
          await postInThread(r.game.threadId, t('campaign.continued', { user: mention(i.user.id), act: actName(r.act) }));
          await publisher.publish(r.game.id);
          return;
        }
        case 'abandon': {
          const r = await app.abandonCampaign(i.channelId, i.user.id, canManage(i));
          if (!r.ok) return no(r);
          await say(t('campaign.abandoned-you', { code: r.game.code }));
          // Private panels lose their buttons; reminders stop (the game is no longer active).
          await syncReminder(r.game.id);
          await publisher.stripAll(r.game.id);
          await postInThread(r.game.threadId, t('campaign.abandoned', { user: mention(i.user.id) }));
          return;
        }
      }
    }

    const game = await app.store.findByThread(i.channelId);
    if (!game) return no(t('err.not-in-thread'));

    switch (inv.sub) {
      case 'join': {
        const r = await app.join(game.id, i.user.id, inv.options.colour);
        if (!r.ok) return no(r);
        await say(t('lobby.joined', { user: mention(i.user.id), colour: colourName(r.colour) }));
        return afterSeatChange(r.game);
      }
      case 'leave': {
        const r = await app.leave(game.id, i.user.id);
        if (!r.ok) return no(r);
        await say(t('lobby.left', { user: mention(i.user.id) }));
        return afterSeatChange(r.game);
      }
      case 'start': {
        const r = await app.start(game.id, i.user.id, canManage(i));
        if (!r.ok) return no(r);
        await say(t('game.started-you', { code: r.game.code }));
        return started(r.lobby, r.game.id);
      }
      case 'status': {
        const r = await app.load(game.id);
        if (!r.ok) return no(r);
        if (r.game.status === 'lobby') return void (await say(await app.lobbyText(r.game)));
        return void (await say(app.status(r.game, i.user.id)));
      }
      case 'log': {
        const r = await app.load(game.id);
        if (!r.ok) return no(r);
        if (r.game.status === 'lobby') return no(t('err.not-started'));
        return void (await say(app.recentLog(r.game.state, inv.options.count ?? 15)));
      }
      case 'map': {
        const r = await app.load(game.id);
        if (!r.ok) return no(r);
        if (r.game.status === 'lobby') return no(t('err.not-started'));
        const view = viewFor(r.game.state, null);
        const cluster = inv.options.cluster;
        const png = cluster ? await renderCluster(view, cluster) : await renderBoard(view);
        await i.editReply({ files: [{ attachment: png, name: cluster ? `cluster-${cluster}.png` : 'board.png' }] });
        return;
      }
      case 'hand': {
        const r = await app.load(game.id);
        if (!r.ok) return no(r);
        if (r.game.status === 'lobby') return no(t('err.not-started'));
        const seat = app.seatOf(r.game, i.user.id);
        if (seat === null) return no(t('err.not-player'));
        return void (await i.editReply(await handReply(r.game.state, seat)));
      }
      case 'concede': {
        const r = await app.concede(game.id, i.user.id, i.id);
        if (!r.ok) return no(r);
        await say(t('game.conceded', { user: mention(i.user.id) }));
        await publisher.publish(game.id);
        return;
      }
      case 'undo': {
        const r = await app.undo(game.id, i.user.id, undefined, i.id);
        if (!r.ok) return no(r);
        // The thread hears it once; the one who asked reads it addressed to them.
        await say(t('game.undone-you'));
        await postInThread(game.threadId, t('game.undone', { user: mention(i.user.id) }));
        await publisher.publish(game.id);
        return;
      }
      case 'abort': {
        const r = await app.abort(game.id, i.user.id, canManage(i));
        if (!r.ok) return no(r);
        await say(t('game.aborted-you', { code: r.game.code }));
        if (r.game.status === 'lobby') await stripLobby(r.game.id);
        else await syncReminder(r.game.id);
        await postInThread(game.threadId, t('game.aborted', { user: mention(i.user.id) }));
        return;
      }
      case 'kick':
      case 'replace': {
        const old = inv.options.player;
        const neu = inv.sub === 'replace' ? inv.options.with : null;
        // In the game's queue: no publishing for the seat runs between the hand-over and the
        // stripping of the old holder's private panels, and nothing new is sent for the seat before.
        const r = await publisher.enqueue(game.id, async () => {
          const r = await app.replace(game.id, i.user.id, canManage(i), old, neu);
          if (r.ok && r.game.status === 'active') {
            await publisher.releaseSeat(game.id, r.seat);
            await panels.strip(game.id, old);
          }
          return r;
        });
        if (!r.ok) return no(r);
        const text = neu ? t('game.replaced', { old: mention(old), new: mention(neu), colour: r.colour })
          : `${t('game.kicked', { user: mention(old), colour: r.colour })} ${r.game.status === 'active' ? t('game.seat-open', { colour: r.colour.toLowerCase() }) : ''}`;
        await say(text);
        await postInThread(game.threadId, text);
        await afterSeatChange(r.game);
        return;
      }
    }
  }

  async function postInThread(threadId: string | null, content: string): Promise<void> {
    if (!threadId) return;
    const ch = await client.channels.fetch(threadId).catch(() => null);
    if (ch?.isSendable()) await ch.send({ content: clip(content, 2000), allowedMentions: { parse: [] } });
  }

  async function newGame(i: ChatInputCommandInteraction, o: Extract<ArcsInvocation, { sub: 'new' }>['options'], campaign = false): Promise<void> {
    const opts: LobbyOptions = campaign ? { players: o.players, leadersAndLore: false, order: o.order ?? 'random', campaign: true } : {
      players: o.players, setup: o.setup, leadersAndLore: o.leaders ?? false, secondLore: o['second-lore'] ?? false, order: o.order ?? 'random',
    };
    const channel = i.channel;
    if (!channel || channel.type !== ChannelType.GuildText) return sayError(i, t('err.need-text-channel'));
    const r = await app.createLobby({ guildId: i.guildId, channelId: i.channelId, hostId: i.user.id, opts });
    if (!r.ok) return sayError(i, failText(r));
    const thread = await channel.threads.create({ name: t(campaign ? 'lobby.title-campaign' : 'lobby.title', { code: r.game.code }), autoArchiveDuration: 10080, type: ChannelType.PublicThread });
    await app.attachThread(r.game.id, thread.id);
    const game = (await app.store.getGame(r.game.id))!;
    const msg = await thread.send({ content: await app.lobbyText(game), components: await lobbyRows(game), allowedMentions: { parse: [] } });
    await app.setLobbyMessage(game.id, { channelId: thread.id, messageId: msg.id });
    await i.editReply({ content: t('lobby.opened', { code: game.code, thread: `<#${thread.id}>` }) });
    log.info({ game: game.id, code: game.code, players: opts.players }, 'lobby opened');
  }

  /** Join buttons are disabled for a colour someone holds, and all of them once every seat is taken. */
  async function lobbyRows(game: GameSummary) {
    const o = game.options as { players: number };
    const members = await app.lobbyMembers(game);
    const taken = new Set(members.map((m) => m.colour));
    const full = members.length >= o.players;
    return toApiRows([
      { type: 'buttons', buttons: (['red', 'blue', 'yellow', 'white'] as const).map((c) => ({ type: 'button' as const, customId: encodeId({ k: 'j', game: game.id, colour: c }), label: t('lobby.join', { colour: colourName(c) }), style: 'primary' as const, disabled: full || taken.has(c) })) },
      { type: 'buttons', buttons: [
        { type: 'button', customId: encodeId({ k: 'l', game: game.id }), label: t('lobby.leave'), style: 'secondary' },
        { type: 'button', customId: encodeId({ k: 'g', game: game.id }), label: `${t('lobby.start')} (${members.length}/${o.players})`, style: 'success' },
      ] },
    ]);
  }

  async function lobbyMessage(lobbyId: string): Promise<{ ch: SendableChannels; messageId: string } | null> {
    const ref = await app.lobbyMessage(lobbyId);
    if (!ref) return null;
    const ch = await client.channels.fetch(ref.channelId).catch(() => null);
    return ch?.isSendable() ? { ch, messageId: ref.messageId } : null;
  }

  async function afterSeatChange(game: GameSummary): Promise<void> {
    if (game.status !== 'lobby') return publisher.publish(game.id);
    const m = await lobbyMessage(game.id);
    await m?.ch.messages.edit(m.messageId, { content: await app.lobbyText(game), components: await lobbyRows(game), allowedMentions: { parse: [] } }).catch(() => undefined);
  }

  /** The lobby message keeps its text and loses its buttons (the game started, or was aborted). */
  async function stripLobby(lobbyId: string): Promise<void> {
    const m = await lobbyMessage(lobbyId);
    await m?.ch.messages.edit(m.messageId, { components: [] }).catch(() => undefined);
  }

  /** The hand image and the hand in words, with the Court, leader and lore cards held: only for the one who asked. */
  async function handReply(state: import('../engine/index.ts').GameState, seat: number) {
    const png = await renderHand(viewFor(state, seat), seat);
    return { content: clip(app.handText(state, seat), 2000), files: [{ attachment: png, name: 'hand.png' }] };
  }

  async function started(lobby: GameSummary, gameId: string): Promise<void> {
    // The lobby message now says the game started (and with whom), without buttons.
    const m = await lobbyMessage(lobby.id);
    const now = await app.store.getGame(lobby.id);
    if (m && now) await m.ch.messages.edit(m.messageId, { content: await app.lobbyText(now), components: [], allowedMentions: { parse: [] } }).catch(() => undefined);
    else await stripLobby(lobby.id);
    const r = await app.load(gameId);
    if (!r.ok) return;
    const g = r.game;
    // The thread is named after the game (the same code the DMs use).
    if (g.threadId) {
      const th = await client.channels.fetch(g.threadId).catch(() => null);
      if (th?.isThread()) await th.setName(t(g.campaignId ? 'campaign.title' : 'game.title', { code: g.code })).catch((e: unknown) => log.warn({ err: errInfo(e), game: g.id }, 'thread rename failed'));
    }
    log.info({ game: g.id, code: g.code }, 'game started'); // "The game begins" is the publisher's first post
    await publisher.publish(g.id);
  }

  async function settings(i: ChatInputCommandInteraction, o: Extract<ArcsInvocation, { sub: 'settings' }>['options']): Promise<void> {
    const patch: { reminderMinutes?: number | null; dmUpdates?: boolean } = {};
    if (o.reminder !== undefined) patch.reminderMinutes = o.reminder === 0 ? null : o.reminder * 60;
    if (o.dms !== undefined) patch.dmUpdates = o.dms;
    const prefs = Object.keys(patch).length ? await app.store.setPreferences(i.user.id, patch) : await app.store.getPreferences(i.user.id);
    if (patch.reminderMinutes !== undefined) await syncReminders(i.user.id);
    const game = await app.store.findByThread(i.channelId);
    if (o.map && game) {
      const r = await app.updateSettings(game.id, { mapMode: o.map });
      if (!r.ok) return sayError(i, failText(r));
    }
    if (o.summit !== undefined) {
      // The Summit timer is the host's (issue 18), like continuing or abandoning a campaign.
      if (!game) return sayError(i, t('err.not-in-thread'));
      if (game.createdBy !== i.user.id && !canManage(i)) return sayError(i, t('err.not-host'));
      const r = await app.updateSettings(game.id, { summitHours: o.summit });
      if (!r.ok) return sayError(i, failText(r));
      // A Summit under way runs on the new length (jobs of the old one do nothing when they fire).
      await publisher.enqueue(game.id, async () => {
        const g = await app.store.loadGame(game.id);
        if (g) await app.syncSummitTimer(g);
      });
    }
    const book = game ? await app.bookkeeping(game.id) : null;
    const mode = book?.mapMode ?? 'turn';
    await i.editReply(t(book ? 'settings.saved-game' : 'settings.saved', {
      summit: book?.summitHours ?? 0,
      map: t(`settings.map.${mode}`),
      reminder: prefs.reminderMinutes ? t('settings.reminder.every', { minutes: prefs.reminderMinutes }) : t('settings.reminder.off'),
      dms: t(prefs.dmUpdates ? 'lobby.on' : 'lobby.off'),
    }));
  }

  /* ------------------------------------------------------------ components */

  /** Where a component was pressed: a public message, an ephemeral one, or a DM. */
  function placeOf(i: Component): Place {
    const kind = i.message.flags.has(MessageFlags.Ephemeral) ? 'ephemeral' : i.inGuild() ? 'public' : 'dm';
    return { channelId: i.channelId, kind };
  }

  async function component(i: Component): Promise<void> {
    const id = decodeId(i.customId);
    const on = onMessage(i);
    if (!id || on === 'bad') return refuse(i, t('err.malformed'));
    // The id must be a component of the message it was pressed on, as the message is now: a
    // button the screen still showed after it was removed or replaced gets what became of it.
    if (on === 'absent') {
      await i.deferReply({ flags: EPHEMERAL });
      acked(i);
      return sayError(i, failText(await app.staleAnswer(id.game, id.k === 'j' || id.k === 'l' || id.k === 'g')));
    }
    const place = placeOf(i);
    if (id.k === 't' || id.k === 'h') return privatePanel(i, id, place);
    if (id.k === 'j' || id.k === 'l' || id.k === 'g') return lobbyClick(i, id, place);
    await i.deferUpdate();
    acked(i);
    if (id.k === 'b') {
      const r = await app.undo(id.game, i.user.id, id.seq, i.id, place);
      if (!r.ok) return sayError(i, failText(r));
      log.info({ game: id.game, seq: r.game.seq }, 'undo');
      if (place.kind === 'ephemeral') await continuePanel(i, id.game, 'any');
      await publisher.publish(id.game);
      return;
    }
    if (id.k === 'v') {
      // A Summit proposal's button (app/summit.ts): the proposal's own message is edited by the publish.
      const r = await app.vote({ gameId: id.game, userId: i.user.id, id: id.id, vote: id.vote, interactionId: i.id, place });
      if (!r.ok) return sayError(i, failText(r));
      log.info({ game: r.game.id, seq: r.game.seq, seat: r.seat, vote: id.vote }, 'summit vote committed');
      await publisher.publish(r.game.id);
      return;
    }
    if (id.k === 'e') {
      // A Summit's End the Summit button on the thread panel (app/summit.ts endOption).
      const r = await app.endSummit({ gameId: id.game, userId: i.user.id, interactionId: i.id, place });
      if (!r.ok) return sayError(i, failText(r));
      log.info({ game: r.game.id, seq: r.game.seq, seat: r.seat }, 'summit ended');
      await publisher.publish(r.game.id);
      return;
    }
    if (id.k === 'p') {
      // In the game's queue, so a hand-over of the seat is either wholly before or after.
      const failed = await publisher.enqueue(id.game, async () => {
        const r = await app.page({ gameId: id.game, userId: i.user.id, seq: id.seq, place });
        if (!r.ok) return r;
        const { game, decision: d, undoable } = r;
        if (d.secret) {
          // Only reached from the owner's private panel (DM or ephemeral): the app refuses the rest.
          await i.editReply(publisher.privateBody(game, d, id.page, undoable));
          if (place.kind === 'ephemeral') await panels.remember(game.id, i.user.id, i.token, i.message.id);
        } else {
          await i.editReply({ components: toApiRows(decisionRows(game.id, d, game.state, id.page)) });
        }
        return null;
      });
      if (failed) await sayError(i, failText(failed));
      return;
    }
    let opt: number;
    if (id.k === 'o') opt = id.opt;
    else {
      const v = i.isStringSelectMenu() && i.values.length === 1 ? i.values[0] : undefined;
      if (v === undefined || !/^\d{1,4}$/.test(v)) return sayError(i, t('err.malformed'));
      opt = Number(v);
    }
    const r = await app.answer({ gameId: id.game, userId: i.user.id, seq: id.seq, opt, interactionId: i.id, place });
    if (!r.ok) return sayError(i, failText(r));
    log.info({ game: r.game.id, seq: r.game.seq, seat: r.seat, kind: r.decision?.kind ?? null }, 'answer committed');
    // The ephemeral private panel continues in place while the same seat has private choices;
    // else it says what was saved.
    const answered = r.before.decisions.find((x) => x.seat === r.seat);
    const option = answered?.options[opt];
    const chose = answered && option ? choiceLabel(answered, option.id, r.before) : '';
    if (place.kind === 'ephemeral') await continuePanel(i, r.game.id, 'secret', chose);
    await publisher.publish(r.game.id);
  }

  /**
   * After an answer or a step back in an ephemeral panel: show the next decision there if the
   * presser still holds it (checked in the game's queue, so never after a hand-over), else "Done".
   */
  async function continuePanel(i: Component, gameId: string, which: 'secret' | 'any', chose = ''): Promise<void> {
    await publisher.enqueue(gameId, async () => {
      const r = await app.load(gameId);
      if (!r.ok) return;
      const paused = r.game.campaignId !== null && betweenActs(r.game.state, await app.campaignOf(r.game));
      const d = paused ? null : app.decisionFor(r.game, i.user.id);
      // A Summit's steps go on in the same private panel too (a proposal is built step by step).
      const mine = d !== null && r.game.seats[d.seat]?.userId === i.user.id && (which === 'any' || d.secret || onOwnPanel(d));
      if (d && mine) {
        const undoable = await app.undoable(gameId);
        await i.editReply(await publisher.ownPanelBody(r.game, d, 0, undoable));
        await panels.remember(gameId, i.user.id, i.token, i.message.id);
      } else if (which === 'secret') {
        // What was saved, not who plays next: that line would go stale as play moves on.
        await i.editReply({ content: t('game.done', { choice: chose }), components: [] });
      }
    });
  }

  async function privatePanel(i: Component, id: Extract<CustomId, { k: 't' | 'h' }>, place: Place): Promise<void> {
    await i.deferReply({ flags: EPHEMERAL });
    acked(i);
    // In the game's queue, so a hand-over of the seat is either wholly before or after.
    const failed = await publisher.enqueue(id.game, async () => {
      const r = await app.load(id.game);
      if (!r.ok) return failText(r);
      const pf = app.placeFail(r.game, place);
      if (pf) return failText(pf);
      if (r.game.status === 'lobby') return t('err.not-started');
      const seat = app.seatOf(r.game, i.user.id);
      if (seat === null) return t('err.not-player');
      if (id.k === 'h') return void (await i.editReply(await handReply(r.game.state, seat)));
      if (r.game.status !== 'active') return t(r.game.status === 'ended' ? 'err.game-over' : 'err.game-aborted');
      if (r.game.campaignId && betweenActs(r.game.state, await app.campaignOf(r.game))) return t('err.between-acts');
      const d = app.decisionFor(r.game, i.user.id);
      if (!d || r.game.seats[d.seat]?.userId !== i.user.id) return d ? `${t('game.nothing-private')}\n${app.waitingText(r.game, i.user.id)}` : t('game.nothing-private');
      const undoable = await app.undoable(id.game);
      const msg = await i.editReply(await publisher.ownPanelBody(r.game, d, 0, undoable));
      await panels.remember(id.game, i.user.id, i.token, msg.id);
      return null;
    });
    if (failed) await sayError(i, failed);
  }

  async function lobbyClick(i: Component, id: Extract<CustomId, { k: 'j' | 'l' | 'g' }>, place: Place): Promise<void> {
    await i.deferReply({ flags: EPHEMERAL });
    acked(i);
    if (id.k === 'g') {
      const r = await app.start(id.game, i.user.id, canManage(i), place);
      if (!r.ok) return sayError(i, failText(r));
      await i.editReply(t('game.started-you', { code: r.game.code }));
      return started(r.lobby, r.game.id);
    }
    const r = id.k === 'j' ? await app.join(id.game, i.user.id, id.colour, place) : await app.leave(id.game, i.user.id, place);
    if (!r.ok) return sayError(i, failText(r));
    await i.editReply(id.k === 'j' ? t('lobby.joined', { user: mention(i.user.id), colour: colourName(id.colour) }) : t('lobby.left', { user: mention(i.user.id) }));
    await afterSeatChange(r.game);
  }

  /* ---------------------------------------------------------------- timers */
  // Every timer is a job in the database (store.timers, pg-boss): due jobs are fetched with
  // FOR UPDATE SKIP LOCKED, so of all the bot's processes exactly one fires each. A job taken by
  // a process that dies is handed out again after its expiry; firing is idempotent (see
  // Publisher.fireReminder).

  let running: Promise<void> | null = null;
  runTimers = () => (running ??= (async () => {
    while (!stopping) {
      const due = await app.store.timers.fetchDue(10);
      if (!due.length) break;
      for (const job of due) {
        try {
          const outcome = await publisher.fireReminder(job.data);
          await app.store.timers.complete(job.id);
          log.info({ game: job.data.gameId, seat: job.data.seat, n: job.data.n, outcome }, 'reminder job');
        } catch (e) {
          log.warn({ err: errInfo(e), game: job.data.gameId }, 'reminder job failed (retried later)');
          await app.store.timers.fail(job.id, e);
        }
      }
    }
  })().catch((e) => log.warn({ err: errInfo(e) }, 'timers failed')).finally(() => { running = null; }));

  /** Bring a game's reminder job in line with the game, in the game's queue. */
  const syncReminder = (gameId: string) => publisher.enqueue(gameId, async () => {
    const g = await app.store.loadGame(gameId);
    if (g) await app.syncReminder(g);
  });
  syncReminders = async (userId: string) => {
    for (const g of await app.store.listUserGames(userId, { status: ['active'] })) await syncReminder(g.id);
  };

  client.once(Events.ClientReady, () => void (async () => {
    await app.store.timers.start();
    // Games whose players want reminders and that have no job yet (carried over from before jobs).
    for (const id of await app.store.listGamesToRemind()) await syncReminder(id);
    if (opts.reminderCheckMs) {
      timer = setInterval(() => void runTimers(), opts.reminderCheckMs);
      timer.unref();
    }
    await runTimers();
  })().catch((e) => log.warn({ err: errInfo(e) }, 'timers did not start')));

  return bot;
}
