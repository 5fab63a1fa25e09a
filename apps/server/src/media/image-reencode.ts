import sharp from 'sharp';
import type { ImageKind } from './sniff';

/** Avatars and posters never need more; larger images are scaled down to fit. */
export const IMAGE_MAX_SIDE = 1600;
/** Refuses decompression bombs (a tiny file declaring a huge canvas) before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImage extends Error {}

/**
 * Decodes the image and encodes it again in its own format: what is stored is pixels only —
 * no EXIF (camera, GPS position), no comments, no trailing bytes a polyglot hid after the
 * image data. JPEGs are turned upright first, since their EXIF orientation goes.
 */
export async function reencodeImage(filePath: string, kind: ImageKind): Promise<Buffer> {
  const animated = kind === 'gif' || kind === 'webp';
  const image = sharp(filePath, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded = {
    png: () => image.png({ compressionLevel: 9 }),
    jpeg: () => image.jpeg({ quality: 85 }),
    webp: () => image.webp({ quality: 85 }),
    gif: () => image.gif(),
  }[kind]();
  try {
    return await encoded.toBuffer();
  } catch (error) {
    throw new NotAnImage((error as Error).message);
  }
}
