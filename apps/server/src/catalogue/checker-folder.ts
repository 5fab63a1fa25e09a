import fs from 'node:fs/promises';
import path from 'node:path';
import { type CustomChecker, checkerFileNameSchema } from '@grindstone/contract';

const sourceExtensions = new Set(['.c', '.cc', '.cpp', '.cxx']);
const headerExtensions = new Set(['.h', '.hh', '.hpp', '.hxx']);

/**
 * A package's checker folder (ours: `checker/`; Kattis: `output_validator(s)/`, its files
 * directly or in one subfolder) as a custom checker's source and headers: exactly one C or C++
 * source, any number of headers by their own names. What cannot be judged (a validator in
 * another language, two sources, a header name twice) is added to `problems`.
 */
export async function readCheckerFolder(
  dir: string,
  folder: string,
  problems: string[],
): Promise<Pick<CustomChecker, 'source' | 'files'> | undefined> {
  const entries = await fs
    .readdir(path.join(dir, folder), { recursive: true, withFileTypes: true })
    .catch(() => []);
  const sources: string[] = [];
  const files: Record<string, string> = {};
  const others: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = `${folder}/${path.relative(path.join(dir, folder), full).split(path.sep).join('/')}`;
    const extension = path.extname(entry.name).toLowerCase();
    if (sourceExtensions.has(extension)) sources.push(relative);
    else if (headerExtensions.has(extension)) {
      if (!checkerFileNameSchema.safeParse(entry.name).success) {
        problems.push(`${relative}: a header name has letters, digits, _ . - only`);
      } else if (files[entry.name] !== undefined) {
        problems.push(`${relative}: two headers named ${entry.name}`);
      } else files[entry.name] = await fs.readFile(full, 'utf8');
    } else others.push(relative);
  }
  if (sources.length === 0) {
    const what = others.length > 0 ? ` (found ${others.slice(0, 3).join(', ')})` : '';
    problems.push(`${folder}/ has no C or C++ source: checkers are judged in C++ only${what}`);
    return undefined;
  }
  if (sources.length > 1) {
    problems.push(`${folder}/ has ${sources.length} sources (${sources.join(', ')}): one only`);
    return undefined;
  }
  const source = await fs.readFile(path.join(dir, sources[0] as string), 'utf8');
  return { source, files };
}

/** A custom checker as the files of a package folder: `checker.cpp` and its headers. */
export function checkerFolderFiles(checker: CustomChecker, folder: string): Record<string, string> {
  const files: Record<string, string> = { [`${folder}/checker.cpp`]: checker.source };
  for (const [name, content] of Object.entries(checker.files)) files[`${folder}/${name}`] = content;
  return files;
}
