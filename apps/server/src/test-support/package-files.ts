import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes a problem package's files (package-relative name → content) into `root/name`. */
export async function writePackage(
  root: string,
  name: string,
  files: Record<string, string>,
): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  return dir;
}
