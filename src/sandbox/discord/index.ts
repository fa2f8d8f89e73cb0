// The local Discord-compatible server: `startLocalDiscord()` and the harness types.
export { startLocalDiscord } from './server.ts';
export * from './harness.ts';
