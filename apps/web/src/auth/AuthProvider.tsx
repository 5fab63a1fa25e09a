import type { PublicUser } from '@grindstone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../api/ApiRequestError';
import { AuthContext, type AuthState } from './AuthContext';
import {
  CURRENT_USER_QUERY_KEY,
  currentUserQuery,
  loginUser,
  logoutUser,
  registerUser,
} from './authApi';

/**
 * Owns the session: checks it once on every app start (a 401 just means "logged out"), and
 * keeps the signed-in user in TanStack Query's cache so every component reads the same value.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const check = useQuery(currentUserQuery);
  // undefined: no auth action has run yet, so the check's own failure (if any) is the error.
  const [actionError, setActionError] = useState<string | null | undefined>(undefined);

  const setUser = useCallback(
    (user: PublicUser | null) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
    [queryClient],
  );
  // What was cached for someone else — a guest's problems lack the solutions and editorial, the
  // previous user's their own data — must not be shown to whoever is signed in now.
  const forgetOthersData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
    [queryClient],
  );
  const signedIn = useCallback(
    (user: PublicUser) => {
      forgetOthersData();
      setUser(user);
    },
    [forgetOthersData, setUser],
  );
  const fail = useCallback(
    (error: unknown) => {
      setUser(null);
      setActionError(errorMessage(error));
    },
    [setUser],
  );

  const login = useMutation({
    mutationFn: loginUser,
    onMutate: () => setActionError(null),
    onSuccess: signedIn,
    onError: fail,
  });
  const register = useMutation({
    mutationFn: registerUser,
    onMutate: () => setActionError(null),
    onSuccess: signedIn,
    onError: fail,
  });
  const logout = useMutation({
    mutationFn: logoutUser,
    onMutate: () => setActionError(null),
    onSuccess: () => setUser(null),
    onError: fail,
    // Whatever happened, nothing cached for the previous user may leak to the next one.
    onSettled: forgetOthersData,
  });

  const clearError = useCallback(() => setActionError(null), []);
  const user = check.data ?? null;
  const checkError = check.error ? errorMessage(check.error) : null;
  const { mutateAsync: loginAsync } = login;
  const { mutateAsync: registerAsync } = register;
  const { mutateAsync: logoutAsync } = logout;

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading: check.isPending || login.isPending || register.isPending || logout.isPending,
      checking: check.isPending,
      error: actionError === undefined ? checkError : actionError,
      login: loginAsync,
      register: registerAsync,
      logout: logoutAsync,
      clearError,
    }),
    [
      user,
      check.isPending,
      login.isPending,
      register.isPending,
      logout.isPending,
      actionError,
      checkError,
      loginAsync,
      registerAsync,
      logoutAsync,
      clearError,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
