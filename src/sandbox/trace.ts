// Timings of the local table, for bench:table (issue 21: click to result visible). Off unless
// ARCS_TABLE_TRACE=1: then the local Discord server and the page server note what they do and
// when (wall clock, ms, as the page's Date.now()), and the page server hands the notes out at
// GET /api/trace?since=<ms>. For tuning only: nothing reads them to decide anything.
export interface TraceEntry { t: number; what: string }

const on = process.env['ARCS_TABLE_TRACE'] === '1';
const entries: TraceEntry[] = [];
let lagWatch: NodeJS.Timeout | undefined;

export function tracing(): boolean {
  return on;
}

/** Notes `what` now (nothing when tracing is off). */
export function trace(what: string | (() => string)): void {
  if (!on) return;
  entries.push({ t: Date.now(), what: typeof what === 'string' ? what : what() });
  if (entries.length > 20_000) entries.splice(0, 5_000);
  if (!lagWatch) watchLag();
}

/** The notes taken at or after `since` (ms). */
export function traceSince(since: number): TraceEntry[] {
  return entries.filter((e) => e.t >= since);
}

/** Notes each time this process's event loop was held up for more than 15 ms (what else ran then). */
function watchLag(): void {
  let last = performance.now();
  lagWatch = setInterval(() => {
    const now = performance.now();
    if (now - last > 20) entries.push({ t: Date.now(), what: `event loop held ${Math.round(now - last - 5)} ms` });
    last = now;
  }, 5);
  lagWatch.unref();
}
