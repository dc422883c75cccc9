/** What the k6 benches share: the demo account's token, and stages run one after another. */
import { fail } from 'k6';
import http from 'k6/http';

export const DEMO = { email: 'demo@zestpos.app', password: 'zest-demo' };

/** Signs the demo account in (setup()); the bench stops with the answer when it cannot. */
export function demoToken(baseUrl: string): string {
  const res = http.post(`${baseUrl}/api/auth/signin`, JSON.stringify(DEMO), {
    headers: { 'Content-Type': 'application/json' },
    tags: { name: 'POST /api/auth/signin' },
  });
  let token: unknown;
  try {
    token = (JSON.parse(String(res.body)) as { token?: unknown }).token;
  } catch {
    token = undefined;
  }
  if (res.status !== 200 || typeof token !== 'string') {
    fail(`Signing in the demo account at ${baseUrl} failed (HTTP ${res.status}): ${String(res.body).slice(0, 200)}`);
  }
  return token as string;
}

export interface Stage {
  name: string;
  exec: string;
  vus: number;
  seconds: number;
}

/**
 * The scenarios: a warm-up, then each stage in turn, a second apart, so no two measure at once (their
 * numbers would share the machine).
 */
export function inTurn(warmup: Omit<Stage, 'name'>, stages: readonly Stage[]): Record<string, object> {
  const out: Record<string, object> = {};
  let start = 0;
  for (const s of [{ name: 'warmup', ...warmup }, ...stages]) {
    out[s.name] = {
      executor: 'constant-vus',
      vus: s.vus,
      duration: `${s.seconds}s`,
      startTime: `${start}s`,
      exec: s.exec,
      gracefulStop: '1s',
    };
    start += s.seconds + 1;
  }
  return out;
}
