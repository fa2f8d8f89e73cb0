/**
 * Register the /arcs slash command with Discord.
 *   npm run register-commands                 global (release; may take a while to appear)
 *   DISCORD_DEV_GUILD_ID=… npm run register-commands   one guild (development; instant)
 *   npm run register-commands -- --global     global even when DISCORD_DEV_GUILD_ID is set
 * Needs DISCORD_TOKEN and DISCORD_APPLICATION_ID (see .env.example).
 */
import { loadConfig } from '../src/config.ts';
import { registerCommands } from '../src/bot/register.ts';

const config = loadConfig();
if (!config.DISCORD_TOKEN || !config.DISCORD_APPLICATION_ID) {
  process.stderr.write('Set DISCORD_TOKEN and DISCORD_APPLICATION_ID (see .env.example).\n');
  process.exit(2);
}
const guildId = process.argv.includes('--global') ? undefined : config.DISCORD_DEV_GUILD_ID;
const n = await registerCommands({ token: config.DISCORD_TOKEN, applicationId: config.DISCORD_APPLICATION_ID, guildId });
process.stdout.write(`Registered ${n} command(s) ${guildId ? `in guild ${guildId}` : 'globally'}.\n`);
