import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  adminUserEnvelopeSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  idParamsSchema,
  roleUpdateSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import type { UsersRepository } from '../users/repository';

const tags = ['admin'];

const adminUser = (row: UserRow): AdminUser => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  emailId: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export interface AdminUserRouteDeps {
  auth: Auth;
  users: Pick<UsersRepository, 'search' | 'findById' | 'setRole'>;
}

/** The admin users screen: find accounts and grant roles (instructor, admin). */
export function adminUserRoutes({ auth, users }: AdminUserRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserListSchema },
        },
      },
      async (request) => {
        const { q, page } = request.query;
        const { rows, total } = await users.search(
          q || undefined,
          (page - 1) * ADMIN_USERS_PAGE_SIZE,
          ADMIN_USERS_PAGE_SIZE,
        );
        return {
          users: rows.map(adminUser),
          page,
          pageCount: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)),
        };
      },
    );

    app.put(
      '/:id/role',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          params: idParamsSchema,
          body: roleUpdateSchema,
          response: { 200: adminUserEnvelopeSchema },
        },
      },
      async (request) => {
        const target = await users.findById(request.params.id);
        if (!target || target.deletedAt) throw notFound('User not found');
        // The last word on admins stays with another admin: nobody locks themself out.
        if (target.id === signedInUser(request).id && request.body.role !== 'admin') {
          throw new AppError('CONFLICT', 'You cannot take away your own admin role');
        }
        await users.setRole(target.id, request.body.role);
        return { user: adminUser({ ...target, role: request.body.role }) };
      },
    );
  };
}
