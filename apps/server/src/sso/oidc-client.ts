import * as client from 'openid-client';
import type { OidcFlow } from './flow-cookie';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `<PUBLIC_URL>/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
}

/** What the provider vouches for about the person, from the verified ID token. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** Why a callback was refused, for the log (the person sees one generic message). */
export class OidcRefused extends Error {
  override name = 'OidcRefused';
}

/**
 * The relying party, with openid-client (v6): discovery of the provider's endpoints and keys,
 * the authorization code flow with PKCE (S256), and at the callback the checks of `state`, of the
 * `iss` of the response, and of the ID token: its signature against the provider's published
 * keys (openid-client skips that for tokens fetched over TLS unless asked, and we ask: a key
 * we verify is a check we can see), issuer, audience (our client id), expiry and `nonce`.
 *
 * Discovery happens at the first sign-in, not at start-up, so a provider that is down does not
 * stop the server; a failed discovery is retried by the next sign-in.
 */
export function oidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(settings.issuer);

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        issuerUrl,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          // config.ts accepts http:// only for a provider on localhost.
          execute: [
            client.enableNonRepudiationChecks,
            ...(issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : []),
          ],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    issuer: settings.issuer,

    /** The provider's authorization URL and the flow's one-time values for the cookie. */
    async start(returnTo: string): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await discover();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /** Redeems the code and verifies the ID token; throws when anything does not match. */
    async finish(callbackQuery: string, flow: OidcFlow): Promise<OidcIdentity> {
      const currentUrl = new URL(`${settings.redirectUri}${callbackQuery}`);
      let claims: client.IDToken | undefined;
      try {
        const config = await discover();
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new OidcRefused(describe(error));
      }
      if (!claims) throw new OidcRefused('no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Some providers send the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: pickName(claims),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;

function pickName(claims: client.IDToken): string | undefined {
  for (const key of ['given_name', 'name', 'preferred_username'] as const) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * openid-client's error code and message, and what its cause names (the claim that did not
 * match, the check that failed): enough for the log to say why, never a token or the secret.
 */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  const parts = [typeof code === 'string' ? `${code}: ${error.message}` : error.message];
  if (cause && typeof cause === 'object') {
    const { claim, parameter } = cause as { claim?: unknown; parameter?: unknown };
    if (typeof claim === 'string') parts.push(`claim ${claim}`);
    if (typeof parameter === 'string') parts.push(`parameter ${parameter}`);
    if (cause instanceof Error) parts.push(describe(cause));
  }
  return parts.join('; ');
}
