/**
 * How much a render thread lowers its own priority (a Linux nice value, 0 to 19): ARCS_RENDER_NICE,
 * default 10. Kept apart from ./pool.ts so the worker reads it without loading the pool.
 */
export function renderNice(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.ARCS_RENDER_NICE;
  if (v !== undefined && /^\d+$/.test(v)) return Math.min(Number(v), 19);
  return 10;
}
