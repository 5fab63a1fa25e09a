import type { LoginRequest, PublicUser, RegisterRequest } from '@grindstone/contract';
import { createContext, useContext } from 'react';

/** Auth state (docs/product.md#auth-and-accounts), plus the actions that change it. */
export interface AuthState {
  user: PublicUser | null;
  isAuthenticated: boolean;
  /** True while the start-up session check or any auth action is in flight. */
  loading: boolean;
  /** True only while the start-up session check is in flight (the full-screen spinner). */
  checking: boolean;
  /** The server's message (or 'Something went wrong') from the last failed auth call. */
  error: string | null;
  login: (credentials: LoginRequest) => Promise<PublicUser>;
  register: (details: RegisterRequest) => Promise<PublicUser>;
  logout: () => Promise<void>;
  clearError: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
