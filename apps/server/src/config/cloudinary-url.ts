import { z } from 'zod';

export interface CloudinaryAccount {
  cloudName: string;
  apiKey: string;
  /** Signs uploads on the server; never logged nor sent to a client. */
  apiSecret: string;
}

/** `cloudinary://<api_key>:<api_secret>@<cloud_name>`, the form Cloudinary's console shows. */
export const cloudinaryUrlSchema = z.string().transform((value, context): CloudinaryAccount => {
  const match = /^cloudinary:\/\/([^:@/]+):([^@/]+)@([\w-]+)\/?$/.exec(value.trim());
  if (!match?.[1] || !match[2] || !match[3]) {
    // The message never repeats the value: it holds the API secret.
    context.addIssue({
      code: 'custom',
      message: 'must be cloudinary://<api_key>:<api_secret>@<cloud_name>',
    });
    return z.NEVER;
  }
  return { apiKey: match[1], apiSecret: decodeURIComponent(match[2]), cloudName: match[3] };
});
