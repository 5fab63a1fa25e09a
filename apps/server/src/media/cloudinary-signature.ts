import { createHash } from 'node:crypto';

/**
 * Cloudinary's signed-upload signature: the parameters to sign (not `file`, `cloud_name`,
 * `resource_type`, `api_key`), sorted by name, joined as `name=value` with `&`, the API secret
 * appended, hashed with SHA-1, hex-encoded.
 */
export function cloudinarySignature(
  params: Record<string, string | number>,
  apiSecret: string,
): string {
  const toSign = Object.keys(params)
    .filter((name) => params[name] !== '' && params[name] !== undefined)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}

export const cloudinaryUploadUrl = (cloudName: string, resource: 'video' | 'image') =>
  `https://api.cloudinary.com/v1_1/${cloudName}/${resource}/upload`;

/** The HTTPS prefix of every file Cloudinary serves for the cloud. */
export const cloudinaryDeliveryPrefix = (cloudName: string) =>
  `https://res.cloudinary.com/${cloudName}/`;
