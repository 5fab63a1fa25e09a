import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { listPackageDirs } from './read-package';

const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/**
 * The package folders inside DIR or a .zip (one package at its root, or several folders).
 * Zip entries are written only inside a fresh temp dir: `..` and absolute names are refused.
 */
export async function packageDirsIn(
  source: string,
): Promise<{ dirs: string[]; cleanup: () => Promise<void> }> {
  const noCleanup = async () => {};
  if (!source.endsWith('.zip')) {
    const isPackage = await fs.access(path.join(source, 'problem.json')).then(
      () => true,
      () => false,
    );
    return {
      dirs: isPackage ? [path.resolve(source)] : await listPackageDirs(source),
      cleanup: noCleanup,
    };
  }
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-import-'));
  const cleanup = () => fs.rm(root, { recursive: true, force: true });
  try {
    await extractZip(await fs.readFile(source), root);
    const isPackage = await fs.access(path.join(root, 'problem.json')).then(
      () => true,
      () => false,
    );
    if (!isPackage) return { dirs: await listPackageDirs(root), cleanup };
    // A package zipped at its root: give it a folder named after its slug, as the format wants.
    const { slug } = JSON.parse(await fs.readFile(path.join(root, 'problem.json'), 'utf8')) as {
      slug?: string;
    };
    const named = path.join(root, '_package', String(slug ?? 'package'));
    await fs.mkdir(path.dirname(named), { recursive: true });
    const entries = (await fs.readdir(root)).filter((entry) => entry !== '_package');
    await fs.mkdir(named);
    for (const entry of entries) await fs.rename(path.join(root, entry), path.join(named, entry));
    return { dirs: [named], cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export async function extractZip(zip: Uint8Array, target: string): Promise<void> {
  let total = 0;
  const files = unzipSync(zip, {
    filter: (file) => {
      total += file.originalSize;
      if (total > MAX_UNPACKED_BYTES) throw new Error('The zip unpacks to more than 256 MB');
      return !file.name.endsWith('/');
    },
  });
  for (const [name, content] of Object.entries(files)) {
    const destination = path.resolve(target, name);
    if (!destination.startsWith(`${path.resolve(target)}${path.sep}`)) {
      throw new Error(`Unsafe path in zip: ${name}`);
    }
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.writeFile(destination, content);
  }
}
