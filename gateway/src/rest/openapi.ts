import { z } from 'zod';
import { webhookOpenApiPaths } from '../webhooks';
import { errorResponse, type RestRoute } from './table';

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** /api/openapi.json, generated from the same REST tables that serve the paths. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const shape = r.params instanceof z.ZodObject ? (r.params.shape as Record<string, z.ZodType>) : {};
    const bodySchema = schemaOf(r.body) as { type?: string; properties?: object };
    const hasBody = r.method !== 'GET' && bodySchema.properties && Object.keys(bodySchema.properties).length > 0;
    paths[r.path] ??= {};
    paths[r.path]![r.method.toLowerCase()] = {
      summary: r.summary,
      tags: [r.tag],
      operationId: r.operation.toString().match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1],
      security: r.auth === 'account' ? [{ bearer: [] }] : [],
      parameters: Object.entries(shape).map(([name, schema]) => {
        const { $schema: _drop, ...rules } = schemaOf(schema) as Record<string, unknown>;
        return { name, in: 'path', required: true, schema: rules };
      }),
      ...(hasBody ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } } : {}),
      responses: {
        [String(r.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: z.toJSONSchema(r.response, { io: 'output' }) } },
        },
        default: {
          description: 'Error: 400 bad input, 401 not signed in, 403 not yours, 404, 409, 413, 429',
          content: { 'application/json': { schema: z.toJSONSchema(errorResponse) } },
        },
      },
    };
  }
  Object.assign(paths, webhookOpenApiPaths);
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
