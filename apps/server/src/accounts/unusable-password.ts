/**
 * What `users.password_hash` holds for an account with no password: one created by single
 * sign-on, or a deleted one. It is not an scrypt encoding, so verifyPassword refuses every
 * password against it (users/password.ts), and it cannot be a hash of anything typed.
 */
export const NO_PASSWORD = '!no-password';

/** Whether the account has a password that can be checked (else it confirms another way). */
export const hasPassword = (passwordHash: string) => passwordHash.startsWith('scrypt$');
