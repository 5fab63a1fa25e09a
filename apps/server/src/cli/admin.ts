import { RESET_LINK_TTL_MINUTES, userRoles } from '@grindstone/contract';
import { resetPasswordLink } from '../accounts/links';
import { issueResetToken } from '../accounts/request-password-reset';
import { accountTokensRepository } from '../accounts/tokens-repository';
import { grantRole } from '../admin/promote-admin';
import { type Config, ConfigError, loadConfig } from '../config/config';
import { OWNER_ONLY_UMASK } from '../data-dir/owner-only';
import { DatabaseInUseError } from '../db/embedded-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';
import { usersRepository } from '../users/repository';

const usage = [
  'Usage: npm run admin -- promote <email>',
  `       npm run admin -- role <email> <${userRoles.join('|')}>`,
  '       npm run admin -- reset-link <email>   (a password-reset link, for servers without SMTP)',
].join('\n');

/** Operator commands against the configured database (same DATA_DIR / DATABASE_URL as the server). */
async function run(args: string[]): Promise<number> {
  // Like the server: what this writes into DATA_DIR is its account's alone.
  process.umask(OWNER_ONLY_UMASK);
  const [command, email, roleName] = args;
  if (command === 'reset-link' && email) return printResetLink(email);
  const role = command === 'promote' ? 'admin' : userRoles.find((known) => known === roleName);
  if (!email || !role || (command !== 'promote' && command !== 'role')) {
    console.error(usage);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const user = await grantRole(usersRepository(database.db), email, role);
    console.log(`${user.email} is now ${role === 'user' ? 'a learner' : `an ${role}`}.`);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Without SMTP nobody can be mailed a link, so the operator hands one over: it is the same
 * single-use, one-hour link "Forgot password?" mails. The link alone goes to stdout.
 */
async function printResetLink(email: string): Promise<number> {
  const config: Config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const user = await usersRepository(database.db).findByEmail(email);
    if (!user || user.deletedAt) {
      console.error(`No user with e-mail ${email}`);
      return 1;
    }
    const tokens = accountTokensRepository(database.db);
    const token = await issueResetToken({ tokens, now: () => new Date() }, user.id);
    console.error(
      `A password-reset link for ${user.email}, valid once for ${RESET_LINK_TTL_MINUTES} minutes; give it to its owner only:`,
    );
    console.log(resetPasswordLink(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, token));
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known =
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
