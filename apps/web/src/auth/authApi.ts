import type { AuthResponse, LoginRequest, PublicUser, RegisterRequest } from '@grindstone/contract';
import { queryOptions } from '@tanstack/react-query';
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

export const CURRENT_USER_QUERY_KEY = ['auth', 'currentUser'] as const;

/**
 * The session check, once per app start: the provider reads it and app/startLoading.ts starts it
 * before React's first render, so both must use this one definition (same key, same options).
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
});

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
