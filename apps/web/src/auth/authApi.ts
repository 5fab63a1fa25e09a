import type { AuthResponse, LoginRequest, PublicUser, RegisterRequest } from '@grindstone/contract';
import { ApiRequestError } from '../api/ApiRequestError';
import { apiRequest } from '../api/client';

/** The signed-in user, or null when the session is missing, expired or revoked (401). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const { user } = await apiRequest<AuthResponse>('/user/check');
    return user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export async function loginUser(credentials: LoginRequest): Promise<PublicUser> {
  const { user } = await apiRequest<AuthResponse>('/user/login', {
    method: 'POST',
    body: credentials,
  });
  return user;
}

export async function registerUser(details: RegisterRequest): Promise<PublicUser> {
  const { user } = await apiRequest<AuthResponse>('/user/register', {
    method: 'POST',
    body: details,
  });
  return user;
}

export async function logoutUser(): Promise<void> {
  await apiRequest<{ message: string }>('/user/logout', { method: 'POST' });
}
