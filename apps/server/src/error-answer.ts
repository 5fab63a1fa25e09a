// What an error is answered with (status and contract body), and how it is logged: the error
// handler (http/error-handler.ts) and replies already under way (a stream's error event) share it.
import { type ApiError, apiError, type ErrorCode, errorStatus } from '@grindstone/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unstorableTextMessage } from './db/query-errors';
import { AppError } from './errors';

/** Fastify's own failures that deserve a clearer message than Fastify's, by Fastify error code. */
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

/** The contract's code for any other 4xx a framework part raises (bad URL, 405, 431 …). */
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const isClientError = (status: unknown): status is number =>
  typeof status === 'number' && status >= 400 && status < 500;

function toErrorReply(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiError } {
  const withStatus = (body: ApiError) => ({ status: errorStatus[body.code], body });
  if (error instanceof AppError) {
    return withStatus(apiError(error.code, error.message, { issues: error.issues }));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    const message = issues[0]?.message ?? 'Invalid request';
    return withStatus(apiError('VALIDATION_FAILED', message, { issues }));
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return withStatus(apiError(known.code, known.message));
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return withStatus(apiError('MALFORMED_REQUEST', 'Malformed JSON body'));
  }
  // Any other 4xx from Fastify or a plugin is about the request, so its message is safe to
  // show; it keeps its status and gets the contract's shape instead of Fastify's default body.
  if (isClientError(error.statusCode)) {
    const code = codeForStatus[error.statusCode] ?? 'MALFORMED_REQUEST';
    return { status: error.statusCode, body: apiError(code, error.message) };
  }
  const unstorable = unstorableTextMessage(error);
  if (unstorable) return withStatus(apiError('VALIDATION_FAILED', unstorable));
  return withStatus(
    apiError('INTERNAL', 'Internal server error', { requestId: String(request.id) }),
  );
}

/**
 * The status and body `error` is answered with, logged as every error is: for a reply that is
 * already under way (a stream's error event) as much as for the error handler's own.
 */
export function errorAnswer(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiError } {
  const { status, body } = toErrorReply(error, request);
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
  return { status, body };
}
