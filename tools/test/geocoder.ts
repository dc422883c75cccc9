import { createServer, type Server } from 'node:http';

/** What the fake geocoder does with one search: answer places (Nominatim's /search JSON), fail, or be slow. */
export type GeocoderReply = { places: unknown[] } | { status: number } | { delayMs: number; places: unknown[] };

export interface FakeGeocoder {
  /** Every search asked, as its URL. */
  asked: URL[];
  /** The searches whose text (q) holds this. */
  askedFor: (text: string) => URL[];
  close: () => Promise<void>;
}

/**
 * A geocoding service on 127.0.0.1 that a suite runs for itself, answering each search by its text (q):
 * the orders service it is pointed at (ADDRESS_SUGGEST_URL) asks it instead of anyone outside. One
 * listener per port: a suite that needs answers of its own takes a port of its own (tools/test/ports.ts).
 */
export async function startFakeGeocoder(port: number, reply: (q: string) => GeocoderReply): Promise<FakeGeocoder> {
  const asked: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://geocoder');
    asked.push(url);
    const answer = reply(url.searchParams.get('q') ?? '');
    const send = (places: unknown[]) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(places));
    };
    if ('status' in answer) {
      res.statusCode = answer.status;
      res.end('unavailable');
    } else if ('delayMs' in answer) {
      const timer = setTimeout(() => send(answer.places), answer.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else send(answer.places);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    asked,
    askedFor: (text) => asked.filter((u) => u.searchParams.get('q')?.includes(text)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
