import { PhotoUploadUrlRequestSchema, ProfilesErrors } from '@filmcollab/contracts/profiles';
import { Button, Label, showToast } from '@filmcollab/ui';
import { errorMessage, hasErrorCode, uploadWithProgress } from '@filmcollab/web-kit';
import { useRef, useState, type ChangeEvent } from 'react';
import { useConfirmPhotoMutation, usePhotoUploadUrlMutation } from '../api/profiles-api';

type PhotoState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'checking' }
  | { step: 'failed'; message: string };

/**
 * 'Change Photo': image files only, uploaded straight to storage with a progress bar, then
 * confirmed; the service's moderation may block it, and the user is told why.
 */
export function PhotoField({ initialUrl, name }: { initialUrl: string | null; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState(initialUrl);
  const [state, setState] = useState<PhotoState>({ step: 'idle' });
  const [requestUploadUrl] = usePhotoUploadUrlMutation();
  const [confirmPhoto] = useConfirmPhotoMutation();
  const busy = state.step === 'uploading' || state.step === 'checking';

  const fail = (message: string) => {
    setState({ step: 'failed', message });
    showToast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      fail('Please choose an image file.');
      return;
    }
    const request = PhotoUploadUrlRequestSchema.safeParse({
      contentType: file.type,
      size: file.size,
    });
    if (!request.success) {
      fail(request.error.issues[0]?.message ?? 'Please choose an image file.');
      return;
    }
    setState({ step: 'uploading', percent: 0 });
    const target = await requestUploadUrl(request.data);
    if ('error' in target) {
      fail(errorMessage(target.error, 'The photo could not be uploaded. Please try again.'));
      return;
    }
    try {
      await uploadWithProgress(
        { url: target.data.uploadUrl, method: target.data.method, fields: target.data.fields },
        file,
        (percent) => setState({ step: 'uploading', percent }),
      );
    } catch {
      fail('The photo could not be uploaded. Please try again.');
      return;
    }
    setState({ step: 'checking' });
    const confirmed = await confirmPhoto({ key: target.data.key });
    if ('error' in confirmed) {
      fail(
        hasErrorCode(confirmed.error, ProfilesErrors.PHOTO_REJECTED)
          ? `Your photo was blocked by moderation: ${confirmed.error.data.message}`
          : errorMessage(confirmed.error, 'The photo could not be saved. Please try again.'),
      );
      return;
    }
    setImageUrl(confirmed.data.profileImageUrl);
    setState({ step: 'idle' });
    showToast({ title: 'Photo updated', description: 'Your new profile photo has been saved.' });
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <div className="flex items-center gap-4">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`${name}'s profile photo`}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-20 rounded-full bg-zinc-700" />
      )}
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="profile-photo" className="sr-only">
          Profile photo
        </Label>
        <input
          ref={inputRef}
          id="profile-photo"
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          onChange={onFileChosen}
        />
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          Change Photo
        </Button>
        {state.step === 'uploading' && (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label="Photo upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-800"
            >
              <div className="h-full bg-amber-500" style={{ width: `${state.percent}%` }} />
            </div>
            <span className="text-sm text-zinc-400">{`${state.percent}%`}</span>
          </div>
        )}
        {state.step === 'checking' && <p className="text-sm text-zinc-400">Checking photo...</p>}
        {state.step === 'failed' && (
          <p role="alert" className="text-sm text-red-300">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
