import { lazy, Suspense, useRef, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** Once Monaco has been asked for, later code areas (the next problem) show it straight away. */
let editorWanted = false;

/**
 * The code editor's place on the solving screen. Monaco is megabytes of JavaScript whose start-up
 * blocks the main thread for a second or more on a phone, so the screen first shows the code in
 * a plain read-only text area and loads Monaco when the learner reaches for it: pointing at the
 * code, touching it or focusing it (docs/decisions/302-editor-loads-on-intent.md). The preview
 * stays until Monaco is on screen, which then takes the focus if the learner asked for it.
 */
export function CodeArea(props: Omit<CodeEditorProps, 'onReady'>) {
  const [wanted, setWanted] = useState(editorWanted);
  const [ready, setReady] = useState(false);
  const focusWhenReady = useRef(false);

  const want = (focus: boolean) => {
    editorWanted = true;
    if (focus) focusWhenReady.current = true;
    setWanted(true);
  };

  return (
    <section
      aria-label="Code editor"
      className="relative h-full"
      onPointerEnter={() => want(false)}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <CodeEditor
            {...props}
            onReady={(editor) => {
              setReady(true);
              if (focusWhenReady.current) editor.focus();
            }}
          />
        </Suspense>
      ) : null}
      {ready ? null : (
        <div className="absolute inset-0 bg-surface">
          <textarea
            readOnly
            value={props.value}
            aria-label={props.label}
            spellCheck={false}
            wrap="off"
            onFocus={() => want(true)}
            onPointerDown={() => want(true)}
            className="block size-full resize-none bg-surface py-0 pr-4 pl-[68px] font-mono text-sm/[19px] text-fg outline-none"
          />
          {wanted ? (
            <div className="absolute top-2 right-3 flex items-center gap-2 text-xs text-muted">
              <Spinner label="Loading editor" className="scale-75" /> Loading editor...
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
