/**
 * The message catalogue: every sentence the bot shows to people, by key. English only for now;
 * another locale is another table with the same keys (the compiler checks they match).
 */
const EN = {
  'err.malformed': 'That button or menu is not one this bot understands. Nothing changed.',
  'err.unknown-game': 'There is no Arcs game here (it may have been deleted). Nothing changed.',
  'err.game-over': 'This game is over. Nothing changed.',
  'err.game-aborted': 'This game was aborted. Nothing changed.',
  'err.not-started': 'The game has not started yet.',
  'err.already-started': 'The game has already started.',
  'err.not-player': 'You are not playing in this game, so you cannot answer its prompts.',
  'err.not-your-decision': 'This choice belongs to {who}. Nothing changed.',
  'err.stale': 'That prompt is out of date: the game has moved on, and nothing changed.\n{waiting}',
  'err.duplicate': 'That click was already counted.',
  'err.illegal': 'That choice is not legal now. Nothing changed.',
  'err.no-decision': 'Nothing is waiting for an answer right now.',
  'err.not-in-thread': 'Use this command inside a game thread.',
  'err.need-text-channel': 'Use /arcs new in a text channel: the game gets its own thread there.',
  'err.not-host': 'Only the host or someone with Manage Threads can do that.',
  'err.lobby-full': 'The lobby is full.',
  'err.colour-taken': '{colour} is already taken.',
  'err.already-joined': 'You have already joined.',
  'err.not-joined': 'You are not in this game.',
  'err.not-enough': 'Waiting for {missing#more player|more players} before the game can start.',
  'err.bad-setup': 'That setup card does not fit {players} players.',
  'err.unknown-card': 'No card is called "{name}".',
  'err.undo-none': 'There is nothing of yours to undo.',
  'err.undo-revealed': 'Undo is not allowed: dice were rolled, a card was drawn or a secret revealed since.',
  'err.undo-not-last': 'Only your own last input can be undone, and someone has moved since.',
  'err.storage': 'The game could not be saved just now. Nothing changed; please try again.',
  'err.internal': 'Something went wrong on our side. Nothing changed.',
  'err.no-seat': 'That player is not in this game.',
  'err.unknown-command': 'That is not a command this bot knows. Nothing changed.',
  'err.option-unknown': '`/arcs {command}` has no option `{option}`. Nothing changed.',
  'err.option-missing': '`/arcs {command}` needs the option `{option}`. Nothing changed.',
  'err.option-bad': '`{option}` must be {expected}. Nothing changed.',
  'err.private-choice': 'That choice is private: make it in your DMs or with the My turn button. Nothing changed.',
  'err.wrong-place': 'That button or menu does not belong to this game\'s messages. Nothing changed.',
  'err.lobby-started': 'This lobby is closed: the game has started. Nothing changed.',
  'err.stale-button': 'That button has changed since your screen showed it; use the message as it is now. Nothing changed.',
  'err.campaign-fates': 'Campaigns need more Fates than this version of the bot carries, so this campaign cannot start yet. The lobby stays open; nothing changed.',
  'err.campaign-setup': 'This campaign could not be set up with these options. The lobby stays open; nothing changed.',
  'err.not-campaign': 'This thread holds no campaign. Open one in a text channel with /arcs campaign new.',
  'err.campaign-over': 'This campaign is over. Nothing changed.',
  'err.not-between-acts': 'The campaign is not waiting between Acts, so there is nothing to continue. Nothing changed.',
  'err.between-acts': 'The campaign is resting between Acts: the host starts the next one with /arcs campaign continue. Nothing changed.',
  'err.proposal-closed': 'That proposal is no longer open (it was answered, withdrawn, or the Summit ended). Nothing changed.',
  'err.proposal-not-party': 'That proposal does not need your answer. Nothing changed.',
  'err.proposal-own': 'That is your own proposal: you can withdraw it, not answer it. Nothing changed.',
  'err.proposal-agreed': 'You have already accepted that proposal. Nothing changed.',
  'err.proposal-not-author': 'Only the player who made that proposal can withdraw it. Nothing changed.',
  'err.proposal-busy': 'Finish or cancel the proposal you are building first (behind My turn). Nothing changed.',
  'err.already-chosen': 'You have already made this choice; it stays secret until everyone has chosen. Nothing changed.\n{waiting}',

  'opt.one-of': 'one of: {choices}',
  'opt.range': 'a whole number from {min} to {max}',
  'opt.text': 'a text of at most {max} characters',
  'opt.known': 'one of the values the list offers',
  'opt.boolean': 'True or False',
  'opt.user': 'a user',

  'lobby.title': 'Arcs lobby {code}',
  'lobby.body': '{host} is hosting a {players}-player game of Arcs.\nSetup: {setup}. Leaders & Lore: {ll}. Seat order: {order}.\nPlayers: {list}\nPick a colour to join; the host starts the game.',
  'lobby.started': '{host}\'s {players}-player game of Arcs has started; play continues below.\nSetup: {setup}. Leaders & Lore: {ll}. Seat order: {order}.\nPlayers: {list}',
  'lobby.title-campaign': 'Arcs campaign lobby {code}',
  'lobby.body-campaign': '{host} is hosting a {players}-player Blighted Reach campaign (three Acts, played over as many weeks as you like).\nSeat order: {order}.\nPlayers: {list}\nPick a colour to join; the host starts the campaign.',
  'lobby.started-campaign': '{host}\'s {players}-player Blighted Reach campaign has started; play continues below.\nSeat order: {order}.\nPlayers: {list}',
  'lobby.opened': 'Lobby {code} is open in {thread}.',
  'lobby.joined': '{user} joins as {colour}.',
  'lobby.left': '{user} leaves the lobby.',
  'lobby.empty': '(nobody yet)',
  'lobby.random': 'random',
  'game.campaign-setup': 'the Blighted Reach campaign map (no setup card)',
  'lobby.joined-order': 'as joined',
  'lobby.on': 'on',
  'lobby.on-second-lore': 'on, with a second lore card each',
  'lobby.off': 'off',
  'lobby.join': 'Join as {colour}',
  'lobby.start': 'Start',
  'lobby.leave': 'Leave',

  'game.started': 'The game begins! Setup card: {setup}. Seats in turn order: {list}.',
  'game.title': 'Arcs game {code}',
  'game.started-you': 'You started game {code}: it goes on in this thread.',
  'game.aborted-you': 'You aborted game {code}.',
  'game.turn-of': '{who}, over to you.\n> {prompt}',
  'game.private-turn': '{who}, over to you: a private choice, in your DMs or behind My turn.\n> {prompt}',
  'game.closed-chose': '{who} chose: {choice}',
  'game.closed-private': '{who} made their private choice.',
  'game.closed-turn': 'Closed: {who} has answered.',
  'game.dm-closed': 'Saved: you chose {choice}\nPlay continues in the thread: {link}',
  'game.dm-closed-other': 'This choice is closed. Play continues in the thread: {link}',
  'game.my-turn': 'My turn',
  'game.my-hand': 'My hand',
  'game.waiting': 'Waiting for {who}.\n> {prompt}',
  'game.waiting-you': 'Waiting for you.\n> {prompt}',
  'game.waiting-private': 'Waiting for {who} to make a private choice.',
  'game.waiting-private-you': 'Waiting for you to make a private choice: use your DMs or My turn.',
  'game.summary': '**What happened**\n{lines}',
  'game.no-news': 'No moves yet.',
  'game.ended': '**The game is over.** {winner} wins ({reason}).\n**Final Power**\n{scores}\n{summary}',
  'game.end-reason.threshold': 'reached the Power threshold',
  'game.end-reason.last-chapter': 'most Power after the last chapter',
  'game.end-reason.concession': 'by concession',
  'game.end-reason.campaign-end': 'most Power at the end of the campaign',
  'game.end-reason.final-objective': 'completed their final objective',
  'game.end-summary': 'Played {chapters#chapter|chapters} and {moves#move|moves}.',
  'game.aborted': 'The game was aborted by {user}.',
  'game.kicked': '{user} was removed from seat {colour}.',
  'game.replaced': '{old} hands seat {colour} to {new}.',
  'game.seat-open': 'Seat {colour} is open: use /arcs join colour:{colour} to take it.',
  'game.conceded': '{user} concedes.',
  'game.undone': '{user} took back their last input.',
  'game.undone-you': 'You took back your last input.',
  'game.status': 'Game {code} ({status}). Setup card: {setup}. Chapter {chapter}.\n{waiting}\nPower: {power}',
  'game.status-ended': 'Game {code} (ended). Setup card: {setup}.\n{end}',
  'game.status-ll': 'Leaders & Lore: {cards}',
  'draft.guide-title': 'Still in the draft',
  'draft.guide': '__Leaders__\n{leaders}\n\n__Lore__\n{lore}\n\nRulings: /arcs card',
  'game.status-draft': 'Still to draft: leaders {leaders}; lore {lore}',
  'game.none-yet': 'none yet',
  'game.log': '**Recent moves**\n{lines}',
  'game.hand': 'Your hand ({colour}): {cards}',
  'game.holdings': 'Your Court cards: {court}. Leader and lore: {ll}.',
  'game.hand-empty': 'Your hand is empty.',
  'game.nothing-private': 'Nothing is waiting for you right now.',
  'game.private-prompt': '{prompt}',
  'game.done': 'Saved: you chose {choice}\nThe thread shows what comes next.',
  'game.reminder': '{who}, a reminder: the game is waiting for you.\n> {prompt}',
  'game.pick': '{what}',
  'game.pick-default': 'Pick one',
  'game.page': '{what} ({from}–{to} of {total})',
  'game.more': 'More options',
  'game.back': '↩ Back (undo my last choice)',
  'game.phantom': 'With two players, the resources on the ambition boxes count as a phantom third player: it can take first or second place, but never scores.',
  'chapter.title': '**Chapter {chapter} ends.**',
  'chapter.none': 'No ambition was declared this chapter: nobody scores.',
  'chapter.ambition': '**{ambition}** ({first} Power for first, {second} for second): {places}',
  'chapter.first': 'first {who}',
  'chapter.second': 'second {who}',
  'chapter.gain': '{who} +{power}',
  'chapter.city-bonus': '{who} +{power} (with {bonus} for cities)',
  'chapter.tie-first': 'tied for first, so each takes second: {who}',
  'chapter.nobody': 'nobody qualifies',
  'chapter.phantom': 'the phantom player',
  'chapter.standings': '**Power after chapter {chapter}**: {list}',
  'battle.roll': '**The roll** ({attacker} against {defender} in {system}): {dice}\nResult: {result}.',
  'battle.roll-sums': '**The roll** ({attacker} against {defender} in {system}): {result}.',
  'battle.nothing': 'nothing',
  'battle.hits': '{n#hit|hits}',
  'battle.self': '{n#self-hit|self-hits}',
  'battle.intercept': 'an intercept',
  'battle.building': '{n#building hit|building hits}',
  'battle.keys': '{n#key|keys}',
  'battle.die.skirmish': 'skirmish',
  'battle.die.assault': 'assault',
  'battle.die.raid': 'raid',
  'battle.blank': 'blank',
  'battle.strip-title': '{attacker} against {defender} in {system}',
  'battle.sym.hit': 'hit',
  'battle.sym.self': 'self-hit',
  'battle.sym.intercept': 'intercept',
  'battle.sym.building': 'building hit',
  'battle.sym.key': 'key',
  'game.dm-hand': 'Your hand in game {code} ({colour}): {cards}',

  'summit.proposal': '**Proposal {id}** by {by}. Awaiting {awaiting}.\n{parts}',
  'summit.proposal-agreed': '**Proposal {id}** by {by}. Awaiting {awaiting}; accepted by {agreed}.\n{parts}',
  'summit.closed': '~~Proposal {id}~~ is closed: {what}',
  'summit.lapsed': '~~Proposal {id}~~ lapsed when the Summit ended.',
  'summit.timer-reminder': '{who}: the Summit ends in about {hours#hour|hours}. Answer the open proposals before then; those still open will lapse.',
  'summit.timer-ended': 'The Summit timer ({hours#hour|hours}) has run out: the Summit ends, and its open proposals lapse.',
  'summit.accept': 'Accept',
  'summit.reject': 'Reject',
  'summit.withdraw': 'Withdraw',
  'summit.voted.accept': 'You accepted proposal {id}.',
  'summit.voted.reject': 'You rejected proposal {id}.',
  'summit.voted.withdraw': 'You withdrew proposal {id}.',

  'campaign.title': 'Arcs campaign {code}',
  'campaign.choosing': '**{prompt}**\n{chosen} of {total} have chosen. Waiting for {who}: choose in your DMs or behind My turn.',
  'campaign.choice-closed': 'Everyone has chosen.',
  'campaign.waiting-choice': '{chosen} of {total} have chosen; waiting for {who} to choose in secret.',
  'campaign.fate-card': '**{name}** — {text}',
  'campaign.private-choice': '**{prompt}**\n{cards}',
  'campaign.revealed': '**The Fates are revealed** for Act {act}, all at once.\n{list}',
  'campaign.next-act-reminder': '{who}, a reminder: the campaign is resting between Acts. When the table is ready, start Act {next} with /arcs campaign continue (or end it with /arcs campaign abandon).',
  'campaign.act-over': '**Act {act} is over.** Power now: {power}.\nThe campaign rests here as long as you like: nothing is lost in between. When the table is ready, the host ({host}) starts Act {next} with /arcs campaign continue.',
  'campaign.act-begun': 'Act {act} has begun.',
  'campaign.continued-you': 'You started Act {act}: it goes on in this thread.',
  'campaign.continued': '{user} starts Act {act}.',
  'campaign.abandoned': 'The campaign was abandoned by {user}.',
  'campaign.abandoned-you': 'You abandoned campaign {code}.',
  'campaign.status': 'Campaign {code}: Act {act}, chapter {chapter} ({stage}).',
  'campaign.stage.setup': 'setting up',
  'campaign.stage.play': 'in play',
  'campaign.stage.intermission': 'Intermission',
  'campaign.stage.over': 'over',
  'campaign.stage.between': 'between Acts: Act {act} is over, the host continues',
  'campaign.status-fate': 'Fate: {fate}',
  'campaign.unrevealed': 'not revealed yet',
  'campaign.regent': 'Regent',
  'campaign.outlaw': 'Outlaw',
  'campaign.first-regent': 'First Regent',
  'campaign.status-objective': 'objective {card}, marker on {marker}',
  'campaign.status-power': 'Power {power}',
  'campaign.status-booklet': 'Rules booklet: {cards}',
  'campaign.log.title': 'Campaign {code}: the log sheet',
  'campaign.log.player': 'Player',
  'campaign.log.act': 'Act {act}',
  'campaign.log.power': 'Power',
  'campaign.log.outrage': 'Outrage',
  'campaign.log.flagship': 'Flagship',
  'campaign.log.completed': '{fate}: objective completed, {power} Power',
  'campaign.log.failed': '{fate}: objective failed, {power} Power',
  'campaign.log.ended': '{fate}: {power} Power',
  'campaign.log.playing': '{fate}: playing now',
  'campaign.log.ahead': '—',
  'campaign.log.unrecorded': 'not recorded',
  'campaign.log.board': '{upgrades#Upgrade|Upgrades}, {armor} Armor',
  'campaign.log.none': 'none',
  'campaign.log.scrapped': 'Scrapped: {n#card|cards}{list}',
  'campaign.log.older': 'This campaign began before the bot kept a log sheet, so its finished Acts are not recorded.',

  'settings.saved': 'Settings saved. Map: {map}. Reminders: {reminder}. DMs: {dms}.',
  'settings.saved-game': 'Settings saved. Map: {map}. Reminders: {reminder}. DMs: {dms}. Summit timer (campaigns): {summit#hour|hours}.',
  'settings.map.turn': 'every turn',
  'settings.map.round': 'every round',
  'settings.map.request': 'on request',
  'settings.map.edit': 'every turn, one image edited in place',
  'settings.reminder.off': 'off',
  'settings.reminder.every': 'every {minutes} min',

  'card.title': '**{name}** ({id})',
  'card.faq': '**FAQ**\n{entries}',
  'card.no-faq': 'No official FAQ entries.',

  'help.text': [
    '**Arcs bot** — play Arcs asynchronously in a thread.',
    '`/arcs new` open a lobby · `/arcs join` / `/arcs leave` · `/arcs start` (host)',
    '`/arcs status` whose turn · `/arcs map` board or a cluster · `/arcs hand` your hand (only you see it)',
    '`/arcs log` recent moves · `/arcs undo` take back your last input (before any dice, draw or reveal)',
    '`/arcs concede` · `/arcs abort` · `/arcs kick` · `/arcs replace` (host or Manage Threads)',
    '`/arcs card` card text and FAQ · `/arcs settings` map, reminders, DMs',
    '**Campaign** `/arcs campaign new` open a campaign lobby · `/arcs campaign status` Act, Fates, titles, Power · `/arcs campaign log` the log sheet · `/arcs campaign continue` next Act (host) · `/arcs campaign abandon` (host)',
  ].join('\n'),
} as const;

