import { z } from 'zod';
import { text } from './text';

/** Validation messages are the exact strings of docs/product.md#validation-rules. */
export const userMessages = {
  invalidEmail: 'Invalid Email',
  weakPassword: 'Password is too weak',
  shortFirstName: 'Minimum character should be 3',
  invalidCredentials: 'Invalid Credentials',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with length; a cap keeps one request from burning the CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const FIRST_NAME_MIN_LENGTH = 3;

/** Ordered by power: an instructor runs classes; an admin can do everything an instructor can. */
export const userRoles = ['user', 'instructor', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

const emailIdSchema = text({ error: userMessages.invalidEmail })
  .trim()
  .max(254, userMessages.invalidEmail)
  .pipe(z.email({ error: userMessages.invalidEmail }));

const passwordSchema = text({ error: userMessages.weakPassword })
  .min(PASSWORD_MIN_LENGTH, userMessages.weakPassword)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginRequestSchema = z.object({
  emailId: emailIdSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  firstName: text({ error: userMessages.shortFirstName })
    .trim()
    .min(FIRST_NAME_MIN_LENGTH, userMessages.shortFirstName)
    .max(50, 'First name must be at most 50 characters'),
  emailId: emailIdSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const publicUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  role: z.enum(userRoles),
  profileImage: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const userIdParamsSchema = z.object({ id: z.string().uuid('Invalid user id') });

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label} must be at most ${max} characters`);

/** The server further requires an image its own host stored, or the configured Cloudinary's. */
export const PROFILE_IMAGE_MESSAGE = 'Profile image must be an image uploaded here';

/** This server's own media files, as relative URLs: `/api/media/` and plain path segments. */
const MEDIA_PATH = /^\/api\/media\/(?:[\w-][\w.~-]*\/)*[\w-][\w.~-]*$/;

/**
 * A profile image is shown as an `<img>` on other people's pages, so it may only be an https://
 * URL or one of this server's media paths; the empty string clears it. A media path may also
 * come absolute over http:// (a server whose PUBLIC_URL is http hands it out so); the server
 * then accepts it only under its own PUBLIC_URL. Everything else (`javascript:`, `data:`, other
 * `http:` URLs, protocol-relative `//host/…`, `..` paths) is refused.
 */
export function isAllowedProfileImage(value: string): boolean {
  if (value === '' || MEDIA_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.hostname === '') return false;
    const mediaPath = url.pathname.slice(url.pathname.lastIndexOf('/api/media/'));
    return url.protocol === 'https:' || MEDIA_PATH.test(mediaPath);
  } catch {
    return false;
  }
}

/** The profile edit's limits and messages, shared by the form and the server. */
export const PROFILE_NAME_MAX = 50;
export const PROFILE_AGE_MIN = 5;
export const PROFILE_AGE_MAX = 120;
export const PROFILE_GITHUB_MAX = 200;
export const PROFILE_LOCATION_MAX = 100;
export const PROFILE_BIO_MAX = 300;

export const profileMessages = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${PROFILE_NAME_MAX} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${PROFILE_NAME_MAX} characters`,
  ageNotNumber: 'Age must be a number',
  ageOutOfRange: `Age must be a whole number from ${PROFILE_AGE_MIN} to ${PROFILE_AGE_MAX}`,
  githubNotHttps: 'GitHub must be an https:// URL',
  githubTooLong: `GitHub URL must be at most ${PROFILE_GITHUB_MAX} characters`,
  locationTooLong: `Location must be at most ${PROFILE_LOCATION_MAX} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_BIO_MAX} characters`,
} as const;

const requiredName = (required: string, tooLong: string) =>
  text({ error: required }).trim().min(1, required).max(PROFILE_NAME_MAX, tooLong);

/** An https:// URL with a host: a GitHub link is shown to others as a link, so no other scheme. */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Profile edit: every field optional — an absent field keeps its stored value — and a present
 * one validated. A blank age (`""`, what a form's empty number field sends) or `null` means no
 * age; a blank GitHub, location or bio clears it.
 */
export const updateProfileRequestSchema = z.object({
  firstName: requiredName(
    profileMessages.firstNameRequired,
    profileMessages.firstNameTooLong,
  ).optional(),
  lastName: requiredName(
    profileMessages.lastNameRequired,
    profileMessages.lastNameTooLong,
  ).optional(),
  age: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce
        .number({ error: profileMessages.ageNotNumber })
        .int(profileMessages.ageOutOfRange)
        .min(PROFILE_AGE_MIN, profileMessages.ageOutOfRange)
        .max(PROFILE_AGE_MAX, profileMessages.ageOutOfRange)
        .nullable(),
    )
    .optional(),
  github: text()
    .trim()
    .max(PROFILE_GITHUB_MAX, profileMessages.githubTooLong)
    .refine((value) => value === '' || isHttpsUrl(value), profileMessages.githubNotHttps)
    .optional(),
  location: optionalText(PROFILE_LOCATION_MAX, 'Location').optional(),
  bio: optionalText(PROFILE_BIO_MAX, 'Bio').optional(),
  profileImage: text()
    .max(2048, 'Profile image URL must be at most 2048 characters')
    .refine(isAllowedProfileImage, PROFILE_IMAGE_MESSAGE)
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const publicProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  bio: z.string(),
  github: z.string(),
  location: z.string(),
  profileImage: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const solvedProblemSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** As in every problem shape: one string, tags joined with `, `. */
  tags: z.string(),
});

/** How many of the user's newest posts the profile lists (the forum has them all). */
export const PROFILE_POSTS_SHOWN = 10;

/**
 * A post as the profile lists it: its real like and comment counts rather than the comments
 * themselves, which the forum shows on the post's own page.
 */
export const profilePostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  likes: z.number(),
  commentCount: z.number(),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

export const profileSchema = publicProfileSchema.extend({
  emailId: z.string(),
  role: z.enum(userRoles),
  problemSolvedCount: z.number(),
  problemsSolved: z.array(solvedProblemSummarySchema),
  joinDate: z.string(),
  /** The newest PROFILE_POSTS_SHOWN posts; `stats.postsCount` counts them all. */
  posts: z.array(profilePostSchema),
  stats: z.object({
    easy: z.number(),
    medium: z.number(),
    hard: z.number(),
    postsCount: z.number(),
    commentsCount: z.number(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const passwordMessages = {
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from the current one',
  changed: 'Password changed. Your other sessions have been signed out.',
} as const;

/** The new password follows the signup rule; the current one is only checked, never measured. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: text({ error: passwordMessages.currentRequired })
      .min(1, passwordMessages.currentRequired)
      .max(PASSWORD_MAX_LENGTH, passwordMessages.currentWrong),
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: passwordMessages.sameAsCurrent,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// Admin: users and roles --------------------------------------------------------------------

export const ADMIN_USERS_PAGE_SIZE = 50;

export const adminUsersQuerySchema = z.object({
  /** Matches names and e-mail addresses, case-insensitively. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number(),
  pageCount: z.number(),
});
export const roleUpdateSchema = z.object({
  role: z.enum(userRoles, { error: `Role must be one of ${userRoles.join(', ')}` }),
});
export const adminUserEnvelopeSchema = z.object({ user: adminUserSchema });
