import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';

/**
 * JSON logs (pino) in production; secrets never reach them: cookies and credentials are redacted
 * and request bodies are not logged at all.
 */
export function createLoggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}
