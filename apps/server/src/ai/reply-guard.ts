/** A fenced code block of a reply: its info string (`cpp`, `js`…) and its code. */
export interface CodeBlock {
  info: string;
  code: string;
}

/** Says whether a block must go (it is a complete solution the learner has not earned yet). */
export type BlockCheck = (block: CodeBlock) => Promise<boolean>;

export const REMOVED_SOLUTION_NOTE =
  '> *A complete solution was removed here: the tutor gives hints, not answers. Once you have an accepted submission, you can ask for full solutions.*';

const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Filters a reply as it streams: prose passes through at once, but a fenced code block is held
 * until it closes (or the reply ends), checked, and then either passed on whole or replaced by
 * `REMOVED_SOLUTION_NOTE`. So a streamed reply never shows half of a solution that is then taken
 * back.
 */
export function createReplyGuard(check: BlockCheck) {
  let pending = '';
  let midLine = false;
  let open: { fence: string; info: string; opening: string; lines: string[] } | null = null;

  async function closeBlock(closing: string): Promise<string> {
    const block = open as NonNullable<typeof open>;
    open = null;
    const code = block.lines.join('');
    if (await check({ info: block.info, code })) return `${REMOVED_SOLUTION_NOTE}\n`;
    return `${block.opening}${code}${closing}`;
  }

  /** Whether `line` closes the open block: the same fence character, at least as many. */
  const closes = (line: string) => {
    const fence = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line.replace(/\n$/, ''))?.[1];
    const opened = open?.fence ?? '';
    return fence !== undefined && fence[0] === opened[0] && fence.length >= opened.length;
  };

  /** Complete lines are decided; an unfinished one waits only if it may open or close a fence. */
  async function drain(final: boolean): Promise<string> {
    let out = '';
    while (pending !== '') {
      const newline = pending.indexOf('\n');
      const line = newline === -1 ? pending : pending.slice(0, newline + 1);
      const complete = newline !== -1;
      if (open) {
        if (!complete && !final) break;
        pending = pending.slice(line.length);
        if (closes(line)) out += await closeBlock(line);
        else open.lines.push(line);
        continue;
      }
      if (midLine) {
        // The rest of a line already partly shown: backticks here are inline code, not a fence.
        pending = pending.slice(line.length);
        out += line;
        midLine = !complete;
        continue;
      }
      const opening = OPENING_FENCE.exec(line.replace(/\n$/, ''));
      if (opening) {
        if (!complete && !final) break; // the info string may not be complete yet
        pending = pending.slice(line.length);
        open = {
          fence: opening[1] as string,
          info: (opening[2] ?? '').trim(),
          opening: line,
          lines: [],
        };
        continue;
      }
      // A line start that could still become a fence ("`", "``", "  ~") waits for more text.
      if (!complete && !final && /^ {0,3}[`~]{0,2}$/.test(line)) break;
      pending = pending.slice(line.length);
      out += line;
      midLine = !complete;
    }
    if (final && open) out += await closeBlock('');
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
