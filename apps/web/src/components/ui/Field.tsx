import { type ReactNode, useId } from 'react';

/** What the control inside a Field must carry so its label and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one label-and-error shell of every form control (Input, Textarea, Select, file choosers):
 * a visible label tied to the control by `htmlFor`, and an error that marks the control invalid
 * and is announced with it (`aria-describedby`). The control is rendered by `children`, which
 * receives the props that wire it up.
 */
export function Field({
  label,
  error,
  id,
  layout = 'stacked',
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  /** The control's id; one is generated when not given. */
  id?: string | undefined;
  /** `inline`: the label beside a compact control, for toolbars such as the editor's. */
  layout?: 'stacked' | 'inline';
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const inline = layout === 'inline';
  return (
    <div className={inline ? 'flex items-center gap-2' : 'flex flex-col gap-1.5'}>
      <label
        htmlFor={controlId}
        className={inline ? 'text-sm text-muted' : 'text-sm font-medium text-fg'}
      >
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
