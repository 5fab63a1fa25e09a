import type { Readable } from 'node:stream';

/** Thrown by `receive` when the source is longer than its limit; the partial file is gone. */
export class TooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`more than ${limitBytes} bytes`);
  }
}

export interface ReceiveLimits {
  maxBytes: number;
  /**
   * Sees the first bytes (up to `headBytes`) as soon as they arrive and throws to refuse the
   * upload there, before the rest is written (a 100 MB upload of the wrong type stops early).
   */
  inspectHead?: (head: Buffer) => void;
  headBytes?: number;
}

/** An upload written in full to a private scratch file, not yet published under a name. */
export interface ReceivedFile {
  /** A local path, for readers that need one (container parsers, sharp, ffmpeg). */
  path: string;
  bytes: number;
  head: Buffer;
  /** Removes the scratch file; harmless after `publish` moved it. */
  discard(): Promise<void>;
}

export interface StoredMedia {
  size: number;
  /** The bytes from `start` to `end` inclusive (the whole file by default). */
  stream(range?: { start: number; end: number }): Readable;
}

/**
 * Where uploaded images and videos live. One small interface, so another backend (an object
 * store) can replace the local disk without touching the use cases. Names are chosen by the
 * caller from random ids and are plain file names (no directories).
 */
export interface MediaStore {
  /** Streams `source` to a scratch file, never holding it whole in memory. */
  receive(source: Readable, limits: ReceiveLimits): Promise<ReceivedFile>;
  /** Makes `content` readable as `name`, atomically: readers see all of it or nothing. */
  publish(name: string, content: ReceivedFile | Buffer): Promise<void>;
  open(name: string): Promise<StoredMedia | undefined>;
  /** A local path of a published file, for tools that need one; undefined if absent. */
  localPath(name: string): Promise<string | undefined>;
  remove(name: string): Promise<void>;
}

/** Plain names only: random ids with an extension, never a path. */
export const MEDIA_NAME = /^[A-Za-z0-9][\w-]*\.[a-z0-9]{2,5}$/;
