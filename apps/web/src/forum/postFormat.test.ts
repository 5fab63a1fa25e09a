import { describe, expect, it } from 'vitest';
import {
  authorInitials,
  authorName,
  formatCommentTime,
  formatPostDate,
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
});
