// Writes a brotli (.br) and a gzip (.gz) sibling next to every compressible file of the build,
// which the server sends to browsers that accept them (@fastify/static's `preCompressed`): the
// files are compressed once, at the highest levels, instead of on every request.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts like woff2, audio and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ttf|otf|ico)$/i;
/** Below this a file fits a packet or two either way; the server sends it as it is. */
export const MIN_BYTES = 1024;
/** A sibling is kept only when it saves at least this share of the bytes. */
const MIN_SAVING = 0.1;
/**
 * Brotli's best quality (11) takes ~1 s per 100 KB on this kind of host: used for files up to
 * 1 MiB, which covers everything a page needs before it paints. The editor's and its language
 * service's chunks (1–7 MB, loaded when a learner reaches for the code) get quality 5, which is
 * 20–30x faster and still smaller than gzip -9.
 */
export const BEST_QUALITY_UP_TO = 1024 * 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeSibling(file: string, suffix: string, original: number, compressed: Buffer) {
  const sibling = `${file}${suffix}`;
  if (compressed.length > original * (1 - MIN_SAVING)) {
    await rm(sibling, { force: true });
    return undefined;
  }
  await writeFile(sibling, compressed);
  return compressed.length;
}

async function precompressFile(file: string): Promise<PrecompressedFile> {
  const content = await readFile(file);
  const bytes = content.length;
  const quality = bytes <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 5;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    file,
    bytes,
    br: await writeSibling(file, '.br', bytes, br),
    gz: await writeSibling(file, '.gz', bytes, gz),
  };
}

/** Compresses every compressible file of `dir` (recursively) of at least MIN_BYTES. */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const candidates: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  // zlib's async calls run on libuv's thread pool: a few at a time use the cores that exist.
  return Promise.all(candidates.map(precompressFile));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Vite plugin: precompresses the build output once everything (workers, public/) is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'grindstone:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = performance.now();
        const files = await precompressDirectory(outDir);
        const sum = (pick: (file: PrecompressedFile) => number | undefined) =>
          files.reduce((total, file) => total + (pick(file) ?? file.bytes), 0);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        config.logger.info(
          `precompressed ${files.length} files in ${seconds} s: ${kb(sum((f) => f.bytes))} → ` +
            `brotli ${kb(sum((f) => f.br))}, gzip ${kb(sum((f) => f.gz))}`,
        );
      },
    },
  };
}
