import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Express, NextFunction, Request, Response } from 'express';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jsonBodyErrors } from './http';
import { requestIdFrom, type Logger } from './log';
import type { Metrics } from './metrics';

const BODY_LIMIT = 100 * 1024;
/** A request slower than this is logged even when it succeeds. */
const SLOW_MS = 1_000;

function readBody(req: Request): Promise<string | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        resolve('too large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > BODY_LIMIT ? 'too large' : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * POST /graphql, the path every cashier tap takes (at the gateway, then in
 * each subgraph), on a short road: the body is read and parsed here (100 kB,
 * the same answers as elsewhere for a body too large or not JSON), Apollo
 * answers, and only a failure or a slow request writes a log line; the
 * duration goes to the metrics either way. Resolvers still get a logger
 * bound to the request id. Everything else keeps the full middleware stack
 * (security headers, a log line per request).
 * See docs/decisions/0024-gateway-speed.md.
 */
export function graphqlPost<C extends object>(o: {
  apollo: ApolloServer<C>;
  context: (req: Request) => Promise<C>;
  log: Logger;
  duration: Metrics['httpDuration'];
  /** The operation budget ahead of Apollo (budgetGate): why a query is refused, or null. */
  budget?: (query: unknown) => string | null;
  /** A road past Apollo for what needs no planning (the gateway's direct road): true when it answered. */
  direct?: (req: Request, res: Response, body: unknown, text: string) => Promise<boolean>;
}) {
  return async (req: Request, res: Response) => {
    const started = process.hrtime.bigint();
    const id = requestIdFrom(req.headers['x-request-id']);
    (req as { id?: string }).id = id;
    req.log = o.log.child({ requestId: id });
    res.setHeader('x-request-id', id);
    const done = () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      o.duration.observe({ method: 'POST', route: '/graphql', status: String(res.statusCode) }, ms / 1000);
      if (res.statusCode >= 400 || ms > SLOW_MS)
        o.log.info(
          { requestId: id, req: { method: 'POST', url: req.url }, res: { statusCode: res.statusCode }, ms },
          'request completed',
        );
    };
    const answer = (status: number, message: string) => {
      res.status(status).json({ success: false, message });
      done();
    };
    const text = await readBody(req);
    if (text === 'too large') return answer(413, 'The request is too large.');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return answer(400, 'The request body is not valid JSON.');
    }
    const overBudget = o.budget?.((body as { query?: unknown } | null)?.query);
    if (overBudget) {
      res.status(400).json({ errors: [{ message: overBudget, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
      return done();
    }
    if (o.direct && (await o.direct(req, res, body, text))) return done();
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const search = req.url.indexOf('?');
    const response = await o.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: search < 0 ? '' : req.url.slice(search), body },
      context: () => o.context(req),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') res.end(response.body.string);
    else {
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
    done();
  };
}

/**
 * Listens with POST /graphql handed straight to the short road, ahead of
 * express's router (its matching walk costs more than the road itself under
 * load); the request and response get express's prototypes first, as express
 * itself gives them, so `req.ip` (trust proxy), `res.json` and the rest
 * behave the same. Every other request, and any other spelling of the path,
 * goes through the app, where the same handler is mounted too.
 */
export function listenWithShortRoad(
  app: Express,
  shortRoad: (req: Request, res: Response) => Promise<void>,
  port: number,
  host: string,
): Promise<Server> {
  const failed = (req: Request, res: Response) => (error: unknown) =>
    jsonBodyErrors(error, req, res, (() => res.destroy()) as NextFunction);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = incoming.url ?? '';
    if (incoming.method !== 'POST' || !(url === '/graphql' || url.startsWith('/graphql?')))
      return app(incoming, outgoing);
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Response['locals'];
    shortRoad(req, res).catch(failed(req, res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
