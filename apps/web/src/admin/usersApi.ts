import type { UserRole } from '@grindstone/contract';
import { apiRequest } from '../api/client';

/** Calls of the admin's users screen (`/api/admin/users`). */

export interface AdminUser {
  _id: string;
  firstName: string;
  lastName: string;
  emailId: string;
  role: UserRole;
  createdAt: string;
}

export interface AdminUserPage {
  users: AdminUser[];
  page: number;
  pageCount: number;
}

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
