import {
  type ApiErrorCode,
  type ApiIssue,
  ApiRequestError,
  FALLBACK_ERROR_MESSAGE,
} from './ApiRequestError';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is ApiIssue =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

/**
 * Maps a non-2xx answer to an ApiRequestError. The body is `{message, code, issues?, requestId?}`
 * per the contract, but anything else (an HTML proxy error page, an empty body) still yields a
 * readable error with the generic message.
 */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : FALLBACK_ERROR_MESSAGE;
  const code =
    typeof record.code === 'string' && record.code !== ''
      ? (record.code as ApiErrorCode)
      : 'UNKNOWN';
  return new ApiRequestError({
    status,
    code,
    message,
    issues: readIssues(record.issues),
    ...(typeof record.requestId === 'string' ? { requestId: record.requestId } : {}),
  });
}

/** The error for a request that never got an answer (offline, server down, CORS). */
export function networkError(): ApiRequestError {
  return new ApiRequestError({ status: 0, code: 'NETWORK_ERROR', message: FALLBACK_ERROR_MESSAGE });
}

/** The error a failed answer carries, read from its body (JSON per the contract, or anything). */
export async function errorOfResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return errorFromResponse(response.status, parsed);
}
