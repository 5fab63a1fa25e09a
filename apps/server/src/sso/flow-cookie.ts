import { safeReturnTo } from './return-to';

/**
 * The one-time values of a sign-in in flight, kept in the browser between `/oidc/start` and
 * `/oidc/callback` in an httpOnly cookie (any server of several can finish the flow, nothing is
 * stored). They are checked against what comes back: `state` against the callback's (a login
 * started elsewhere, login CSRF, is refused), `nonce` against the ID token's (a replayed token is
 * refused), and the PKCE verifier proves to the provider that the code is redeemed by whoever
 * asked for it. A page of another site cannot read or set the cookie, so it cannot supply them.
 */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export const FLOW_COOKIE = 'grindstone_oidc';
/** Where the flow cookie is sent: the two OIDC routes, nowhere else. */
export const FLOW_COOKIE_PATH = '/api/auth/oidc';
/** A sign-in at the provider must finish within this long. */
export const FLOW_TTL_SECONDS = 10 * 60;

export const encodeFlow = (flow: OidcFlow) =>
  Buffer.from(JSON.stringify(flow)).toString('base64url');

export function decodeFlow(raw: string | undefined): OidcFlow | undefined {
  if (!raw || raw.length > 2000) return undefined;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<OidcFlow>;
    const { state, nonce, codeVerifier, returnTo } = value;
    if (
      typeof state !== 'string' ||
      typeof nonce !== 'string' ||
      typeof codeVerifier !== 'string'
    ) {
      return undefined;
    }
    return { state, nonce, codeVerifier, returnTo: safeReturnTo(returnTo) };
  } catch {
    return undefined;
  }
}
