import { describe, expect, it } from 'vitest';
import {
  countLines,
  describeTestText,
  formatByteSize,
  isLargeTestText,
  LARGE_TEST_TEXT_BYTES,
  previewLines,
  replaceSelection,
  utf8ByteLength,
} from './largeTestText';

describe('large test text', () => {
  it('is large only above the threshold, counted in UTF-8 bytes', () => {
    expect(isLargeTestText('')).toBe(false);
    expect(isLargeTestText('x'.repeat(LARGE_TEST_TEXT_BYTES))).toBe(false);
    expect(isLargeTestText('x'.repeat(LARGE_TEST_TEXT_BYTES + 1))).toBe(true);
    // 6000 characters, but 18,000 bytes: over 16 KB on disk and on the wire.
    expect(isLargeTestText('€'.repeat(6000))).toBe(true);
    expect(isLargeTestText('€'.repeat(5000))).toBe(false);
  });

  it('measures size in UTF-8 bytes', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é€😀')).toBe(2 + 3 + 4);
  });

  it('counts lines the way an editor does', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('1 2')).toBe(1);
    expect(countLines('1 2\n')).toBe(1);
    expect(countLines('3\n1 2 3\n')).toBe(2);
    expect(countLines('a\r\nb\r\nc')).toBe(3);
    expect(countLines('a\n\n')).toBe(2);
  });

  it('formats sizes in bytes, KB and MB', () => {
    expect(formatByteSize(1)).toBe('1 byte');
    expect(formatByteSize(900)).toBe('900 bytes');
    expect(formatByteSize(1024)).toBe('1.0 KB');
    expect(formatByteSize(422_195)).toBe('412.3 KB');
    expect(formatByteSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('summarises size and line count', () => {
    const text = `${'7\n'.repeat(20_000)}7`;
    expect(describeTestText(text)).toBe('39.1 KB, 20,001 lines');
    expect(describeTestText('x'.repeat(20_000))).toBe('19.5 KB, 1 line');
  });

  it('previews the first lines, cutting long ones, and says whether more follows', () => {
    expect(previewLines('')).toEqual({ lines: [], more: false });
    expect(previewLines('3\n1 2 3\n')).toEqual({ lines: ['3', '1 2 3'], more: false });
    expect(previewLines('a\r\nb\r\nc\r\nd', 2)).toEqual({ lines: ['a', 'b'], more: true });
    expect(previewLines(`5\n${'9 '.repeat(300)}\n`, 5, 10)).toEqual({
      lines: ['5', '9 9 9 9 9 …'],
      more: false,
    });
    // A line of exactly the limit is whole: no ellipsis, even before a CRLF.
    expect(previewLines('abcd\r\nx', 1, 4)).toEqual({ lines: ['abcd'], more: true });
  });

  it('previews a 200,000-line test without touching most of it', () => {
    const huge = `${'1 2\n'.repeat(200_000)}`;
    const { lines, more } = previewLines(huge);
    expect(lines).toEqual(['1 2', '1 2', '1 2', '1 2', '1 2']);
    expect(more).toBe(true);
  });

  it('pastes over the selection', () => {
    expect(replaceSelection('1 2\n', 0, 0, '2\n')).toBe('2\n1 2\n');
    expect(replaceSelection('1 2\n', 2, 3, '9')).toBe('1 9\n');
    expect(replaceSelection('old', 0, 3, 'new')).toBe('new');
  });
});
