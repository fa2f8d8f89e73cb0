// The programmatic contract of the local Discord-compatible server: what tests, the bot's
// end-to-end harness and the local table page use. Types only (plus tiny constants); the
// implementation is in ./server.ts and is started with `startLocalDiscord()` from ./index.ts.
//
// Everything that crosses this boundary is plain JSON in Discord's own API shape (snake_case,
// Snowflakes as strings), so the same objects can be handed to the web page unchanged.

/** A Snowflake id (decimal string), as Discord sends them. */
export type Snowflake = string;

/** Discord API user object (subset). */
export interface ApiUser {
  id: Snowflake;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: string | null;
  bot?: boolean;
}

/** Discord API channel object (subset) for text channels (0), DMs (1) and threads (11 public, 12 private). */
export interface ApiChannel {
  id: Snowflake;
  type: number;
  name?: string;
  guild_id?: Snowflake;
  /** For threads: the text channel the thread lives in. */
  parent_id?: Snowflake | null;
  topic?: string | null;
  position?: number;
  last_message_id?: Snowflake | null;
  /** For DMs: the one human on the other side. */
  recipients?: ApiUser[];
  /** For threads. */
  owner_id?: Snowflake;
  thread_metadata?: { archived: boolean; auto_archive_duration: number; archive_timestamp: string; locked: boolean; invitable?: boolean; create_timestamp?: string };
  message_count?: number;
  member_count?: number;
  [key: string]: unknown;
}

/** Discord API attachment object. `url` points at this server and serves the bytes. */
export interface ApiAttachment {
  id: Snowflake;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type?: string;
  width?: number;
  height?: number;
  description?: string;
}

/** Discord API message object (the fields this server fills). Embeds and components are kept as sent. */
export interface ApiMessage {
  id: Snowflake;
  channel_id: Snowflake;
  guild_id?: Snowflake;
  author: ApiUser;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: ApiUser[];
  mention_roles: Snowflake[];
  attachments: ApiAttachment[];
  embeds: Record<string, unknown>[];
  /** Raw API component JSON (action rows with buttons / select menus), as the bot sent it. */
  components: Record<string, unknown>[];
  pinned: boolean;
  /** 0 default, 19 reply, 20 chat-input command response, 21 thread starter… */
  type: number;
  /** Bit field; 64 = EPHEMERAL, 128 = LOADING (a deferred reply not yet edited). */
  flags: number;
  webhook_id?: Snowflake;
  application_id?: Snowflake;
  /** Present on interaction responses and followups. */
  interaction_metadata?: { id: Snowflake; type: number; user: ApiUser; name?: string; authorizing_integration_owners: Record<string, string>; original_response_message_id?: Snowflake; interacted_message_id?: Snowflake };
  message_reference?: { message_id?: Snowflake; channel_id?: Snowflake; guild_id?: Snowflake };
  /** When a thread was started from this message. */
  thread?: ApiChannel;
  position?: number;
  /** The nonce the message was created with, if any. */
  nonce?: string | number;
  /**
   * Not Discord: on ephemeral messages, the one user who can see it. Present only in harness
   * queries (never sent to the bot).
   */
  ephemeral_to?: Snowflake;
  [key: string]: unknown;
}

/** An application command option as registered (PUT /applications/{id}/commands). */
export interface ApiCommandOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: ApiCommandOption[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  channel_types?: number[];
  [key: string]: unknown;
}

/** A registered application command (as Discord returns it). */
export interface ApiCommand {
  id: Snowflake;
  application_id: Snowflake;
  /** Set for guild commands. */
  guild_id?: Snowflake;
  name: string;
  description: string;
  type: number;
  options?: ApiCommandOption[];
  version: Snowflake;
  default_member_permissions?: string | null;
  [key: string]: unknown;
}

