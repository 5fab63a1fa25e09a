import { accountsRepository } from '../accounts/accounts-repository';
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import { transaction } from '../db/transaction';
import { usersRepository } from '../users/repository';
import { identitiesRepository } from './identities-repository';
import { type OidcClient, oidcClient } from './oidc-client';
import type { SsoTransaction } from './sign-in-with-provider';

export interface SsoServices {
  /** Null unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  oidc: OidcClient | null;
  inTransaction: SsoTransaction;
}

/** Built once by the composition root (compose.ts). */
export function ssoServices(
  config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL'>,
  db: Database,
): SsoServices {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = config;
  // config.ts requires all three together, and PUBLIC_URL with them.
  const oidc =
    OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET && PUBLIC_URL
      ? oidcClient({
          issuer: OIDC_ISSUER,
          clientId: OIDC_CLIENT_ID,
          clientSecret: OIDC_CLIENT_SECRET,
          redirectUri: `${PUBLIC_URL}/api/auth/oidc/callback`,
        })
      : null;
  return {
    oidc,
    inTransaction: transaction(db, (scoped) => ({
      users: usersRepository(scoped),
      accounts: accountsRepository(scoped),
      identities: identitiesRepository(scoped),
    })),
  };
}
