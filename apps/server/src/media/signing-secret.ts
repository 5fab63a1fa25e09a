import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'media-signing.key';

/**
 * The key that signs video uploads: MEDIA_SIGNING_SECRET when set, otherwise a random key
 * written once into DATA_DIR (readable by the server's user only) and reused on every start,
 * so signatures survive a restart and several servers sharing DATA_DIR agree.
 */
export function loadSigningSecret(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only the first start creates it; a concurrent second start reads the winner's.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}
