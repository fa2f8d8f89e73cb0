// Discord Snowflakes: milliseconds since the Discord epoch in the top 42 bits, then worker,
// process and an increment. Ours are strictly increasing within the process, so sorting ids
// sorts by creation (message order, pagination with before/after).
const DISCORD_EPOCH = 1420070400000n;
let lastMs = 0n;
let increment = 0n;

export function snowflake(now: number = Date.now()): string {
  let ms = BigInt(now) - DISCORD_EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    increment += 1n;
    if (increment > 4095n) {
      ms += 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastMs = ms;
  return ((ms << 22n) | (1n << 17n) | increment).toString();
}

/** Milliseconds since 1970 encoded in a Snowflake. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

export function compareSnowflakes(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A new snowflake whose shard, of `count`, is `shard` (Discord: (id >> 22) % count). */
export function guildIdForShard(shard: number, count: number): string {
  const id = BigInt(snowflake());
  const ms = id >> 22n;
  const n = BigInt(count);
  const add = (BigInt(shard) - (ms % n) + n) % n;
  return (((ms + add) << 22n) | (id & 0x3fffffn)).toString();
}
