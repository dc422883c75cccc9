import type { RedisClient } from '../data/redis';

/**
 * Failure counters in Redis that slow guessing down without locking honest
 * people out: the first few failures cost nothing, then each further try
 * must wait a delay that doubles, and (optionally) a hard lock after many.
 *
 * An attempt is counted *before* the secret is checked, atomically with the
 * check of every counter it touches, so a burst of parallel guesses cannot
 * slip past the count; a success then clears (or gives back) what it took.
 */
export interface ThrottlePolicy {
  /** Failures that cost nothing. */
  free: number;
  /** Wait after the first failure past `free`; doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the counter locks for lockMs (0: never). */
  lockAfter: number;
  lockMs: number;
  /** The counter is forgotten this long after its last failure. */
  windowMs: number;
}

/** A plain limit: `n` tries in a window, then locked until the window ends (no growing waits before). */
export const limitPerWindow = (n: number, windowMs: number): ThrottlePolicy => ({
  free: n,
  baseDelayMs: 0,
  maxDelayMs: 0,
  lockAfter: n,
  lockMs: windowMs,
  windowMs,
});

export interface Counter {
  key: string;
  policy: ThrottlePolicy;
}

export interface Refusal {
  waitMs: number;
  /** The refusal is a hard lock (not a growing delay). */
  locked: boolean;
}

// KEYS: counters. ARGV: now, then per key: free, base, max, lockAfter, lockMs, windowMs.
// Answers {0} and counts the attempt in every counter, or {waitMs, locked} and counts nothing.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local worst, locked = 0, 0
for i, key in ipairs(KEYS) do
  local o = 1 + (i - 1) * 6
  local free, base, max = tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3])
  local lockAfter, lockMs = tonumber(ARGV[o + 4]), tonumber(ARGV[o + 5])
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  local at = tonumber(redis.call('HGET', key, 'at') or '0')
  local wait, hard = 0, 0
  if lockAfter > 0 and n >= lockAfter then
    wait, hard = at + lockMs - now, 1
  elseif n >= free then
    wait = at + math.min(max, base * 2 ^ (n - free)) - now
  end
  if wait > worst then worst, locked = wait, hard end
end
if worst > 0 then return {math.ceil(worst), locked} end
for i, key in ipairs(KEYS) do
  local windowMs = tonumber(ARGV[1 + (i - 1) * 6 + 6])
  redis.call('HINCRBY', key, 'n', 1)
  redis.call('HSET', key, 'at', now)
  redis.call('PEXPIRE', key, windowMs)
end
return {0, 0}
`;

// KEYS: counters to give one attempt back to (a success is not a failure).
const GIVE_BACK = `
for _, key in ipairs(KEYS) do
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  if n > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
return 0
`;

/**
 * Every counter under one hash tag: an attempt counts on several counters
 * (address, account, pair) atomically in one script, and a counter is shared
 * by many kinds of attempt, so on a cluster all of them live in one slot
 * (docs/decisions/0076-redis-cluster.md).
 */
export const counterKey = (key: string) => `{zest:throttle}:${key}`;

export class Throttle {
  constructor(
    private readonly redis: RedisClient,
    /** The clock (tests move it instead of waiting). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt on every counter, or answers why it must wait (and counts nothing). */
  async attempt(counters: readonly Counter[]): Promise<Refusal | null> {
    const now = this.now();
    const args = counters.flatMap(({ policy: p }) => [
      p.free,
      p.baseDelayMs,
      p.maxDelayMs,
      p.lockAfter,
      p.lockMs,
      p.windowMs,
    ]);
    const [waitMs, locked] = (await this.redis.eval(
      ATTEMPT,
      counters.length,
      ...counters.map((c) => counterKey(c.key)),
      now,
      ...args,
    )) as [number, number];
    return waitMs > 0 ? { waitMs, locked: locked === 1 } : null;
  }

  /** Forget these counters (a success by the one who knows the secret). */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map(counterKey));
  }

  /** Take back the attempt counted on these (it was not a failure), keeping earlier failures. */
  async giveBack(keys: readonly string[]): Promise<void> {
    if (keys.length) await this.redis.eval(GIVE_BACK, keys.length, ...keys.map(counterKey));
  }
}

/** "5 seconds", "1 minute", "15 minutes". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
