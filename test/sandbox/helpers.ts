// Starts the local Discord server and a real discord.js client logged into it.
import { Client, GatewayIntentBits, Partials } from 'discord.js';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/sandbox/discord/index.ts';

export interface Harness {
  discord: LocalDiscord;
  client: Client;
  close(): Promise<void>;
}

export async function startWithClient(opts: LocalDiscordOptions = {}): Promise<Harness> {
  const discord = await startLocalDiscord({ port: 0, ...opts });
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    ...discord.clientOptions(),
  });
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(discord.botToken);
  await ready;
  await discord.waitForBot();
  return {
    discord,
    client,
    async close() {
      await client.destroy();
      await discord.close();
    },
  };
}

/** A 1×1 PNG for attachment tests. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
