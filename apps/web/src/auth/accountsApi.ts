import type {
  AuthProviders,
  AuthResponse,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@grindstone/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, apiRequest } from '../api/client';
import { CURRENT_USER_QUERY_KEY } from './authApi';

/** Which ways in the server offers (password form, "Sign in with …", reset by e-mail). */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'] as const,
  queryFn: () => apiRequest<AuthProviders>('/auth/providers'),
  // The server's configuration does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAuthProviders = () => useQuery(authProvidersQuery);

/** Where "Sign in with …" sends the browser: the server redirects it on to the provider. */
export const oidcStartUrl = (returnTo: string) =>
  `${apiBaseUrl}/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;

/** The data export, downloaded by the browser itself (the answer is an attachment). */
export const exportUrl = `${apiBaseUrl}/user/export`;

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest<{ message: string }>('/user/forgot-password', { method: 'POST', body }),
  });

/** With REQUIRE_EMAIL_VERIFICATION, register answers 202 `{message}` and starts no session. */
export const useRegisterPending = () =>
  useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest<{ message: string }>('/user/register', { method: 'POST', body }),
  });

/**
 * Reset and confirmation links sign the person in: the answer's user becomes the session's, and
 * whatever an earlier user's screens had cached goes.
 */
function useSignInWith<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<AuthResponse>(path, { method: 'POST', body }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}

export const useResetPassword = () => useSignInWith<ResetPasswordRequest>('/user/reset-password');
export const useVerifyEmail = () => useSignInWith<{ token: string }>('/user/verify-email');

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest<{ message: string }>('/user/account', { method: 'DELETE', body }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    },
  });
}

/** The token of a link from a mail: it travels in the fragment, `#token=…`. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
