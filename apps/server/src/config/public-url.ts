import { z } from 'zod';

/**
 * PUBLIC_URL: the address users reach the server at (`https://code.example.org`, or with the
 * path a reverse proxy mounts it under). Kept without a trailing slash, so `/api/media/…` can be
 * appended; refused when it names the API itself (`…/api`), which would double the `/api`.
 */
export const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
  .transform((raw, context) => {
    const url = new URL(raw);
    const problem =
      url.username || url.password
        ? 'must not hold a user name or password'
        : url.search || url.hash || raw.includes('?') || raw.includes('#')
          ? 'must not have a query (?…) or fragment (#…)'
          : /\/api\/?$/.test(url.pathname)
            ? 'must be the server’s address, without /api (the API paths are added to it)'
            : undefined;
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });
