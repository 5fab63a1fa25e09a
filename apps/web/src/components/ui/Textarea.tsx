import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from './cx';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string | undefined;
  mono?: boolean;
};

/** A multi-line field with a visible label tied to it and its error announced with it. */
export function Textarea({ label, error, mono, id, className, ...props }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={mono ? false : undefined}
        className={cx(
          'min-h-24 w-full rounded-lg border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
          mono && 'font-mono text-xs',
          error ? 'border-danger' : 'border-border-strong',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
