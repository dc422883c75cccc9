import express from 'express';
import type { AddressInfo } from 'node:net';
import { closeServer, listen } from './http';

/** Decision 0060: a request reaches the app already made with its prototypes, and Express's helpers all work. */
it('serves requests made with the app’s own prototypes, with Express’s helpers and a keep-alive connection', async () => {
  const app = express();
  const seen: boolean[] = [];
  app.get('/hello/:name', (req, res) => {
    seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    res
      .status(201)
      .set('x-name', req.params.name)
      .json({ name: req.params.name, query: req.query.q ?? null });
  });
  const server = await listen(app, 0, '127.0.0.1');
  try {
    const { port } = server.address() as AddressInfo;
    for (const q of ['one', 'two']) {
      const res = await fetch(`http://127.0.0.1:${port}/hello/ann?q=${q}`);
      expect(res.status).toBe(201);
      expect(res.headers.get('x-name')).toBe('ann');
      expect(await res.json()).toEqual({ name: 'ann', query: q });
    }
    expect(seen).toEqual([true, true]);
  } finally {
    await closeServer(server);
  }
});
