import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../db/client';
import { createTestApp, type TestApp } from './test-app';

export interface MediaTestApp extends TestApp {
  /** DATA_DIR/media: the files the built-in host published. */
  mediaDir: string;
  /** Published files, scratch files excluded. */
  publishedFiles(): Promise<string[]>;
  /** Scratch files left behind (there must never be any once a request has finished). */
  partialFiles(): Promise<string[]>;
}

/** A test app with its own DATA_DIR, removed on close. */
export async function createMediaTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<MediaTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grindstone-media-'));
  const t = await createTestApp(kind, { DATA_DIR: dataDir, ...env });
  const mediaDir = path.join(dataDir, 'media');
  return {
    ...t,
    mediaDir,
    publishedFiles: async () =>
      (await readdir(mediaDir)).filter((name) => !name.startsWith('.')).sort(),
    partialFiles: () => readdir(path.join(mediaDir, '.partial')),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
