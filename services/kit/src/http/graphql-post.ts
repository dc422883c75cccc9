import { HeaderMap, type ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { redactedUrl, requestIdFrom, type Logger } from '../core/log';
import { NOT_JSON, TOO_LARGE } from '../core/messages';
import type { Metrics } from '../ops/metrics';

const BODY_LIMIT = 100 * 1024;
/** A request slower than this is logged even when it succeeds. */
const SLOW_MS = 1_000;

/**
 * Set by a subgraph on an answer with data and no errors (`cleanAnswers`):
 * the gateway's direct road passes only such an answer through unparsed and
 * hands any other to the planned road. A header, so nothing depends on where
 * Apollo writes `errors` in the JSON.
 */
export const CLEAN_ANSWER_HEADER = 'x-zest-clean';

/** The subgraphs' Apollo plugin that marks a clean answer (CLEAN_ANSWER_HEADER), and every answer uncacheable. */
export const cleanAnswers: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (data && !errors?.length) response.http.headers.set(CLEAN_ANSWER_HEADER, '1');
      },
    };
  },
};

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

/** A request that is read already: its parsed body and the text it came as (null for a GET). */
export interface GraphQLBody {
  body: unknown;
  text: string | null;
}

/**
 * /graphql (GET and POST), the path every cashier tap takes, at the gateway
 * and in each subgraph: the one way into Apollo over HTTP. Mounted first in
 * the app, ahead of the logging and security middleware: the body is read
 * and parsed here (100 kB, the same answers as elsewhere for a body too
 * large or not JSON), an operation over budget is refused before Apollo
 * validates it, and only a failure or a slow request writes a log line; the
 * duration goes to the metrics either way. Resolvers still get a logger
 * bound to the request id.
 * See docs/decisions/0024-gateway-speed.md and 0036-direct-road-safe.md.
 */
export function graphqlHandler<C extends object>(o: {
  apollo: ApolloServer<C>;
  context: (req: Request) => Promise<C>;
  log: Logger;
  duration: Metrics['httpDuration'];
  /** The operation budget ahead of Apollo (budgetGate): why a query is refused, or null. */
  budget?: (query: unknown) => string | null;
  /** Runs each request counting its database statements (a subgraph's; statement-count.ts). */
  measure?: <T>(work: () => Promise<T>) => Promise<T>;
  /** A road past Apollo for what needs no planning (the gateway's direct road): true when it answered. */
  direct?: (req: Request, res: Response, read: GraphQLBody) => Promise<boolean>;
}) {
  return async (req: Request, res: Response) => {
    const started = process.hrtime.bigint();
    const id = requestIdFrom(req.headers['x-request-id']);
    req.id = id;
    req.log = o.log.child({ requestId: id });
    res.setHeader('x-request-id', id);
    const read = req.method === 'POST' ? await readJson(req) : { body: undefined, text: null };
    if ('refusal' in read) res.status(read.refusal.status).json({ success: false, message: read.refusal.message });
    else if (!(await refusedOverBudget(read, res)) && !(o.direct && (await o.direct(req, res, read))))
      await (o.measure ? o.measure(() => runApollo(req, res, read.body)) : runApollo(req, res, read.body));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    o.duration.observe({ method: req.method, route: '/graphql', status: String(res.statusCode) }, ms / 1000);
    if (res.statusCode >= 400 || ms > SLOW_MS)
      o.log.info(
        {
          requestId: id,
          req: { method: req.method, url: redactedUrl(req.url ?? '') },
          res: { statusCode: res.statusCode },
          ms,
        },
        'request completed',
      );
  };

  async function refusedOverBudget(read: GraphQLBody, res: Response): Promise<boolean> {
    const overBudget = o.budget?.((read.body as { query?: unknown } | null | undefined)?.query);
    if (!overBudget) return false;
    res.status(400).json({ errors: [{ message: overBudget, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    return true;
  }

  async function runApollo(req: Request, res: Response, body: unknown) {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const search = req.url.indexOf('?');
    const response = await o.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers, search: search < 0 ? '' : req.url.slice(search), body },
      context: () => o.context(req),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') res.end(response.body.string);
    else {
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
  }
}

async function readJson(req: Request): Promise<GraphQLBody | { refusal: { status: number; message: string } }> {
  const text = await readBody(req);
  if (text === 'too large') return { refusal: { status: 413, message: TOO_LARGE } };
  try {
    return { body: text ? JSON.parse(text) : {}, text };
  } catch {
    return { refusal: { status: 400, message: NOT_JSON } };
  }
}
