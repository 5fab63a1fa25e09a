import type { ErrorCode } from '@grindstone/contract';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type use cases throw; the error handler turns it into `{message, error, code, issues?}`. */
export class AppError extends Error {
  /**
   * What went wrong behind a 5xx, for the operator: the error handler logs it with the request
   * id, and it never reaches the client (it may name host paths or internal failures).
   */
  logDetail?: string;

  /** Sent as `Retry-After` (seconds) when the failure is temporary and a retry will do. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue') =>
  new AppError('UNAUTHENTICATED', message);
/** Every rate limit's 429, in one wording; `after` reads like "42 seconds". */
export const tooManyRequests = (after: string) =>
  new AppError('RATE_LIMITED', `Too many requests. Please try again in ${after}.`);
