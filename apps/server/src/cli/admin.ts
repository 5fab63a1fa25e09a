import { promoteToAdmin } from '../admin/promote-admin';
import { ConfigError, loadConfig } from '../config/config';
import { OWNER_ONLY_UMASK } from '../data-dir/owner-only';
import { DatabaseInUseError } from '../db/embedded-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';
import { usersRepository } from '../users/repository';

const usage = 'Usage: npm run admin -- promote <email>';

/** Operator commands against the configured database (same DATA_DIR / DATABASE_URL as the server). */
async function run(args: string[]): Promise<number> {
  // Like the server: what this writes into DATA_DIR is its account's alone.
  process.umask(OWNER_ONLY_UMASK);
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(usage);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const user = await promoteToAdmin(usersRepository(database.db), email);
    console.log(`${user.email} is now an admin.`);
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
