import { type ErrorCode, errorStatus } from '@grindstone/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorIssue } from './app-error';

interface ErrorBody {
  message: string;
  code: ErrorCode;
  issues?: ErrorIssue[];
  requestId?: string;
}

/** Fastify's own failures (parsing, limits) that clients can fix, by Fastify error code. */
const frameworkErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_REQUEST', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_REQUEST', message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_REQUEST',
    message: 'Content-Length does not match the body',
  },
};

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return { message: error.message, code: error.code, issues: error.issues };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return { message: issues[0]?.message ?? 'Invalid request', code: 'VALIDATION_FAILED', issues };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return { ...known };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { code: 'MALFORMED_REQUEST', message: 'Malformed JSON body' };
  }
  if (error.statusCode === 429) {
    return { code: 'RATE_LIMITED', message: error.message };
  }
  return { code: 'INTERNAL', message: 'Internal server error', requestId: String(request.id) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error, request);
    if (body.code === 'INTERNAL') {
      // The request id links the client's report to this log line; the stack stays here.
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    }
    if (error instanceof AppError && error.logDetail) {
      // A dependency failed (e.g. the judge): the client gets a generic message and the id.
      request.log.error(
        { code: body.code, detail: error.logDetail, requestId: request.id },
        error.message,
      );
      body.requestId = String(request.id);
    }
    return reply.status(errorStatus[body.code]).send(body);
  });
}

/** Unknown API paths get a JSON 404 instead of the SPA's index.html. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    message: `No API route ${request.method} ${request.url.split('?')[0]}`,
    code: 'NOT_FOUND',
  };
  return reply.status(404).send(body);
}