/** An option inside interaction data (what Discord sends to the bot). */
export interface InteractionDataOption {
  name: string;
  /** ApplicationCommandOptionType: 1 subcommand, 2 group, 3 string, 4 integer, 5 boolean, 6 user, 7 channel, 8 role, 10 number, 11 attachment. */
  type: number;
  value?: string | number | boolean;
  options?: InteractionDataOption[];
  /** Autocomplete only: the option being typed. */
  focused?: boolean;
}

/**
 * A chat-input command to invoke. Two forms:
 *  - raw: `{ name: 'arcs', options: [{ name: 'create', type: 1, options: [{ name: 'players', type: 4, value: 3 }] }] }`
 *    (exactly what Discord would send; `SlashData` of the web page fits this form);
 *  - short: `{ name: 'arcs', subcommand: 'create', values: { players: 3 } }` — option types are
 *    looked up in the registered command (falling back to the JS type of the value); a user
 *    option's value is a user id and is added to `resolved`.
 * Unknown commands are still sent (the bot should answer them), but `strict: true` makes the
 * call reject when the command or option is not registered, like Discord's own command box.
 */
export type SlashInput =
  | { name: string; options?: InteractionDataOption[]; strict?: boolean }
  | { name: string; group?: string; subcommand?: string; values?: Record<string, string | number | boolean>; focused?: string; strict?: boolean };

/** Interaction response (callback) types the server accepts. */
export const CallbackType = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredUpdateMessage: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
} as const;

/** Message flags the server interprets. */
export const MessageFlag = { Ephemeral: 64, Loading: 128 } as const;

/** The bot's first response to an interaction. */
export interface InteractionAck {
  /** Interaction callback type (see CallbackType). */
  type: number;
  /** Whether the response (type 4 or 5) was ephemeral (flag 64). */
  ephemeral: boolean;
  /** Milliseconds from dispatch (INTERACTION_CREATE sent) to the callback arriving. */
  afterMs: number;
  /** The callback's `data` (message payload, modal, autocomplete choices), as sent. */
  data: Record<string, unknown> | null;
}

