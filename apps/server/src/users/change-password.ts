import { type ChangePasswordRequest, passwordMessages } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { AppError } from '../errors';
import type { SessionsRepository } from '../sessions/repository';
import { hashToken } from '../sessions/session-service';
import { hashPassword, verifyPassword } from './password';
import type { UsersRepository } from './repository';

/** The two writes of a password change, made in one transaction. */
export type PasswordChangeTransaction = Transaction<{
  users: Pick<UsersRepository, 'setPasswordHash'>;
  sessions: Pick<SessionsRepository, 'deleteOthersOf'>;
}>;

/**
 * Checks the current password, stores the new one, and revokes every other session of the user
 * in the same transaction — a stolen session must not outlive the password change — while the
 * session making the change (`currentToken`) stays signed in.
 *
 * A wrong current password is a 400 on the field, not a 401: the caller is signed in, and a 401
 * would make clients treat the session as gone.
 */
export async function changePassword(
  inTransaction: PasswordChangeTransaction,
  user: UserRow,
  currentToken: string,
  input: ChangePasswordRequest,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('VALIDATION_FAILED', passwordMessages.currentWrong, [
      { path: 'currentPassword', message: passwordMessages.currentWrong },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(async ({ users, sessions }) => {
    await users.setPasswordHash(user.id, passwordHash);
    await sessions.deleteOthersOf(user.id, hashToken(currentToken));
  });
}
