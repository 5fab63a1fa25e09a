import type { LanguageId, ProblemDetail } from '@grindstone/contract';
import { useId, useState } from 'react';
import type { EditorSnapshot } from '../../ai/useChat';
import { Tabs, tabId, tabPanelId } from '../../components/ui/Tabs';
import type { SubmitOutcome } from '../../judge/useJudge';
import { NotesTab } from '../../practice/NotesTab';
import { ChatTab } from './chat/ChatTab';
import { DescriptionTab } from './DescriptionTab';
import { EditorialTab } from './EditorialTab';
import { SolutionsTab } from './SolutionsTab';
import { SubmissionsPanel } from './submissions/SubmissionsPanel';

const leftTabs = [
  { id: 'description', label: 'Description' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'chatAI', label: 'ChatAI' },
  { id: 'notes', label: 'Notes' },
] as const;
type LeftTab = (typeof leftTabs)[number]['id'];

export function LeftPanel({
  problem,
  language,
  latestSubmit,
  editor,
}: {
  problem: ProblemDetail;
  /** The code panel's language: the description shows its time limit. */
  language: LanguageId | null;
  latestSubmit: SubmitOutcome | null;
  /** The code panel's current code and language, read when the tutor is asked. */
  editor: () => EditorSnapshot | null;
}) {
  const prefix = useId().replaceAll(':', '');
  const [tab, setTab] = useState<LeftTab>('description');
  return (
    <section aria-label="Problem" className="flex h-full min-h-0 flex-col bg-surface">
      <Tabs label="Problem panel" prefix={prefix} tabs={leftTabs} active={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={tabPanelId(prefix, tab)}
        aria-labelledby={tabId(prefix, tab)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tab panels are focusable so scrolled text is reachable by keyboard.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto p-4"
      >
        {tab === 'description' ? <DescriptionTab problem={problem} language={language} /> : null}
        {tab === 'editorial' ? <EditorialTab problem={problem} /> : null}
        {tab === 'solutions' ? <SolutionsTab problem={problem} /> : null}
        {tab === 'submissions' ? (
          <SubmissionsPanel problemId={problem._id} latest={latestSubmit} />
        ) : null}
        {tab === 'chatAI' ? <ChatTab problem={problem} editor={editor} /> : null}
        {tab === 'notes' ? <NotesTab problemId={problem._id} /> : null}
      </div>
    </section>
  );
}