export type MessageKey = keyof typeof EN;
export type MessageParams = Record<string, string | number>;

const CATALOGUES: Record<string, Record<MessageKey, string>> = { en: EN };

/**
 * The one helper for counts: the word for `n` things, `plural(1, 'chapter', 'chapters')` →
 * "chapter", `plural(5, …)` → "chapters". In the catalogue a count is written
 * `{name#one|many}` and shows as "1 chapter" / "5 chapters" (see `t`).
 */
export function plural(n: number, one: string, many: string): string {
  return Math.abs(n) === 1 ? one : many;
}

/** "1 chapter" / "5 chapters": a number and its word, through `plural`. */
export function count(n: number, one: string, many: string): string {
  return `${n} ${plural(n, one, many)}`;
}

/**
 * The sentence for `key` with its placeholders filled in: `{name}` is the parameter as it is,
 * `{name#one|many}` a count with its word (`count`). Unknown placeholders stay visible.
 */
export function t(key: MessageKey, params: MessageParams = {}, locale = 'en'): string {
  const table = CATALOGUES[locale] ?? EN;
  return table[key].replace(/\{(\w+)(?:#([^|{}]*)\|([^{}]*))?\}/g, (m, name: string, one: string | undefined, many: string | undefined) => {
    if (!(name in params)) return m;
    const v = params[name]!;
    return one === undefined ? String(v) : count(Number(v), one, many!);
  });
}

/** The placeholders of a catalogue message: plain ones, and counts (`{name#one|many}`). */
export function placeholders(key: MessageKey): { name: string; count: boolean }[] {
  return [...EN[key].matchAll(/\{(\w+)(#[^{}]*)?\}/g)].map((m) => ({ name: m[1]!, count: m[2] !== undefined }));
}

/** Every key of the catalogue (the wording test renders each). */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

/** Keep a string within Discord's limits, marking the cut. */
export function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}
