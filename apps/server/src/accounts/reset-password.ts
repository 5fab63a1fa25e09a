import { accountMessages, type ResetPasswordRequest } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { hashPassword } from '../users/password';
import type { AccountDeps } from './account-deps';

export const invalidLink = (message: string = accountMessages.resetInvalid) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'token', message }]);

/**
 * Sets a new password from an e-mailed link. In one transaction: the link is used up (with every
 * other reset link of the account), the password replaced, and every session ended — whoever
 * held one may be why the owner is resetting. Following the link also proves the address. The
 * route then starts a fresh session for the caller.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordRequest,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const userId = await deps.inTransaction(async ({ tokens, accounts }) => {
    const owner = await tokens.consume(input.token, 'password-reset', now);
    if (!owner) return undefined;
    await tokens.useUpAll(owner, 'password-reset', now);
    await accounts.setPasswordHash(owner, passwordHash);
    await accounts.markEmailVerified(owner, now);
    await accounts.endAllSessions(owner);
    return owner;
  });
  const user = userId ? await deps.users.findById(userId) : undefined;
  if (!user || user.deletedAt) throw invalidLink();
  return user;
}
