import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from './cx';
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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const inline = layout === 'inline';
  return (
    <div className={inline ? 'flex items-center gap-2' : 'flex flex-col gap-1.5'}>
      <label
        htmlFor={fieldId}
        className={inline ? 'text-sm text-muted' : 'text-sm font-medium text-fg'}
      >
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          inline ? inlineFieldClasses : fieldClasses,
          error ? 'border-danger' : 'border-border-strong',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
