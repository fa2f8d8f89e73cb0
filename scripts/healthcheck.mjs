// Docker HEALTHCHECK (see Dockerfile): exits 0 when the bot is healthy, 1 otherwise.
// - Local table (no DISCORD_TOKEN): the page answers /healthz with 200 while the bot is
//   connected to the local Discord server.
// - On Discord: ARCS_HEALTH_URL, when set, must answer 2xx; otherwise the check passes while the
//   process runs (Docker restarts a bot that exits).
/* global fetch, AbortSignal */
import process from 'node:process';

const url = process.env.ARCS_HEALTH_URL
  || (process.env.DISCORD_TOKEN ? '' : `http://127.0.0.1:${process.env.ARCS_TABLE_PORT || '8787'}/healthz`);
if (!url) process.exit(0);
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
