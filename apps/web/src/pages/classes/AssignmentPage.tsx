import type { AssignmentProgress, SimilarityPair } from '@grindstone/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { formatPercent, fullName, latePolicyText } from '../../classes/assignmentFormat';
import { progressCsvUrl } from '../../classes/classesApi';
import { useAssignmentProgress, useSimilarity, useSimilarityCompare } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Modal } from '../../components/ui/Modal';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { formatContestTime } from '../../contests/countdown';
import { problemLabel } from '../admin/contests/ProblemPicker';
import { ProgressMatrix } from './ProgressMatrix';
import { SimilarityCompare } from './SimilarityCompare';

function CompareDialog({
  classId,
  assignmentId,
  pair,
  problemTitle,
  onClose,
}: {
  classId: string;
  assignmentId: string;
  pair: SimilarityPair;
  problemTitle: string;
  onClose: () => void;
}) {
  const compare = useSimilarityCompare(classId, assignmentId, {
    a: pair.a.submissionId,
    b: pair.b.submissionId,
  });
  return (
    <Modal
      title={`${fullName(pair.a.user)} and ${fullName(pair.b.user)}: ${problemTitle}`}
      onClose={onClose}
    >
      {compare.isPending ? (
        <div role="status" aria-label="Loading the programs" className="flex flex-col gap-2">
          <Skeleton className="h-40" />
        </div>
      ) : compare.isError ? (
        <Alert>Failed to load the programs: {errorMessage(compare.error)}</Alert>
      ) : (
        <SimilarityCompare compare={compare.data} />
      )}
    </Modal>
  );
}

