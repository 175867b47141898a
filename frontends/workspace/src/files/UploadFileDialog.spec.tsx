import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { renderSignedIn } from '../testing/render-workspace';
import { UploadFileDialog } from './UploadFileDialog';

let mockReportProgress: (percent: number) => void = () => undefined;
let mockFinishUpload: () => void = () => undefined;
let mockUploadStarted = false;
jest.mock('@filmcollab/web-kit', () => ({
  ...jest.requireActual('@filmcollab/web-kit'),
  uploadWithProgress: jest.fn(
    (_target: unknown, _file: Blob, onProgress: (percent: number) => void) =>
      new Promise<void>((resolve) => {
        mockUploadStarted = true;
        mockReportProgress = onProgress;
        mockFinishUpload = resolve;
      }),
  ),
}));

describe('UploadFileDialog', () => {
  it('asks for a signed form, shows the upload progress, then confirms the upload', async () => {
    const api = fakeApi({
      'POST /api/workspace/projects/p1/files/uploads': {
        status: 201,
        body: {
          uploadUrl: 'http://localhost/storage/project-files',
          method: 'POST',
          fields: { key: 'pending/p1/1.pdf' },
          key: 'pending/p1/1.pdf',
          expiresInSeconds: 900,
        },
      },
      'POST /api/workspace/projects/p1/files': { status: 201, body: {} },
    });
    const onClose = jest.fn();
    await renderSignedIn(<UploadFileDialog projectId="p1" onClose={onClose} />, {
      path: '/',
      url: '/',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    const file = new File(['%PDF-1.4 call sheet'], 'call-sheet.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('File'), file);
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Day 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/api/workspace/projects/p1/files/uploads'),
    );
    expect(api.calls[0].body).toEqual({
      fileName: 'call-sheet.pdf',
      contentType: 'application/pdf',
      size: file.size,
    });
    await waitFor(() => expect(mockUploadStarted).toBe(true));
    act(() => mockReportProgress(40));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Upload progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByRole('button', { name: 'Uploading… 40%' })).toBeDisabled();
    act(() => mockFinishUpload());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[1]).toEqual({
      method: 'POST',
      path: '/api/workspace/projects/p1/files',
      body: { key: 'pending/p1/1.pdf', fileName: 'call-sheet.pdf', description: 'Day 1' },
    });
  });
});
