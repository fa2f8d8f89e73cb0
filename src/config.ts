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
  /** How many bot processes (gateway shards) to run on Discord: a number, or "auto" (Discord's recommendation). Needs DATABASE_URL beyond 1. */
  ARCS_SHARDS: z.preprocess(empty, z.union([z.literal('auto'), z.coerce.number().int().min(1).max(1024)]).default(1)),
  /** Threads drawing images (0: on the main thread); default: CPUs less one, 1 to 4. Read by src/render/pool.ts. */
  ARCS_RENDER_THREADS: z.preprocess(empty, z.coerce.number().int().min(0).max(16).optional()),
}).superRefine((c, ctx) => {
  if (c.ARCS_SHARDS !== 1 && !c.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['ARCS_SHARDS'], message: 'several processes need DATABASE_URL' });
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
