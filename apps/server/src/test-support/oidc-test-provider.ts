import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** How the token endpoint's ID token is altered, to prove the server refuses it. */
export type IdTokenTamper =
  | { kind: 'claims'; change: (payload: JWTPayload) => JWTPayload }
  | { kind: 'foreign-key' };

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by subject. */
  accounts: Map<string, ProviderAccount>;
  /** Who is signed in at the provider: its login step answers with this subject. */
  signIn(subject: string): void;
  /** Alters the next ID tokens the token endpoint issues (null: honest again). */
  tamper(how: IdTokenTamper | null): void;
  /**
   * Plays the browser from the provider's authorization URL to the redirect back to us: follows
   * the provider's redirects with its cookies, through its login and consent steps, and returns
   * the URL it sends the browser back to (our callback, with `code`, `state` and `iss`).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 (the oidc-provider package, the certified
 * implementation Keycloak-like deployments are tested against) with one confidential client.
 * Its login and consent steps are this helper's: they finish at once for the account set with
 * `signIn`, as a person who is already signed in at their provider would see.
 */
export async function startOidcProvider(redirectUri: string): Promise<OidcTestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'provider-key',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map<string, ProviderAccount>();
  let current = '';
  let tampering: IdTokenTamper | null = null;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'grindstone-test';
  const clientSecret = 'provider-client-secret-that-is-long-enough';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    findAccount: (_ctx: unknown, sub: string) =>
      accounts.has(sub)
        ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) }
        : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The address in the ID token itself, as Keycloak, Google and Entra put it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
  });

  // The token endpoint's answer, altered on the way out when a test asks for it.
  provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tampering || !body?.id_token) return;
    ctx.body = { ...body, id_token: await tamperWith(body.id_token, tampering, privateKey) };
  });

  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: current } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({
          accountId: details.session.accountId,
          clientId: details.params.client_id,
        });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn: (subject) => {
      current = subject;
    },
    tamper: (how) => {
      tampering = how;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 15; hop += 1) {
        if (url.href.startsWith(redirectUri)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(
            `provider stopped at ${url.pathname}: ${response.status} ${await response.text()}`,
          );
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

async function tamperWith(
  idToken: string,
  how: IdTokenTamper,
  providerKey: SigningKey,
): Promise<string> {
  const payload = decodeJwt(idToken);
  if (how.kind === 'claims') {
    // Signed with the provider's own key: only the altered claim is wrong.
    return new SignJWT(how.change({ ...payload }))
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .sign(providerKey);
  }
  // The same claims and key id, signed by a key that is not the provider's.
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
    .sign(privateKey);
}
