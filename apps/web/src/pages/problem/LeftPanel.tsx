import type { ProblemDetail } from '@grindstone/contract';
import { useId, useState } from 'react';
import { Tabs, tabId, tabPanelId } from '../../components/ui/Tabs';
import { DescriptionTab } from './DescriptionTab';
import { EditorialTab } from './EditorialTab';
import { SolutionsTab } from './SolutionsTab';
import { SubmissionsPanel } from './submissions/SubmissionsPanel';
import type { SubmitOutcome } from './useJudge';

const leftTabs = [
  { id: 'description', label: 'Description' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'chatAI', label: 'ChatAI' },
] as const;
type LeftTab = (typeof leftTabs)[number]['id'];

function ChatSoon() {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-fg">AI tutor</h2>
      <p className="text-sm text-muted">
        The AI tutor arrives soon. It will help you with hints, code review and optimal solutions
        for this problem.
      </p>
    </div>
  );
}

export function LeftPanel({
  problem,
  latestSubmit,
}: {
  problem: ProblemDetail;
  latestSubmit: SubmitOutcome | null;
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
        {tab === 'description' ? <DescriptionTab problem={problem} /> : null}
        {tab === 'editorial' ? <EditorialTab problem={problem} /> : null}
        {tab === 'solutions' ? <SolutionsTab problem={problem} /> : null}
        {tab === 'submissions' ? (
          <SubmissionsPanel problemId={problem._id} latest={latestSubmit} />
        ) : null}
        {tab === 'chatAI' ? <ChatSoon /> : null}
      </div>
    </section>
  );
}
