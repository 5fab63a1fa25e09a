import type { UserRole } from '@grindstone/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './usersApi';

/** Query keys of the admin's users screen. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  page: (q: string, page: number) => ['admin', 'users', q, page] as const,
};

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminUserKeys.page(q, page),
    queryFn: () => api.fetchAdminUsers({ q, page }),
    placeholderData: keepPreviousData,
  });
}

/** Changes a user's role; every cached page is marked stale (the user may be on several). */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: UserRole }) =>
      api.setUserRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
