import { useState } from 'react';
import { buttonClasses } from '../components/ui/buttonStyles';
import { Modal } from '../components/ui/Modal';
import { NoteEditor } from './NoteEditor';

/** "Notes" in the problem list: the learner's note on that problem, in a dialog. */
export function NotesButton({
  problemId,
  problemTitle,
}: {
  problemId: string;
  problemTitle: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm')}
        aria-label={`Notes for ${problemTitle}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Notes
      </button>
      {open ? (
        <Modal title={`Notes: ${problemTitle}`} onClose={() => setOpen(false)}>
          <NoteEditor problemId={problemId} />
        </Modal>
      ) : null}
    </>
  );
}
