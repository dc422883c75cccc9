import { EMPLOYEE_ROLES } from '@zest/kit';
import { REST_ROUTES } from '.';
import { openApiDocument } from './openapi';
import { expressPath } from './router';

describe('the REST tables', () => {
  it('declare each method and path once', () => {
    const keys = REST_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name every path parameter in their params schema, and nothing else', () => {
    for (const r of REST_ROUTES) {
      const inPath = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = Object.keys((r.params as unknown as { shape: object }).shape).sort();
      expect([r.path, declared]).toEqual([r.path, inPath]);
    }
  });

  it('turn OpenAPI paths into express paths', () => {
    expect(expressPath('/api/auth/updateUsers/{userId}')).toBe('/api/auth/updateUsers/:userId');
  });

  it('state the real rules in /api/openapi.json: lengths, formats, patterns, enums', () => {
    const doc = openApiDocument(REST_ROUTES) as unknown as {
      paths: Record<string, Record<string, { parameters: { schema: object }[]; requestBody?: unknown }>>;
    };
    const body = (path: string, method: string) =>
      (doc.paths[path]![method]!.requestBody as { content: { 'application/json': { schema: { properties: object } } } })
        .content['application/json'].schema.properties as Record<string, Record<string, unknown>>;
    const signUp = body('/api/auth/signup', 'post');
    expect(signUp.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 200 });
    expect(JSON.stringify(signUp.email)).toContain('pattern');
    const restaurant = body('/api/restaurant/createRestaurants/{userId}', 'post');
    expect(restaurant.security_pin).toMatchObject({ pattern: '^\\d{4,6}$' });
    expect(JSON.stringify(restaurant.time_zone)).toContain('America/New_York');
    expect(JSON.stringify(restaurant.delivery_charge)).toContain('"multipleOf":0.01');
    const employee = body('/api/employee/createEmpolyeeProfile', 'post');
    expect(employee.role).toMatchObject({ enum: EMPLOYEE_ROLES });
    // Path ids are UUIDs; every string refuses control characters.
    const params = doc.paths['/api/menu/{restaurantId}']!.get!.parameters;
    expect(params[0]!.schema).toMatchObject({ type: 'string', pattern: expect.stringContaining('[0-9a-f]{8}') });
    expect((body('/api/auth/contact', 'post').message as { pattern: string }).pattern).toContain('\\u0000-\\u0008');
  });

  it('generate an OpenAPI document with a response and an operation id for each route', () => {
    const doc = openApiDocument(REST_ROUTES);
    const ids = REST_ROUTES.map((r) => {
      const operation = doc.paths[r.path]?.[r.method.toLowerCase()] as { operationId?: string };
      expect(operation).toMatchObject({ responses: expect.any(Object), operationId: expect.any(String) });
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });
});
