import { open } from 'node:fs/promises';
import type { VideoKind } from './sniff';

type FileHandle = Awaited<ReturnType<typeof open>>;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * MP4/QuickTime: the movie header box (`moov` → `mvhd`) holds a timescale (units per second)
 * and the duration in those units. Boxes are walked by their headers only, so a `moov` at the
 * end of a 100 MB file (not "fast start") costs a few small reads.
 */
async function isoDuration(file: FileHandle, fileSize: number): Promise<number | undefined> {
  const findBox = async (type: string, start: number, end: number) => {
    let position = start;
    while (position + 8 <= end) {
      const header = await readAt(file, position, 16);
      if (header.length < 8) return undefined;
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        if (header.length < 16) return undefined;
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = end - position;
      }
      if (size < headerSize) return undefined;
      if (header.toString('latin1', 4, 8) === type) {
        return { start: position + headerSize, end: Math.min(position + size, end) };
      }
      position += size;
    }
    return undefined;
  };
  const moov = await findBox('moov', 0, fileSize);
  if (!moov) return undefined;
  const mvhd = await findBox('mvhd', moov.start, moov.end);
  if (!mvhd) return undefined;
  const box = await readAt(file, mvhd.start, 32);
  const version = box[0];
  if (version === 1 && box.length >= 32) {
    const timescale = box.readUInt32BE(20);
    return timescale ? Number(box.readBigUInt64BE(24)) / timescale : undefined;
  }
  if (version === 0 && box.length >= 20) {
    const timescale = box.readUInt32BE(12);
    return timescale ? box.readUInt32BE(16) / timescale : undefined;
  }
  return undefined;
}

/** An EBML variable-length integer at `offset`: its length and value (marker bit removed). */
function readVint(buffer: Buffer, offset: number, keepMarker: boolean) {
  const first = buffer[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = buffer[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknownSize: !keepMarker && allOnes };
}

const EBML_IDS = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
};

/**
 * WebM: Segment → Info holds Duration (a float, in TimecodeScale units, nanoseconds each —
 * 1 ms by default). Info precedes the first Cluster, so the first megabyte is enough. Browser
 * recordings (MediaRecorder) often omit Duration: then it is unknown, not guessed.
 */
async function webmDuration(file: FileHandle): Promise<number | undefined> {
  const buffer = await readAt(file, 0, 1024 * 1024);
  let timecodeScale = 1_000_000;
  let duration: number | undefined;
  const walk = (start: number, end: number, depth: number): boolean => {
    let position = start;
    while (position < end) {
      const id = readVint(buffer, position, true);
      if (!id) return false;
      const size = readVint(buffer, position + id.length, false);
      if (!size) return false;
      const body = position + id.length + size.length;
      const bodyEnd = size.unknownSize ? end : Math.min(body + size.value, end);
      if (id.value === EBML_IDS.cluster) return true;
      if (depth === 0 && id.value === EBML_IDS.segment) return walk(body, bodyEnd, 1);
      if (depth === 1 && id.value === EBML_IDS.info) walk(body, bodyEnd, 2);
      if (depth === 2 && id.value === EBML_IDS.timecodeScale) {
        timecodeScale = buffer.readUIntBE(body, Math.min(size.value, 6));
      }
      if (depth === 2 && id.value === EBML_IDS.duration) {
        if (size.value === 8) duration = buffer.readDoubleBE(body);
        if (size.value === 4) duration = buffer.readFloatBE(body);
      }
      if (size.unknownSize) return false;
      position = bodyEnd;
    }
    return false;
  };
  walk(0, buffer.length, 0);
  return duration === undefined ? undefined : (duration * timecodeScale) / 1e9;
}

/** The duration in seconds that the container declares, or undefined when it declares none. */
export async function readVideoDuration(
  filePath: string,
  kind: VideoKind,
): Promise<number | undefined> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const seconds = kind === 'webm' ? await webmDuration(file) : await isoDuration(file, size);
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000) / 1000
      : undefined;
  } finally {
    await file.close();
  }
}
