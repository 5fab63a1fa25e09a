import type { ErrorCode } from '@grindstone/contract';

/** Shown when a failure carries no message of its own (docs/product.md#error-catalogue). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** Codes the server sends, plus the two the client gives failures that never reached it. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

export interface ApiIssue {
  path: string;
  message: string;
}

/** A failed API call: the HTTP status (0 when the request never got an answer) and the body. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ApiIssue[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    issues?: ApiIssue[];
    requestId?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.requestId = init.requestId;
  }
}

/** The message a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