/** One interaction the harness dispatched to the bot, followed through its life. */
export interface InteractionHandle {
  readonly id: Snowflake;
  readonly token: string;
  /** InteractionType: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  readonly type: number;
  readonly userId: Snowflake;
  readonly channelId: Snowflake;
  /** The full payload sent in INTERACTION_CREATE. */
  readonly payload: Record<string, unknown>;
  /**
   * Resolves at the bot's first callback. Rejects with an Error whose message starts
   * "interaction not acknowledged" when none arrives within `ackTimeoutMs` (Discord: 3 s);
   * if the bot did call back but was refused (e.g. 50035 for a 2001-character reply), the
   * message ends with that error.
   */
  readonly ack: Promise<InteractionAck>;
  /**
   * The message that now holds the interaction's response: the new message for type 4/5, or the
   * component's message for type 6/7 (it may be edited later via @original). Undefined until acked
   * (and for autocomplete / modal).
   */
  original(): ApiMessage | undefined;
  /** Followup messages (POST /webhooks/{app}/{token}), oldest first. */
  followups(): ApiMessage[];
  /** Autocomplete choices (type 8), or undefined. */
  choices(): { name: string; value: string | number }[] | undefined;
  /** The modal the bot opened (type 9 `data`), or undefined. */
  modal(): Record<string, unknown> | undefined;
  /**
   * Waits for the ack; after a deferred reply (type 5), until the "thinking…" message has been
   * edited, replaced or deleted; then until the server has been quiet (no REST request in flight
   * or arriving, no interaction waiting for its ack) for `quietMs` (default 50). A convenient
   * "the bot has finished handling this" for tests; see README "Waiting for the bot".
   */
  settled(opts?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

/** Something visible changed (the web page streams these). */
export type LocalDiscordEvent =
  | { type: 'messageCreate'; message: ApiMessage }
  | { type: 'messageUpdate'; message: ApiMessage }
  | { type: 'messageDelete'; channelId: Snowflake; messageId: Snowflake }
  | { type: 'channelCreate'; channel: ApiChannel }
  | { type: 'channelUpdate'; channel: ApiChannel }
  | { type: 'channelDelete'; channel: ApiChannel }
  | { type: 'userAdd'; user: ApiUser }
  | { type: 'commandsUpdate'; commands: ApiCommand[] }
  | { type: 'interaction'; interactionId: Snowflake; interactionType: number; userId: Snowflake; channelId: Snowflake }
  | { type: 'ack'; interactionId: Snowflake; ack: InteractionAck }
  | { type: 'typing'; channelId: Snowflake; userId: Snowflake }
  | { type: 'botConnected' }
  | { type: 'botDisconnected' };

/** One REST request as the server saw it (for assertions). */
export interface RequestRecord {
  method: string;
  /** Path after /api/v10, with query removed, e.g. `/channels/123/messages`. */
  path: string;
  /** Route with ids replaced by `:id` (the rate-limit bucket key), e.g. `POST /channels/:id/messages`. */
  route: string;
  status: number;
  at: number;
  /** For 4xx/5xx answers: the Discord JSON error sent back. */
  error?: { code: number; message: string; errors?: Record<string, unknown> };
}

/** Per-route rate limit: at most `limit` requests per `windowMs` for each route (major id included). */
export interface RateLimitConfig {
  limit: number;
  windowMs: number;
  /** Only routes whose `route` key (see RequestRecord) matches; default all routes except interaction callbacks. */
  match?: RegExp;
  /** Return 429 with `global: true` and X-RateLimit-Global. Default false. */
  global?: boolean;
  /**
   * Don't advertise the limit in X-RateLimit-* headers of successful responses (like Discord's
   * undisclosed sublimits), so the client cannot wait pre-emptively and meets a real 429.
   * Default false: the client usually queues by itself and few 429s happen.
   */
  hidden?: boolean;
}

/** A one-off failure injected into the next matching request. */
export interface InjectedFailure {
  method?: string;
  /** Matches RequestRecord.path. */
  path: RegExp;
  status: number;
  /** Discord JSON error code (e.g. 50001 Missing Access, 10008 Unknown Message). */
  code: number;
  message?: string;
  /** How many matching requests fail (default 1). */
  times?: number;
}

export interface LocalDiscordOptions {
  /** TCP port on 127.0.0.1; 0 or absent picks a free one. */
  port?: number;
  host?: string;
  guildName?: string;
  /**
   * The guild's id (a snowflake); default: a new one. Its shard is (id >> 22) % shard count, so a
   * test can put the guild on the shard it wants (see `guildIdForShard`).
   */
  guildId?: string;
  /** The guild's text channel(s), first is the default. Default ['arcs']. */
  channelNames?: string[];
  botName?: string;
  /** How long an interaction may go unacknowledged before `ack` rejects (Discord: 3000). */
  ackTimeoutMs?: number;
  /**
   * How long a message's nonce is remembered for `enforce_nonce` (Discord: "the past few
   * minutes"; default 300 000): a post with the same nonce by the same author in the same channel
   * within it returns the first message instead of creating another.
   */
  nonceWindowMs?: number;
  /** Gateway heartbeat interval sent in HELLO (default 41250). */
  heartbeatIntervalMs?: number;
  /** Rate limiting (off by default); can be changed later with setRateLimit. */
  rateLimit?: RateLimitConfig | null;
  /** Debug logging (requests, gateway frames). */
  log?: (line: string) => void;
  /**
   * Keep the server's state (ids, token, users, channels, threads, messages, commands,
   * attachments) in this folder and restore it at the next start, so a bot whose database
   * survives a restart still finds its threads and messages. Absent: in memory only.
   * When restored, `guildName`, `channelNames` and `botName` come from the saved state.
   */
  dataDir?: string;
}

/** A guild of the local server. */
export interface LocalGuild {
  guildId: Snowflake;
  guildName: string;
  /** Its first text channel. */
  channelId: Snowflake;
}

/** The running server. */
export interface LocalDiscord {
  /** e.g. http://127.0.0.1:PORT — serves attachments under /attachments/… */
  readonly baseUrl: string;
  /** e.g. http://127.0.0.1:PORT/api — give it to discord.js as `rest.api`. */
  readonly restBase: string;
  /** e.g. ws://127.0.0.1:PORT/gateway (also returned by GET /gateway/bot). */
  readonly gatewayUrl: string;
  readonly botToken: string;
  readonly applicationId: Snowflake;
  readonly botUser: ApiUser;
  readonly guildId: Snowflake;
  readonly guildName: string;
  /** The default text channel (#arcs). */
  readonly channelId: Snowflake;
  /** `{ rest: { api: restBase } }` — spread into discord.js ClientOptions. */
  clientOptions(): { rest: { api: string } };

  // ── people ───────────────────────────────────────────────────────────────
  /**
   * Adds a human, a member of the default guild or of `guildIds` (dispatches GUILD_MEMBER_ADD).
   * `admin` gives them an Admin role with every permission (interaction `member.permissions` then
   * includes Administrator).
   */
  addUser(name: string, opts?: { dmsClosed?: boolean; admin?: boolean; guildIds?: Snowflake[] }): ApiUser;
  /** Makes a user a member of another guild too (dispatches GUILD_MEMBER_ADD). */
  joinGuild(userId: Snowflake, guildId: Snowflake): void;
  /**
   * Adds a guild (id: a snowflake, default a new one; its shard is (id >> 22) % shard count, see
   * `guildIdForShard`) with the bot as a member and its text channels (default ['arcs']); the
   * connected shard that owns it receives GUILD_CREATE. Returns its id, name and first channel.
   */
  addGuild(opts?: { name?: string; id?: Snowflake; channelNames?: string[] }): LocalGuild;
  /** Every guild, the default one first. */
  guilds(): LocalGuild[];
  /** Humans only, in the order added. */
  users(): ApiUser[];
  user(id: Snowflake): ApiUser | undefined;
  /** While closed, the bot's message posts into this user's DM fail with 403 / code 50007. */
  setDmsClosed(userId: Snowflake, closed: boolean): void;

  // ── channels ─────────────────────────────────────────────────────────────
  /** Adds a text channel to the default guild or to `guildId` (dispatches CHANNEL_CREATE). */
  addTextChannel(name: string, guildId?: Snowflake): ApiChannel;
  /** Text channels and threads of every guild (guild by guild), each text channel followed by its threads. */
  channels(): ApiChannel[];
  threads(parentId?: Snowflake): ApiChannel[];
  channel(id: Snowflake): ApiChannel | undefined;
  /** Channels `userId` sees, sidebar order: the text channels of their guilds, each followed by its threads, then their DM with the bot (if opened). */
  channelsFor(userId: Snowflake): ApiChannel[];
  /** The DM channel between the bot and this user, if the bot opened one. */
  dmChannelOf(userId: Snowflake): Snowflake | undefined;

  // ── messages ─────────────────────────────────────────────────────────────
  /**
   * Messages of a channel, oldest first. Ephemeral messages are included only for
   * `visibleTo` (their recipient) or with `all: true`; DM channels are empty for anyone but
   * their recipient when `visibleTo` is given.
   */
  messages(channelId: Snowflake, opts?: { visibleTo?: Snowflake; all?: boolean }): ApiMessage[];
  message(messageId: Snowflake): ApiMessage | undefined;
  /**
   * The same messages as one readable line each, for assertions and debugging, e.g.
   * `Arcs (only Alice, edited): Your turn [embed "Chapter 2": …] [file board.png 800×600] [button Tax (v1:g1:5:tax)]`.
   */
  transcript(channelId: Snowflake, opts?: { visibleTo?: Snowflake; all?: boolean }): string;
  /** A human posts a message (dispatches MESSAGE_CREATE). */
  say(userId: Snowflake, channelId: Snowflake, content: string): ApiMessage;
  /** Bytes of an attachment by the path after /attachments/ in its URL. */
  file(path: string): { body: Uint8Array; type: string } | undefined;

  // ── interactions ─────────────────────────────────────────────────────────
  /** Runs a slash command as `userId` in `channelId` (a guild channel, thread or the user's DM). */
  slash(userId: Snowflake, channelId: Snowflake, input: SlashInput): Promise<InteractionHandle>;
  /** Sends an autocomplete interaction; `input.focused` (short form) or `focused: true` (raw form) marks the option. */
  autocomplete(userId: Snowflake, channelId: Snowflake, input: SlashInput): Promise<InteractionHandle>;
  /**
   * Clicks a button on a message. Rejects (before dispatch) when the message has no such enabled
   * button, or is an ephemeral message for someone else.
   */
  click(userId: Snowflake, messageId: Snowflake, customId: string): Promise<InteractionHandle>;
  /** Picks values in a string select menu (checked against its options and min/max_values). */
  select(userId: Snowflake, messageId: Snowflake, customId: string, values: string[]): Promise<InteractionHandle>;
  /**
   * Submits a modal the bot opened in answer to `opener`; `fields` maps a text input's custom_id
   * to its value, or a select menu's custom_id (inside a label) to its chosen values. Checks
   * required inputs, min/max lengths and select limits; a modal can be submitted once.
   */
  submitModal(userId: Snowflake, opener: InteractionHandle, fields: Record<string, string | string[]>): Promise<InteractionHandle>;
  /**
   * Dispatches an interaction Discord itself would not send — any `type` (3 component, 5 modal
   * submit, …) and `data` (a custom_id that is not on the message, a component type the message
   * lacks, odd select values) from `messageId` (or, without one, in `channelId`) — so a bot's own
   * validation can be tested. Only the user's right to see the message or channel is checked.
   */
  forge(userId: Snowflake, input: { type: number; data: Record<string, unknown>; messageId?: Snowflake; channelId?: Snowflake }): Promise<InteractionHandle>;
  /**
   * Delivers an interaction again with the same id and token (as a gateway replay can): the bot
   * should recognise it; its callbacks are refused with 40060 (already acknowledged) as on Discord.
   */
  redeliver(handle: InteractionHandle): void;
  /** Application commands registered by the bot: global ones, then guild ones. */
  registeredCommands(): ApiCommand[];

  // ── observation & control ────────────────────────────────────────────────
  /** Calls `listener` on every visible change; returns an unsubscribe function. */
  subscribe(listener: (event: LocalDiscordEvent) => void): () => void;
  /** Resolves once every guild is served by a connected session of its shard (immediately if so). */
  waitForBot(timeoutMs?: number): Promise<void>;
  botConnected(): boolean;
  /**
   * Polls `fn` (every few ms) until it returns something other than undefined/null/false and
   * resolves with it; rejects after `timeoutMs` (default 10 000).
   */
  waitFor<T>(fn: () => T | undefined | null | false, opts?: { timeoutMs?: number; what?: string }): Promise<T>;
  /** Resolves when no REST request is in flight, no interaction is waiting for its ack, and none arrived for `quietMs` (default 50). */
  idle(opts?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
  /** REST requests seen so far (oldest first; the last 10 000). */
  requests(): RequestRecord[];
  setRateLimit(config: RateLimitConfig | null): void;
  failNext(failure: InjectedFailure): void;
  /** Closes the gateway connection with `code` (default 4000: the client resumes / re-identifies). */
  dropGateway(code?: number): void;
  close(): Promise<void>;
}
