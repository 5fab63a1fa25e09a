import type { AuthResponse, PublicProfile, UpdateProfileRequest } from '@grindstone/contract';
import { apiRequest } from '../api/client';

/** `PUT /user/update/{id}`: only the fields given change. */
export const updateProfile = (id: string, changes: UpdateProfileRequest) =>
  apiRequest<AuthResponse>(`/user/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });

/** `GET /user/getProfileById/{id}`: the public fields of the profile being edited. */
export const fetchProfileById = (id: string) =>
  apiRequest<PublicProfile>(`/user/getProfileById/${encodeURIComponent(id)}`);
