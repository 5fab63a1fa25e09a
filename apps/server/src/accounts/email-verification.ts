import { accountMessages, VERIFICATION_LINK_TTL_HOURS } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import type { AccountDeps } from './account-deps';
import { verifyEmailMail } from './account-mails';
import { verifyEmailLink } from './links';
import { invalidLink } from './reset-password';
import { type MailLog, sendInBackground } from './send-in-background';

/** Confirmation links one address may be sent per hour (register and login both send one). */
export const VERIFY_MAILS_PER_ADDRESS_PER_HOUR = 3;

/** Mails a link that confirms the address (unless the hourly allowance is spent). */
export async function sendVerificationLink(
  deps: AccountDeps,
  user: UserRow,
  log: MailLog,
): Promise<void> {
  const { mailer, tokens, now } = deps;
  if (!mailer) return;
  const hourAgo = new Date(now().getTime() - 60 * 60 * 1000);
  if (
    (await tokens.countIssuedSince(user.id, 'email-verification', hourAgo)) >=
    VERIFY_MAILS_PER_ADDRESS_PER_HOUR
  ) {
    return;
  }
  const expiresAt = new Date(now().getTime() + VERIFICATION_LINK_TTL_HOURS * 60 * 60 * 1000);
  const token = await tokens.issue(user.id, 'email-verification', expiresAt);
  sendInBackground(
    mailer,
    verifyEmailMail(user.email, verifyEmailLink(deps.publicUrl, token)),
    log,
  );
}

/** Follows a confirmation link: the address is proven, and the route signs the caller in. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<UserRow> {
  const now = deps.now();
  const userId = await deps.inTransaction(async ({ tokens, accounts }) => {
    const owner = await tokens.consume(token, 'email-verification', now);
    if (owner) await accounts.markEmailVerified(owner, now);
    return owner;
  });
  const user = userId ? await deps.users.findById(userId) : undefined;
  if (!user || user.deletedAt) throw invalidLink(accountMessages.verifyInvalid);
  return user;
}
