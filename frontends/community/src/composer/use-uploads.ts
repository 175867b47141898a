import {
  COMMUNITY_FILE_TYPES,
  CommunityErrors,
  type CommunityFileType,
  type FileAttachment,
} from '@filmcollab/contracts/community';
import { showToast } from '@filmcollab/ui';
import { errorMessage, hasErrorCode, uploadWithProgress } from '@filmcollab/web-kit';
import { useCallback, useState } from 'react';
import { useConfirmUploadMutation, useUploadUrlMutation } from '../api/community-api';

export interface UploadItem {
  id: number;
  name: string;
  type: string;
  /** 0–100 while the bytes go to storage. */
  progress: number;
  status: 'uploading' | 'checking' | 'done';
  attachment: FileAttachment | null;
  /** Asked at upload: read by screen readers, shown when the image fails. */
  alt: string;
}

let nextId = 1;

function isAccepted(type: string): type is CommunityFileType {
  return Object.hasOwn(COMMUNITY_FILE_TYPES, type);
}

/**
 * Files for a post or a comment: each goes straight to object storage (a progress bar per file),
 * then the server checks and moderates it. A blocked or unchecked file is dropped with the spec's
 * toast; the others become removable chips.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [uploadUrl] = useUploadUrlMutation();
  const [confirmUpload] = useConfirmUploadMutation();

  const update = (id: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const drop = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  const uploadOne = useCallback(
    async (file: File) => {
      if (!isAccepted(file.type)) {
        showToast({ title: CommunityErrors.UPLOAD_WRONG_TYPE.message, variant: 'destructive' });
        return;
      }
      const id = nextId++;
      setItems((current) => [
        ...current,
        {
          id,
          name: file.name,
          type: file.type,
          progress: 0,
          status: 'uploading',
          attachment: null,
          alt: '',
        },
      ]);
      const ticket = await uploadUrl({
        fileName: file.name,
        contentType: file.type,
        size: file.size,
      });
      if ('error' in ticket || !ticket.data) {
        drop(id);
        showToast({
          title: errorMessage(ticket.error, 'The file could not be uploaded.'),
          variant: 'destructive',
        });
        return;
      }
      try {
        await uploadWithProgress(
          { url: ticket.data.uploadUrl, method: 'POST', fields: ticket.data.fields },
          file,
          (progress) => update(id, { progress }),
        );
      } catch {
        drop(id);
        showToast({ title: 'The file could not be uploaded.', variant: 'destructive' });
        return;
      }
      update(id, { progress: 100, status: 'checking' });
      const confirmed = await confirmUpload({ key: ticket.data.key });
      if ('error' in confirmed || !confirmed.data) {
        drop(id);
        const blocked = hasErrorCode(confirmed.error, CommunityErrors.CONTENT_BLOCKED);
        const unchecked = hasErrorCode(confirmed.error, CommunityErrors.MODERATION_FAILED);
        showToast({
          title: blocked
            ? CommunityErrors.CONTENT_BLOCKED.message
            : unchecked
              ? CommunityErrors.MODERATION_FAILED.message
              : errorMessage(confirmed.error, CommunityErrors.MODERATION_FAILED.message),
          variant: 'destructive',
        });
        return;
      }
      update(id, { status: 'done', attachment: confirmed.data });
    },
    [uploadUrl, confirmUpload],
  );

  const add = useCallback(
    (files: FileList | File[]) => {
      for (const file of Array.from(files)) void uploadOne(file);
    },
    [uploadOne],
  );

  return {
    items,
    add,
    remove: drop,
    setAlt: (id: number, alt: string) => update(id, { alt }),
    clear: () => setItems([]),
    busy: items.some((item) => item.status !== 'done'),
    /** What a post or comment sends: the confirmed files with their alt texts. */
    refs: items
      .filter((item) => item.attachment)
      .map((item) => ({
        key: item.attachment!.key,
        alt: item.alt.trim() === '' ? null : item.alt,
      })),
  };
}

export type Uploads = ReturnType<typeof useUploads>;
