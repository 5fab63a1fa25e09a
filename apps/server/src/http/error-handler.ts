import { apiError } from '@grindstone/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { errorAnswer } from '../error-answer';
import { AppError } from '../errors';
import { PERMISSIONS_POLICY } from './permissions-policy';

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error, request);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Failures Fastify answers before routing, bypassing the error handler unless this option is
 * given (a URL that does not decode, an over-long parameter): the same shape as everything else.
 * No hook runs for them, so Permissions-Policy is set here.
 */
export const routingErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) =>
  sendError(error, request, reply.header('permissions-policy', PERMISSIONS_POLICY));

/** Unknown API paths get a JSON 404 instead of the SPA's index.html. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = `No API route ${request.method} ${request.url.split('?')[0]}`;
  return reply.status(404).send(apiError('NOT_FOUND', message));
}
