import { describe, expect, it } from 'vitest';
import { NUL_TEXT_MESSAGE } from './text';
import { isAllowedProfileImage, PROFILE_IMAGE_MESSAGE, updateProfileRequestSchema } from './users';

describe('profile image URLs', () => {
  it.each([
    '',
    'https://images.example.com/ada.png',
    'HTTPS://images.example.com/ada.png?size=64#x',
    'https://[2001:db8::1]/ada.png',
    '/api/media/ada.png',
    '/api/media/avatars/2024/ada-lovelace_1.webp',
    // This server's media under an http PUBLIC_URL (the server checks it is its own).
    'http://localhost:3000/api/media/img-0123.png',
    'http://code.example.org/grindstone/api/media/img-0123.png',
  ])('accepts %j', (value) => {
    expect(isAllowedProfileImage(value)).toBe(true);
    expect(updateProfileRequestSchema.shape.profileImage.parse(value)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    'http://images.example.com/ada.png',
    'ftp://images.example.com/ada.png',
    'https:images.example.com/ada.png',
    'https://',
    ' https://images.example.com/ada.png',
    '//evil.example/ada.png',
    '/\\evil.example/ada.png',
    '/api/media/../user/getProfile',
    '/api/media/./ada.png',
    '/api/media/%2e%2e/ada.png',
    '/api/media/',
    '/api/user/getProfile',
    '/etc/passwd',
    'ada.png',
    `https://images.example.com/${'a'.repeat(2048)}`,
  ])('refuses %j with a clear message', (value) => {
    expect(isAllowedProfileImage(value) && value.length <= 2048).toBe(false);
    const parsed = updateProfileRequestSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImage: value,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('profileImage');
    expect(parsed.error?.issues[0]?.message).toMatch(
      value.length > 2048 ? /at most 2048/ : new RegExp(`^${PROFILE_IMAGE_MESSAGE.slice(0, 20)}`),
    );
  });

  it('refuses NUL in it like in any other text', () => {
    const parsed = updateProfileRequestSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImage: 'https://images.example.com/a\u0000.png',
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['profileImage'],
      message: NUL_TEXT_MESSAGE,
    });
  });
});
