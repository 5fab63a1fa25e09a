/**
 * A problem's tags arrive as one string, several joined with `, ` ("array, dp"), as the original
 * API sent them. This is the list to show as badges or checkboxes: trimmed, blanks and repeats
 * dropped.
 */
export function tagList(tags: string): string[] {
  return [
    ...new Set(
      tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}
