import { inflateSync } from 'fflate';

/** What an uploaded or imported zip may hold (docs/problem-format.md, "Importing a zip"). */
export const zipLimits = {
  maxEntries: 10_000,
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxNameLength: 1024,
  maxSegmentBytes: 255,
};

/** A zip the importer refuses. The message is for the uploader: zip-relative names only. */
export class ZipRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefused';
  }
}

/** One checked file entry of a zip's central directory (folders are implied by the paths). */
export interface ZipEntry {
  /** Forward-slash path relative to the zip's root. */
  name: string;
  size: number;
  compressedSize: number;
  method: number;
  dataOffset: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;
const U32_MAX = 0xffffffff;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/** "Version made by" hosts whose external attributes carry a Unix mode: Unix, macOS. */
const UNIX_HOSTS = new Set([3, 19]);
const STORED = 0;
const DEFLATED = 8;

/** Names in messages are the uploader's own text, shortened and with control characters shown. */
export const showName = (name: string) =>
  JSON.stringify(name.length > 120 ? `${name.slice(0, 120)}…` : name);

const unreadable = (why: string) => new ZipRefused(`Not a readable zip: ${why}`);
const unsafe = (name: string, why: string) =>
  new ZipRefused(`Unsafe path in zip: ${showName(name)} (${why})`);

/**
 * The zip's files, read from its central directory and checked without writing anything:
 * names (no `..` or `.` segments, no absolute paths, backslashes, drive letters, NUL or other
 * control characters, nothing too long), types (regular files and folders only — no symbolic
 * links or devices), no duplicates, no name that is both a file and a folder, no encryption,
 * stored or deflated data only, and the entry count and declared unpacked size within
 * `zipLimits` (inflating never produces more than the declared size, see `inflateEntry`).
 */
export function readZipEntries(zip: Uint8Array): ZipEntry[] {
  try {
    return checkEntries(readCentralDirectory(zip));
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw unreadable('its directory is damaged');
  }
}

interface RawEntry {
  name: string;
  hostOs: number;
  externalAttributes: number;
  flags: number;
  method: number;
  size: number;
  compressedSize: number;
  dataOffset: number;
}

function readCentralDirectory(zip: Uint8Array): RawEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));

  let end = zip.length - 22;
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  while (end >= lowest && !(end >= 0 && u32(end) === SIG_END)) end -= 1;
  if (end < lowest) throw unreadable('no zip directory found');
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (end >= 20 && u32(end - 20) === SIG_END64_LOCATOR) {
    const end64 = u64(end - 12);
    if (end64 + 56 > zip.length || u32(end64) !== SIG_END64) throw unreadable('bad zip64 record');
    count = u64(end64 + 32);
    offset = u64(end64 + 48);
  }
  if (count > zipLimits.maxEntries) {
    throw new ZipRefused(`The zip holds more than ${zipLimits.maxEntries} entries`);
  }

  const entries: RawEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > zip.length || u32(offset) !== SIG_CENTRAL) {
      throw unreadable('its directory is damaged');
    }
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const commentLength = u16(offset + 32);
    const nameStart = offset + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > zip.length) throw unreadable('its directory is damaged');
    const flags = u16(offset + 8);
    let compressedSize = u32(offset + 20);
    let size = u32(offset + 24);
    let localOffset = u32(offset + 42);
    // Sizes and offsets that do not fit 32 bits are in the zip64 extra field, in this order.
    for (let at = extraStart; at + 4 <= extraStart + extraLength; at += 4 + u16(at + 2)) {
      if (u16(at) !== 1) continue;
      let field = at + 4;
      const take = () => {
        const value = u64(field);
        field += 8;
        return value;
      };
      if (size === U32_MAX) size = take();
      if (compressedSize === U32_MAX) compressedSize = take();
      if (localOffset === U32_MAX) localOffset = take();
      break;
    }
    const nameBytes = Buffer.from(zip.buffer, zip.byteOffset + nameStart, nameLength);
    // Bit 11: the name is UTF-8; otherwise each byte is one character (as fflate reads it).
    const name =
      flags & 0x800
        ? new TextDecoder('utf-8', { fatal: true }).decode(nameBytes)
        : nameBytes.toString('latin1');
    if (localOffset + 30 > zip.length || u32(localOffset) !== SIG_LOCAL) {
      throw unreadable(`the data of ${showName(name)} is missing`);
    }
    const dataOffset = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
    if (dataOffset + compressedSize > zip.length) {
      throw unreadable(`the data of ${showName(name)} is cut off`);
    }
    entries.push({
      name,
      hostOs: u16(offset + 4) >> 8,
      externalAttributes: u32(offset + 38),
      flags,
      method: u16(offset + 10),
      size,
      compressedSize,
      dataOffset,
    });
    offset = next;
  }
  return entries;
}

