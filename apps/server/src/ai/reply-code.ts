/**
 * Where code can hide in a markdown reply, and the code a held span of it contains. The reply
 * guard holds every span that may be code, however it is written: a fenced block, an HTML
 * `<pre>`, an indented block, inline code, or code in plain lines.
 */

export const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const PRE_OPENING = /^\s*<pre\b/i;
const PRE_CLOSING = /<\/pre\s*>/i;

/** The kinds of held span: each ends differently (see `createReplyGuard`). */
export type SpanKind = 'fence' | 'pre' | 'loose';

/** A line that opens a span which only its own closing line ends (a fence, a `<pre>`). */
export function spanOpening(
  line: string,
): { kind: 'fence' | 'pre'; fence: string; info: string } | null {
  const fence = OPENING_FENCE.exec(line.replace(/\n$/, ''));
  if (fence) return { kind: 'fence', fence: fence[1] as string, info: (fence[2] ?? '').trim() };
  if (PRE_OPENING.test(line)) return { kind: 'pre', fence: '', info: '' };
  return null;
}

export const closesPre = (line: string) => PRE_CLOSING.test(line);

// Starts and ends of lines that prose rarely has and programs in the judge's languages often do.
const CODE_START =
  /^(#\s*include|#\s*define|import\s|from\s+\S+\s+import|using\s|package\s|(public|private|protected|static)\s|class\s|def\s|function\b|const\s|let\s|var\s|(unsigned\s+)?(int|long|double|float|char|bool|boolean|void|string|String|auto)\b|for\s*\(|for\s+\w+\s+in\s|while\s*[(\s]|if\s*\(|else\b|return\b|print\s*\(|[{}])/;
const CODE_END = /[;{}]\s*$/;
const CODE_CALLS =
  /console\.log|process\.std(in|out)|readFileSync|System\.(in|out)|\bcin\s*>>|\bcout\s*<<|\b(printf|scanf|input)\s*\(|sys\.stdin|=>/;
/** An inline code span with code in it: brackets, operators, statement ends. */
const INLINE_CODE = /`[^`\n]*[;{}()=<>[\]][^`\n]*`/;

/**
 * Whether a line may hold code (then it is held and checked with its neighbours). A wrong "yes"
 * only delays a line until the span around it has been checked; a wrong "no" would show code
 * unchecked, so the test leans to "yes".
 */
export function mayBeCode(line: string): boolean {
  const text = line.replace(/\n$/, '');
  if (text.trim() === '') return false;
  if (/^( {4}|\t)/.test(text)) return true; // an indented code block, or code in a list item
  const trimmed = text.trim().replace(/^([-*+]|\d+[.)])\s+/, ''); // a list item's marker
  return (
    CODE_START.test(trimmed) ||
    CODE_END.test(trimmed) ||
    CODE_CALLS.test(trimmed) ||
    INLINE_CODE.test(trimmed)
  );
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Removes the indentation every non-blank line shares. */
function dedent(lines: string[]): string {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(common, line.length))).join('\n');
}

/** The code of a held span's inner lines (without a fence's opening and closing lines). */
export function spanCode(kind: SpanKind, lines: string[]): string {
  if (kind === 'fence') return lines.join('');
  const bare = lines.map((line) => line.replace(/\n$/, ''));
  if (kind === 'pre') return decodeEntities(bare.join('\n').replace(/<[^>\n]*>/g, ''));
  // Loose lines: a line's inline code spans are its code; a line without any is code as it is.
  const code = bare.flatMap((line) => {
    const spans = [...line.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((match) =>
      (match[2] as string).trim(),
    );
    return spans.length > 0 ? spans : [line];
  });
  return dedent(code);
}
