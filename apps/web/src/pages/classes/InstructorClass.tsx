import { type ClassSummary, classUpdateSchema } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDeleteClass, useRenameClass, useRotateJoinCode } from '../../classes/mutations';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Modal } from '../../components/ui/Modal';
import { type TabItem, Tabs, tabId, tabPanelId } from '../../components/ui/Tabs';
import { AssignmentsManager } from './AssignmentsManager';
import { Roster } from './Roster';

type InstructorTab = 'assignments' | 'students' | 'settings';

const tabs: readonly TabItem<InstructorTab>[] = [
  { id: 'assignments', label: 'Assignments' },
  { id: 'students', label: 'Students' },
  { id: 'settings', label: 'Settings' },
];

/** The address a student opens to join (the app's own origin). */
export const joinLink = (code: string) =>
  `${window.location.origin}/classes/join/${encodeURIComponent(code)}`;

/** The join link with a copy button, and Rotate code (the old code and link stop working). */
function JoinLinkCard({ summary }: { summary: ClassSummary }) {
  const rotate = useRotateJoinCode(summary._id);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const link = summary.joinCode ? joinLink(summary.joinCode) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const close = () => {
    setConfirming(false);
    rotate.reset();
  };
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-semibold text-fg">Invite students</h2>
      {summary.joinCode ? (
        <>
          <p className="text-sm text-muted">
            Share this link, or the code{' '}
            <code className="font-mono text-base font-semibold text-accent">
              {summary.joinCode}
            </code>{' '}
            to enter on the classes page.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label="Join link"
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="h-9 min-w-0 flex-1 basis-56 rounded-lg border border-border-strong bg-bg px-3 font-mono text-sm text-fg"
            />
            <Button variant="secondary" size="sm" onClick={copy}>
              Copy link
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Rotate code
            </Button>
            <span role="status" className="text-sm text-muted">
              {copied === 'copied'
                ? 'Link copied.'
                : copied === 'failed'
                  ? 'Could not copy: select the link and copy it yourself.'
                  : ''}
            </span>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">No join code is shown to you for this class.</p>
      )}
      {confirming ? (
        <Modal title="Rotate the join code?" onClose={close}>
          <p className="text-sm text-fg">
            The current code and link stop working at once; students already in the class stay.
            Share the new link with anyone who still has to join.
          </p>
          {rotate.isError ? <Alert className="mt-4">{errorMessage(rotate.error)}</Alert> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    setCopied(null);
                    setConfirming(false);
                  },
                })
              }
            >
              {rotate.isPending ? 'Rotating...' : 'Rotate code'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

function RenameClass({ summary }: { summary: ClassSummary }) {
  const rename = useRenameClass(summary._id);
  const [name, setName] = useState(summary.name);
  const [invalid, setInvalid] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = classUpdateSchema.safeParse({ name });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    rename.mutate(checked.data.name);
  };
  return (
    <form
      aria-label="Rename the class"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 basis-56">
        <Input
          label="Class name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            rename.reset();
          }}
          error={invalid ?? (rename.isError ? errorMessage(rename.error) : undefined)}
        />
      </div>
      <Button type="submit" disabled={rename.isPending}>
        {rename.isPending ? 'Saving...' : 'Save name'}
      </Button>
      {rename.isSuccess ? (
        <p role="status" className="w-full text-sm text-success">
          Saved.
        </p>
      ) : null}
    </form>
  );
}

function DeleteClass({ summary }: { summary: ClassSummary }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteClass(summary._id);
  const navigate = useNavigate();
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Delete class
      </Button>
      {confirming ? (
        <Modal title="Delete this class?" onClose={close}>
          <p className="text-sm text-fg">
            “{summary.name}”, its roster and its assignments will be removed for everyone. The
            students' submissions stay theirs. This cannot be undone.
          </p>
          {remove.isError ? <Alert className="mt-4">{errorMessage(remove.error)}</Alert> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => navigate('/classes', { replace: true }),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete class'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

/** An instructor's class: the join link, then assignments, students and settings as tabs. */
export function InstructorClass({ summary }: { summary: ClassSummary }) {
  const [active, setActive] = useState<InstructorTab>('assignments');
  const prefix = 'class';
  return (
    <div className="flex flex-col gap-6">
      <JoinLinkCard summary={summary} />
      <div>
        <Tabs label="Class" prefix={prefix} tabs={tabs} active={active} onChange={setActive} />
        <div
          role="tabpanel"
          id={tabPanelId(prefix, active)}
          aria-labelledby={tabId(prefix, active)}
          className="pt-6"
        >
          {active === 'assignments' ? (
            <AssignmentsManager classId={summary._id} />
          ) : active === 'students' ? (
            <Roster classId={summary._id} />
          ) : (
            <div className="flex flex-col gap-6">
              <RenameClass summary={summary} />
              <section
                aria-labelledby="class-danger"
                className="flex flex-col gap-3 rounded-card border border-danger/40 p-4"
              >
                <h2 id="class-danger" className="text-sm font-semibold text-danger">
                  Delete
                </h2>
                <p className="text-sm text-muted">
                  Removes the class, its roster and its assignments for everyone.
                </p>
                <div>
                  <DeleteClass summary={summary} />
                </div>
              </section>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
