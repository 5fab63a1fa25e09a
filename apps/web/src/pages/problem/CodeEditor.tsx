import Editor, { type OnMount } from '@monaco-editor/react';
import { useRef } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { EDITOR_THEME, monaco } from './monacoSetup';

export interface CodeEditorProps {
  language: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  onSubmit: () => void;
  label: string;
  /** Called once Monaco is on screen, with a way to give it the keyboard focus. */
  onReady?: (editor: { focus(): void }) => void;
}

/** Monaco (dark, font 14), loaded with this chunk only on the problem page. */
export default function CodeEditor({
  language,
  value,
  onChange,
  onRun,
  onSubmit,
  label,
  onReady,
}: CodeEditorProps) {
  // The commands are registered once; the refs keep them calling the latest handlers.
  const actions = useRef({ onRun, onSubmit });
  actions.current = { onRun, onSubmit };

  const onMount: OnMount = (editor) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => actions.current.onRun());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Quote, () =>
      actions.current.onSubmit(),
    );
    onReady?.(editor);
  };

  return (
    <Editor
      height="100%"
      theme={EDITOR_THEME}
      language={language}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      onMount={onMount}
      loading={<Spinner label="Loading editor" />}
      options={{
        fontSize: 14,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        tabSize: 4,
        ariaLabel: label,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
