/**
 * While a submission waits for the judge (a class or a contest submitting at once): its place in
 * line, announced politely to screen readers as it moves up. Nothing once judging starts (0) or
 * before the server has said (null): the result tab's own "Judging" line covers those.
 */
export function QueuePosition({ position }: { position: number | null }) {
  if (position === null || position < 1) return null;
  return (
    <p role="status" className="mb-3 text-sm text-muted">
      {position === 1
        ? 'Your submission is next in line for the judge.'
        : `Your submission is number ${position} in line for the judge.`}
    </p>
  );
}
