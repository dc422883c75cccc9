import { z } from 'zod';
import { photoOpenApiPaths } from '../photos';
import { webhookOpenApiPaths } from '../webhooks';
import { errorResponse, type RestRoute } from './table';

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The parameters of one place (path, query string, headers) from its object schema. */
function parametersOf(schema: z.ZodType, place: 'path' | 'query' | 'header') {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return Object.entries(shape).map(([name, field]) => {
    const { $schema: _drop, ...rules } = schemaOf(field) as Record<string, unknown>;
    const required = place === 'path' || !field.safeParse(undefined).success;
    return { name: place === 'header' ? headerName(name) : name, in: place, required, schema: rules };
  });
}

/** idempotency-key → Idempotency-Key (headers are matched without case; documents show them capitalised). */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** /api/openapi.json, generated from the same REST tables that serve the paths. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const bodySchema = schemaOf(r.body) as { type?: string; properties?: object };
    const hasBody = r.method !== 'GET' && bodySchema.properties && Object.keys(bodySchema.properties).length > 0;
    paths[r.path] ??= {};
    paths[r.path]![r.method.toLowerCase()] = {
      summary: r.summary,
      tags: [r.tag],
      operationId: r.operation.toString().match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1],
      security: r.auth === 'account' ? [{ bearer: [] }] : [],
      parameters: [
        ...parametersOf(r.params, 'path'),
        ...(r.query ? parametersOf(r.query, 'query') : []),
        ...(r.headers ? parametersOf(r.headers, 'header') : []),
      ],
      ...(hasBody ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } } : {}),
      responses: {
        [String(r.status ?? 200)]: {
          description: 'Success',
          content: {
            [r.file?.contentType ?? 'application/json']: { schema: z.toJSONSchema(r.response, { io: 'output' }) },
          },
        },
        ...(r.accepted
          ? {
              202: {
                description: 'Accepted: still queued; read the outcome again with the same key',
                content: { 'application/json': { schema: z.toJSONSchema(r.response, { io: 'output' }) } },
              },
            }
          : {}),
        default: {
          description: 'Error: 400 bad input, 401 not signed in, 403 not yours, 404, 409, 413, 429',
          content: { 'application/json': { schema: z.toJSONSchema(errorResponse) } },
        },
      },
    };
  }
  Object.assign(paths, webhookOpenApiPaths, photoOpenApiPaths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Zest POS REST API',
      version: '1.0.0',
      description: 'REST adapters over the federated GraphQL API (/graphql).',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
