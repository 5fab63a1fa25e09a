/**
 * Test inputs and outputs above this size are shown as a read-only preview, not a textarea.
 * A hand-written test fits in a few KB; generated stress tests run to hundreds of KB and
 * hundreds of thousands of lines (the bundled catalogue has several), and a textarea holding
 * that much makes the whole form slow to load and to type in. 16 KB keeps every test a person
 * would edit by hand editable and moves the generated ones out of the browser's layout work.
 */
export const LARGE_TEST_TEXT_BYTES = 16 * 1024;

/** How many lines, and how many characters of each, the preview of a large test shows. */
export const PREVIEW_LINES = 5;
export const PREVIEW_LINE_CHARS = 100;

/** Size as stored and sent: UTF-8 bytes, the same number the file on disk had. */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

export function isLargeTestText(text: string): boolean {
  // At most 3 bytes per UTF-16 unit (4 per surrogate pair), so short text needs no encoding.
  if (text.length * 3 <= LARGE_TEST_TEXT_BYTES) return false;
  return text.length > LARGE_TEST_TEXT_BYTES || utf8ByteLength(text) > LARGE_TEST_TEXT_BYTES;
}

/** Lines as an editor counts them: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let newlines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines += 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

const groupedNumber = new Intl.NumberFormat('en-US');

/** 412.3 KB, 1.2 MB, 900 bytes (1 KB = 1024 bytes, as file managers and the threshold count). */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The preview's summary, e.g. "412.3 KB, 20,001 lines". */
export function describeTestText(text: string): string {
  const lines = countLines(text);
  return `${formatByteSize(utf8ByteLength(text))}, ${groupedNumber.format(lines)} ${
    lines === 1 ? 'line' : 'lines'
  }`;
}

/**
 * The first `maxLines` lines, each cut to `maxChars` characters with an ellipsis, and whether
 * anything follows them. Walks the text line by line so a 200,000-line test is not split whole.
 */
export function previewLines(
  text: string,
  maxLines = PREVIEW_LINES,
  maxChars = PREVIEW_LINE_CHARS,
): { lines: string[]; more: boolean } {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < maxLines && start < text.length) {
    const newline = text.indexOf('\n', start);
    let end = newline === -1 ? text.length : newline;
    if (end > start && text[end - 1] === '\r') end -= 1;
    lines.push(
      end - start > maxChars ? `${text.slice(start, start + maxChars)}…` : text.slice(start, end),
    );
    start = newline === -1 ? text.length : newline + 1;
  }
  return { lines, more: start < text.length };
}

/** `text` with `inserted` in place of the selection from `start` to `end` (what a paste does). */
export function replaceSelection(text: string, start: number, end: number, inserted: string) {
  return text.slice(0, start) + inserted + text.slice(end);
}
