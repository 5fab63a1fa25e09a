/**
 * The text under a `## Heading` of an author's markdown (statement, editorial), up to the next
 * heading of the same or a higher level; null when there is no such section. Headings are matched
 * case-insensitively, so `## Constraints` and `## constraints` both count.
 */
export function markdownSection(markdown: string, heading: string): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) =>
      /^##\s/.test(line) &&
      line
        .replace(/^##\s+/, '')
        .trim()
        .toLowerCase() === heading,
  );
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^#{1,2}\s/.test(line));
  const body = (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
  return body === '' ? null : body;
}
