import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The one config loader: each process describes its environment as a zod
 * shape and refuses to start with a list of everything that is wrong.
 */
export function loadConfig<T extends z.ZodRawShape>(
  processName: string,
  shape: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<T>> {
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    process.stderr.write(`${processName}: refusing to start, the environment is not valid:\n${lines.join('\n')}\n`);
    process.exit(78);
  }
  return parsed.data;
}

const port = z.coerce.number().int().min(1).max(65535);

/** Environment pieces every process shares. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One Redis server; or REDIS_CLUSTER_NODES for a Redis Cluster (kit/data/redis.ts). */
  REDIS_URL: z.string().url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(/^\s*[^\s:,]+:\d{1,5}\s*(,\s*[^\s:,]+:\d{1,5}\s*)*$/, {
      message: 'REDIS_CLUSTER_NODES must be host:port,host:port,…',
    })
    .optional(),
  REDIS_CLUSTER_PASSWORD: z.string().optional(),
  /** PEM text (production) or a file holding it (the embedded default under .data/keys). */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  /**
   * A secret the gateway and the subgraphs share (32+ characters, inline or a file): with it the
   * gateway's check of a token travels to subgraphs and is not repeated there; without it every
   * subgraph checks every token in full.
   */
  GATEWAY_ASSERTION_KEY: z.string().min(32).optional(),
  GATEWAY_ASSERTION_KEY_FILE: z.string().optional(),
  /**
   * Count each request's database statements per operation on /metrics (statement-count.ts). Off by
   * default: it tracks every promise of the process (async hooks), which costs CPU on every request.
   */
  COUNT_STATEMENTS: z.enum(['true', 'false']).default('false'),
};

/** The shared assertion key from commonEnv, when one is configured. */
export function assertionKey(config: { GATEWAY_ASSERTION_KEY?: string; GATEWAY_ASSERTION_KEY_FILE?: string }) {
  if (config.GATEWAY_ASSERTION_KEY) return config.GATEWAY_ASSERTION_KEY;
  return config.GATEWAY_ASSERTION_KEY_FILE ? readFileSync(config.GATEWAY_ASSERTION_KEY_FILE, 'utf8') : null;
}

export const portEnv = (fallback: number) => port.default(fallback);
/** A port that is not opened unless configured. */
export const optionalPortEnv = () => port.optional();

/** A key given either inline (PEM) or as a file path; inline wins. */
export function readKey(inline: string | undefined, file: string | undefined, what: string): string {
  if (inline && inline.trim()) return inline.replace(/\\n/g, '\n');
  if (file) return readFileSync(file, 'utf8');
  throw new Error(`${what} is not configured: set it inline or as a *_FILE path`);
}
