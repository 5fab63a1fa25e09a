import type { Profile, PublicUser, UpdateProfileRequest } from '@grindstone/contract';
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
 * navigation bar's name and avatar change at once, and into their cached profile, so the profile
 * page they are sent to shows the new name and picture from its first frame (not the old ones
 * until its refetch answers); then every profile query is marked stale.
 */
export function useSaveProfile(id: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => saveProfile(id, changes),
    onSuccess: ({ user: saved }, changes) => {
      if (saved._id === user?._id) {
        queryClient.setQueryData<PublicUser | null>(CURRENT_USER_QUERY_KEY, saved);
        queryClient.setQueryData<Profile>(profileKeys.own(saved._id), (cached) =>
          cached ? withSavedChanges(cached, saved, changes) : cached,
        );
      }
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** The cached profile as the save left it: the server's answer, and the fields it took as sent. */
function withSavedChanges(
  cached: Profile,
  saved: PublicUser,
  changes: UpdateProfileRequest,
): Profile {
  const { firstName, lastName, profileImage } = saved;
  const { age, bio, github, location } = changes;
  return {
    ...cached,
    firstName,
    lastName,
    profileImage,
    ...(age === undefined ? {} : { age }),
    ...(bio === undefined ? {} : { bio }),
    ...(github === undefined ? {} : { github }),
    ...(location === undefined ? {} : { location }),
  };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
