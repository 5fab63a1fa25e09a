import { z } from 'zod';

/** `true`/`false` (also 1/0, yes/no, on/off), any case: what people write in a .env file. */
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        error: 'must be true or false',
      }),
    )
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value))
    .default(fallback);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An OIDC issuer must be https://: its discovery document and keys decide who may sign in. Plain
 * http:// is accepted for a provider on this machine only (a provider run for tests or a local
 * Keycloak), where nobody can sit between the two.
 */
const issuerSchema = z
  .url({ protocol: /^https?$/, error: 'must be the provider’s https:// issuer URL' })
  .refine((raw) => {
    const url = new URL(raw);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
  }, 'must be https:// (http:// only for a provider on localhost)');

/**
 * The variables of accounts (docs/accounts.md): e-mail over SMTP for password resets and address
 * confirmation, single sign-on with an OpenID Connect provider, and whether passwords and
 * unconfirmed addresses are accepted. Spread into config.ts's schema.
 */
export const accountsConfigShape = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; the password is never logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of the mails, `Grindstone <no-reply@example.org>` or a bare address. */
  MAIL_FROM: z.string().trim().min(3).max(300).optional(),
  OIDC_ISSUER: issuerSchema.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  /** Sent only to the provider's token endpoint; never logged or returned. */
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  /** The button's label: "Sign in with <OIDC_NAME>". */
  OIDC_NAME: z.string().trim().min(1).max(60).default('single sign-on'),
  /** false: no password sign-in or signup, only the OIDC provider (which then must be set). */
  PASSWORD_LOGIN: flag(true),
  /** true: register answers 202 and the account works once the e-mailed link is followed. */
  REQUIRE_EMAIL_VERIFICATION: flag(false),
};

const isOn = (value: string | undefined) =>
  ['true', '1', 'yes', 'on'].includes(value?.trim().toLowerCase() ?? '');
const isOff = (value: string | undefined) =>
  ['false', '0', 'no', 'off'].includes(value?.trim().toLowerCase() ?? '');

/** Rules across the accounts variables, each named so that the operator knows what to add. */
export function accountsCrossVariableProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && !env.MAIL_FROM) {
    problems.push(
      'MAIL_FROM: SMTP_URL needs a sender address (e.g. Grindstone <no-reply@example.org>)',
    );
  }
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: SMTP_URL needs the address users reach the server at, for the links in the mails',
    );
  }
  if (isOn(env.REQUIRE_EMAIL_VERIFICATION) && !env.SMTP_URL) {
    problems.push(
      'REQUIRE_EMAIL_VERIFICATION: needs SMTP_URL (and MAIL_FROM): the confirmation links are sent by e-mail',
    );
  }
  const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const missing = oidc.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < oidc.length) {
    problems.push(
      `${missing.join(', ')}: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together`,
    );
  }
  if (env.OIDC_ISSUER && !env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: OIDC_ISSUER needs the address users reach the server at (the provider sends them back to <PUBLIC_URL>/api/auth/oidc/callback)',
    );
  }
  if (isOff(env.PASSWORD_LOGIN) && !env.OIDC_ISSUER) {
    problems.push(
      'PASSWORD_LOGIN: false leaves no way to sign in without an OIDC provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
    );
  }
  return problems;
}
