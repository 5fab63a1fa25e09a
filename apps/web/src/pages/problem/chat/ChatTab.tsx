import type { ProblemDetail } from '@grindstone/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchAiStatus } from '../../../ai/aiApi';
import { type EditorSnapshot, useChat } from '../../../ai/useChat';
import { useAuth } from '../../../auth/AuthContext';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { LoginPrompt } from '../LoginPrompt';
import { ChatComposer } from './ChatComposer';
import { ChatMessageView } from './ChatMessageView';
import { tutorLabel } from './tutorLabel';

export const GREETING =
  'Hi! I’m your tutor for this problem. I can help with hints, code review and optimal solutions. Ask me something, or use a quick action below.';

/** The requests a click sends, as the learner would type them. */
export const quickActions = ['Give me a hint', 'Why does my code fail?', 'Explain the approach'];

/** The ChatAI tab (docs/product.md#ai-tutor-chat). */
export function ChatTab({
  problem,
  editor,
}: {
  problem: ProblemDetail;
  editor: () => EditorSnapshot | null;
}) {
  const { user } = useAuth();
  const status = useQuery({
    queryKey: ['ai', 'status'],
    queryFn: fetchAiStatus,
    staleTime: Infinity,
  });
  const { conversation, busy, send, showWhole } = useChat(problem, editor);
  const end = useRef<HTMLLIElement>(null);
  const turnedOff = status.data?.provider === 'off';
  const label = tutorLabel(status.data);

  // Follow the reply as it types out (every render: each revealed character is one).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  });

  // Esc shows a reply that is typing out whole, so the learner need not wait for it.
  const typing = conversation.messages.find(
    (message) => message.role === 'model' && !message.complete,
  );
  useEffect(() => {
    if (!typing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) showWhole(typing.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [typing, showWhole]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div>
        <h2 className="text-lg font-semibold text-fg">AI tutor</h2>
        {label ? <p className="text-xs text-muted">{label}</p> : null}
      </div>
      {/* Stacked on a phone, the panel is too short for the quick actions, the message box and a
          readable conversation: the conversation keeps a floor and the tab scrolls instead. */}
      <ul
        aria-label="Conversation"
        className="flex min-h-56 flex-1 flex-col gap-3 overflow-y-auto lg:min-h-0"
      >
        <ChatMessageView
          message={{
            role: 'model',
            text: GREETING,
            revealed: GREETING.length,
            complete: true,
            failed: false,
          }}
        />
        {conversation.messages
          .filter(
            (message) => !(message.role === 'model' && message.text === '' && message.streaming),
          )
          .map((message) => (
            <ChatMessageView
              key={message.id}
              message={message}
              onShowWhole={() => showWhole(message.id)}
            />
          ))}
        {conversation.waiting ? (
          <li className="flex items-center gap-2 text-sm text-muted">
            <Spinner label="The tutor is thinking" className="scale-75" /> Thinking…
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ul>
      {turnedOff ? (
        <p role="status" className="text-sm text-muted">
          The AI tutor is turned off on this server.
        </p>
      ) : !user ? (
        <LoginPrompt to="to chat with the AI tutor." />
      ) : (
        <div className="flex flex-col gap-2">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Quick actions</legend>
            {quickActions.map((action) => (
              <Button
                key={action}
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => send(action)}
              >
                {action}
              </Button>
            ))}
          </fieldset>
          <ChatComposer disabled={busy} onSend={(text) => send(text)} />
        </div>
      )}
    </div>
  );
}
