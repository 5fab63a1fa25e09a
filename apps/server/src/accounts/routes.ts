import {
  accountExportSchema,
  accountMessages,
  authResponseSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { AppError, forbidden } from '../errors';
import type { MediaHost } from '../media/media-host';
import { type Auth, SESSION_COOKIE, signedInUser } from '../sessions/auth';
import type { SessionService } from '../sessions/session-service';
import { toPublicUser } from '../users/public-user';
import type { AccountServices } from './account-service';
import { deleteAccount } from './delete-account';
import { verifyEmail } from './email-verification';
import { exportAccount } from './export-account';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['accounts'];

export interface AccountRouteDeps {
  config: Pick<Config, 'AUTH_RATE_LIMIT_PER_MINUTE' | 'PASSWORD_LOGIN'>;
  auth: Auth;
  sessions: SessionService;
  accounts: AccountServices;
  media: MediaHost;
}

/** Password reset, address confirmation, deletion and export, beside register and login. */
export function accountRoutes({
  config,
  auth,
  sessions,
  accounts,
  media,
}: AccountRouteDeps): FastifyPluginAsyncZod {
  // Per client IP, like login: each of these either sends a mail or tries a token or password.
  const authRateLimit = {
    rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const passwordsOn = () => {
    if (!config.PASSWORD_LOGIN) throw forbidden(accountMessages.passwordLoginOff);
  };

  return async (app) => {
    app.post(
      '/forgot-password',
      {
        config: authRateLimit,
        schema: {
          tags,
          body: forgotPasswordRequestSchema,
          response: { 202: messageResponseSchema },
        },
      },
      async (request, reply) => {
        passwordsOn();
        if (!accounts.mailer) throw new AppError('UNAVAILABLE', accountMessages.resetUnavailable);
        await requestPasswordReset(accounts, request.body.emailId, request.log);
        return reply.status(202).send({ message: accountMessages.resetSent });
      },
    );

    app.post(
      '/reset-password',
      {
        config: authRateLimit,
        schema: { tags, body: resetPasswordRequestSchema, response: { 200: authResponseSchema } },
      },
      async (request, reply) => {
        passwordsOn();
        const user = await resetPassword(accounts, request.body);
        const session = await sessions.start(user.id);
        auth.setSessionCookie(request, reply, session.token, session.expiresAt);
        return { user: toPublicUser(user, media), message: accountMessages.resetDone };
      },
    );

    app.post(
      '/verify-email',
      {
        config: authRateLimit,
        schema: { tags, body: verifyEmailRequestSchema, response: { 200: authResponseSchema } },
      },
      async (request, reply) => {
        const user = await verifyEmail(accounts, request.body.token);
        const session = await sessions.start(user.id);
        auth.setSessionCookie(request, reply, session.token, session.expiresAt);
        return { user: toPublicUser(user, media), message: accountMessages.verified };
      },
    );

    app.delete(
      '/account',
      {
        onRequest: auth.requireUser,
        // It checks a password, so it is rate limited like login.
        config: authRateLimit,
        schema: {
          tags,
          body: deleteAccountRequestSchema.optional(),
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE] ?? '';
        await deleteAccount(accounts, signedInUser(request), token, request.body ?? {});
        auth.clearSessionCookie(request, reply);
        return { message: accountMessages.deleted };
      },
    );

    app.get(
      '/export',
      { onRequest: auth.requireUser, schema: { tags, response: { 200: accountExportSchema } } },
      async (request, reply) => {
        const data = await exportAccount(
          accounts.exports,
          signedInUser(request),
          media,
          accounts.now(),
        );
        const day = data.exportedAt.slice(0, 10);
        reply.header('content-disposition', `attachment; filename="grindstone-data-${day}.json"`);
        // Personal data: no shared cache may keep a copy.
        reply.header('cache-control', 'no-store');
        return data;
      },
    );
  };
}
