import { type Ref, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { describeTestText, previewLines } from './largeTestText';

/**
 * A test input or output too large for a textarea: its size, its first lines, and two ways to
 * change it. The text itself is never copied into the page, only summarised.
 */
export function LargeTextPreview({
  ref,
  label,
  text,
  error,
  onEditAnyway,
  onReplace,
}: {
  /** Focusable (not in the tab order), for when the field it replaced had the focus. */
  ref?: Ref<HTMLFieldSetElement>;
  label: string;
  text: string;
  error?: string | undefined;
  onEditAnyway: () => void;
  onReplace: (text: string) => void;
}) {
  const summaryId = useId();
  const errorId = useId();
  const [readError, setReadError] = useState<string | null>(null);
  const summary = useMemo(() => describeTestText(text), [text]);
  const preview = useMemo(() => previewLines(text), [text]);
  const message = readError ?? error;

  const replaceFromFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still replaces the text.
    input.value = '';
    if (!file) return;
    try {
      onReplace(await file.text());
      setReadError(null);
    } catch {
      setReadError(`Could not read ${file.name}`);
    }
  };

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={message ? `${summaryId} ${errorId}` : summaryId}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div
        className={`flex flex-col gap-2 rounded-lg border bg-bg px-3 py-2 ${
          message ? 'border-danger' : 'border-border-strong'
        }`}
      >
        <p id={summaryId} className="text-xs text-muted">
          <span className="font-semibold text-fg">{summary}</span> · shown as a preview to keep the
          form fast; saved unchanged unless you replace it.
        </p>
        <pre className="overflow-hidden font-mono text-xs whitespace-pre text-fg">
          {preview.lines.join('\n')}
          {preview.more ? '\n…' : ''}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEditAnyway}>
            Edit anyway
          </Button>
          <label
            className={buttonClasses(
              'secondary',
              'sm',
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
            )}
          >
            Replace from file…
            <input
              type="file"
              className="sr-only"
              onChange={(event) => void replaceFromFile(event.currentTarget)}
            />
          </label>
        </div>
      </div>
      {message ? (
        <p id={errorId} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
