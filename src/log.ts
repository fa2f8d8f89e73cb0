/**
 * Structured logs (pino). Never log hands, deck order, seeds, game state or tokens: log ids,
 * codes, kinds and timings. The redact list is a second line of defence.
 */
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { app: 'arcs-bot' },
    redact: {
      paths: ['token', '*.token', 'seed', '*.seed', 'state', '*.state', 'hand', '*.hand', 'DISCORD_TOKEN', 'databaseUrl', '*.databaseUrl', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
