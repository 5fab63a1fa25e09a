import { describe, expect, it } from 'vitest';
import { latexToMarkdown } from './latex';

describe('a problemtools LaTeX statement as Markdown', () => {
  it('converts the common subset and keeps math as it is', () => {
    const tex = String.raw`\problemname{Counting Lanterns}
% a comment that disappears
The harbour has $n$ lanterns~in a row -- some \emph{lit}, some \textbf{dark}.
Print \texttt{YES} or ${'``'}NO''.\\
Second line with $a_i \le 10^9$ and $$\sum_{i=1}^{n} a_i$$.

\section*{Input}
The first line holds $n$ ($1 \le n \le 100$).
\begin{itemize}
  \item the first rule;
  \item the second, with \textit{nested}:
  \begin{enumerate}
    \item one
    \item two
  \end{enumerate}
\end{itemize}

\section*{Output}
One line---the answer, 50\% of the time.
`;
    const { markdown, title, errors } = latexToMarkdown(tex, 'problem_statement/problem.en.tex');
    expect(errors).toEqual([]);
    expect(title).toBe('Counting Lanterns');
    expect(markdown).toBe(
      [
        'The harbour has $n$ lanterns\u00a0in a row – some *lit*, some **dark**.',
        'Print `YES` or “NO”.\\',
        'Second line with $a_i \\le 10^9$ and $$\\sum_{i=1}^{n} a_i$$.',
        '',
        '## Input',
        '',
        'The first line holds $n$ ($1 \\le n \\le 100$).',
        '',
        '- the first rule;',
        '- the second, with *nested*:',
        '   1. one',
        '   2. two',
        '',
        '## Output',
        '',
        'One line—the answer, 50% of the time.',
        '',
      ].join('\n'),
    );
  });

  it('names every construct it cannot convert, with its lines, instead of guessing', () => {
    const tex = String.raw`\problemname{Pictures}
\illustration{0.3}{cave.jpg}{A cave}
\begin{tabular}{|c|c|}
\hline a & \unknown{b} \\ \hline
\end{tabular}
\constructor{x} and \toString
`;
    const { errors } = latexToMarkdown(tex, 'statement/problem.en.tex');
    expect(errors).toEqual([
      'statement/problem.en.tex: \\illustration (line 2) cannot be converted to Markdown yet',
      'statement/problem.en.tex: a construct inside \\begin{tabular} (line 3) cannot be converted to Markdown yet',
      'statement/problem.en.tex: \\constructor (line 6) cannot be converted to Markdown yet',
      'statement/problem.en.tex: \\toString (line 6) cannot be converted to Markdown yet',
    ]);
  });

  it('turns a tabular into a Markdown table: first row the header, rules dropped, math kept', () => {
    const tex = String.raw`Groups:

\noindent
\begin{tabular}{| l | l | l |}
  \hline
  Group & Points & Constraints \\ \hline
  $1$    & $1$  &  $N$ is always $5$ \\ \hline
  $2$    & $1$  &  \emph{No} limits, $a | b$ \\ \hline
\end{tabular}

After.`;
    const { markdown, errors } = latexToMarkdown(tex);
    expect(errors).toEqual([]);
    expect(markdown).toBe(
      [
        'Groups:',
        '',
        '| Group | Points | Constraints |',
        '| --- | --- | --- |',
        '| $1$ | $1$ | $N$ is always $5$ |',
        '| $2$ | $1$ | *No* limits, $a \\| b$ |',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });
});
