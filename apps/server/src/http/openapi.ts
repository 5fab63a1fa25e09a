import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@grindstone/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../version';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const errorResponse = {
  description:
    'Error: `{message, error, code, issues?, requestId?}` (`error` repeats `message`; clients branch on `code`)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

type Operations = Record<string, { responses?: Record<string, unknown> } | undefined>;
interface OpenApiDocument {
  paths?: object;
  components?: { schemas?: object };
}

/**
 * Every operation can fail with the one error body, which routes do not list in their response
 * schemas (those also serialise successes): documented here once, as 4XX and 5XX answers of
 * every operation that does not describe its own.
 */
export function withErrorResponses<Document extends OpenApiDocument>(document: Document): Document {
  const { $schema: _, ...apiError } = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });
  for (const pathItem of Object.values((document.paths ?? {}) as Record<string, Operations>)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.responses ??= {};
      for (const range of ['4XX', '5XX']) operation.responses[range] ??= errorResponse;
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ApiError: apiError },
    },
  };
}

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with, so it
 * cannot drift. JSON at /api/openapi.json, a browsable UI (served locally) at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grindstone API',
        description: 'The HTTP API of the Grindstone coding-practice platform.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'grindstone_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withErrorResponses(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  // No `staticCSP`: its policy says upgrade-insecure-requests, so a browser reaching the server
  // by name over plain HTTP asks for the page's scripts over HTTPS, which is not there, and the
  // page stays blank. The app's own policy (helmet, in app.ts) covers the page: scripts and
  // styles from 'self', inline styles, data: images.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
