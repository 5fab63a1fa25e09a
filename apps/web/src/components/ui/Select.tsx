import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import { fieldClasses } from './Input';

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | undefined;
  /** `inline`: a compact select with its label beside it, for toolbars such as the editor's. */
  layout?: 'stacked' | 'inline';
};

const inlineFieldClasses = 'h-9 rounded-lg border bg-bg px-2 text-sm text-fg';

/** A native select with a visible label and its error. */
export function Select({
  label,
  error,
  id,
  className,
  children,
  layout = 'stacked',
  ...props
}: SelectProps) {
  return (
    <Field label={label} error={error} id={id} layout={layout}>
      {(control) => (
        <select
          {...control}
          className={cx(
            layout === 'inline' ? inlineFieldClasses : fieldClasses,
            error ? 'border-danger' : 'border-border-strong',
            className,
          )}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
