import { videoFileProblem, videoUploadMessages } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { formatDuration } from '../../media/formatDuration';
import { resolveMediaUrl } from '../../media/mediaUrls';
import { useVideoUpload } from '../../media/mutations';
import { ProgressBar } from '../../media/ProgressBar';
import { uploadFailureMessage } from '../../media/uploadWithProgress';
import { useProblem } from '../../problems/queries';

const formatSize = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** /admin/upload/{problemId}: choose a video, watch it upload, see it saved. */
export function AdminUploadVideoPage() {
  useDocumentTitle('Upload Video');
  const { problemId = '' } = useParams();
  const problem = useProblem(problemId);
  const { upload, progress } = useVideoUpload(problemId);
  const [file, setFile] = useState<File | undefined>();
  const [problemText, setProblemText] = useState<string | null>(null);
  const busy = upload.isPending;
  const saved = upload.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md's three checks, before anything is sent.
    const problemWithFile = videoFileProblem(file);
    setProblemText(problemWithFile);
    if (problemWithFile || !file) return;
    upload.mutate(file);
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-fg">Upload Video</h1>
        {problem.data ? <p className="mt-1 text-muted">{problem.data.title}</p> : null}
      </div>

      {saved ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-card border border-success/50 bg-surface p-4"
        >
          <h2 className="text-lg font-semibold text-fg">Video uploaded successfully!</h2>
          {saved.thumbnailUrl ? (
            <img
              src={resolveMediaUrl(saved.thumbnailUrl)}
              alt="Poster of the uploaded video"
              className="w-full max-w-sm rounded-lg"
            />
          ) : null}
          <p className="text-sm text-fg">
            Duration:{' '}
            <span data-testid="uploaded-duration">
              {saved.duration !== undefined ? formatDuration(saved.duration) : 'unknown'}
            </span>
          </p>
          <p className="text-sm text-muted">
            Uploaded {new Date(saved.uploadedAt).toLocaleString()}
          </p>
          <div className="flex gap-3">
            <Link to="/admin/video" className="text-accent underline">
              Back to videos
            </Link>
            <button type="button" className="text-accent underline" onClick={upload.reset}>
              Upload another
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
        >
          <Field label="Choose video file">
            {(control) => (
              <>
                <input
                  {...control}
                  type="file"
                  accept="video/*"
                  disabled={busy}
                  // The reason is the alert below the form, read out on its own.
                  aria-invalid={problemText ? true : undefined}
                  className="text-sm text-fg file:mr-3 file:rounded-lg file:border-0 file:bg-raised file:px-3 file:py-2 file:text-fg"
                  onChange={(event) => {
                    setFile(event.target.files?.[0]);
                    setProblemText(null);
                    if (upload.isError) upload.reset();
                  }}
                />
                <p className="text-xs text-muted">MP4, WebM or QuickTime, less than 100MB.</p>
              </>
            )}
          </Field>
          {file ? (
            <dl aria-label="Selected file" className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted">Name</dt>
              <dd className="break-all text-fg">{file.name}</dd>
              <dt className="text-muted">Size</dt>
              <dd className="text-fg">{formatSize(file.size)}</dd>
              <dt className="text-muted">Type</dt>
              <dd className="text-fg">{file.type || 'unknown'}</dd>
            </dl>
          ) : null}
          {problemText ? <Alert>{problemText}</Alert> : null}
          {busy && progress.stage === 'uploading' ? (
            <ProgressBar percent={progress.percent} label="Uploading..." />
          ) : null}
          {busy && progress.stage === 'saving' ? (
            // Every byte is sent: the bar stays full while the server saves (a small file's last
            // progress event and its end can arrive together, so 100 % would otherwise never show).
            <>
              <ProgressBar percent={100} label="Uploaded" />
              <p role="status" className="text-sm text-muted">
                Saving...
              </p>
            </>
          ) : null}
          {upload.isError ? (
            <Alert>{uploadFailureMessage(upload.error, videoUploadMessages.failed)}</Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading...' : 'Upload Video'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
