import type { PublicUser, UpdateProfileRequest } from '@grindstone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { CURRENT_USER_QUERY_KEY } from '../auth/authApi';
import {
  browserTimeZone,
  changePassword,
  fetchActivity,
  fetchOwnProfile,
  fetchPublicProfile,
  saveProfile,
} from './profileApi';

export const profileKeys = {
  own: (userId: string | undefined) => ['profile', 'own', userId] as const,
  activity: (userId: string | undefined, timeZone: string) =>
    ['profile', 'activity', userId, timeZone] as const,
  public: (id: string) => ['profile', 'public', id] as const,
};

export function useOwnProfile() {
  const { user } = useAuth();
  return useQuery({ queryKey: profileKeys.own(user?._id), queryFn: fetchOwnProfile, retry: false });
}

export function useActivity() {
  const { user } = useAuth();
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: profileKeys.activity(user?._id, timeZone),
    queryFn: () => fetchActivity(timeZone),
    retry: false,
  });
}

/** The form's starting values: the profile being edited (own or, for an admin, anyone's). */
export function usePublicProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.public(id),
    queryFn: () => fetchPublicProfile(id),
    enabled,
    retry: false,
  });
}

/**
 * Saving puts the returned user into the auth cache when it is the signed-in user, so the
 * navigation bar's name and avatar change at once, and marks every profile query stale.
 */
export function useSaveProfile(id: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => saveProfile(id, changes),
    onSuccess: ({ user: saved }) => {
      if (saved._id === user?._id) {
        queryClient.setQueryData<PublicUser | null>(CURRENT_USER_QUERY_KEY, saved);
      }
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
