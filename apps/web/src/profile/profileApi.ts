import type {
  ActivityResponse,
  AuthResponse,
  ChangePasswordRequest,
  Profile,
  PublicProfile,
  UpdateProfileRequest,
} from '@grindstone/contract';
import { apiRequest } from '../api/client';

export const fetchOwnProfile = () => apiRequest<Profile>('/user/getProfile');

export const fetchPublicProfile = (id: string) =>
  apiRequest<PublicProfile>(`/user/getProfileById/${encodeURIComponent(id)}`);

/** The calendar in the browser's own time zone, so a late-evening solve counts for that evening. */
export const fetchActivity = (timeZone: string) =>
  apiRequest<ActivityResponse>(`/user/activity?tz=${encodeURIComponent(timeZone)}`);

export const saveProfile = (id: string, changes: UpdateProfileRequest) =>
  apiRequest<AuthResponse>(`/user/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<{ message: string }>('/user/password', { method: 'POST', body });

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
