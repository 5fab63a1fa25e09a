import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { parseByteRange } from './byte-range';
import type { MediaHost } from './media-host';
import { imageContentTypes, videoContentTypes } from './sniff';

const contentTypeByExtension: Record<string, string> = {
  png: imageContentTypes.png,
  jpg: imageContentTypes.jpeg,
  webp: imageContentTypes.webp,
  gif: imageContentTypes.gif,
  mp4: videoContentTypes.mp4,
  mov: videoContentTypes.quicktime,
  webm: videoContentTypes.webm,
};

/**
 * Sends a stored file. The type comes from the extension the server itself chose after reading
 * the bytes; `nosniff` and a CSP that allows nothing (and sandboxes the document) keep a file
 * from ever running as a page, even opened directly. Names are random and never reused, so the
 * answer may be cached for a year. Range requests get 206 (video seeking).
 */
export async function serveMedia(
  media: MediaHost,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const contentType = contentTypeByExtension[name.split('.').pop() ?? ''];
  const file = contentType ? await media.store.open(name) : undefined;
  if (!file || !contentType) throw notFound('No such media file');
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes');
  const range = parseByteRange(request.headers.range, file.size);
  if (range.kind === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range.kind === 'partial') {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(request.method === 'HEAD' ? undefined : file.stream(range));
  }
  return reply
    .header('content-length', file.size)
    .send(request.method === 'HEAD' ? undefined : file.stream());
}
