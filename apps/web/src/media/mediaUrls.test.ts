import { describe, expect, it } from 'vitest';
import { isOwnMediaUrl } from './mediaUrls';

describe('isOwnMediaUrl', () => {
  it.each([
    '/api/media/video/upload?signature=ab&timestamp=1',
    'https://code.example.org/api/media/video/upload?signature=ab',
    'http://localhost:3000/grindstone/api/media/image/upload',
  ])('knows %s as this server’s', (url) => {
    expect(isOwnMediaUrl(url)).toBe(true);
  });

  it.each([
    'https://api.cloudinary.com/v1_1/demo/video/upload',
    'https://res.cloudinary.com/demo/image/upload/v1/avatar.png',
    'https://elsewhere.example/upload?next=/api/media/x',
  ])('treats %s as another host’s', (url) => {
    expect(isOwnMediaUrl(url)).toBe(false);
  });
});
