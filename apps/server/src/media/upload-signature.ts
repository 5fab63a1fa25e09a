import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { VIDEO_SIGNATURE_TTL_SECONDS } from '@grindstone/contract';

/**
 * The built-in host's video upload signatures. A public_id names the problem it is for and a
 * random part (`ed-<problemId>-<hex>`), and the HMAC covers it and the timestamp: an upload can
 * only land under the id the admin was given, for that problem, within ten minutes.
 */
export const BUILT_IN_API_KEY = 'grindstone';

const PUBLIC_ID = /^ed-([0-9a-f-]{36})-([0-9a-f]{24})$/;

export function newVideoPublicId(problemId: string): string {
  return `ed-${problemId}-${randomBytes(12).toString('hex')}`;
}

/** The problem a well-formed public_id is bound to. */
export function problemOfPublicId(publicId: string): string | undefined {
  return PUBLIC_ID.exec(publicId)?.[1];
}

function hmac(secret: Buffer, publicId: string, timestamp: number): string {
  return createHmac('sha256', secret)
    .update(`public_id=${publicId}&timestamp=${timestamp}`)
    .digest('hex');
}

export function signVideoUpload(secret: Buffer, publicId: string, timestamp: number): string {
  return hmac(secret, publicId, timestamp);
}

export type SignatureVerdict = 'valid' | 'bad' | 'expired';

export function verifyVideoUpload(
  secret: Buffer,
  fields: { signature?: string; timestamp?: string; public_id?: string },
  nowSeconds: number,
): SignatureVerdict {
  const timestamp = Number(fields.timestamp);
  const { signature, public_id: publicId } = fields;
  if (!signature || !publicId || !Number.isInteger(timestamp) || !problemOfPublicId(publicId)) {
    return 'bad';
  }
  const expected = Buffer.from(hmac(secret, publicId, timestamp));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  const age = nowSeconds - timestamp;
  return age >= 0 && age <= VIDEO_SIGNATURE_TTL_SECONDS ? 'valid' : 'expired';
}
