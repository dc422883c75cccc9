import { REST_ROUTES } from '.';
import { openApiDocument } from './openapi';
import { expressPath } from './router';

describe('the REST tables', () => {
  it('declare each method and path once', () => {
    const keys = REST_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name every path parameter in their params schema', () => {
    for (const r of REST_ROUTES) {
      const inPath = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const parsed = r.params.safeParse(Object.fromEntries(inPath.map((p) => [p, 'x'])));
      expect(parsed.success).toBe(true);
    }
  });

  it('turn OpenAPI paths into express paths', () => {
    expect(expressPath('/api/auth/updateUsers/{userId}')).toBe('/api/auth/updateUsers/:userId');
  });

  it('generate an OpenAPI document with a response for each route', () => {
    const doc = openApiDocument(REST_ROUTES);
    for (const r of REST_ROUTES) {
      expect(doc.paths[r.path]?.[r.method.toLowerCase()]).toMatchObject({ responses: expect.any(Object) });
    }
  });
});
