import { FIRST_NAME_MIN_LENGTH } from '@grindstone/contract';
import type { AccountsRepository } from '../accounts/accounts-repository';
import { NO_PASSWORD } from '../accounts/unusable-password';
import type { UserRow } from '../db/schema';
import type { Transaction } from '../db/transaction';
import type { UsersRepository } from '../users/repository';
import type { IdentitiesRepository } from './identities-repository';
import { type OidcIdentity, OidcRefused } from './oidc-client';

export type SsoTransaction = Transaction<{
  users: UsersRepository;
  accounts: AccountsRepository;
  identities: IdentitiesRepository;
}>;

/**
 * The account a provider's sign-in opens, found or made in one transaction:
 * 1. the (issuer, subject) already linked → that account;
 * 2. else an account with the same address, when the provider says it verified the address →
 *    linked to it. If that account never proved its address, whoever chose its password may
 *    not own the mailbox (an account made in someone else's name before they first used
 *    single sign-on), so its password is cleared and its sessions ended: the owner can set one
 *    again with "Forgot password?";
 * 3. else, with a verified address, a new account without a password.
 * A provider that does not vouch for the address opens nothing: addresses are how accounts are
 * told apart here, and an unverified one could be anybody's.
 */
export async function signInWithProvider(
  inTransaction: SsoTransaction,
  identity: OidcIdentity,
  now: Date,
): Promise<UserRow> {
  return inTransaction(async ({ users, accounts, identities }) => {
    const linked = await identities.findUser(identity.issuer, identity.subject);
    if (linked && !linked.deletedAt) return linked;
    if (!identity.email || !identity.emailVerified) {
      throw new OidcRefused('the provider did not vouch for an e-mail address (email_verified)');
    }
    const existing = await users.findByEmail(identity.email);
    if (existing) {
      if (!existing.emailVerifiedAt) {
        await accounts.setPasswordHash(existing.id, NO_PASSWORD);
        await accounts.endAllSessions(existing.id);
        await accounts.markEmailVerified(existing.id, now);
      }
      await identities.link(identity.issuer, identity.subject, existing.id);
      return (await users.findById(existing.id)) ?? existing;
    }
    const created = await users.insert({
      firstName: firstNameFrom(identity),
      email: identity.email,
      passwordHash: NO_PASSWORD,
      role: 'user',
    });
    if (!created) throw new OidcRefused('the address was registered at the same moment');
    await accounts.markEmailVerified(created.id, now);
    await identities.link(identity.issuer, identity.subject, created.id);
    return (await users.findById(created.id)) ?? created;
  });
}

/** The provider's name for the person, or the address's local part, as long as signup allows. */
function firstNameFrom(identity: OidcIdentity): string {
  const name = (identity.name ?? identity.email?.split('@')[0] ?? '').slice(0, 50).trim();
  return name.length >= FIRST_NAME_MIN_LENGTH ? name : 'Learner';
}
