/** What the bytes say a file is, whatever its name or declared type claims. */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';
export type VideoKind = 'mp4' | 'quicktime' | 'webm';

export const imageContentTypes: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const videoContentTypes: Record<VideoKind, string> = {
  mp4: 'video/mp4',
  quicktime: 'video/quicktime',
  webm: 'video/webm',
};

const videoExtensions: Record<VideoKind, string> = { mp4: 'mp4', quicktime: 'mov', webm: 'webm' };
export const videoExtension = (kind: VideoKind) => videoExtensions[kind];

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (head: Buffer, start: number, end: number) =>
  head.subarray(start, end).toString('latin1');

/** PNG, JPEG, WebP or GIF by their signatures; anything else (SVG, HTML, BMP…) is undefined. */
export function sniffImage(head: Buffer): ImageKind | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  const gif = ascii(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return undefined;
}

/** ISO base media brands that mean QuickTime rather than MP4. */
const QUICKTIME_BRANDS = new Set(['qt  ']);

/**
 * MP4 and QuickTime start with an `ftyp` box (size, "ftyp", major brand); WebM with an EBML
 * header whose DocType is "webm" (Matroska in general is refused: browsers play WebM only).
 */
export function sniffVideo(head: Buffer): VideoKind | undefined {
  if (ascii(head, 4, 8) === 'ftyp') {
    return QUICKTIME_BRANDS.has(ascii(head, 8, 12)) ? 'quicktime' : 'mp4';
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // DocType element (0x4282), a one-byte size 0x84, then "webm": within the first bytes.
    const docType = head.indexOf(Buffer.from([0x42, 0x82]));
    if (docType > 0 && head.subarray(docType + 3, docType + 7).toString('latin1') === 'webm') {
      return 'webm';
    }
  }
  return undefined;
}
