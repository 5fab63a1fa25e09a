/**
 * The common subset of problemtools LaTeX statements (`problem_statement/problem.en.tex`) as
 * Markdown: `\problemname{}` (returned as the title), sections, `$…$` math kept as it is, emphasis,
 * bold, typewriter text, itemize/enumerate, verbatim, `\\`, `~`, dashes and quotes. Whatever else
 * it meets is reported in `errors`, naming the construct and its line, never guessed at: an
 * import refuses a statement it cannot convert rather than show a mangled one.
 */
export interface ConvertedStatement {
  markdown: string;
  title?: string;
  errors: string[];
}

/** Commands whose one argument is kept as text with this Markdown around it. */
const wrapping: Record<string, [string, string]> = {
  emph: ['*', '*'],
  textit: ['*', '*'],
  textsl: ['*', '*'],
  textbf: ['**', '**'],
  texttt: ['`', '`'],
  textrm: ['', ''],
  textsf: ['', ''],
  textsc: ['', ''],
  textnormal: ['', ''],
  mbox: ['', ''],
  text: ['', ''],
  underline: ['', ''],
};

/** Commands without an argument, and their Markdown. */
const plainCommands: Record<string, string> = {
  ldots: '…',
  dots: '…',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  noindent: '',
  smallskip: '\n\n',
  medskip: '\n\n',
  bigskip: '\n\n',
  par: '\n\n',
  newline: '\\\n',
  linebreak: '\\\n',
  quad: ' ',
  qquad: ' ',
  centering: '',
};

const sectionLevels: Record<string, string> = {
  section: '##',
  subsection: '###',
  subsubsection: '####',
  paragraph: '####',
};

/** Escapes that stand for one character outside math. */
const escapedCharacters: Record<string, string> = {
  '%': '%',
  '&': '&',
  _: '\\_',
  '#': '#',
  '{': '{',
  '}': '}',
  $: '\\$',
  ' ': ' ',
  ',': ' ',
  ';': ' ',
  '-': '',
  '/': '',
};

/** Marks a list item's indentation, kept when the lines' own indentation is dropped. */
const INDENT = '\u0001';
/** Marks a list item's start: the whitespace before it becomes one line break. */
const ITEM = '\u0002';
/** Marks a list's start: a blank line before it. */
const LIST = '\u0003';

