import type { RegisterRequest } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/app-error';
import { hashPassword } from './password';
import type { UsersRepository } from './repository';

/** Creates a learner account; the role is always 'user' whatever the request says. */
export async function registerUser(
  users: UsersRepository,
  input: RegisterRequest,
): Promise<UserRow> {
  if (await users.findByEmail(input.emailId)) throw emailTaken();
  const created = await users.insert({
    firstName: input.firstName,
    email: input.emailId,
    passwordHash: await hashPassword(input.password),
    role: 'user',
  });
  if (!created) throw emailTaken();
  return created;
}

const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists', [
    { path: 'emailId', message: 'An account with this email already exists' },
  ]);
