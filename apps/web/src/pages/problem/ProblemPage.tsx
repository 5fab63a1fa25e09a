import type { LanguageId, ProblemDetail } from '@grindstone/contract';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { EditorSnapshot } from '../../ai/useChat';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { prepareMarkdown, useMarkdownParsed } from '../../components/markdown/markdownTrees';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Separator } from '../../components/ui/Separator';
import { Spinner } from '../../components/ui/Spinner';
import { useJudge } from '../../judge/useJudge';
import { isMissingProblem, useProblem } from '../../problems/queries';
import { horizontalSplit } from '../../problems/solving';
import { AcceptedOverlay } from './AcceptedOverlay';
import { CodePanel } from './CodePanel';
import { ContestBar } from './ContestBar';
import { LeftPanel } from './LeftPanel';
import { ProblemTopBar } from './ProblemTopBar';

function Workspace({ problem, contestId }: { problem: ProblemDetail; contestId?: string }) {
  const [celebrating, setCelebrating] = useState(false);
  const judge = useJudge(problem._id, { onAccepted: () => setCelebrating(true), contestId });
  const [leftWidth, setLeftWidth] = useState<number>(horizontalSplit.initial);
  const splitRef = useRef<HTMLDivElement>(null);
  // The editor's latest code and language, for the tutor; a ref, so typing re-renders nothing here.
  const editorRef = useRef<EditorSnapshot | null>(null);
  const readEditor = useCallback(() => editorRef.current, []);
  // The selected language is state: the description shows that language's time limit.
  const [language, setLanguage] = useState<LanguageId | null>(null);
  const onEditorChange = useCallback((snapshot: EditorSnapshot) => {
    editorRef.current = snapshot;
    setLanguage(snapshot.language);
  }, []);
  const endCelebration = useCallback(() => setCelebrating(false), []);

  return (
    <div
      ref={splitRef}
      className="flex min-h-0 flex-1 flex-col lg:flex-row"
      style={{ '--left': `${leftWidth}%` } as React.CSSProperties}
    >
      {/* Stacked on a phone, each panel keeps its own height (flex-none) and the page scrolls:
          shrunk to fit, the code panel's height changed when Run's results arrived. */}
      <div className="h-[60dvh] min-w-0 flex-none lg:h-auto lg:w-(--left) lg:flex-initial">
        <LeftPanel
          problem={problem}
          language={language}
          latestSubmit={judge.submitOutcome}
          editor={readEditor}
        />
      </div>
      <Separator
        label="Resize problem and code panels"
        orientation="vertical"
        value={leftWidth}
        min={horizontalSplit.min}
        max={horizontalSplit.max}
        onChange={setLeftWidth}
        container={splitRef}
        className="hidden lg:block"
      />
      <div className="h-[90dvh] min-w-0 flex-none lg:h-auto lg:flex-1">
        <CodePanel problem={problem} judge={judge} onEditorChange={onEditorChange} />
      </div>
      {celebrating ? <AcceptedOverlay onDone={endCelebration} /> : null}
    </div>
  );
}

// Markdown is parsed in a worker: start it as soon as this page's code is here (at start-up on
// /problem/…, see app/startLoading.ts), so it is ready when the problem arrives.
prepareMarkdown();

/** The problem-solving screen (docs/product.md#problem-solving-screen), open to guests. */
export function ProblemPage() {
  const { problemId = '' } = useParams();
  // Opened from a contest (`?contest=<id>`): its bar shows, and Submit counts in it.
  const contestId = useSearchParams()[0].get('contest') || undefined;
  const problem = useProblem(problemId);
  useDocumentTitle(
    problem.data?.title ?? (isMissingProblem(problem.error) ? 'Problem not found' : 'Problem'),
  );
  // The workspace is a large tree (statement markdown, tabs, code panel). Rendering it from a
  // deferred value (undefined at first, even when the problem is already cached) makes React
  // build it in a transition, in slices of a few milliseconds, instead of one long task that
  // blocks input (docs/product.md#performance-budgets: total blocking time < 200 ms).
  const deferred = useDeferredValue(problem.data, undefined);
  // The workspace waits for the statement's markdown so that nothing below it jumps when it
  // appears (it is parsed in the worker started above).
  const statementParsed = useMarkdownParsed(deferred?.description, true);
  const ready = deferred?._id === problemId && statementParsed ? deferred : undefined;

  return (
    <div className="flex h-dvh flex-col">
      <ProblemTopBar title={problem.data?.title} />
      {contestId ? <ContestBar contestId={contestId} /> : null}
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {problem.isError && isMissingProblem(problem.error) ? (
          <div className="grid flex-1 place-items-center px-4">
            <div className="text-center">
              <h1 className="text-2xl font-bold text-fg">Problem not found</h1>
              <p className="mt-2 text-muted">There is no problem at this address.</p>
              <Link to="/problems" className={buttonClasses('primary', 'md', 'mt-5')}>
                Go to the problem set
              </Link>
            </div>
          </div>
        ) : problem.isError ? (
          <div role="alert" className="grid flex-1 place-items-center px-4">
            <div className="text-center">
              <h1 className="text-2xl font-bold text-fg">Something went wrong</h1>
              <p className="mt-2 text-muted">Failed to load problem</p>
              <Button className="mt-5" onClick={() => window.location.reload()}>
                Reload Page
              </Button>
            </div>
          </div>
        ) : ready ? (
          // One workspace per problem: another problem starts without the last one's run and
          // submit results, even when no loading screen comes between them.
          <Workspace
            key={`${ready._id}:${contestId ?? ''}`}
            problem={ready}
            {...(contestId ? { contestId } : {})}
          />
        ) : (
          <div className="grid flex-1 place-items-center">
            <div className="flex items-center gap-3 text-muted">
              <Spinner /> Loading problem...
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
