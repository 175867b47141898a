import { defineErrors } from '../errors/define-errors';

/** What the gateway's `/storage` route answers when it refuses a read or an upload. */
export const StorageErrors = defineErrors({
  STORAGE_ACCESS_DENIED: { status: 403, message: 'This file is not public.' },
  STORAGE_OBJECT_NOT_FOUND: { status: 404, message: 'No such file.' },
  UPLOAD_NOT_ALLOWED: {
    status: 403,
    message: 'The upload was not allowed. Please ask for a new upload and try again.',
  },
  UPLOAD_TOO_LARGE: { status: 400, message: 'The file is larger than announced.' },
  UPLOAD_MALFORMED: { status: 400, message: 'The upload form is incomplete.' },
});
