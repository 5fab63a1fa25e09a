import type { RegisterRequest } from '@grindstone/contract';
import { hashPassword } from '../users/password';
import type { AccountDeps } from './account-deps';
import { alreadyRegisteredMail } from './account-mails';
import { sendVerificationLink } from './email-verification';
import { type MailLog, sendInBackground } from './send-in-background';

/**
 * Register with REQUIRE_EMAIL_VERIFICATION: the answer is the same 202 for a new and a taken
 * address, and only the mailbox learns which it was. A new address gets an unconfirmed account
 * and a confirmation link; a taken one a mail saying so (or, if that account was never
 * confirmed, a fresh link: its first mail may have been lost). Both paths hash the password (the
 * slow part) and send in the background, so the timing matches too.
 */
export async function registerWithVerification(
  deps: AccountDeps,
  input: RegisterRequest,
  log: MailLog,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const created = await deps.users.insert({
    firstName: input.firstName,
    email: input.emailId,
    passwordHash,
    role: 'user',
  });
  if (created) return sendVerificationLink(deps, created, log);
  const existing = await deps.users.findByEmail(input.emailId);
  if (!existing || !deps.mailer) return;
  if (!existing.emailVerifiedAt) return sendVerificationLink(deps, existing, log);
  sendInBackground(deps.mailer, alreadyRegisteredMail(existing.email, deps.publicUrl), log);
}
