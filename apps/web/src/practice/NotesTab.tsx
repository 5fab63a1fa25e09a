import { useAuth } from '../auth/AuthContext';
import { LoginPrompt } from '../pages/problem/LoginPrompt';
import { NoteEditor } from './NoteEditor';

/** The problem page's Notes tab: the learner's own note; guests are asked to log in. */
export function NotesTab({ problemId }: { problemId: string }) {
  const { user } = useAuth();
  if (!user) return <LoginPrompt to="to keep notes on this problem." />;
  return (
    <section aria-label="Notes" className="flex flex-col gap-2">
      <p className="text-xs text-muted">Only you can see your notes. They save as you type.</p>
      <NoteEditor problemId={problemId} />
    </section>
  );
}