export function latexToMarkdown(source: string, file = 'statement'): ConvertedStatement {
  /** Each construct it cannot convert, with the lines it is on. */
  const errors = new Map<string, number[]>();
  let title: string | undefined;
  let pos = 0;
  const lists: Array<{ ordered: boolean; count: number }> = [];
  const lineAt = (at: number) => source.slice(0, at).split('\n').length;
  const fail = (construct: string, at: number) =>
    errors.set(construct, [...(errors.get(construct) ?? []), lineAt(at)]);

  /** `{…}` at `pos` (after spaces), converted; undefined when there is none. */
  function group(): string | undefined {
    while (source[pos] === ' ' || source[pos] === '\t') pos++;
    if (source[pos] !== '{') return undefined;
    pos++;
    return convert(true);
  }
  /** `{…}` at `pos` as raw text (for names of environments and URLs). */
  function rawGroup(): string | undefined {
    while (source[pos] === ' ') pos++;
    if (source[pos] !== '{') return undefined;
    const close = matchingBrace(source, pos);
    const raw = source.slice(pos + 1, close);
    pos = close + 1;
    return raw;
  }

  function math(): string {
    const start = pos;
    const display = source.startsWith('$$', pos);
    const delimiter = display ? '$$' : '$';
    let at = pos + delimiter.length;
    while (at < source.length) {
      if (source[at] === '\\') at += 2;
      else if (source.startsWith(delimiter, at)) break;
      else at++;
    }
    if (at >= source.length) {
      fail('an unclosed $', start);
      pos = source.length;
      return source.slice(start);
    }
    pos = at + delimiter.length;
    return source.slice(start, pos);
  }

  function until(closing: string, open: string, replacement: [string, string]): string {
    const start = pos;
    const end = source.indexOf(closing, pos);
    if (end < 0) {
      fail(`an unclosed ${open}`, start);
      pos = source.length;
      return '';
    }
    pos = end + closing.length;
    return `${replacement[0]}${source.slice(start, end)}${replacement[1]}`;
  }

  function command(at: number): string {
    const name = /^[A-Za-z]+/.exec(source.slice(pos))?.[0];
    if (!name) {
      const next = source[pos] ?? '';
      pos++;
      if (next === '\\') {
        // A hard line break (CommonMark's backslash form); the source's line end is this one.
        while (source[pos] === ' ' || source[pos] === '\t') pos++;
        if (source[pos] === '\n') pos++;
        return '\\\n';
      }
      if (next === '[') return until('\\]', '\\[', ['$$', '$$']);
      if (next === '(') return until('\\)', '\\(', ['$', '$']);
      const character = own(escapedCharacters, next);
      if (character !== undefined) return character;
      fail(`\\${next}`, at);
      return '';
    }
    pos += name.length;
    const starred = source[pos] === '*';
    if (starred) pos++;
    if (name === 'problemname') {
      title = (group() ?? '').trim();
      return '';
    }
    const section = own(sectionLevels, name);
    if (section) {
      const heading = (group() ?? '').trim();
      return `\n\n${section} ${heading}\n\n`;
    }
    const wrap = own(wrapping, name);
    if (wrap) {
      const inner = group();
      if (inner === undefined) fail(`\\${name} without {…}`, at);
      return `${wrap[0]}${(inner ?? '').trim()}${wrap[1]}`;
    }
    const plain = own(plainCommands, name);
    if (plain !== undefined) {
      // A command word eats the spaces after it, as TeX does.
      if (/^[A-Za-z]/.test(name)) while (source[pos] === ' ') pos++;
      return plain;
    }
    if (name === 'url') return `<${rawGroup() ?? ''}>`;
    if (name === 'href') {
      const url = rawGroup() ?? '';
      return `[${group() ?? url}](${url})`;
    }
    if (name === 'item') {
      const list = lists.at(-1);
      if (!list) {
        fail('\\item outside a list', at);
        return '';
      }
      list.count++;
      while (source[pos] === ' ') pos++;
      const indent = INDENT.repeat(2 * (lists.length - 1) + (list.ordered ? 1 : 0));
      return `${ITEM}${indent}${list.ordered ? `${list.count}.` : '-'} `;
    }
    if (name === 'begin') {
      const environment = rawGroup() ?? '';
      if (environment === 'itemize' || environment === 'enumerate') {
        lists.push({ ordered: environment === 'enumerate', count: 0 });
        // A nested list follows its item's line directly.
        return lists.length > 1 ? '' : LIST;
      }
      if (environment === 'verbatim')
        return until('\\end{verbatim}', '\\begin{verbatim}', ['\n\n```\n', '\n```\n\n']);
      if (environment === 'center' || environment === 'flushleft') return '\n\n';
      if (environment === 'tabular') return tabular(at);
      fail(`\\begin{${environment}}`, at);
      return '';
    }
    if (name === 'end') {
      const environment = rawGroup() ?? '';
      if (environment === 'itemize' || environment === 'enumerate') {
        lists.pop();
        return '\n\n';
      }
      if (environment === 'center' || environment === 'flushleft') return '\n\n';
      return '';
    }
    fail(`\\${name}`, at);
    // Skip its arguments so that one unknown command is reported once.
    while (source[pos] === '{' || source[pos] === '[') {
      pos = (source[pos] === '{' ? matchingBrace(source, pos) : source.indexOf(']', pos)) + 1;
      if (pos <= 0) pos = source.length;
    }
    return '';
  }

  /**
   * `\begin{tabular}{…} … \end{tabular}` as a Markdown table: rows end at `\\`, cells part at
   * `&`, `\hline` goes (Markdown tables draw their own lines), the first row is the header. A
   * cell is converted like the rest; one that cannot be makes the table fail, named once.
   */
  function tabular(at: number): string {
    rawGroup(); // the column layout: Markdown tables have none
    const closing = '\\end{tabular}';
    const end = source.indexOf(closing, pos);
    if (end < 0) {
      fail('an unclosed \\begin{tabular}', at);
      pos = source.length;
      return '';
    }
    const body = source.slice(pos, end);
    pos = end + closing.length;
    let broken = false;
    const rows = splitTopLevel(body, '\\\\')
      .map((row) =>
        row
          .replace(/^\s*\[[^\]]*\]/, '')
          .replaceAll('\\hline', '')
          .trim(),
      )
      .filter((row) => row !== '')
      .map((row) =>
        splitTopLevel(row, '&').map((cell) => {
          const inner = latexToMarkdown(cell, file);
          if (inner.errors.length > 0) broken = true;
          return inner.markdown
            .trim()
            .replace(/\s*\n\s*/g, ' ')
            .replaceAll('|', '\\|');
        }),
      );
    if (broken) fail('a construct inside \\begin{tabular}', at);
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((row) => row.length));
    const line = (cells: string[]) =>
      `| ${[...cells, ...Array<string>(width - cells.length).fill('')].join(' | ')} |`;
    const table = [line(rows[0] as string[]), line(Array<string>(width).fill('---'))];
    for (const row of rows.slice(1)) table.push(line(row));
    return `\n\n${table.join('\n')}\n\n`;
  }

  function convert(inGroup: boolean): string {
    let out = '';
    while (pos < source.length) {
      const ch = source[pos] as string;
      if (ch === '}' && inGroup) {
        pos++;
        return out;
      }
      if (ch === '%') {
        const end = source.indexOf('\n', pos);
        pos = end < 0 ? source.length : end + 1;
        continue;
      }
      if (ch === '$') {
        out += math();
        continue;
      }
      if (ch === '\\') {
        const at = pos;
        pos++;
        out += command(at);
        continue;
      }
      if (ch === '{') {
        pos++;
        out += convert(true);
        continue;
      }
      if (ch === '}') {
        fail('an unmatched }', pos);
        pos++;
        continue;
      }
      pos++;
      if (ch === '~') out += '\u00a0';
      else if (ch === '-' && source.startsWith('--', pos)) {
        pos += 2;
        out += '—';
      } else if (ch === '-' && source[pos] === '-') {
        pos++;
        out += '–';
      } else if (ch === '`' && source[pos] === '`') {
        pos++;
        out += '“';
      } else if (ch === '`') out += '‘';
      else if (ch === "'" && source[pos] === "'") {
        pos++;
        out += '”';
      } else out += ch;
    }
    if (inGroup) fail('an unclosed {', source.length);
    return out;
  }

  const converted = convert(false);
  const markdown = converted
    .replace(new RegExp(`\\s*${ITEM}`, 'g'), '\n')
    .replaceAll(LIST, '\n\n')
    .split('\n')
    .map((line) => line.trim().replaceAll(INDENT, ' '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const reported = [...errors].map(([construct, lines]) => {
    const where = lines.length > 1 ? `lines ${lines.join(', ')}` : `line ${lines[0]}`;
    return `${file}: ${construct} (${where}) cannot be converted to Markdown yet`;
  });
  return { markdown: `${markdown}\n`, title, errors: reported };
}

/** `text` split at each `separator` outside braces and math (`\&` and `\\` inside stay). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inMath = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (depth === 0 && !inMath && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      i += separator.length - 1;
      start = i + 1;
      continue;
    }
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '$') inMath = !inMath;
  }
  parts.push(text.slice(start));
  return parts;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** `record[key]` when it is the record's own entry (never `constructor` and the like). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
