import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@filmcollab/ui';
import { fakeApi, myProfile, renderLikeShell } from '@filmcollab/web-kit/testing';
import ProfileEditPage from './ProfileEditPage';

const alice = { id: 'u1', username: 'alice' };

function showEditPage() {
  return renderLikeShell(<ProfileEditPage />, {
    path: '/profile/edit',
    url: '/profile/edit',
    user: alice,
  });
}

/** Stands in for XMLHttpRequest: records the PUT and lets the test drive its progress events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

describe('ProfileEditPage', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = null;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('shows every field filled from the profile, with the username hint and the fuller role list', async () => {
    fakeApi({
      'GET /api/profiles/me': {
        status: 200,
        body: myProfile({ primaryRole: 'gaffer', yearsExperience: 4, availabilityStatus: 'busy' }),
      },
    });
    await showEditPage();

    const username = await screen.findByLabelText('Username');
    expect(username).toHaveValue('alice');
    expect(username).toHaveAccessibleDescription('Choose a unique username');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Alice Smith');
    expect(screen.getByLabelText('Primary Role')).toHaveValue('gaffer');
    for (const role of [
      'Makeup Artist',
      'Boom Operator',
      'Script Supervisor',
      'Assistant Director',
      'Other',
    ]) {
      expect(screen.getByRole('option', { name: role })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Years of Experience')).toHaveValue(4);
    expect(screen.getByLabelText('Years of Experience')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Availability Status')).toHaveValue('busy');
    for (const label of [
      'Location',
      'Bio',
      'Website URL',
      'Portfolio URL',
      'Demo Reel URL',
      'Hourly Rate',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('accept', 'image/*');
  });

  it('saves empty fields as null, shows Updating Profile... while saving, then goes to /profile', async () => {
    let finishSave: () => void = () => undefined;
    const { calls } = fakeApi({
      'GET /api/profiles/me': {
        status: 200,
        body: myProfile({ location: 'Berlin', hourlyRate: '$40', yearsExperience: 3 }),
      },
      'PATCH /api/profiles/me': () =>
        new Promise((resolve) => {
          finishSave = () => resolve({ status: 200, body: myProfile({ location: null }) });
        }),
    });
    await showEditPage();
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Location'));
    await user.clear(screen.getByLabelText('Hourly Rate'));
    await user.clear(screen.getByLabelText('Years of Experience'));
    await user.type(screen.getByLabelText('Website URL'), 'https://alice.film');
    await user.selectOptions(screen.getByLabelText('Primary Role'), 'assistant_director');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('button', { name: 'Updating Profile...' })).toBeDisabled();
    await act(async () => finishSave());

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been saved.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      username: 'alice',
      fullName: 'Alice Smith',
      primaryRole: 'assistant_director',
      location: null,
      bio: 'I make short films.',
      websiteUrl: 'https://alice.film',
      portfolioUrl: null,
      reelUrl: null,
      yearsExperience: null,
      hourlyRate: null,
      availabilityStatus: 'available',
      secondaryRoles: [],
      equipmentOwned: [],
      preferredGenres: [],
    });
  });

  it("shows the server's error when the username is taken and stays on the form", async () => {
    fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'PATCH /api/profiles/me': {
        status: 409,
        body: {
          message: 'Username is already taken. Please choose another.',
          code: 'USERNAME_TAKEN',
        },
      },
    });
    await showEditPage();
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'bob_films');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username is already taken. Please choose another.',
    );
    expect(screen.getByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/edit');
  });

  it('Cancel goes to /profile without saving', async () => {
    const { calls } = fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showEditPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('uploads the photo to the presigned URL with a progress bar, then confirms it', async () => {
    const { calls } = fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/me/photo/upload-url': {
        status: 200,
        body: {
          uploadUrl: 'http://localhost:8000/storage/profile-images',
          method: 'POST',
          fields: { key: 'pending/u1.png', 'Content-Type': 'image/png', policy: 'cG9saWN5' },
          key: 'pending/u1.png',
          expiresInSeconds: 300,
        },
      },
      'POST /api/profiles/me/photo/confirm': {
        status: 200,
        body: { profileImageUrl: 'http://localhost:8000/storage/profile-images/u1.png?v=2' },
      },
    });
    await showEditPage();
    const photo = new File(['x'.repeat(2000)], 'me.png', { type: 'image/png' });

    await userEvent.upload(await screen.findByLabelText('Profile photo'), photo);

    const bar = await screen.findByRole('progressbar', { name: 'Photo upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost:8000/storage/profile-images');
    // The signed fields first, the file last: S3 ignores fields after the file.
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'policy', 'file']);
    expect(form.get('Content-Type')).toBe('image/png');
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).size).toBe(photo.size);

    act(() => xhr.progress(500, 2000));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    act(() => xhr.progress(2000, 2000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    await act(async () => xhr.finish(200));

    expect(await screen.findByRole('img', { name: "Alice Smith's profile photo" })).toHaveAttribute(
      'src',
      'http://localhost:8000/storage/profile-images/u1.png?v=2',
    );
    expect(calls.find((c) => c.path === '/api/profiles/me/photo/upload-url')?.body).toEqual({
      contentType: 'image/png',
      size: 2000,
    });
    expect(calls.find((c) => c.path === '/api/profiles/me/photo/confirm')?.body).toEqual({
      key: 'pending/u1.png',
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells the user why moderation blocked the photo', async () => {
    fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/me/photo/upload-url': {
        status: 200,
        body: {
          uploadUrl: 'http://localhost:8000/storage/profile-images',
          method: 'POST',
          fields: { key: 'pending/u1.jpg' },
          key: 'u1.jpg',
          expiresInSeconds: 300,
        },
      },
      'POST /api/profiles/me/photo/confirm': {
        status: 422,
        body: {
          message: 'The photo was rejected: weapon.',
          code: 'PHOTO_REJECTED',
          details: { reasons: ['weapon'] },
        },
      },
    });
    await showEditPage();

    await userEvent.upload(
      await screen.findByLabelText('Profile photo'),
      new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await act(async () => FakeXhr.last!.finish(200));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your photo was blocked by moderation: The photo was rejected: weapon.',
    );
    // Spec 01 §8: error toasts are titled 'Error', destructive.
    expect(toastStore.getSnapshot()).toMatchObject({
      title: 'Error',
      description: 'Your photo was blocked by moderation: The photo was rejected: weapon.',
      variant: 'destructive',
    });
  });

  it('refuses a file that is not an image without asking for an upload URL', async () => {
    const { calls } = fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showEditPage();

    await userEvent.upload(
      await screen.findByLabelText('Profile photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(calls.some((c) => c.path.includes('/photo/'))).toBe(false);
    expect(FakeXhr.last).toBeNull();
  });
});
