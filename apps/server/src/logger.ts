import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';
import { serializeLoggedError } from './db/query-errors';

/**
 * JSON logs (pino) in production; secrets never reach them: cookies and credentials are redacted,
 * request bodies are not logged at all, and a failed query is logged by kind, never with its
 * parameters or the values the database quotes back (`serializeLoggedError`).
 */
export function createLoggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: serializeLoggedError, req: serializeRequest },
  };
}

/**
 * A request as Fastify logs it, but a video upload's signature in the query (the built-in
 * `upload_url` carries one) is hidden: it lets its holder upload a video for ten minutes. So are
 * the `code` and `state` an OIDC provider sends back to /api/auth/oidc/callback (sso/).
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:signature|code|state)=)[^&]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
