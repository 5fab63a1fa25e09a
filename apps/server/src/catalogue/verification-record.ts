import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What `npm run problems -- verify --record` last proved about a catalogue, kept beside its
 * packages in `verified.json`: the digest of every package's files when it passed. A package
 * whose files still have that digest was judged, exactly as it is, by the verification rules of
 * VERIFICATION_POLICY; `verify --changed` judges the others again, and a sample of the rest so
 * that a change of host, toolchain or judge still shows (docs/problem-format.md#verification).
 */
export const RECORD_FILE = 'verified.json';

/**
 * Bump when what verification proves changes (a new check, a tighter headroom): every
 * package's record is then void and the next `--changed` run judges the whole catalogue.
 */
export const VERIFICATION_POLICY = 1;

export interface VerificationRecord {
  policy: number;
  /** Slug → the package's digest when it last passed. */
  packages: Record<string, string>;
}

/**
 * A SHA-256 over every file of the package folder: relative path, size and bytes, in path
 * order, so renaming, editing, adding or removing any file changes it.
 */
export async function packageDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const relative of await filesUnder(dir)) {
    const bytes = await fs.readFile(path.join(dir, relative));
    hash.update(`${relative.split(path.sep).join('/')}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

/** The catalogue's record; an empty one when it has none, it is unreadable or of an older policy. */
export async function readRecord(catalogueDir: string): Promise<VerificationRecord> {
  const empty = { policy: VERIFICATION_POLICY, packages: {} };
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(catalogueDir, RECORD_FILE), 'utf8'));
    if (parsed?.policy !== VERIFICATION_POLICY || typeof parsed.packages !== 'object') return empty;
    const packages = Object.fromEntries(
      Object.entries(parsed.packages as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { policy: VERIFICATION_POLICY, packages };
  } catch {
    return empty;
  }
}

/**
 * Records the packages that passed, and forgets those that failed or are gone. Written to a
 * temporary file and renamed over the record, so a crash leaves the old record whole.
 */
export async function updateRecord(
  catalogueDir: string,
  outcome: { passed: Record<string, string>; failed: string[]; present: string[] },
): Promise<void> {
  const { packages } = await readRecord(catalogueDir);
  const present = new Set(outcome.present);
  const kept = Object.entries({ ...packages, ...outcome.passed }).filter(
    ([slug]) => present.has(slug) && !outcome.failed.includes(slug),
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const record: VerificationRecord = {
    policy: VERIFICATION_POLICY,
    packages: Object.fromEntries(kept),
  };
  const target = path.join(catalogueDir, RECORD_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await fs.rename(temporary, target);
}

export interface CataloguePackage {
  slug: string;
  digest: string;
}

/**
 * Which packages `verify --changed` judges: every one whose digest is not the recorded one,
 * and `sample` of the others, picked by `seed` (the same seed picks the same ones, so a run can
 * be repeated; a new commit's seed picks others, so the whole catalogue is re-judged over time).
 */
export function packagesToVerify(
  packages: CataloguePackage[],
  record: VerificationRecord,
  options: { sample: number; seed: string },
): { changed: string[]; sampled: string[] } {
  const changed = packages.filter((pkg) => record.packages[pkg.slug] !== pkg.digest);
  const unchanged = packages.filter((pkg) => record.packages[pkg.slug] === pkg.digest);
  const rank = (slug: string) =>
    createHash('sha256').update(`${options.seed}\0${slug}`).digest('hex');
  const sampled = unchanged
    .map((pkg) => ({ slug: pkg.slug, rank: rank(pkg.slug) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(0, Math.max(0, options.sample))
    .map((entry) => entry.slug);
  return { changed: changed.map((pkg) => pkg.slug), sampled };
}
