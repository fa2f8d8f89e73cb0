// The local Discord-compatible server: `startLocalDiscord()`, the harness types, and the
// transcript formatter (one readable line per message).
export { startLocalDiscord } from './server.ts';
export { transcript } from './transcript.ts';
export * from './harness.ts';
export { guildIdForShard } from './snowflake.ts';
