import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { aFilm, aRound } from '../testing/contest-builders';
import SubmitFilmPage from './SubmitFilmPage';

/** A stand-in XMLHttpRequest that reports progress and lets the test finish or drop the upload. */
class FakeXhr {
  static last: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    FakeXhr.last.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status = 204) {
    this.status = status;
    this.onload?.();
  }
  drop() {
    this.onerror?.();
  }
}

const ticket = (key: string) => ({
  status: 200,
  body: {
    uploadUrl: 'http://localhost:8000/storage/contest-films',
    method: 'POST',
    fields: { key },
    key,
    expiresInSeconds: 600,
  },
});

const session = {
  status: 201,
  body: { uploadId: 'up-1', chunkSize: 8 * 1024 * 1024, chunkCount: 1, receivedChunks: [] },
};

describe('SubmitFilmPage', () => {
  beforeEach(() => {
    FakeXhr.last = [];
    sessionStorage.clear();
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });

  it('uploads with a progress bar, retries after a dropped connection, then submits and opens the gallery', async () => {
    let tickets = 0;
    const { calls } = fakeApi({
      'GET /api/contest/rounds/current': { status: 200, body: { round: aRound() } },
      'POST /api/contest/films/uploads': session,
      'POST /api/contest/films/uploads/up-1/chunks/0': () =>
        ticket(`pending/u1/up-1/0000${tickets++}`),
      'POST /api/contest/films': { status: 201, body: { film: aFilm() } },
    });
    await renderLikeShell(<SubmitFilmPage />, {
      path: '/contest/submit',
      url: '/contest/submit',
      user: { id: 'u1', username: 'vera' },
    });
    await userEvent.type(await screen.findByLabelText('Title'), 'The Kitchen');
    await userEvent.type(screen.getByLabelText(/^Crew/), 'sam, @jordan');
    const file = new File([new Uint8Array(1000)], 'film.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByLabelText(/^Video/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Film' }));

    await act(async () => FakeXhr.last[0].progress(400, 1000));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByText('40% uploaded')).toBeInTheDocument();
    await act(async () => FakeXhr.last[0].drop());
    expect(
      await screen.findByText(/The connection dropped; retrying the upload/),
    ).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(FakeXhr.last).toHaveLength(2);
    await act(async () => FakeXhr.last[1].finish());

    expect(await screen.findByText('/submitted-films')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/contest/films' && c.method === 'POST')?.body).toEqual(
      {
        title: 'The Kitchen',
        description: '',
        crew: ['sam', 'jordan'],
        uploadId: 'up-1',
        captionsKey: null,
      },
    );
  });

  it("shows the server's refusal reason (a film over six minutes)", async () => {
    fakeApi({
      'GET /api/contest/rounds/current': { status: 200, body: { round: aRound() } },
      'POST /api/contest/films/uploads': session,
      'POST /api/contest/films/uploads/up-1/chunks/0': ticket('pending/u1/up-1/00000'),
      'POST /api/contest/films': {
        status: 422,
        body: { code: 'VIDEO_TOO_LONG', message: 'Films may last at most 6 minutes.' },
      },
    });
    await renderLikeShell(<SubmitFilmPage />, {
      path: '/contest/submit',
      url: '/contest/submit',
      user: { id: 'u1', username: 'vera' },
    });
    await userEvent.type(await screen.findByLabelText('Title'), 'Long');
    await userEvent.upload(
      screen.getByLabelText(/^Video/),
      new File([new Uint8Array(10)], 'f.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Film' }));
    await act(async () => FakeXhr.last[0].finish());
    expect(await screen.findByText('Films may last at most 6 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Film' })).toBeEnabled();
  });

  it('says when the round is closed instead of showing the form', async () => {
    fakeApi({
      'GET /api/contest/rounds/current': {
        status: 200,
        body: { round: aRound({ status: 'judging' }) },
      },
    });
    await renderLikeShell(<SubmitFilmPage />, {
      path: '/contest/submit',
      url: '/contest/submit',
      user: { id: 'u1', username: 'vera' },
    });
    expect(await screen.findByText('Submissions for this round are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Film' })).toBeNull();
  });
});
