/** Registering the slash command: in one guild (development, instant) or globally (release). */
import { REST, Routes } from 'discord.js';
import { arcsCommand } from './commands.ts';

export async function registerCommands(opts: { token: string; applicationId: string; guildId?: string | undefined; api?: string }): Promise<number> {
  const rest = new REST(opts.api ? { api: opts.api } : {}).setToken(opts.token);
  const body = [arcsCommand()];
  const route = opts.guildId ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId) : Routes.applicationCommands(opts.applicationId);
  const res = (await rest.put(route, { body })) as unknown[];
  return res.length;
}
