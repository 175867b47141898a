import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aPerson, aSummary, me, renderSignedIn } from '../testing/render-workspace';
import { FilesTab } from './FilesTab';

const aFile = (id: string, version: number, fileSize: number, latest: boolean) => ({
  id,
  projectId: 'p1',
  fileName: 'call-sheet.pdf',
  filePath: `p1/${id}.pdf`,
  fileSize,
  fileType: 'application/pdf',
  uploadedBy: me.id,
  uploader: aPerson(me.id, 'Maya Director'),
  description: null,
  version,
  isLatestVersion: latest,
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('FilesTab', () => {
  it('lists versions with sizes in KB/MB', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/files': {
        status: 200,
        body: [aFile('f2', 2, 3 * 1024 * 1024, true), aFile('f1', 1, 2048, false)],
      },
    });
    await renderSignedIn(<FilesTab projectId="p1" summary={aSummary()} />, { path: '/', url: '/' });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('3 MB')).toBeInTheDocument();
    expect(within(rows[1]).getByText('v2 (latest)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download call-sheet.pdf v1' })).toBeInTheDocument();
  });

  it("asks for a file: 'Please select a file to upload'", async () => {
    const api = fakeApi({ 'GET /api/workspace/projects/p1/files': { status: 200, body: [] } });
    await renderSignedIn(<FilesTab projectId="p1" summary={aSummary()} />, { path: '/', url: '/' });
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a file to upload')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
