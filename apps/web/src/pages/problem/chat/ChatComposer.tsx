import { CHAT_MESSAGE_MAX, chatMessageProblem } from '@grindstone/contract/vocabulary';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';

/** The message box grows with its text up to this height, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 160;

/**
 * The message box: Enter sends, Shift+Enter starts a new line, 2–1000 characters (the rule's
 * message shows when a send is refused or the text is too long).
 */
export function ChatComposer({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const problem = chatMessageProblem(text);
  const shownProblem = tried || text.length > CHAT_MESSAGE_MAX ? problem : null;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  });

  const send = () => {
    setTried(true);
    if (disabled || problem) return;
    onSend(text.trim());
    setText('');
    setTried(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Field label="Message the tutor" error={shownProblem ?? undefined}>
        {(control) => (
          <div className="flex items-end gap-2">
            <textarea
              {...control}
              ref={box}
              rows={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Ask for a hint, or why your code fails… (Shift+Enter for a new line)"
              style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
              className="min-h-10 flex-1 resize-none overflow-y-auto rounded-lg border border-border-strong bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-danger"
            />
            <Button type="submit" disabled={disabled}>
              Send
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
