import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { SessionService } from '../sessions/session-service';
import { forbidden, unauthenticated } from './app-error';

export const SESSION_COOKIE = 'grindstone_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; null for guests on routes that allow them. */
    currentUser: UserRow | null;
  }
}

/**
 * Auth hooks and cookie helpers that every route uses for authentication and roles.
 *
 * Routes attach the hooks as `onRequest`, the first stage of a request, before the body is read:
 * a guest or a learner is refused (401/403) without the server buffering and parsing a body of up
 * to 32 MB (problems) or 64 MB (zips) for them, and without learning what a valid body looks like
 * from validation errors. Only the cookie is needed, and @fastify/cookie parses it on onRequest
 * too (registered app-wide, so its hook runs before any route's).
 */
export function createAuth(sessions: SessionService) {
  function setSessionCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    expiresAt: Date,
  ) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Behind a trusted TLS-terminating proxy (TRUST_PROXY) the protocol is its X-Forwarded-Proto.
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
  }

  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const session = await sessions.resolve(token);
    if (!session) {
      clearSessionCookie(reply);
      return null;
    }
    if (session.refreshed) setSessionCookie(request, reply, token, session.expiresAt);
    return session.user;
  }

  return {
    setSessionCookie,
    clearSessionCookie,

    async optionalUser(request: FastifyRequest, reply: FastifyReply) {
      request.currentUser = await loadUser(request, reply);
    },

    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      request.currentUser = await loadUser(request, reply);
      if (!request.currentUser) throw unauthenticated();
    },

    async requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      request.currentUser = await loadUser(request, reply);
      if (!request.currentUser) throw unauthenticated();
      if (request.currentUser.role !== 'admin') throw forbidden('Admin access required');
    },
    /** Owner-only routes (`/:id` is the user's id): the owner or an admin, checked before the body. */
    async requireSelfOrAdmin(request: FastifyRequest, reply: FastifyReply) {
      request.currentUser = await loadUser(request, reply);
      if (!request.currentUser) throw unauthenticated();
      const { id } = request.params as { id?: string };
      if (request.currentUser.id !== id && request.currentUser.role !== 'admin') {
        throw forbidden('You can only edit your own profile');
      }
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** For handlers behind requireUser/requireAdmin/requireSelfOrAdmin, where a user is guaranteed. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
