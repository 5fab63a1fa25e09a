import type { AssignmentProgress } from '@grindstone/contract';

/**
 * A spreadsheet-safe cell: quoted, quotes doubled, and a leading `=`, `+`, `-`, `@`, tab or
 * carriage return neutralised with an apostrophe, so that a learner named `=HYPERLINK(…)` is
 * text in the instructor's spreadsheet, not a formula (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One row per student: names, then each problem's status (with attempts and lateness), score. */
export function progressCsv(progress: AssignmentProgress): string {
  const titles = progress.assignment.problems.map((problem) => problem.title);
  const header = ['First name', 'Last name', ...titles, 'Score', 'Max score'];
  const rows = progress.students.map((student) => [
    student.user.firstName,
    student.user.lastName,
    ...student.problems.map((problem) => {
      if (problem.status === 'none') return 'not started';
      const tries = `${problem.attempts} ${problem.attempts === 1 ? 'attempt' : 'attempts'}`;
      if (problem.status === 'attempted') return `attempted (${tries})`;
      return `solved${problem.late ? ' late' : ''} ${problem.solvedAt} (${tries})`;
    }),
    student.score,
    progress.maxScore,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
