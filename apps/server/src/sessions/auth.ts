import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
import type { SessionService } from './session-service';

export const SESSION_COOKIE = 'grindstone_session';

export type SameSite = 'lax' | 'strict' | 'none';

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
export function createAuth(sessions: SessionService, sameSite: SameSite = 'lax') {
  /**
   * The session cookie's attributes. Secure when the request came over HTTPS (behind a trusted
   * TLS-terminating proxy, TRUST_PROXY, the protocol is its X-Forwarded-Proto), and always with
   * SameSite=None: browsers drop a SameSite=None cookie that is not Secure (start-up refuses
   * `none` without TRUST_PROXY, config.ts).
   */
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite,
    secure: sameSite === 'none' || request.protocol === 'https',
  });

  function setSessionCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    expiresAt: Date,
  ) {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
  }

  /** With the same attributes, or a browser may keep the cookie (a cross-site client's, say). */
  function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  }

  async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const session = await sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
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
    /** Instructors and admins (admins can do all an instructor can). */
    async requireInstructor(request: FastifyRequest, reply: FastifyReply) {
      request.currentUser = await loadUser(request, reply);
      if (!request.currentUser) throw unauthenticated();
      if (request.currentUser.role === 'user') throw forbidden('Instructor access required');
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
