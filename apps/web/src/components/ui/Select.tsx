import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from './cx';
import { fieldClasses } from './Input';

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | undefined;
};

/** A native select with a visible label and its error. */
export function Select({ label, error, id, className, children, ...props }: SelectProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(fieldClasses, error ? 'border-danger' : 'border-border-strong', className)}
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
