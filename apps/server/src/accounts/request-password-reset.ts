import { RESET_LINK_TTL_MINUTES } from '@grindstone/contract';
import type { AccountDeps } from './account-deps';
import { resetPasswordMail } from './account-mails';
import { resetPasswordLink } from './links';
import { type MailLog, sendInBackground } from './send-in-background';

/** Links one address may be sent per hour: enough to retry, too few to flood a mailbox. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * "Forgot password?": mails a single-use link valid for an hour when the address has an account.
 * The caller answers the same 202 whatever happens here, and the mail leaves in the background,
 * so neither the answer nor its timing says whether the address is registered. Per client IP the
 * route is rate limited; per address at most RESET_MAILS_PER_ADDRESS_PER_HOUR links go out.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  emailId: string,
  log: MailLog,
): Promise<void> {
  const { mailer, users, tokens, now } = deps;
  if (!mailer) return;
  const user = await users.findByEmail(emailId);
  if (!user || user.deletedAt) return;
  const hourAgo = new Date(now().getTime() - 60 * 60 * 1000);
  const recent = await tokens.countIssuedSince(user.id, 'password-reset', hourAgo);
  if (recent >= RESET_MAILS_PER_ADDRESS_PER_HOUR) return;
  const token = await issueResetToken(deps, user.id);
  sendInBackground(
    mailer,
    resetPasswordMail(user.email, resetPasswordLink(deps.publicUrl, token)),
    log,
  );
}

/** Also the admin CLI's `reset-link`, for servers without SMTP. */
export function issueResetToken(deps: Pick<AccountDeps, 'tokens' | 'now'>, userId: string) {
  const expiresAt = new Date(deps.now().getTime() + RESET_LINK_TTL_MINUTES * 60 * 1000);
  return deps.tokens.issue(userId, 'password-reset', expiresAt);
}
