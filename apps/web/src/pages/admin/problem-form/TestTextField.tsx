import type { ProblemInput } from '@grindstone/contract';
import { type ClipboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { Textarea } from '../../../components/ui/Textarea';
import type { ProblemFormValues } from './formValues';
import { LargeTextPreview } from './LargeTextPreview';
import { isLargeTestText, replaceSelection } from './largeTestText';

export type TestTextPath =
  | `visibleTestCases.${number}.${'input' | 'output'}`
  | `hiddenTestCases.${number}.${'input' | 'output'}`;

/**
 * One test input or output: the usual textarea, or, once the text passes the large-test
 * threshold (loaded, pasted or read from a file), a preview. The preview leaves the field
 * unregistered, so its value stays in the form state as loaded and is submitted byte for byte.
 */
export function TestTextField({
  name,
  label,
  error,
  control,
  register,
  setValue,
}: {
  name: TestTextPath;
  label: string;
  error?: string | undefined;
  control: Control<ProblemFormValues, unknown, ProblemInput>;
  register: UseFormRegister<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
}) {
  const text = useWatch({ control, name }) ?? '';
  const large = useMemo(() => isLargeTestText(text), [text]);
  // Per field and for as long as the field is shown: the admin asked for this one textarea.
  const [editAnyway, setEditAnyway] = useState(false);
  const showPreview = large && !editAnyway;
  const textareaId = useId();
  const previewRef = useRef<HTMLFieldSetElement>(null);
  const previewShown = useRef(showPreview);

  // A paste, "Edit anyway" or a file swaps this field's element and the focused one is gone:
  // keyboard users continue in the replacement instead of at the top of the page.
  useEffect(() => {
    const swapped = previewShown.current !== showPreview;
    previewShown.current = showPreview;
    if (!swapped || document.activeElement !== document.body) return;
    if (showPreview) previewRef.current?.focus();
    else document.getElementById(textareaId)?.focus();
  }, [showPreview, textareaId]);

  const replaceText = (replacement: string) =>
    setValue(name, replacement, { shouldDirty: true, shouldValidate: true });

  // Chromium inserts pasted text into a textarea line by line, in time that grows with the
  // square of the lines (4,000 lines: ~50 s). A paste that makes the test large is applied
  // here instead, and the field turns into the preview at once.
  const pasteLargeText = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const next = replaceSelection(area.value, area.selectionStart, area.selectionEnd, pasted);
    if (!isLargeTestText(next)) return;
    event.preventDefault();
    replaceText(next);
  };

  if (!showPreview) {
    return (
      <Textarea
        id={textareaId}
        mono
        label={label}
        error={error}
        onPaste={pasteLargeText}
        {...register(name)}
      />
    );
  }
  return (
    <LargeTextPreview
      ref={previewRef}
      label={label}
      text={text}
      error={error}
      onEditAnyway={() => setEditAnyway(true)}
      onReplace={replaceText}
    />
  );
}
