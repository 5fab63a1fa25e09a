import type { AuthResponse, UpdateProfileRequest } from '@grindstone/contract';
import { apiRequest } from '../api/client';

/** `PUT /user/update/{id}`: only the fields given change. */
export const updateProfile = (id: string, changes: UpdateProfileRequest) =>
  apiRequest<AuthResponse>(`/user/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
