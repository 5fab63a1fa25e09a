import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Field } from './Field';

export type InputProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | undefined;
  /** Rendered inside the field's right edge (e.g. the password visibility toggle). */
  trailing?: ReactNode;
};

export const fieldClasses =
  'h-11 w-full rounded-lg border bg-bg px-3 text-base text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent';

/** A text field with a visible label tied to it and its error announced with it. */
export function Input({ label, error, trailing, id, className, ...props }: InputProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={cx(
              fieldClasses,
              error ? 'border-danger' : 'border-border-strong',
              trailing ? 'pr-12' : undefined,
              className,
            )}
            {...props}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
