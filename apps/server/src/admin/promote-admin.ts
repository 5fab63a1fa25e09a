import type { UserRow } from '../db/schema';
import { AppError } from '../http/app-error';
import { hashPassword } from '../users/password';
import type { UsersRepository } from '../users/repository';

/** `npm run admin -- promote <email>`: the only way besides ADMIN_EMAIL to grant the role. */
export async function promoteToAdmin(users: UsersRepository, email: string): Promise<UserRow> {
  const user = await users.findByEmail(email);
  if (!user) throw new AppError('NOT_FOUND', `No user with e-mail ${email}`);
  if (user.role !== 'admin') await users.setRole(user.id, 'admin');
  return { ...user, role: 'admin' };
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start-up: creates that admin, or promotes the existing
 * account. An existing account keeps its own password: the variable only seeds new installs.
 */
export async function bootstrapAdmin(
  users: UsersRepository,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await users.findByEmail(email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await users.setRole(existing.id, 'admin');
    return 'promoted';
  }
  await users.insert({
    firstName: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  return 'created';
}
