/**
 * `npm run bench`: the floor under any Node gateway — a proxy that does no
 * gateway work at all (no token, no plan, no log line), only the extra hop:
 * it reads the body, posts it to the subgraph on a keep-alive pool and
 * streams the answer back. The menu bench reads the whole menu through it
 * beside the gateway and the subgraph, so the gateway's share of a big read
 * is told apart from what the hop itself costs on this machine.
 *   node --import tsx tools/bench/bare-proxy.ts PORT SUBGRAPH_URL
 * Prints "listening" once it answers; SIGTERM stops it.
 */
import { createServer } from 'node:http';
import { Agent, request } from 'undici';

const port = Number(process.argv[2]);
const target = process.argv[3]!;
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    request(target, { method: 'POST', headers, body: Buffer.concat(chunks), dispatcher: agent }).then(
      (answer) => {
        const length = answer.headers['content-length'];
        res.writeHead(answer.statusCode, {
          'content-type': 'application/json; charset=utf-8',
          ...(typeof length === 'string' ? { 'content-length': length } : {}),
        });
        answer.body.pipe(res);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
});
server.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
process.once('SIGTERM', () => {
  server.close();
  void agent.close();
  server.closeAllConnections();
});
