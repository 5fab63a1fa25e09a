import path from 'node:path';
import { aiProviders, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@grindstone/contract';
import { judgeConfigShape, judgeCrossVariableProblems } from '@grindstone/judge';
import { z } from 'zod';
import { accountsConfigShape, accountsCrossVariableProblems } from './accounts-config';
import { cloudinaryUrlSchema } from './cloudinary-url';
import { publicUrlSchema } from './public-url';
import { trustProxySchema } from './trust-proxy';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every environment variable the server reads, with its default. Parsed once at start-up; the
 * README's configuration table mirrors this list.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The account the API process runs as when started as root (the judge process alone keeps
   * root): default `grindstone`, created if missing; `root` keeps root.
   */
  GRINDSTONE_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]{0,31}$/, 'must be an account name (e.g. grindstone)')
    .optional(),
  /**
   * Whether `npm install`/`npm start`/`npm test` may apt-get the Debian packages the judge needs
   * (scripts/lib/system-packages.mjs reads it before the server starts); checked here as well,
   * so that a misspelt value stops the start like any other.
   */
  GRINDSTONE_SYSTEM_PACKAGES: z
    .enum(['auto', 'skip'], { error: 'must be auto or skip' })
    .default('auto'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    // Longer could never be typed into the login form: login rejects it before checking.
    .max(
      PASSWORD_MAX_LENGTH,
      `must be at most ${PASSWORD_MAX_LENGTH} characters (the longest password login accepts)`,
    )
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ error: 'must be a comma-separated list of origins (https://host)' })
          // What browsers send in Origin: scheme://host[:port], no path or trailing slash.
          .transform((url) => new URL(url).origin),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  COOKIE_SAME_SITE: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['lax', 'strict', 'none'], { error: 'must be lax, strict or none' }))
    .default('lax'),
  SESSION_TTL_DAYS: positiveInt(7),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  BODY_LIMIT_KB: positiveInt(1024),
  /** Slow clients (decision 015): headers, then a JSON body, must arrive within this. */
  REQUEST_RECEIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  /** Uploads (multipart, package zips) get the receive timeout plus 1 s per this many bytes. */
  UPLOAD_MIN_BYTES_PER_S: positiveInt(8192),
  /** Open connections one client address may hold (not applied behind TRUST_PROXY). */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(256),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** The catalogue imported into an empty database at start (default: the bundled problems/). */
  PROBLEMS_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  JUDGE_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
  JUDGE_QUEUE_DEPTH: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Megabytes of code and tests the in-process queue's jobs may hold before Run/Submit get 503. */
  JUDGE_QUEUE_MEMORY_MB: positiveInt(256),
  JUDGE_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** `cloudinary://<api_key>:<api_secret>@<cloud_name>`: media goes to Cloudinary instead of DATA_DIR/media. */
  CLOUDINARY_URL: cloudinaryUrlSchema.optional(),
  /** Cloudinary's unsigned upload preset for profile images (with CLOUDINARY_URL). */
  CLOUDINARY_UPLOAD_PRESET: z.string().min(1).optional(),
  /** Disk space one account's uploaded images may take on the built-in host. */
  MEDIA_USER_QUOTA_MB: positiveInt(20),
  /** Signs video uploads to the built-in host; generated into DATA_DIR when unset. */
  MEDIA_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional(),
  /** The address users reach the server at; media and upload URLs handed out are absolute then. */
  PUBLIC_URL: publicUrlSchema.optional(),
  /** Forum writes per person and hour: new posts and post edits, comments and comment edits. */
  FORUM_POST_RATE_LIMIT_PER_HOUR: positiveInt(10),
  /** Writes to a learner's lists and notes (a note saves as its writer types). */
  PRACTICE_WRITE_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  FORUM_COMMENT_RATE_LIMIT_PER_HOUR: positiveInt(60),
  ...judgeConfigShape,
  /** E-mail, single sign-on and password sign-in (config/accounts-config.ts, docs/accounts.md). */
  ...accountsConfigShape,
  /** The AI tutor (docs/ai-tutor.md): the built-in offline tutor unless a model is configured. */
  AI_PROVIDER: z
    .enum(aiProviders, { error: `must be one of ${aiProviders.join(', ')}` })
    .default('offline'),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Sent only to the provider, in a header; scrubbed from anything logged, never returned. */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  AI_DAILY_MESSAGES: positiveInt(200),
  AI_HISTORY_CHARS: z.coerce.number().int().min(2000).max(200_000).default(12_000),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Empty strings count as unset, so `PORT=` in a .env file falls back to the default. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Why COOKIE_SAME_SITE=none is refused without a TLS-terminating proxy in TRUST_PROXY. */
export const SAME_SITE_NONE_NEEDS_HTTPS =
  'COOKIE_SAME_SITE: none needs HTTPS: browsers drop SameSite=None cookies that are not Secure, and this server only speaks plain HTTP, so it must sit behind a reverse proxy that terminates HTTPS, named in TRUST_PROXY (the session cookie is then always Secure)';

/** Rules across variables, checked even when single variables failed, to report everything. */
function crossVariableProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if (env.COOKIE_SAME_SITE?.trim().toLowerCase() === 'none') {
    // An invalid TRUST_PROXY is reported on its own; only a valid "no proxy" is a conflict.
    const trustProxy = trustProxySchema.safeParse(env.TRUST_PROXY ?? 'false');
    if (trustProxy.success && trustProxy.data === false) problems.push(SAME_SITE_NONE_NEEDS_HTTPS);
  }
  if (env.JUDGE_CACHE_DIR && isInside(env.JUDGE_CACHE_DIR, env.DATA_DIR ?? './data')) {
    problems.push(
      "JUDGE_CACHE_DIR: must not be inside DATA_DIR, which only the server's account may enter (mode 0700), while the sandbox's uids must reach the cache",
    );
  }
  if (env.CLOUDINARY_UPLOAD_PRESET && !env.CLOUDINARY_URL) {
    problems.push('CLOUDINARY_UPLOAD_PRESET: needs CLOUDINARY_URL (the cloud it belongs to)');
  }
  return [...problems, ...aiProblems(env)];
}

function isInside(inner: string, outer: string) {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** A model provider needs a model, and the OpenAI-compatible one needs to know where it is. */
function aiProblems(env: Record<string, string>): string[] {
  const provider = env.AI_PROVIDER;
  if (provider !== 'openai' && provider !== 'gemini') return [];
  const problems: string[] = [];
  if (!env.AI_MODEL) problems.push(`AI_MODEL: AI_PROVIDER=${provider} needs a model name`);
  if (provider === 'openai' && !env.AI_BASE_URL) {
    problems.push(
      'AI_BASE_URL: AI_PROVIDER=openai needs the API base URL (e.g. https://api.openai.com/v1 or http://localhost:11434/v1)',
    );
  }
  if (provider === 'gemini' && !env.AI_API_KEY) {
    problems.push('AI_API_KEY: AI_PROVIDER=gemini needs an API key');
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values = withoutEmptyValues(env);
  const parsed = configSchema.safeParse(values);
  const problems = [
    ...(parsed.error?.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ) ?? []),
    ...crossVariableProblems(values),
    ...judgeCrossVariableProblems(values),
    ...accountsCrossVariableProblems(values),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
