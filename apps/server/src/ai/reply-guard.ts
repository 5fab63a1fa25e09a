import { closesPre, mayBeCode, type SpanKind, spanCode, spanOpening } from './reply-code';

/** Code of a reply: a fenced block's info string (`cpp`, `js`…, else empty) and the code. */
export interface CodeBlock {
  info: string;
  code: string;
}

/**
 * Says whether a held span must go: its code, alone or completed by the code the reply showed
 * before it (`earlier`, in order), is a complete solution the learner has not earned yet.
 */
export type BlockCheck = (block: CodeBlock, earlier: readonly CodeBlock[]) => Promise<boolean>;

export const REMOVED_SOLUTION_NOTE =
  '> *A complete solution was removed here: the tutor gives hints, not answers. Once you have an accepted submission, you can ask for full solutions.*';

interface HeldSpan {
  kind: SpanKind;
  fence: string;
  info: string;
  /** The opening fence line (shown again if the span is kept); empty for other kinds. */
  opening: string;
  lines: string[];
}

const isBlank = (line: string) => line.trim() === '';

/**
 * Filters a reply as it streams. The guard judges what the reply contains, not how it is marked
 * up: every span that may be code is held until it ends — a fenced block or a `<pre>` at its
 * closing line, loose code (indented lines, inline code, plain lines that read like code) at the
 * next line of prose — then checked with the code shown before it, and passed on whole or
 * replaced by `REMOVED_SOLUTION_NOTE`. Prose is passed on a line at a time (a line is only known
 * to be prose once it is complete), so a streamed reply never shows part of a solution that is
 * then taken back, and a solution split over several spans loses the span that completes it.
 */
export function createReplyGuard(check: BlockCheck) {
  let pending = '';
  let held: HeldSpan | null = null;
  const shown: CodeBlock[] = [];

  async function release(span: HeldSpan, closing: string): Promise<string> {
    held = null;
    // Blank lines that ended loose code belong to the prose after it, kept or not.
    const trailing: string[] = [];
    while (span.kind === 'loose' && span.lines.length > 0 && isBlank(span.lines.at(-1) as string)) {
      trailing.unshift(span.lines.pop() as string);
    }
    const block = { info: span.info, code: spanCode(span.kind, span.lines) };
    const whole = `${span.opening}${span.lines.join('')}${closing}`;
    if (block.code.trim() === '') return whole + trailing.join('');
    if (await check(block, shown)) return `${REMOVED_SOLUTION_NOTE}\n${trailing.join('')}`;
    shown.push(block);
    return whole + trailing.join('');
  }

  /** Whether `line` closes the held fence: the same fence character, at least as many. */
  const closesFence = (span: HeldSpan, line: string) => {
    const fence = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line.replace(/\n$/, ''))?.[1];
    return fence !== undefined && fence[0] === span.fence[0] && fence.length >= span.fence.length;
  };

  /** One complete line (or the reply's unfinished last one): what may be shown after it. */
  async function take(line: string): Promise<string> {
    if (held?.kind === 'fence') {
      if (closesFence(held, line)) return release(held, line);
      held.lines.push(line);
      return '';
    }
    if (held?.kind === 'pre') {
      held.lines.push(line);
      return closesPre(line) ? release(held, '') : '';
    }
    let out = '';
    if (held?.kind === 'loose') {
      if (isBlank(line) || mayBeCode(line)) {
        held.lines.push(line);
        return '';
      }
      out = await release(held, '');
    }
    const opening = spanOpening(line);
    if (opening?.kind === 'fence') {
      held = { ...opening, opening: line, lines: [] };
    } else if (opening?.kind === 'pre') {
      held = { ...opening, opening: '', lines: [line] };
      if (closesPre(line.replace(/^\s*<pre\b[^>]*>/i, ''))) out += await release(held, '');
    } else if (mayBeCode(line)) {
      held = { kind: 'loose', fence: '', info: '', opening: '', lines: [line] };
    } else {
      out += line;
    }
    return out;
  }

  async function drain(final: boolean): Promise<string> {
    let out = '';
    while (pending !== '') {
      const newline = pending.indexOf('\n');
      if (newline === -1 && !final) break;
      const line = newline === -1 ? pending : pending.slice(0, newline + 1);
      pending = pending.slice(line.length);
      out += await take(line);
    }
    if (final && held) out += await release(held, '');
    return out;
  }

  return {
    /** Text that may be shown now, given the next piece of the reply. */
    async push(piece: string): Promise<string> {
      pending += piece;
      return drain(false);
    },
    /** Whatever was held back, once the reply is complete. */
    async end(): Promise<string> {
      return drain(true);
    },
  };
}
