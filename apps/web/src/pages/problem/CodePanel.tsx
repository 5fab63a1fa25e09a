import type { LanguageId, ProblemDetail } from '@grindstone/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { EditorSnapshot } from '../../ai/useChat';
import { useAuth } from '../../auth/AuthContext';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { Separator } from '../../components/ui/Separator';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, tabId, tabPanelId } from '../../components/ui/Tabs';
import type { useJudge } from '../../judge/useJudge';
import {
  browserStorage,
  type DraftSlot,
  editorLanguages,
  loadDraft,
  saveDraft,
  shortcutAction,
  startCodeFor,
  verticalSplit,
} from '../../problems/solving';
import { CodeArea } from './CodeArea';
import { LoginPrompt } from './LoginPrompt';
import { QueuePosition } from './QueuePosition';
import { RunResults } from './RunResults';
import { SubmitResultView } from './SubmitResultView';
import { useRevealAfterRender } from './useRevealAfterRender';

type RightTab = 'code' | 'result';
const rightTabs = [
  { id: 'code', label: 'Code' },
  { id: 'result', label: 'Result' },
] as const;

function useDraftCode(problem: ProblemDetail, language: LanguageId, userId: string | null) {
  const start = startCodeFor(problem.startCode, language);
  const slot: DraftSlot = { userId, problemId: problem._id, language };
  const [code, setCode] = useState(() => loadDraft(browserStorage(), slot) ?? start);
  // A new language, problem or account brings its own draft or start code.
  const slotKey = `${userId}:${problem._id}:${language}`;
  const loadedFor = useRef(slotKey);
  useEffect(() => {
    if (loadedFor.current === slotKey) return;
    loadedFor.current = slotKey;
    setCode(loadDraft(browserStorage(), { userId, problemId: problem._id, language }) ?? start);
  }, [slotKey, userId, problem._id, language, start]);
  const update = (next: string) => {
    setCode(next);
    saveDraft(browserStorage(), slot, next, start);
  };
  return [code, update] as const;
}

/** The button's own text says what is going on; the spinner only shows it. */
function ButtonSpinner() {
  return (
    <span aria-hidden="true" className="inline-flex">
      <Spinner className="scale-75" />
    </span>
  );
}

