import sharp from 'sharp';

/** Tiny real media built in code, so the tests need no downloads and no ffmpeg. */

export const pngImage = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A JPEG whose EXIF says where it was taken: the host must not keep that. */
export const jpegWithExif = (description = 'GPS 51.5007 N, 0.1246 W') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: description, Make: 'PocketCam' } })
    .toBuffer();

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An ISO-BMFF movie header (`mvhd`, version 0) of the given duration. */
function mvhd(seconds: number, timescale = 1000) {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(Math.round(seconds * timescale), 16);
  return box('mvhd', body);
}

/**
 * An MP4 (or, with brand `qt  `, QuickTime) container: `ftyp`, `mdat` of `payloadBytes`, and a
 * `moov` with the movie header — at the end, as non-"fast start" files have it.
 */
export function isoVideo(seconds: number, { brand = 'isom', payloadBytes = 2048 } = {}) {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1'));
  return Buffer.concat([
    ftyp,
    box('mdat', Buffer.alloc(payloadBytes, 7)),
    box('moov', mvhd(seconds)),
  ]);
}

const ebml = (id: number[], payload: Buffer) => {
  // Sizes as 8-byte vints (0x01 marker), which every EBML reader accepts.
  const size = Buffer.alloc(8);
  size.writeUInt32BE(payload.length, 4);
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, payload]);
};

/** A WebM container: EBML header (DocType webm), Segment → Info (Duration), one Cluster. */
export function webmVideo(seconds: number, payloadBytes = 2048) {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ebml([0x44, 0x89], duration),
    ]),
  );
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(payloadBytes, 9));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, cluster]))]);
}
