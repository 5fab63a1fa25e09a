import type { LanguageId } from '@grindstone/contract';

/**
 * A program reduced to what copying preserves: its keywords, operators and punctuation, in
 * order. Identifiers become `I` and literals `L`, so renaming variables or changing constants
 * does not hide a copy; comments and whitespace are dropped. Each token keeps its source line
 * for the side-by-side view.
 */
export interface Token {
  text: string;
  line: number;
}

const keywords: Record<LanguageId, ReadonlySet<string>> = {
  cpp: new Set(
    'auto bool break case catch char class const continue default delete do double else enum for if inline int long namespace new nullptr operator private public return short signed sizeof static struct switch template this throw true false try typedef typename unsigned using void while vector string map set pair queue stack deque priority_queue unordered_map unordered_set cin cout endl'.split(
      ' ',
    ),
  ),
  java: new Set(
    'abstract boolean break byte case catch char class continue default do double else extends final finally float for if implements import int interface long new null private protected public return short static super switch this throw throws true false try void while var String List ArrayList Map HashMap Set HashSet Deque ArrayDeque PriorityQueue'.split(
      ' ',
    ),
  ),
  javascript: new Set(
    'async await break case catch class const continue default delete do else export for function if import in instanceof let new null of return switch this throw true false try typeof undefined var void while yield Map Set Array Math'.split(
      ' ',
    ),
  ),
  python: new Set(
    'and as assert break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield range len print int str list dict set tuple sorted min max sum enumerate zip'.split(
      ' ',
    ),
  ),
};

// One alternation, tried in order at each position: comments, strings, numbers, words, then
// operators (longest first) and any other single character. `#` starts a comment in Python; in
// C++ it starts a preprocessor line, which the template and every solution share (includes), so
// dropping it loses nothing. `//` is a comment except in Python, where it divides.
const strings =
  /("""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$)|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|`(?:\\.|[^`\\])*`?)/
    .source;
const rest =
  /(\d[\w.]*)|([A-Za-z_$][\w$]*)|(>>>=|<<=|>>=|===|!==|\*\*=|\/\/=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||\+=|-=|\*=|\/=|%=|&=|\|=|\^=|::|\*\*|\/\/|[^\s\w])/
    .source;
const cFamily = new RegExp(
  `(\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?(?:\\*\\/|$)|#[^\\n]*)|${strings}|${rest}`,
  'g',
);
const python = new RegExp(`(#[^\\n]*)|${strings}|${rest}`, 'g');

export function tokenize(code: string, language: LanguageId): Token[] {
  const words = keywords[language];
  const lexeme = language === 'python' ? python : cFamily;
  const tokens: Token[] = [];
  let line = 1;
  let last = 0;
  for (const match of code.matchAll(lexeme)) {
    const index = match.index ?? 0;
    line += countNewlines(code, last, index);
    last = index;
    const [whole, comment, literal, number, word, operator] = match;
    if (comment !== undefined) {
      // A comment's own newlines are counted when `last` moves past it.
    } else if (literal !== undefined || number !== undefined) {
      tokens.push({ text: 'L', line });
    } else if (word !== undefined) {
      tokens.push({ text: words.has(word) ? word : 'I', line });
    } else if (operator !== undefined) {
      tokens.push({ text: operator, line });
    }
    line += countNewlines(whole, 0, whole.length);
    last = index + whole.length;
  }
  return tokens;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}
