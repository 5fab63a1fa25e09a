import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { loadSigningSecret } from './signing-secret';

describe('media configuration', () => {
  it('reads CLOUDINARY_URL into the account', () => {
    const config = loadConfig({ CLOUDINARY_URL: 'cloudinary://123456:abc%2Fdef@my-cloud' });
    expect(config.CLOUDINARY_URL).toEqual({
      apiKey: '123456',
      apiSecret: 'abc/def',
      cloudName: 'my-cloud',
    });
  });

  it('refuses a malformed CLOUDINARY_URL without repeating its secret', () => {
    try {
      loadConfig({ CLOUDINARY_URL: 'https://123456:very-secret@my-cloud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String((error as Error).message)).toContain('CLOUDINARY_URL');
      expect(String((error as Error).message)).not.toContain('very-secret');
    }
  });

  it('refuses an upload preset without the cloud and a short signing secret', () => {
    expect(() => loadConfig({ CLOUDINARY_UPLOAD_PRESET: 'avatars' })).toThrow(
      /CLOUDINARY_UPLOAD_PRESET: needs CLOUDINARY_URL/,
    );
    expect(() => loadConfig({ MEDIA_SIGNING_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('generates the signing secret into DATA_DIR once, readable by its owner only', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'grindstone-secret-'));
    try {
      const first = loadSigningSecret(dataDir, undefined);
      expect(first.length).toBe(64);
      expect(loadSigningSecret(dataDir, undefined)).toEqual(first);
      const file = path.join(dataDir, 'media-signing.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).toBe(first.toString());
      expect(loadSigningSecret(dataDir, 'x'.repeat(40)).toString()).toBe('x'.repeat(40));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
