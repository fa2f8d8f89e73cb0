/** The /arcs slash command: one command with subcommands, choices and autocomplete. */
import { SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';

const COLOUR_CHOICES = ['red', 'blue', 'yellow', 'white'].map((c) => ({ name: c[0]!.toUpperCase() + c.slice(1), value: c }));

export function arcsCommand(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const b = new SlashCommandBuilder()
    .setName('arcs')
    .setDescription('Play Arcs asynchronously in a thread')
    .setDMPermission(false)
    .addSubcommand((s) => s.setName('new').setDescription('Open a lobby for a new game in a new thread')
      .addIntegerOption((o) => o.setName('players').setDescription('Number of players').setRequired(true)
        .addChoices({ name: '2 players', value: 2 }, { name: '3 players', value: 3 }, { name: '4 players', value: 4 }))
      .addStringOption((o) => o.setName('setup').setDescription('Setup card (default: random)').setAutocomplete(true))
      .addBooleanOption((o) => o.setName('leaders').setDescription('Play with Leaders & Lore (default: off)'))
      .addBooleanOption((o) => o.setName('second-lore').setDescription('Leaders & Lore variant: everyone drafts a second lore card (default: off)'))
      .addStringOption((o) => o.setName('order').setDescription('Seat order (default: random)')
        .addChoices({ name: 'Random', value: 'random' }, { name: 'As joined', value: 'joined' })))
    .addSubcommand((s) => s.setName('join').setDescription('Join the game in this thread')
      .addStringOption((o) => o.setName('colour').setDescription('Your colour').addChoices(...COLOUR_CHOICES)))
    .addSubcommand((s) => s.setName('leave').setDescription('Leave the lobby in this thread'))
    .addSubcommand((s) => s.setName('start').setDescription('Start the game (host)'))
    .addSubcommand((s) => s.setName('status').setDescription('Whose turn it is and what the game waits for'))
    .addSubcommand((s) => s.setName('map').setDescription('Show the board, or one cluster zoomed in')
      .addIntegerOption((o) => o.setName('cluster').setDescription('Cluster 1-6').setMinValue(1).setMaxValue(6)))
    .addSubcommand((s) => s.setName('hand').setDescription('Your hand (only you see it)'))
    .addSubcommand((s) => s.setName('log').setDescription('Recent moves')
      .addIntegerOption((o) => o.setName('count').setDescription('How many lines (default 15)').setMinValue(1).setMaxValue(40)))
    .addSubcommand((s) => s.setName('undo').setDescription('Take back your last input (before dice, draws or reveals)'))
    .addSubcommand((s) => s.setName('concede').setDescription('Concede the game'))
    .addSubcommand((s) => s.setName('abort').setDescription('Abort the game (host or Manage Threads)'))
    .addSubcommand((s) => s.setName('kick').setDescription('Remove a player; their seat opens (host or Manage Threads)')
      .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true)))
    .addSubcommand((s) => s.setName('replace').setDescription('Hand a seat to someone else (host or Manage Threads)')
      .addUserOption((o) => o.setName('player').setDescription('The player leaving').setRequired(true))
      .addUserOption((o) => o.setName('with').setDescription('The player taking the seat').setRequired(true)))
    .addSubcommand((s) => s.setName('card').setDescription('A card\'s text and official FAQ')
      .addStringOption((o) => o.setName('name').setDescription('Card name').setRequired(true).setAutocomplete(true)))
    .addSubcommand((s) => s.setName('help').setDescription('How to play with this bot'))
    .addSubcommand((s) => s.setName('settings').setDescription('Map posting, reminders and DMs')
      .addStringOption((o) => o.setName('map').setDescription('When to post the board (this game)')
        .addChoices({ name: 'Every turn', value: 'turn' }, { name: 'Every round', value: 'round' }, { name: 'On request', value: 'request' }, { name: 'Every turn, one image edited in place', value: 'edit' }))
      .addIntegerOption((o) => o.setName('reminder').setDescription('Remind me every N hours while I am awaited (0: never)').setMinValue(0).setMaxValue(168))
      .addBooleanOption((o) => o.setName('dms').setDescription('Send me my hand and private prompts by DM')));
  return b.toJSON();
}
