import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { kattisRootFolder } from './kattis/read-kattis';
import { packageSlugSchema } from './package-schema';
import { listPackageDirs } from './read-package';
import { inflateEntry, readZipEntries, showName, type ZipEntry, ZipRefused } from './zip-entries';

export interface UnpackedPackages {
  dirs: string[];
  /** Removes everything unpacking wrote; call it whatever happens next. */
  cleanup: () => Promise<void>;
}

/**
 * The package folders inside DIR or a .zip (one package at its root, or several folders).
 */
export async function packageDirsIn(source: string): Promise<UnpackedPackages> {
  if (source.endsWith('.zip')) return unpackZip(await fs.readFile(source));
  const has = (file: string) =>
    fs.access(path.join(source, file)).then(
      () => true,
      () => false,
    );
  const isPackage = (await has('problem.json')) || (await has('problem.yaml'));
  return {
    dirs: isPackage ? [path.resolve(source)] : await listPackageDirs(source),
    cleanup: async () => {},
  };
}

/**
 * Unpacks a zip of one package (at its root) or of several package folders into a fresh temp
 * folder. Every entry and the root package's slug are checked before anything is written
 * (`readZipEntries`), every write is checked to stay inside the temp folder, and the temp
 * folder is removed again when unpacking fails. Refusals are `ZipRefused`.
 */
export async function unpackZip(zip: Uint8Array): Promise<UnpackedPackages> {
  const files = readZipEntries(zip);
  const manifest = files.find((entry) => entry.name === 'problem.json');
  const kattisYaml = files.find((entry) => entry.name === 'problem.yaml');
  // A package zipped at its root goes into a folder named after its slug, as the format wants
  // (a Kattis package's short name is its folder's: one zipped at its root is named after it).
  const folder = manifest
    ? rootPackageSlug(inflateEntry(zip, manifest))
    : kattisYaml
      ? kattisRootFolder(inflateEntry(zip, kattisYaml))
      : undefined;
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-import-'));
  const cleanup = () => fs.rm(root, { recursive: true, force: true });
  try {
    const target = folder ? path.join(root, folder) : root;
    await writeEntries(zip, files, target, root);
    return { dirs: folder ? [target] : await listPackageDirs(root), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Writes the checked entries of `zip` under `target`, never outside `boundary`. */
async function writeEntries(
  zip: Uint8Array,
  entries: ZipEntry[],
  target: string,
  boundary: string,
): Promise<void> {
  const inside = `${path.resolve(boundary)}${path.sep}`;
  for (const entry of entries) {
    const destination = path.resolve(target, entry.name);
    if (!destination.startsWith(inside)) {
      throw new ZipRefused(`Unsafe path in zip: ${showName(entry.name)}`);
    }
    try {
      await fs.mkdir(path.dirname(destination), { recursive: true });
      // `wx`: never replace (or write through) something that is already there.
      await fs.writeFile(destination, inflateEntry(zip, entry), { flag: 'wx' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code && entryErrors.has(code)) {
        throw new ZipRefused(`${showName(entry.name)} cannot be unpacked`);
      }
      throw error;
    }
  }
}

/** File-system failures that are the entry's fault, not the server's (others stay 500s). */
const entryErrors = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'EINVAL', 'ELOOP']);

/** The folder name of a package zipped at its root: its slug, checked before it becomes a path. */
function rootPackageSlug(manifestBytes: Uint8Array): string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestBytes));
  } catch (error) {
    throw new ZipRefused(`problem.json is not valid JSON (${(error as Error).message})`);
  }
  const slug = packageSlugSchema.safeParse(
    typeof manifest === 'object' && manifest !== null
      ? (manifest as { slug?: unknown }).slug
      : undefined,
  );
  if (!slug.success) {
    throw new ZipRefused(`problem.json slug: ${slug.error.issues[0]?.message ?? 'invalid'}`);
  }
  return slug.data;
}
