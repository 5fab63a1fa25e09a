import type { AdminUser, adminUserListSchema, UserRole } from '@grindstone/contract';
import type { z } from 'zod';
import { apiRequest } from '../api/client';

/** Calls of the admin's users screen (`/api/admin/users`, packages/contract/src/users.ts). */

export type { AdminUser };
export type AdminUserPage = z.infer<typeof adminUserListSchema>;

export function fetchAdminUsers(query: { q: string; page: number }): Promise<AdminUserPage> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  return apiRequest<AdminUserPage>(`/admin/users?${params.toString()}`);
}

export const setUserRole = async (userId: string, role: UserRole) =>
  (
    await apiRequest<{ user: AdminUser }>(`/admin/users/${encodeURIComponent(userId)}/role`, {
      method: 'PUT',
      body: { role },
    })
  ).user;
