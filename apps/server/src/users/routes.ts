import {
  accountMessages,
  activityQuerySchema,
  activityResponseSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordMessages,
  profileSchema,
  publicProfileSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
  userIdParamsSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountServices } from '../accounts/account-service';
import { sendVerificationLink } from '../accounts/email-verification';
import { registerWithVerification } from '../accounts/register-with-verification';
import type { Config } from '../config/config';
import { forbidden, notFound } from '../errors';
import type { MediaHost } from '../media/media-host';
import { type Auth, SESSION_COOKIE, signedInUser } from '../sessions/auth';
import type { SessionService } from '../sessions/session-service';
import type { ActivityRepository } from './activity-repository';
import { changePassword, type PasswordChangeTransaction } from './change-password';
import { getActivity } from './get-activity';
import { getOwnProfile } from './get-profile';
import { loginUser } from './login-user';
import type { ProfileRepository } from './profile-repository';
import { toPublicProfile, toPublicUser } from './public-user';
import { registerUser } from './register-user';
import type { UsersRepository } from './repository';
import { updateProfile } from './update-profile';

const tags = ['users'];

export interface UserRouteDeps {
  config: Pick<
    Config,
    'AUTH_RATE_LIMIT_PER_MINUTE' | 'PASSWORD_LOGIN' | 'REQUIRE_EMAIL_VERIFICATION'
  >;
  auth: Auth;
  users: UsersRepository;
  profiles: ProfileRepository;
  activity: ActivityRepository;
  sessions: SessionService;
  /** Profile images: checked, replaced, and handed out under PUBLIC_URL. */
  media: MediaHost;
  passwordChange: PasswordChangeTransaction;
  /** Confirmation mails for register and login (REQUIRE_EMAIL_VERIFICATION), accounts/. */
  accounts: AccountServices;
}

export function userRoutes({
  config,
  auth,
  users,
  profiles,
  activity,
  sessions,
  media,
  passwordChange,
  accounts,
}: UserRouteDeps): FastifyPluginAsyncZod {
  // Brute-force protection: per client IP, for the two routes that check passwords.
  const authRateLimit = {
    rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  // PASSWORD_LOGIN=false: accounts come from the OIDC provider only (sso/).
  const passwordsOn = () => {
    if (!config.PASSWORD_LOGIN) throw forbidden(accountMessages.passwordLoginOff);
  };

  return async (app) => {
    app.post(
      '/register',
      {
        config: authRateLimit,
        schema: {
          tags,
          body: registerRequestSchema,
          response: { 201: authResponseSchema, 202: messageResponseSchema },
        },
      },
      async (request, reply) => {
        passwordsOn();
        if (config.REQUIRE_EMAIL_VERIFICATION) {
          // The same 202 for a new and a taken address: only the mailbox learns which.
          await registerWithVerification(accounts, request.body, request.log);
          return reply.status(202).send({ message: accountMessages.checkEmail });
        }
        const user = await registerUser(users, request.body);
        const session = await sessions.start(user.id);
        auth.setSessionCookie(request, reply, session.token, session.expiresAt);
        return reply
          .status(201)
          .send({ user: toPublicUser(user, media), message: 'Registered successfully' });
      },
    );

    app.post(
      '/login',
      {
        config: authRateLimit,
        schema: { tags, body: loginRequestSchema, response: { 200: authResponseSchema } },
      },
      async (request, reply) => {
        passwordsOn();
        const user = await loginUser(users, request.body);
        if (config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerifiedAt) {
          // The password was right, so saying why is safe; a fresh link goes with it.
          await sendVerificationLink(accounts, user, request.log);
          throw forbidden(accountMessages.verifyFirst);
        }
        const session = await sessions.start(user.id);
        auth.setSessionCookie(request, reply, session.token, session.expiresAt);
        return { user: toPublicUser(user, media), message: 'Logged in successfully' };
      },
    );

    app.get(
      '/check',
      { onRequest: auth.requireUser, schema: { tags, response: { 200: authResponseSchema } } },
      async (request) => ({
        user: toPublicUser(signedInUser(request), media),
        message: 'Valid session',
      }),
    );

    // Logout takes no input, and a body must never keep a session alive: clients send nothing,
    // an empty JSON body (handled app-wide, http/empty-json-body.ts), invalid JSON, text or
    // anything else. In its own scope, every body is read (within the body limit) and ignored.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) =>
        done(null, undefined),
      );
      scope.post(
        '/logout',
        { schema: { tags, response: { 200: messageResponseSchema } } },
        async (request, reply) => {
          const token = request.cookies[SESSION_COOKIE];
          if (token) await sessions.revoke(token);
          auth.clearSessionCookie(request, reply);
          return { message: 'Logged out successfully' };
        },
      );
    });

    app.get(
      '/getProfile',
      { onRequest: auth.requireUser, schema: { tags, response: { 200: profileSchema } } },
      async (request) => getOwnProfile(profiles, signedInUser(request), media),
    );

    app.get(
      '/activity',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          querystring: activityQuerySchema,
          response: { 200: activityResponseSchema },
        },
      },
      async (request) => getActivity(activity, signedInUser(request).id, request.query.tz),
    );

    app.post(
      '/password',
      {
        onRequest: auth.requireUser,
        // It checks a password, so it is rate limited like login.
        config: authRateLimit,
        schema: {
          tags,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        // requireUser resolved this cookie's session, so the token is present.
        const token = request.cookies[SESSION_COOKIE] ?? '';
        await changePassword(passwordChange, signedInUser(request), token, request.body);
        return { message: passwordMessages.changed };
      },
    );

    app.get(
      '/getProfileById/:id',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: userIdParamsSchema, response: { 200: publicProfileSchema } },
      },
      async (request) => {
        const user = await users.findById(request.params.id);
        // A deleted account's row stays for its posts, but it has no profile any more.
        if (!user || user.deletedAt) throw notFound('User not found');
        return toPublicProfile(user, media);
      },
    );

    app.put(
      '/update/:id',
      {
        onRequest: auth.requireSelfOrAdmin,
        schema: {
          tags,
          params: userIdParamsSchema,
          body: updateProfileRequestSchema,
          response: { 200: authResponseSchema },
        },
      },
      async (request) => {
        const user = await updateProfile(
          users,
          signedInUser(request),
          request.params.id,
          request.body,
          media,
        );
        return { user: toPublicUser(user, media), message: 'Profile updated!' };
      },
    );
  };
}
