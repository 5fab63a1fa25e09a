import type { RegisterRequest } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { hashPassword } from './password';
import type { UsersRepository } from './repository';

/**
 * Creates a learner account; the role is always 'user' whatever the request says.
 *
 * A taken e-mail does the same work as a new one — the password is hashed (the slow part, same
 * scrypt cost) and the insert is tried, the unique index deciding — so the answer's timing
 * tells nothing the 409 does not.
 */
export async function registerUser(
  users: UsersRepository,
  input: RegisterRequest,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const created = await users.insert({
    firstName: input.firstName,
    email: input.emailId,
    passwordHash,
    role: 'user',
  });
  if (!created) throw emailTaken();
  return created;
}

const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists', [
    { path: 'emailId', message: 'An account with this email already exists' },
  ]);
