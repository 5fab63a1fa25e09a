import { type LoginRequest, userMessages } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { decoyPasswordHash, verifyPassword } from './password';
import type { UsersRepository } from './repository';

/** Unknown e-mail and wrong password fail identically, in message and in time. */
export async function loginUser(users: UsersRepository, input: LoginRequest): Promise<UserRow> {
  const user = await users.findByEmail(input.emailId);
  const valid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', userMessages.invalidCredentials);
  return user;
}
