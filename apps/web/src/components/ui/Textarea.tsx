import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field } from './Field';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string | undefined;
  mono?: boolean;
};

/** A multi-line field with a visible label tied to it and its error announced with it. */
export function Textarea({ label, error, mono, id, className, ...props }: TextareaProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <textarea
          {...control}
          spellCheck={mono ? false : undefined}
          className={cx(
            'min-h-24 w-full rounded-lg border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
            mono && 'font-mono text-xs',
            error ? 'border-danger' : 'border-border-strong',
            className,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