/** The similarity pairs, most similar first; a pair opens both programs side by side. */
function SimilaritySection({
  classId,
  assignmentId,
  progress,
}: {
  classId: string;
  assignmentId: string;
  progress: AssignmentProgress;
}) {
  const report = useSimilarity(classId, assignmentId);
  const [open, setOpen] = useState<SimilarityPair | null>(null);
  const problems = progress.assignment.problems;
  const titleOf = (problemId: string) =>
    problems.find((problem) => problem._id === problemId)?.title ?? 'Unknown problem';
  const labelOf = (problemId: string) => {
    const index = problems.findIndex((problem) => problem._id === problemId);
    return index < 0 ? '?' : problemLabel(index);
  };

  return (
    <section aria-labelledby="assignment-similarity" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assignment-similarity" className="text-xl font-semibold text-fg">
          Similar programs
        </h2>
        {report.data?.status === 'computing' ? (
          <span className="flex items-center gap-2 text-sm text-muted">
            <Spinner label="Comparing" /> Comparing the newest submissions...
          </span>
        ) : report.data?.computedAt ? (
          <span className="text-sm text-muted">
            Compared{' '}
            <time dateTime={report.data.computedAt}>
              {formatContestTime(report.data.computedAt)}
            </time>
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        Pairs of accepted programs for the same problem that share much of their structure. A signal
        to look at, not a verdict: short problems have few ways to be solved.
      </p>
      {report.isPending ? (
        <div role="status" aria-label="Loading similar programs">
          <Skeleton className="h-24" />
        </div>
      ) : report.isError ? (
        <Alert>
          <p>Failed to load the similarity report: {errorMessage(report.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => report.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : report.data.pairs.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-6 text-center text-sm text-muted">
          {report.data.status === 'computing'
            ? 'The comparison is still running; pairs appear here when it is done.'
            : 'No similar pairs. Pairs appear once two students have solved the same problem.'}
        </p>
      ) : (
        <ol
          aria-label="Similar pairs, most similar first"
          className="flex flex-col divide-y divide-border rounded-card border border-border"
        >
          {[...report.data.pairs]
            .sort((x, y) => y.score - x.score)
            .map((pair) => {
              const names = `${fullName(pair.a.user)} and ${fullName(pair.b.user)}`;
              return (
                <li
                  key={`${pair.a.submissionId}-${pair.b.submissionId}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
                >
                  <span className="w-12 font-mono text-base font-semibold text-fg tabular-nums">
                    {formatPercent(pair.score)}
                  </span>
                  <span className="min-w-0 flex-1 basis-48">
                    <span className="block break-words text-fg">{names}</span>
                    <span className="block text-muted">
                      <span className="font-mono text-accent">{labelOf(pair.problemId)}</span>{' '}
                      {titleOf(pair.problemId)}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Compare ${names} on ${titleOf(pair.problemId)}`}
                    onClick={() => setOpen(pair)}
                  >
                    Compare
                  </Button>
                </li>
              );
            })}
        </ol>
      )}
      {open ? (
        <CompareDialog
          classId={classId}
          assignmentId={assignmentId}
          pair={open}
          problemTitle={titleOf(open.problemId)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

function AssignmentView({
  classId,
  assignmentId,
  progress,
}: {
  classId: string;
  assignmentId: string;
  progress: AssignmentProgress;
}) {
  const { assignment } = progress;
  const solvedBy = (problemId: string) =>
    progress.students.filter((student) =>
      student.problems.some((cell) => cell.problemId === problemId && cell.status === 'solved'),
    ).length;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <Link to={`/classes/${classId}`} className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> Back to the class
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words text-fg">
          {assignment.title}
        </h1>
        <p className="text-sm text-muted">
          Opens <time dateTime={assignment.opensAt}>{formatContestTime(assignment.opensAt)}</time> ·
          Due <time dateTime={assignment.dueAt}>{formatContestTime(assignment.dueAt)}</time> ·{' '}
          {latePolicyText(assignment.latePolicy)}
        </p>
      </header>

      <section aria-labelledby="assignment-progress" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="assignment-progress" className="text-xl font-semibold text-fg">
            Progress
          </h2>
          <a
            href={progressCsvUrl(classId, assignmentId)}
            download
            className={buttonClasses('secondary', 'sm')}
          >
            Download CSV
          </a>
        </div>
        <ol aria-label="Problems" className="flex flex-col gap-1 text-sm">
          {assignment.problems.map((problem, index) => (
            <li key={problem._id} className="flex flex-wrap items-baseline gap-2">
              <span className="w-5 font-mono font-semibold text-accent">{problemLabel(index)}</span>
              <Link to={`/problem/${problem._id}`} className="text-fg hover:text-accent">
                {problem.title}
              </Link>
              <span className="text-muted">
                solved by {solvedBy(problem._id)} of {progress.students.length}
              </span>
            </li>
          ))}
        </ol>
        {progress.students.length === 0 ? (
          <p className="rounded-card border border-border bg-surface p-6 text-center text-sm text-muted">
            No students in the class yet.
          </p>
        ) : (
          <ProgressMatrix progress={progress} />
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span>
            <span className="text-success">✓</span> solved
          </span>
          <span>
            <span className="text-orange">✗</span> attempted
          </span>
          <span>– not started</span>
          <span>2× attempts · late: solved after the learner's due date</span>
        </p>
      </section>

      <SimilaritySection classId={classId} assignmentId={assignmentId} progress={progress} />
    </section>
  );
}

/** `/classes/:classId/assignments/:assignmentId`: an instructor's progress matrix and similarity. */
export function AssignmentPage() {
  const { classId = '', assignmentId = '' } = useParams();
  const progress = useAssignmentProgress(classId, assignmentId);
  useDocumentTitle(progress.data?.assignment.title ?? 'Assignment');

  if (progress.isPending) {
    return (
      <div role="status" aria-label="Loading assignment" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (progress.isError) {
    const status = progress.error instanceof ApiRequestError ? progress.error.status : 0;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        {status === 404 || status === 400 ? (
          <h1 className="text-2xl font-bold text-fg">Assignment not found</h1>
        ) : status === 403 ? (
          <>
            <h1 className="text-2xl font-bold text-fg">For instructors only</h1>
            <p className="mt-2 text-muted">
              The class's instructors see its progress; your own is on the class page.
            </p>
          </>
        ) : (
          <Alert>
            <p className="font-semibold">Failed to load the assignment.</p>
            <p>{errorMessage(progress.error)}</p>
          </Alert>
        )}
        <Link to={`/classes/${classId}`} className={buttonClasses('ghost', 'md', 'mt-6')}>
          Back to the class
        </Link>
      </section>
    );
  }
  return <AssignmentView classId={classId} assignmentId={assignmentId} progress={progress.data} />;
}
