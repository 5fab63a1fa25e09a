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

export const userRoles = ['user', 'admin'] as const;
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
 * URL or one of this server's media paths; the empty string clears it. Everything else
 * (`javascript:`, `data:`, `http:`, protocol-relative `//host/…`, `..` paths) is refused.
 */
export function isAllowedProfileImage(value: string): boolean {
  if (value === '' || MEDIA_PATH.test(value)) return true;
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Profile edit: every field optional — an absent field keeps its stored value — and a present
 * one validated (first and last name not blank, age a number, github a URL). A blank age (`""`,
 * what a form's empty number field sends) or `null` means no age.
 */
export const updateProfileRequestSchema = z.object({
  firstName: text({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(50, 'First name must be at most 50 characters')
    .optional(),
  lastName: text({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(50, 'Last name must be at most 50 characters')
    .optional(),
  age: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce
        .number({ error: 'Age must be a number' })
        .int('Age must be a whole number')
        .min(1, 'Age must be between 1 and 150')
        .max(150, 'Age must be between 1 and 150')
        .nullable(),
    )
    .optional(),
  github: text()
    .pipe(
      z.union([
        z.literal(''),
        z.url({ error: 'GitHub must be a valid URL', protocol: /^https?$/ }),
      ]),
    )
    .optional(),
  location: optionalText(100, 'Location').optional(),
  bio: optionalText(500, 'Bio').optional(),
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

export const profileSchema = publicProfileSchema.extend({
  emailId: z.string(),
  role: z.enum(userRoles),
  problemSolvedCount: z.number(),
  problemsSolved: z.array(solvedProblemSummarySchema),
  joinDate: z.string(),
  posts: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      content: z.string(),
      tags: z.array(z.string()),
      createdAt: z.string(),
      comments: z.array(z.unknown()),
    }),
  ),
  stats: z.object({
    easy: z.number(),
    medium: z.number(),
    hard: z.number(),
    postsCount: z.number(),
    commentsCount: z.number(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
