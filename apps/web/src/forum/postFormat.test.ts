import { describe, expect, it } from 'vitest';
import {
  authorInitials,
  authorName,
  formatCommentTime,
  formatPostDate,
  plainTextPreview,
  postPermalink,
} from './postFormat';

describe('post formatting', () => {
  it('makes initials from both names, else U', () => {
    expect(authorInitials({ firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
    expect(authorInitials({ firstName: 'Bob', lastName: '' })).toBe('B');
    expect(authorInitials(undefined)).toBe('U');
  });

  it('names the author, else the fallback', () => {
    expect(authorName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Unknown')).toBe('Ada Lovelace');
    expect(authorName({ firstName: 'Bob', lastName: '' }, 'Unknown')).toBe('Bob');
    expect(authorName(null, 'Anonymous')).toBe('Anonymous');
  });

  it('dates posts with month, day, year and time, comments with the time only', () => {
    const iso = new Date(2026, 10, 24, 14, 5).toISOString();
    expect(formatPostDate(iso, 'en-US')).toBe('Nov 24, 2026, 2:05 PM');
    expect(formatCommentTime(iso, 'en-US')).toBe('2:05 PM');
  });

  it('links to the post’s own page', () => {
    expect(postPermalink('abc', 'https://grind.example')).toBe('https://grind.example/discuss/abc');
  });

  it('previews markdown as plain words', () => {
    const markdown = [
      '# Two pointers',
      '',
      'Use **two** pointers and `left < right`; see [the docs](https://example.com) or _this_.',
      '',
      '```cpp',
      'int max_sum = 0;',
      '```',
      '> quoted',
      '- first item',
      '1. numbered',
      '![diagram](/media/x.png) ~~old~~ <b>tag</b>',
    ].join('\n');
    expect(plainTextPreview(markdown)).toBe(
      'Two pointers Use two pointers and left < right; see the docs or this. int max_sum = 0; quoted first item numbered diagram old tag',
    );
  });
});
