/** Configuration from the environment, validated with zod. Every variable is in .env.example. */
import { z } from 'zod';

const empty = (v: unknown) => (v === '' ? undefined : v);

export const ConfigSchema = z.object({
  DISCORD_TOKEN: z.preprocess(empty, z.string().min(20).optional()),
  DISCORD_APPLICATION_ID: z.preprocess(empty, z.string().regex(/^\d{5,25}$/).optional()),
  DISCORD_DEV_GUILD_ID: z.preprocess(empty, z.string().regex(/^\d{5,25}$/).optional()),
  DATABASE_URL: z.preprocess(empty, z.string().regex(/^postgres(ql)?:\/\//).optional()),
  ARCS_DATA_DIR: z.preprocess(empty, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(empty, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** How often the bot looks for players to remind (seconds). */
  ARCS_REMINDER_CHECK_SECONDS: z.preprocess(empty, z.coerce.number().int().min(10).max(86_400).default(300)),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = ConfigSchema.safeParse(env);
  if (!r.success) {
    // Name the variables, never echo their values (a token may be among them).
    const names = [...new Set(r.error.issues.map((i) => String(i.path[0])))];
    throw new ConfigError(`Invalid configuration: ${names.join(', ')} (see .env.example)`);
  }
  return r.data;
}
