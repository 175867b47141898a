import type { ProjectFile, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, Card, Spinner } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';
import {
  useDeleteFileMutation,
  useFileDownloadMutation,
  useFilesQuery,
} from '../api/workspace-api';
import { formatDateTime, formatFileSize, personName } from '../display/format';
import { errorToast, successToast } from '../display/toasts';
import { UploadFileDialog } from './UploadFileDialog';

/** Files: list (latest versions first, older ones kept), upload, download, delete. */
export function FilesTab({ projectId, summary }: { projectId: string; summary: WorkspaceSummary }) {
  const { user } = useAuth();
  const files = useFilesQuery(projectId);
  const [download] = useFileDownloadMutation();
  const [remove] = useDeleteFileMutation();
  const [uploading, setUploading] = useState(false);
  const canWork = summary.access !== 'view';

  const open = async (file: ProjectFile) => {
    const result = await download({ projectId, fileId: file.id });
    if ('error' in result) return errorToast('Failed to download file');
    // A short-lived signed link, asked for right before use.
    window.location.assign(result.data.url);
  };
  const deleteFile = async (file: ProjectFile) => {
    const result = await remove({ projectId, fileId: file.id });
    if ('error' in result) errorToast('Failed to delete file');
    else successToast('File deleted successfully');
  };

  return (
    <div className="flex flex-col gap-4">
      {canWork && (
        <Button className="self-end" onClick={() => setUploading(true)}>
          Upload file
        </Button>
      )}
      {files.isLoading ? (
        <Spinner />
      ) : files.isError ? (
        <Card role="alert">
          <p className="text-zinc-300">Failed to load files</p>
        </Card>
      ) : (files.data ?? []).length === 0 ? (
        <Card>
          <p className="text-zinc-300">No files yet.</p>
        </Card>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-zinc-400">
            <tr>
              <th className="py-2">File</th>
              <th>Size</th>
              <th>Version</th>
              <th>Uploaded</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(files.data ?? []).map((file) => (
              <tr key={file.id} className="border-t border-zinc-800">
                <td className="py-2 text-zinc-100">
                  {file.fileName}
                  {file.description && (
                    <span className="block text-xs text-zinc-400">{file.description}</span>
                  )}
                </td>
                <td className="text-zinc-300">{formatFileSize(file.fileSize)}</td>
                <td className="text-zinc-300">
                  v{file.version}
                  {file.isLatestVersion ? ' (latest)' : ''}
                </td>
                <td className="text-zinc-300">
                  {personName(file.uploader)} · {formatDateTime(file.createdAt)}
                </td>
                <td className="flex gap-1 py-2">
                  <Button
                    variant="secondary"
                    aria-label={`Download ${file.fileName} v${file.version}`}
                    onClick={() => void open(file)}
                  >
                    Download
                  </Button>
                  {(summary.access === 'manage' || (canWork && file.uploadedBy === user?.id)) && (
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${file.fileName} v${file.version}`}
                      onClick={() => void deleteFile(file)}
                    >
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {uploading && <UploadFileDialog projectId={projectId} onClose={() => setUploading(false)} />}
    </div>
  );
}
