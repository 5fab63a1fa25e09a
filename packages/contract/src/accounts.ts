import { z } from 'zod';
import { text } from './text';
import { loginRequestSchema, PASSWORD_MAX_LENGTH, publicUserSchema } from './users';

/**
 * Account recovery, e-mail verification, single sign-on, deletion and export (docs/accounts.md).
 * The e-mail field is `emailId`, as in register and login.
 */

/** The exact strings the server answers and the web app shows. */
export const accountMessages = {
  /** The same words whether or not the address has an account (nothing to learn from it). */
  resetSent:
    'If an account exists for that address, we have sent a link to reset its password. It works once, for one hour.',
  resetInvalid: 'This link is invalid or has expired',
  resetDone: 'Your password has been reset. Your other sessions have been signed out.',
  resetUnavailable:
    'Password reset by e-mail is not set up on this server. Ask an administrator for a reset link.',
  /** Register's answer with REQUIRE_EMAIL_VERIFICATION, for a new and a taken address alike. */
  checkEmail:
    'Check your e-mail: we have sent a link to finish creating your account. If you already have an account, the e-mail tells you how to sign in.',
  verifyInvalid: 'This link is invalid or has expired',
  verified: 'Your e-mail address is confirmed. Welcome!',
  /** Login with the right password before the address was confirmed (a fresh link is sent). */
  verifyFirst:
    'Confirm your e-mail address first: we have sent a new link to it. It works for 24 hours.',
  passwordLoginOff: 'Signing in with a password is turned off on this server',
  deleted: 'Your account has been deleted.',
  deletePasswordRequired: 'Enter your password to delete your account',
  deletePasswordWrong: 'Password is incorrect',
  /** An account without a password (single sign-on) confirms by having signed in just now. */
  deleteNeedsRecentSignIn:
    'For your safety, sign in again with your provider, then delete your account within 10 minutes.',
} as const;

/** The name deleted accounts show under their forum posts. */
export const DELETED_USER_NAME = 'deleted user';

/** How long a password-reset link works (the rule says one hour). */
export const RESET_LINK_TTL_MINUTES = 60;
/** How long an address-confirmation link works. */
export const VERIFICATION_LINK_TTL_HOURS = 24;

export const forgotPasswordRequestSchema = z.object({ emailId: loginRequestSchema.shape.emailId });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The token from the e-mailed link; a token is 43 base64url characters, anything else is refused. */
const tokenSchema = text({ error: accountMessages.resetInvalid })
  .min(1, accountMessages.resetInvalid)
  .max(200, accountMessages.resetInvalid);

export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  password: loginRequestSchema.shape.password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: tokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Which ways in the server offers, so the web app shows the right forms and buttons. */
export const authProvidersSchema = z.object({
  /** False when PASSWORD_LOGIN=false: no password form, no signup form. */
  password: z.boolean(),
  /** "Sign in with <name>" when OIDC is configured, else null. */
  oidc: z.object({ name: z.string() }).nullable(),
  /** True when SMTP is configured: "Forgot password?" sends a link. */
  passwordReset: z.boolean(),
  /** True with REQUIRE_EMAIL_VERIFICATION: register answers 202 and a link finishes it. */
  emailVerification: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Where to come back to after signing in with the provider: a path of this app, never a URL. */
export const oidcStartQuerySchema = z.object({
  returnTo: text().max(500).optional(),
});

export const oidcCallbackQuerySchema = z.object({
  code: text().max(2000).optional(),
  state: text().max(500).optional(),
  error: text().max(200).optional(),
  error_description: text().max(1000).optional(),
  iss: text().max(500).optional(),
});

/**
 * A password account confirms with its password; an account that only signs in with the
 * provider has none, and confirms by a sign-in of the last 10 minutes instead (the body is then
 * empty or `{}`).
 */
export const deleteAccountRequestSchema = z.object({
  password: text().max(PASSWORD_MAX_LENGTH, accountMessages.deletePasswordWrong).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Everything that is the learner's, as `GET /user/export` hands it over (a JSON attachment). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: publicUserSchema.extend({
    lastName: z.string(),
    age: z.number().nullable(),
    bio: z.string(),
    github: z.string(),
    location: z.string(),
    rating: z.number().nullable(),
    emailVerified: z.boolean(),
    joinDate: z.string(),
    /** The single sign-on accounts linked to this one. */
    linkedIdentities: z.array(z.object({ issuer: z.string(), linkedAt: z.string() })),
  }),
  submissions: z.array(
    z.object({
      _id: z.string(),
      problemId: z.string(),
      problemTitle: z.string(),
      language: z.string(),
      code: z.string(),
      status: z.string(),
      passed: z.number(),
      total: z.number(),
      runtime: z.number().nullable(),
      memory: z.number().nullable(),
      createdAt: z.string(),
    }),
  ),
  solvedProblems: z.array(
    z.object({ problemId: z.string(), problemTitle: z.string(), solvedAt: z.string() }),
  ),
  posts: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      content: z.string(),
      tags: z.array(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  comments: z.array(
    z.object({ _id: z.string(), postId: z.string(), text: z.string(), createdAt: z.string() }),
  ),
  likedPosts: z.array(z.object({ postId: z.string(), likedAt: z.string() })),
  lists: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      shared: z.boolean(),
      createdAt: z.string(),
      problems: z.array(z.object({ problemId: z.string(), problemTitle: z.string() })),
    }),
  ),
  notes: z.array(
    z.object({
      problemId: z.string(),
      problemTitle: z.string(),
      text: z.string(),
      updatedAt: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      problemId: z.string(),
      problemTitle: z.string(),
      dueAt: z.string(),
      intervalDays: z.number(),
      enabled: z.boolean(),
    }),
  ),
  contests: z.array(
    z.object({
      contestId: z.string(),
      contestTitle: z.string(),
      virtual: z.boolean(),
      startsAt: z.string(),
      rank: z.number().nullable(),
      ratingAfter: z.number().nullable(),
    }),
  ),
  classMemberships: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      role: z.string(),
      joinedAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
