import {
  authProvidersSchema,
  oidcCallbackQuerySchema,
  oidcStartQuerySchema,
} from '@grindstone/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { AppError } from '../errors';
import type { Auth } from '../sessions/auth';
import type { SessionService } from '../sessions/session-service';
import {
  decodeFlow,
  encodeFlow,
  FLOW_COOKIE,
  FLOW_COOKIE_PATH,
  FLOW_TTL_SECONDS,
} from './flow-cookie';
import { OidcRefused } from './oidc-client';
import { safeReturnTo } from './return-to';
import { signInWithProvider } from './sign-in-with-provider';
import type { SsoServices } from './sso-service';

const tags = ['auth'];

/** What the login page shows after a refused sign-in (the reason itself goes to the log). */
export const SSO_FAILED = 'sso-failed';

export interface SsoRouteDeps {
  config: Pick<
    Config,
    | 'AUTH_RATE_LIMIT_PER_MINUTE'
    | 'PASSWORD_LOGIN'
    | 'REQUIRE_EMAIL_VERIFICATION'
    | 'OIDC_NAME'
    | 'SMTP_URL'
    | 'PUBLIC_URL'
  >;
  auth: Auth;
  sessions: SessionService;
  sso: SsoServices;
}

/** `/api/auth`: which ways in are on, and single sign-on with the OIDC provider. */
export function ssoRoutes({ config, auth, sessions, sso }: SsoRouteDeps): FastifyPluginAsyncZod {
  const authRateLimit = {
    rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  // Lax whatever COOKIE_SAME_SITE says: the provider sends the browser back with a top-level
  // cross-site navigation, and a Strict cookie would not come with it.
  const flowCookie = (request: FastifyRequest) => ({
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });
  // PUBLIC_URL is required with OIDC (config.ts); it may carry a path the app is mounted under.
  const appUrl = (path: string) => `${config.PUBLIC_URL ?? ''}${path}`;
  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    request.log.warn({ reason }, 'single sign-on refused');
    reply.clearCookie(FLOW_COOKIE, flowCookie(request));
    return reply.redirect(appUrl(`/login?error=${SSO_FAILED}`), 302);
  };

  return async (app) => {
    app.get(
      '/providers',
      { schema: { tags, response: { 200: authProvidersSchema } } },
      async () => ({
        password: config.PASSWORD_LOGIN,
        oidc: sso.oidc ? { name: config.OIDC_NAME } : null,
        passwordReset: config.PASSWORD_LOGIN && Boolean(config.SMTP_URL),
        emailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      }),
    );

    app.get(
      '/oidc/start',
      { config: authRateLimit, schema: { tags, querystring: oidcStartQuerySchema } },
      async (request, reply) => {
        if (!sso.oidc) throw new AppError('NOT_FOUND', 'Single sign-on is not configured');
        let started: Awaited<ReturnType<typeof sso.oidc.start>>;
        try {
          started = await sso.oidc.start(safeReturnTo(request.query.returnTo));
        } catch (error) {
          request.log.error({ err: error }, 'OIDC discovery failed');
          throw new AppError('UNAVAILABLE', 'The sign-in provider cannot be reached right now');
        }
        reply.setCookie(FLOW_COOKIE, encodeFlow(started.flow), {
          ...flowCookie(request),
          maxAge: FLOW_TTL_SECONDS,
        });
        return reply.redirect(started.url.href, 302);
      },
    );

    app.get(
      '/oidc/callback',
      { config: authRateLimit, schema: { tags, querystring: oidcCallbackQuerySchema } },
      async (request, reply) => {
        if (!sso.oidc) throw new AppError('NOT_FOUND', 'Single sign-on is not configured');
        const flow = decodeFlow(request.cookies[FLOW_COOKIE]);
        if (!flow) return refuse(request, reply, 'no sign-in in progress (flow cookie missing)');
        if (request.query.error) {
          return refuse(request, reply, `the provider answered ${request.query.error}`);
        }
        const queryAt = request.url.indexOf('?');
        const search = queryAt >= 0 ? request.url.slice(queryAt) : '';
        try {
          const identity = await sso.oidc.finish(search, flow);
          const user = await signInWithProvider(sso.inTransaction, identity, new Date());
          const session = await sessions.start(user.id);
          reply.clearCookie(FLOW_COOKIE, flowCookie(request));
          auth.setSessionCookie(request, reply, session.token, session.expiresAt);
          return reply.redirect(appUrl(flow.returnTo), 302);
        } catch (error) {
          if (error instanceof OidcRefused) return refuse(request, reply, error.message);
          throw error;
        }
      },
    );
  };
}
