import { z } from 'zod';

/**
 * Every failure the API reports carries one of these codes. The server maps a code to its HTTP
 * status in exactly one place (`errorStatus`), and clients may branch on the code rather than
 * on the message text, which is for people.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The body of every non-2xx answer. `error` repeats `message`: clients written against the
 * original API read the text from `error`, newer ones from `message`.
 */
export const apiErrorSchema = z.object({
  message: z.string().describe('What went wrong, for people; the text the UI shows'),
  error: z.string().describe('The same text as `message`'),
  code: z
    .enum(errorCodes)
    .describe('Stable and machine-readable: clients branch on it, not on the text'),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Validation failures: one entry per failing field (dot path)'),
  requestId: z
    .string()
    .optional()
    .describe('On 500 and 503 answers: the id the server logged the details under'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Builds an error body: `error` always repeats `message`. */
export function apiError(
  code: ErrorCode,
  message: string,
  extra: Pick<ApiError, 'issues' | 'requestId'> = {},
): ApiError {
  const body: ApiError = { message, error: message, code };
  if (extra.issues !== undefined) body.issues = extra.issues;
  if (extra.requestId !== undefined) body.requestId = extra.requestId;
  return body;
}

/** Shown when a failure carries no message of its own (docs/product.md#error-catalogue). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
