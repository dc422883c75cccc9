import { request } from 'node:http';
import { TEST_PORTS, testPort } from '../../tools/test/ports';
import { startExtraGateway, type ExtraService } from '../../tools/test/processes';
import { followPath, type Follower } from '../../tools/test/streams';
import { newTenant, type Tenant } from '../../tools/test/tenants';

/**
 * A gateway process stopped with SIGTERM (docs/decisions/0078-the-gateway-across-replicas.md), with live
 * streams open, as a rolling update or a scale-down stops one replica: readiness says 503 at once, a new
 * stream is refused 503 with Retry-After, each open stream is told to come back after a delay of its own
 * (an SSE `retry:`) and closed, a request in flight is answered, and the process exits 0.
 */
const STREAMS = 8;
let gateway: ExtraService;
let t: Tenant;
const ops = `http://127.0.0.1:${testPort('drainingGatewayOps')}`;

beforeAll(async () => {
  [gateway, t] = await Promise.all([
    startExtraGateway(TEST_PORTS.drainingGateway, {
      OPS_PORT: String(testPort('drainingGatewayOps')),
      GATEWAY_DRAIN_SECONDS: '10',
    }),
    newTenant('drain'),
  ]);
});

afterAll(async () => {
  await gateway?.stop();
});

const stream = () => followPath(`/api/order/stream/${t.restaurantId}`, t.cashier, undefined, undefined, gateway.url);

/** A GraphQL request whose body is half sent: in flight until `finish()`, which answers its status and body. */
function halfSent(): { finish(): Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({
    query: 'query($id: ID!) { restaurant(id: $id) { id } }',
    variables: { id: t.restaurantId },
  });
  const req = request(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${t.owner.token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return {
    finish() {
      req.end(body.slice(10));
      return answer;
    },
  };
}

it('on SIGTERM: not ready, no new stream, each open one told to come back after a jittered delay, in-flight answered, exit 0', async () => {
  const open: Follower[] = await Promise.all(Array.from({ length: STREAMS }, stream));
  expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
  // What each was told at connect: 2–6 s, each its own, so screens of a gateway that died come back spread.
  for (let waited = 0; !open.every((s) => s.retries.length) && waited < 100; waited++)
    await new Promise((r) => setTimeout(r, 50));
  for (const s of open) expect(s.retries).toEqual([expect.any(Number)]);
  const atConnect = open.map((s) => s.retries[0]!);
  for (const ms of atConnect) expect(ms).toBeGreaterThanOrEqual(2_000);
  for (const ms of atConnect) expect(ms).toBeLessThanOrEqual(6_000);
  expect(new Set(atConnect).size).toBeGreaterThan(1);
  const ready = await fetch(`${ops}/readyz`);
  expect(ready.status).toBe(200);
  const inFlight = halfSent();

  process.kill(gateway.pid, 'SIGTERM');
  // Readiness answers 503 at once: the balancer stops sending new work.
  let readiness: Response;
  do readiness = await fetch(`${ops}/readyz`);
  while (readiness.status === 200);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toMatchObject({ ready: false, checks: { process: false } });
  // A new stream is refused, to be opened again (at another replica).
  const refused = await stream();
  expect(refused.status).toBe(503);
  expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  // The request in flight is answered in full.
  const answered = await inFlight.finish();
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.body)).toEqual({ data: { restaurant: { id: t.restaurantId } } });

  // Each open stream was told when to come back, then ended by the server.
  await Promise.all(open.map((s) => s.ended));
  const comeBack = open.map((s) => s.retries.slice(1));
  for (const told of comeBack) {
    expect(told).toHaveLength(1);
    expect(told[0]).toBeGreaterThanOrEqual(1_000);
    expect(told[0]).toBeLessThanOrEqual(10_000);
  }
  // Not one delay for all: the screens come back spread out.
  expect(new Set(comeBack.flat()).size).toBeGreaterThan(1);
  expect(await gateway.exited).toBe(0);
});