/** Run's custom input: judged after the examples, its expected output from the reference. */
function CustomInputBox({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const id = useId();
  return (
    <div className="shrink-0 border-b border-border px-3 py-2">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        Custom input (Run tries it after the examples)
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        spellCheck={false}
        className="mt-1 block w-full resize-y rounded-md border border-border bg-bg p-2 font-mono text-xs text-fg"
      />
    </div>
  );
}

/** The right panel: code tab (language, editor, Run/Submit, test results) and result tab. */
export function CodePanel({
  problem,
  judge,
  onEditorChange,
}: {
  problem: ProblemDetail;
  judge: ReturnType<typeof useJudge>;
  /** Told the code and language as they change (the AI tutor reads them). */
  onEditorChange?: (snapshot: EditorSnapshot) => void;
}) {
  const { user } = useAuth();
  const prefix = useId().replaceAll(':', '');
  const [tab, setTab] = useState<RightTab>('code');
  const [language, setLanguage] = useState<LanguageId>('javascript');
  const [code, setCode] = useDraftCode(problem, language, user?._id ?? null);
  const [editorHeight, setEditorHeight] = useState<number>(verticalSplit.initial);
  const [loginPrompt, setLoginPrompt] = useState(false);
  // Run's extra input of the learner's own; null while the custom input box is closed.
  const [customInput, setCustomInput] = useState<string | null>(null);
  const splitRef = useRef<HTMLDivElement>(null);
  // Where Run's and Submit's answers appear, scrolled to when they open (far below on a phone).
  const testResultsRef = useRef<HTMLElement>(null);
  const resultPanelRef = useRef<HTMLDivElement>(null);
  const revealAfterRender = useRevealAfterRender();
  const busy = judge.busy !== 'none';

  useEffect(() => {
    onEditorChange?.({ code, language });
  }, [onEditorChange, code, language]);

  const run = useCallback(() => {
    if (busy) return;
    setTab('code');
    revealAfterRender(testResultsRef);
    if (!user) {
      setLoginPrompt(true);
      setEditorHeight((height) => (height === 100 ? verticalSplit.initial : height));
      return;
    }
    setEditorHeight((height) => (height === 100 ? verticalSplit.initial : height));
    judge.run(code, language, customInput ?? undefined);
  }, [busy, user, judge, code, language, customInput, revealAfterRender]);

  const useAsCustomInput = (input: string) => {
    setCustomInput(input);
    setTab('code');
  };

  const submit = useCallback(() => {
    if (busy) return;
    if (!user) {
      setTab('code');
      revealAfterRender(testResultsRef);
      setLoginPrompt(true);
      setEditorHeight((height) => (height === 100 ? verticalSplit.initial : height));
      return;
    }
    setTab('result');
    revealAfterRender(resultPanelRef);
    judge.submit(code, language);
  }, [busy, user, judge, code, language, revealAfterRender]);

  // Ctrl/Cmd+Enter and Ctrl/Cmd+' anywhere on the page (the editor handles its own copy).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'run') run();
      else submit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, submit]);

  const closeResults = () => {
    judge.clearRun();
    setLoginPrompt(false);
    setEditorHeight(100);
  };

  const prompt = loginPrompt ? <LoginPrompt to="to run and submit your code." /> : null;

  return (
    <section aria-label="Code" className="flex h-full min-h-0 flex-col bg-surface">
      <Tabs label="Code panel" prefix={prefix} tabs={rightTabs} active={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={tabPanelId(prefix, 'code')}
        aria-labelledby={tabId(prefix, 'code')}
        hidden={tab !== 'code'}
        className="min-h-0 flex-1 flex-col data-[shown=true]:flex"
        data-shown={tab === 'code'}
      >
        <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-border px-3 py-2">
          <Select
            label="Language"
            layout="inline"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value as LanguageId);
              judge.clearResults();
            }}
          >
            {editorLanguages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </Select>
          <div className="ml-auto flex items-center gap-2">
            {/* An interactive problem's program talks to the judge: no input of its own to try. */}
            {problem.interactive ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={customInput !== null}
                onClick={() => setCustomInput((current) => (current === null ? '' : null))}
              >
                Custom Input
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={run}
              disabled={busy}
              title="Run (Ctrl+Enter)"
            >
              {judge.busy === 'run' ? <ButtonSpinner /> : null}
              {judge.busy === 'run' ? 'Running...' : 'Run'}
            </Button>
            <Button size="sm" onClick={submit} disabled={busy} title="Submit (Ctrl+')">
              {judge.busy === 'submit' ? <ButtonSpinner /> : null}
              {judge.busy === 'submit' ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </div>
        {customInput !== null ? (
          <CustomInputBox value={customInput} onChange={setCustomInput} />
        ) : null}
        <div ref={splitRef} className="flex min-h-0 flex-1 flex-col">
          <div style={{ height: `${editorHeight}%` }} className="min-h-0">
            <CodeArea
              language={editorLanguages.find((item) => item.id === language)?.monaco ?? language}
              value={code}
              onChange={setCode}
              onRun={run}
              onSubmit={submit}
              label={`Code editor, ${language}`}
            />
          </div>
          {editorHeight < 100 ? (
            <>
              <Separator
                label="Resize editor and test results"
                orientation="horizontal"
                value={editorHeight}
                min={verticalSplit.min}
                max={verticalSplit.max}
                onChange={setEditorHeight}
                container={splitRef}
              />
              <section
                ref={testResultsRef}
                aria-label="Test Results"
                className="flex min-h-0 flex-1 flex-col overflow-hidden"
              >
                <div className="flex shrink-0 items-center justify-between border-b border-border px-3 py-1.5">
                  <h2 className="text-sm font-semibold text-fg">Test Results</h2>
                  <button
                    type="button"
                    onClick={closeResults}
                    aria-label="Close test results"
                    className="grid size-7 place-items-center rounded-md text-muted hover:bg-raised hover:text-fg"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
                <div className="min-h-0 flex-1 overflow-auto p-3">
                  <RunResults
                    outcome={judge.runOutcome}
                    running={judge.busy === 'run'}
                    loginPrompt={prompt}
                  />
                </div>
              </section>
            </>
          ) : null}
        </div>
      </div>
      <div
        ref={resultPanelRef}
        role="tabpanel"
        id={tabPanelId(prefix, 'result')}
        aria-labelledby={tabId(prefix, 'result')}
        hidden={tab !== 'result'}
        className="min-h-0 flex-1 overflow-auto p-4"
      >
        <QueuePosition position={judge.queuePosition} />
        <SubmitResultView
          outcome={judge.submitOutcome}
          submitting={judge.busy === 'submit'}
          finder={
            problem.hasRandomInputs
              ? { problemId: problem._id, onUseAsCustomInput: useAsCustomInput }
              : undefined
          }
        />
      </div>
    </section>
  );
}
