import { IMAGE_UPLOAD_MAX_BYTES } from '@grindstone/contract';
import { useEffect, useId, useState } from 'react';
import { resolveMediaUrl } from './mediaUrls';
import { useImageUpload } from './mutations';
import { ProgressBar } from './ProgressBar';
import { uploadFailureMessage } from './uploadWithProgress';

/** Shown when the user has no picture yet (inline: no request, works offline). */
const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1b2030"/><circle cx="32" cy="25" r="11" fill="#a3abbb"/><path d="M12 56c2-12 11-18 20-18s18 6 20 18z" fill="#a3abbb"/></svg>',
)}`;

/**
 * The profile picture control: clicking the picture opens an image chooser; the chosen file is
 * previewed at once, uploaded with a progress bar, and handed to `onChange` as the host's URL.
 * Nothing is saved until the form is: the caller sends the URL with the profile.
 */
export function AvatarUpload({
  value,
  onChange,
  onBusyChange,
}: {
  value: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const { upload, percent } = useImageUpload();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setProblem('Please select an image file');
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setProblem('Image must be less than 5MB');
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    onBusyChange?.(true);
    try {
      const { secure_url } = await upload.mutateAsync(file);
      // From now on the preview is the stored (re-encoded) image, as others will see it.
      onChange(secure_url);
      setPreview(null);
    } catch (error) {
      // The stored picture stays as it was.
      setPreview(null);
      setProblem(uploadFailureMessage(error, 'Image upload failed'));
    } finally {
      onBusyChange?.(false);
    }
  };

  const shown = preview ?? (value ? resolveMediaUrl(value) : PLACEHOLDER_IMAGE);
  return (
    <div className="flex flex-col items-center gap-2">
      <label htmlFor={inputId} className="group relative cursor-pointer rounded-full">
        <img
          src={shown}
          alt={value || preview ? 'Your profile picture' : 'No profile picture yet'}
          className="size-28 rounded-full border border-border object-cover group-focus-within:outline-2 group-focus-within:outline-offset-2 group-focus-within:outline-accent"
        />
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${inputId}-hint`} className="text-sm text-muted">
        Click icon to upload
      </p>
      {percent !== null ? (
        <div className="w-48">
          <ProgressBar percent={percent} label="Uploading image" />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
