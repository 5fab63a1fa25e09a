import type { Config } from '../config/config';
import type { Database } from '../db/client';
import { transaction } from '../db/transaction';
import { usersRepository } from '../users/repository';
import type { AccountDeps } from './account-deps';
import { accountsRepository } from './accounts-repository';
import { exportRepository } from './export-repository';
import { createMailer } from './mailer';
import { accountTokensRepository } from './tokens-repository';

/**
 * The accounts feature's repositories and mailer, built once by the composition root (compose.ts)
 * and by the admin CLI, which are the only callers.
 */
export function accountServices(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>,
  db: Database,
  now: () => Date = () => new Date(),
): AccountDeps & { exports: ReturnType<typeof exportRepository> } {
  return {
    users: usersRepository(db),
    tokens: accountTokensRepository(db),
    accounts: accountsRepository(db),
    inTransaction: transaction(db, (scoped) => ({
      tokens: accountTokensRepository(scoped),
      accounts: accountsRepository(scoped),
    })),
    mailer: createMailer(config),
    // Required with SMTP_URL (config.ts); the CLI's links fall back to this machine's address.
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    now,
    exports: exportRepository(db),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;
