import { userRoles } from '@grindstone/contract';
import { grantRole } from '../admin/promote-admin';
import { ConfigError, loadConfig } from '../config/config';
import { OWNER_ONLY_UMASK } from '../data-dir/owner-only';
import { DatabaseInUseError } from '../db/embedded-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';
import { usersRepository } from '../users/repository';

const usage = [
  'Usage: npm run admin -- promote <email>',
  `       npm run admin -- role <email> <${userRoles.join('|')}>`,
].join('\n');

/** Operator commands against the configured database (same DATA_DIR / DATABASE_URL as the server). */
async function run(args: string[]): Promise<number> {
  // Like the server: what this writes into DATA_DIR is its account's alone.
  process.umask(OWNER_ONLY_UMASK);
  const [command, email, roleName] = args;
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
