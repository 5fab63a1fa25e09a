import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from '../users/password';
import type { UsersRepository } from '../users/repository';

/**
 * `npm run admin -- role <email> <role>` (and `promote <email>`, for admin): how an operator
 * grants a role from the shell, the first admin included; admins can also do it in the web app.
 */
export async function grantRole(
  users: UsersRepository,
  email: string,
  role: UserRow['role'],
): Promise<UserRow> {
  const user = await users.findByEmail(email);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', `No user with e-mail ${email}`);
  if (user.role !== role) await users.setRole(user.id, role);
  return { ...user, role };
}

export type BootstrapOutcome = 'created' | 'promoted' | 'unchanged' | 'refused';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start-up: creates that admin on a new install. An existing
 * account is promoted only when its own password is ADMIN_PASSWORD, which proves the operator
 * controls it: otherwise whoever registered that address first (anyone can register any
 * address) would become admin. Such an account is 'refused' and left as it is.
 */
export async function bootstrapAdmin(
  users: UsersRepository,
  email: string,
  password: string,
): Promise<BootstrapOutcome> {
  const existing = await users.findByEmail(email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    if (!(await verifyPassword(password, existing.passwordHash))) return 'refused';
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

/** The start-up step: bootstraps the ADMIN_EMAIL account and says what happened in the log. */
export async function bootstrapAdminAtStart(
  users: UsersRepository,
  email: string,
  password: string,
  log: FastifyBaseLogger,
): Promise<BootstrapOutcome> {
  const outcome = await bootstrapAdmin(users, email, password);
  if (outcome === 'refused') {
    log.error(
      { email, outcome },
      `ADMIN_EMAIL ${email} belongs to an existing account whose password is not ADMIN_PASSWORD, so it was NOT made an admin (anyone can register an address). If that account is yours, promote it deliberately with \`npm run admin -- promote ${email}\`.`,
    );
  } else {
    log.info({ email, outcome }, 'admin account from ADMIN_EMAIL');
  }
  return outcome;
}
