import { describe, expect, it } from 'vitest';
import { avatarContent, avatarInitial } from './avatarInitial';

describe('avatarInitial', () => {
  it("is the uppercase first letter of the first name, else 'U'", () => {
    expect(avatarInitial({ firstName: 'ada', profileImage: '' })).toBe('A');
    expect(avatarInitial({ firstName: '  grace', profileImage: '' })).toBe('G');
    expect(avatarInitial({ firstName: '', profileImage: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
  });
});

describe('avatarContent', () => {
  it('prefers the profile image', () => {
    expect(avatarContent({ firstName: 'Ada', profileImage: '/media/ada.png' })).toEqual({
      kind: 'image',
      src: '/media/ada.png',
    });
  });

  it('falls back to the initial, then to U', () => {
    expect(avatarContent({ firstName: 'linus', profileImage: '  ' })).toEqual({
      kind: 'initial',
      letter: 'L',
    });
    expect(avatarContent(null)).toEqual({ kind: 'initial', letter: 'U' });
  });
});