function checkEntries(raw: RawEntry[]): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const files = new Set<string>();
  const folders = new Set<string>();
  let total = 0;
  for (const entry of raw) {
    const mode = UNIX_HOSTS.has(entry.hostOs) ? entry.externalAttributes >>> 16 : 0;
    const type = mode & S_IFMT;
    if (type === S_IFLNK) throw unsafe(entry.name, 'symbolic links are not allowed');
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      throw unsafe(entry.name, 'only files and folders are allowed');
    }
    const directory = entry.name.endsWith('/') || type === S_IFDIR;
    const name = checkName(entry.name, directory);
    if (entry.flags & 1) throw new ZipRefused(`${showName(name)} is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw new ZipRefused(`${showName(name)} uses a compression method other than deflate`);
    }
    if (directory && entry.size > 0) throw unsafe(entry.name, 'a folder entry with data');

    if (files.has(name) || (!directory && folders.has(name))) {
      throw unsafe(
        entry.name,
        files.has(name) ? 'the name occurs more than once' : 'the name is both a file and a folder',
      );
    }
    const segments = name.split('/');
    for (let depth = 1; depth < segments.length + (directory ? 1 : 0); depth += 1) {
      const folder = segments.slice(0, depth).join('/');
      if (files.has(folder))
        throw unsafe(entry.name, `${showName(folder)} is both a file and a folder`);
      folders.add(folder);
    }
    if (directory) continue;
    files.add(name);
    total += entry.size;
    if (total > zipLimits.maxUnpackedBytes) {
      throw new ZipRefused(
        `The zip unpacks to more than ${zipLimits.maxUnpackedBytes / 1024 / 1024} MB`,
      );
    }
    entries.push({
      name,
      size: entry.size,
      compressedSize: entry.compressedSize,
      method: entry.method,
      dataOffset: entry.dataOffset,
    });
  }
  return entries;
}

/** The entry's path relative to the zip's root, or a refusal saying what is wrong with it. */
function checkName(raw: string, directory: boolean): string {
  if (raw.includes('\0')) throw unsafe(raw, 'NUL characters are not allowed');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0001-\u001f\u007f]/.test(raw)) throw unsafe(raw, 'control characters are not allowed');
  if (raw.includes('\\')) throw unsafe(raw, 'backslashes are not allowed');
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw))
    throw unsafe(raw, 'absolute paths are not allowed');
  if (raw.length > zipLimits.maxNameLength) throw unsafe(raw, 'the name is too long');
  const name = directory && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  for (const segment of name.split('/')) {
    if (segment === '..') throw unsafe(raw, '".." segments are not allowed');
    if (segment === '' || segment === '.')
      throw unsafe(raw, 'empty or "." segments are not allowed');
    if (Buffer.byteLength(segment) > zipLimits.maxSegmentBytes) {
      throw unsafe(raw, 'a file or folder name is too long');
    }
  }
  return name;
}

/**
 * The entry's bytes. Inflating writes into a buffer one byte larger than the declared size, which
 * fflate never grows: data that lies about its size (a zip bomb) cannot allocate more than
 * declared, and filling the extra byte shows the lie.
 */
export function inflateEntry(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let content: Uint8Array;
  if (entry.method === STORED) {
    content = data.slice();
  } else {
    try {
      content = inflateSync(data, { out: new Uint8Array(entry.size + 1) });
    } catch {
      throw new ZipRefused(`${showName(entry.name)} is damaged and cannot be unpacked`);
    }
  }
  if (content.length !== entry.size) {
    throw new ZipRefused(`${showName(entry.name)} is damaged and cannot be unpacked`);
  }
  return content;
}
