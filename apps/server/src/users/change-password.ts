import { type ChangePasswordRequest, passwordMessages } from '@grindstone/contract';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { sessionsRepository } from '../sessions/repository';
import { hashToken } from '../sessions/session-service';
import { hashPassword, verifyPassword } from './password';
import { usersRepository } from './repository';

/**
 * Checks the current password, stores the new one, and revokes every other session of the user
 * in the same transaction — a stolen session must not outlive the password change — while the
 * session making the change (`currentToken`) stays signed in.
 *
 * A wrong current password is a 400 on the field, not a 401: the caller is signed in, and a 401
 * would make clients treat the session as gone.
 */
export async function changePassword(
  db: Database,
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
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    await usersRepository(scoped).setPasswordHash(user.id, passwordHash);
    await sessionsRepository(scoped).deleteOthersOf(user.id, hashToken(currentToken));
  });
}
