import { accountMessages, type DeleteAccountRequest } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError, forbidden } from '../errors';
import { hashToken } from '../sessions/session-service';
import { verifyPassword } from '../users/password';
import type { AccountDeps } from './account-deps';
import { hasPassword } from './unusable-password';

/** A password-less account may delete itself within this long after signing in. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const passwordIssue = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'password', message }]);

/**
 * Deletes the caller's account, once they confirm it is them and not someone holding a session
 * they left open: an account with a password types it; one that only signs in with the OIDC
 * provider (it has no password) must have signed in within the last 10 minutes, which the
 * provider checked. Then the row is scrubbed and everything personal removed in one transaction
 * (accounts-repository.ts `scrub`).
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: UserRow,
  sessionToken: string,
  input: DeleteAccountRequest,
): Promise<void> {
  if (hasPassword(user.passwordHash)) {
    if (!input.password) throw passwordIssue(accountMessages.deletePasswordRequired);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw passwordIssue(accountMessages.deletePasswordWrong);
    }
  } else {
    const startedAt = await deps.accounts.sessionStartedAt(hashToken(sessionToken));
    const now = deps.now().getTime();
    if (!startedAt || now - startedAt.getTime() > RECENT_SIGN_IN_MS) {
      throw forbidden(accountMessages.deleteNeedsRecentSignIn);
    }
  }
  const now = deps.now();
  await deps.inTransaction(({ accounts }) => accounts.scrub(user.id, now));
}
