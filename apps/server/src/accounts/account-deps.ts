import type { Transaction } from '../db/transaction';
import type { UsersRepository } from '../users/repository';
import type { AccountsRepository } from './accounts-repository';
import type { Mailer } from './mailer';
import type { AccountTokensRepository } from './tokens-repository';

/** What the account use cases work with; account-service.ts builds it once. */
export interface AccountDeps {
  users: UsersRepository;
  tokens: AccountTokensRepository;
  accounts: AccountsRepository;
  /** The writes that must land together (a reset, a confirmation, a deletion). */
  inTransaction: Transaction<{ tokens: AccountTokensRepository; accounts: AccountsRepository }>;
  /** Null without SMTP_URL: nothing is mailed. */
  mailer: Mailer | null;
  /** PUBLIC_URL (required with SMTP_URL): where the links in mails point. */
  publicUrl: string;
  now: () => Date;
}
