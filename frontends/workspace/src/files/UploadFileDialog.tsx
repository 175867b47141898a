import { PROJECT_FILE_TYPES, WORKSPACE_LIMITS } from '@filmcollab/contracts/workspace';
import { Button, FormMessage, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { uploadWithProgress } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { useConfirmUploadMutation, useRequestUploadMutation } from '../api/workspace-api';
import { formatFileSize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';

const ACCEPT = Object.keys(PROJECT_FILE_TYPES).join(',');

/** Upload File: straight to storage with a progress bar, then confirmed to the workspace. */
export function UploadFileDialog({
  projectId,
  onClose,
}: {
  projectId: string;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestUpload] = useRequestUploadMutation();
  const [confirmUpload] = useConfirmUploadMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please select a file to upload');
      return;
    }
    if (!(file.type in PROJECT_FILE_TYPES)) {
      setError('This type of file cannot be uploaded.');
      return;
    }
    if (file.size > WORKSPACE_LIMITS.fileMaxBytes) {
      setError(
        `The file is larger than the ${formatFileSize(WORKSPACE_LIMITS.fileMaxBytes)} allowed.`,
      );
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const ticket = await requestUpload({
        projectId,
        body: {
          fileName: file.name,
          contentType: file.type as keyof typeof PROJECT_FILE_TYPES,
          size: file.size,
        },
      }).unwrap();
      await uploadWithProgress(
        { url: ticket.uploadUrl, method: ticket.method, fields: ticket.fields },
        file,
        setProgress,
      );
      await confirmUpload({
        projectId,
        body: { key: ticket.key, fileName: file.name, description: description || null },
      }).unwrap();
      successToast('File uploaded successfully');
      onClose();
    } catch {
      setProgress(null);
      setError('Failed to upload file');
      errorToast('Failed to upload file');
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Upload File" scope="workspace">
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="upload-file" className="text-sm text-zinc-300">
          File
        </label>
        <input
          id="upload-file"
          type="file"
          accept={ACCEPT}
          className="text-sm text-zinc-200"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <TextField
          id="upload-description"
          label="Description (optional)"
          value={description}
          onValueChange={setDescription}
        />
        {progress !== null && (
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 rounded bg-zinc-800"
          >
            <div
              className="h-2 rounded bg-amber-400 transition-all"
              style={{ width: `${progress}%` }}
            />
          </div>
        )}
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" disabled={progress !== null}>
          {progress !== null ? `Uploading… ${progress}%` : 'Upload'}
        </Button>
      </form>
    </Dialog>
  );
}
