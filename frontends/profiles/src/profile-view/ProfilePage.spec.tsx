import { ProfilesErrors } from '@filmcollab/contracts/profiles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aRelationship, fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import ProfileByUsernamePage from './ProfileByUsernamePage';
import ProfilePage from './ProfilePage';

const viewer = { id: 'u1', username: 'alice' };

function showProfile(url = '/user-profile/u2') {
  return renderLikeShell(<ProfilePage />, { path: '/user-profile/:userId', url, user: viewer });
}

describe('ProfilePage', () => {
  it('shows a skeleton, then the profile with its texts, defaults and availability dot', async () => {
    fakeApi({
      'GET /api/profiles/u2': {
        status: 200,
        body: aProfile({
          availabilityStatus: 'busy',
          profileImageUrl: 'http://localhost:8000/storage/profile-images/u2.png?v=7',
          websiteUrl: 'https://bob.example',
          reelUrl: 'https://vimeo.com/1',
        }),
      },
      'GET /api/profiles/u2/relationship': { status: 200, body: aRelationship() },
    });
    await showProfile();

    expect(screen.getByText('Loading profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bob Director' })).toBeInTheDocument();
    expect(screen.getByText('Sound Designer')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByText('Joined July 2025')).toBeInTheDocument();
    expect(screen.getByText('I make short films.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Bob Director's profile photo" })).toHaveAttribute(
      'src',
      'http://localhost:8000/storage/profile-images/u2.png?v=7',
    );
    expect(screen.getByTestId('availability-dot')).toHaveClass('bg-yellow-400');
    expect(screen.getByTestId('stat-Rating')).toHaveTextContent('5.0');
    expect(screen.getByTestId('stat-Projects')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-Years Exp')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-Status')).toHaveTextContent('Busy');
    const website = screen.getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://bob.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Demo Reel' })).toHaveAttribute(
      'href',
      'https://vimeo.com/1',
    );
    expect(screen.queryByRole('link', { name: 'Portfolio' })).not.toBeInTheDocument();
  });

  it("falls back to 'Unnamed User', shows a missing status as available (green) and the professional details", async () => {
    fakeApi({
      'GET /api/profiles/u2': {
        status: 200,
        body: aProfile({
          fullName: null,
          availabilityStatus: null,
          averageRating: 4.25,
          collaborationCount: 3,
          yearsExperience: 1,
          hourlyRate: '$50/hour',
          secondaryRoles: ['editor', 'script_supervisor'],
          equipmentOwned: ['RED Komodo'],
          preferredGenres: ['Drama', 'Horror'],
        }),
      },
      'GET /api/profiles/u2/relationship': { status: 200, body: aRelationship() },
    });
    await showProfile();

    expect(await screen.findByRole('heading', { name: 'Unnamed User' })).toBeInTheDocument();
    expect(screen.getByTestId('availability-dot')).toHaveClass('bg-green-500');
    expect(screen.getByTestId('stat-Status')).toHaveTextContent('Available');
    expect(screen.getByTestId('stat-Rating')).toHaveTextContent('4.3');
    expect(screen.getByTestId('stat-Projects')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Years Exp')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Professional Details' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-Experience')).toHaveTextContent('1 year');
    expect(screen.getByTestId('detail-Rate')).toHaveTextContent('$50/hour');
    expect(screen.getByTestId('detail-Additional Roles')).toHaveTextContent(
      'Editor, Script Supervisor',
    );
    expect(screen.getByTestId('detail-Equipment')).toHaveTextContent('RED Komodo');
    expect(screen.getByTestId('detail-Preferred Genres')).toHaveTextContent('Drama, Horror');
  });

  it("shows 'Profile not found' when the service answers 404", async () => {
    fakeApi({
      'GET /api/profiles/nobody': {
        status: 404,
        body: { message: 'Profile not found', code: 'PROFILE_NOT_FOUND' },
      },
    });
    await showProfile('/user-profile/nobody');

    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The user profile you're looking for doesn't exist."),
    ).toBeInTheDocument();
  });

  it("offers 'Edit Profile' on the viewer's own profile and goes to /profile/edit", async () => {
    const { fetchMock } = fakeApi({
      'GET /api/profiles/u1': { status: 200, body: aProfile({ id: 'u1' }) },
    });
    await showProfile('/user-profile/u1');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/profile/edit');
    expect(screen.queryByText(/collaborat/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows Message and the collaborator note when the two share a project', async () => {
    fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': {
        status: 200,
        body: aRelationship({ sharesProject: true }),
      },
    });
    await showProfile();

    expect(screen.getByText('Loading profile…')).toBeInTheDocument();
    expect(
      await screen.findByText('You can message this user (shared project collaborator)'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/messages/u2');
  });

  it("says 'Checking collaboration history...' while checking, then no Message button for a non-collaborator", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': () => new Promise((resolve) => (answer = resolve)),
    });
    await showProfile();

    expect(await screen.findByText('Checking collaboration history...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();

    answer({ status: 200, body: aRelationship({ sharesProject: false }) });

    expect(
      await screen.findByText('Messaging available only for project collaborators'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('treats a failed collaboration check as not collaborating, once the retries failed too', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = fakeApi({
        'GET /api/profiles/u2': { status: 200, body: aProfile() },
        'GET /api/profiles/u2/relationship': {
          status: 500,
          body: { message: 'boom', code: 'INTERNAL' },
        },
      });
      await showProfile();
      const relationshipCalls = () =>
        calls.filter((c) => c.path === '/api/profiles/u2/relationship').length;
      // The api retries a failed read after 1 s, 2 s and 4 s; each answer takes real time.
      for (const [delay, callsBefore] of [
        [0, 1],
        [1000, 2],
        [2000, 3],
        [4000, 4],
      ]) {
        await act(() => jest.advanceTimersByTimeAsync(delay));
        await waitFor(() => expect(relationshipCalls()).toBe(callsBefore));
      }

      expect(
        await screen.findByText('Messaging available only for project collaborators'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ProfileByUsernamePage', () => {
  it('loads the profile by username', async () => {
    const { calls } = fakeApi({
      'GET /api/profiles/by-username/bob_films': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': { status: 200, body: aRelationship() },
    });
    await renderLikeShell(<ProfileByUsernamePage />, {
      path: '/user/username/:username',
      url: '/user/username/bob_films',
      user: viewer,
    });

    expect(await screen.findByRole('heading', { name: 'Bob Director' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/profiles/by-username/bob_films' });
  });
});

describe('connections on a profile', () => {
  it('sends a connection request with Connect, then shows Request sent', async () => {
    let status: 'none' | 'pending_outgoing' = 'none';
    const { calls } = fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': () => ({
        status: 200,
        body: aRelationship({ connectionStatus: status }),
      }),
      'POST /api/profiles/connections/requests': () => {
        status = 'pending_outgoing';
        return {
          status: 201,
          body: {
            id: 'r1',
            senderId: 'u1',
            receiverId: 'u2',
            status: 'pending',
            createdAt: '2025-08-01T00:00:00.000Z',
            respondedAt: null,
            sender: { id: 'u1', username: 'alice', fullName: 'Alice', profileImageUrl: null },
            receiver: { id: 'u2', username: 'bob_films', fullName: 'Bob', profileImageUrl: null },
          },
        };
      },
    });
    await showProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ receiverId: 'u2' });
    expect(await screen.findByText('Connection request sent')).toBeInTheDocument();
  });

  it('lets the receiver accept a pending request', async () => {
    let status: 'pending_incoming' | 'connected' = 'pending_incoming';
    const { calls } = fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': () => ({
        status: 200,
        body: aRelationship({
          connectionStatus: status,
          pendingRequestId: status === 'connected' ? null : 'r9',
        }),
      }),
      'POST /api/profiles/connections/requests/r9/accept': () => {
        status = 'connected';
        return {
          status: 200,
          body: {
            id: 'r9',
            senderId: 'u2',
            receiverId: 'u1',
            status: 'accepted',
            createdAt: '2025-08-01T00:00:00.000Z',
            respondedAt: '2025-08-02T00:00:00.000Z',
            sender: { id: 'u2', username: 'bob_films', fullName: 'Bob', profileImageUrl: null },
            receiver: { id: 'u1', username: 'alice', fullName: 'Alice', profileImageUrl: null },
          },
        };
      },
    });
    await showProfile();

    const group = await screen.findByRole('group', { name: 'Connection request' });
    expect(within(group).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('button', { name: 'Connected' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/api/profiles/connections/requests/r9/accept')).toBe(true);
    expect(await screen.findByText('Connection request accepted')).toBeInTheDocument();
  });

  function connectedUntilRemoved(removal: { status: number; body?: unknown }) {
    let status: 'connected' | 'none' = 'connected';
    return fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': () => ({
        status: 200,
        body: aRelationship({ connectionStatus: status }),
      }),
      'DELETE /api/profiles/connections/u2': () => {
        if (removal.status === 204 || removal.status === 404) status = 'none';
        return removal;
      },
    });
  }

  it('removes a connection after confirmation, then offers Connect again', async () => {
    const { calls } = connectedUntilRemoved({ status: 204 });
    await showProfile();

    expect(await screen.findByRole('button', { name: 'Connected' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove connection' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Bob Director from your connections?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Connection removed')).toBeInTheDocument();
  });

  it('keeps the connection when the question is cancelled with Escape', async () => {
    const { calls } = connectedUntilRemoved({ status: 204 });
    await showProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove connection' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove connection' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('treats a connection the other user already removed as removed', async () => {
    connectedUntilRemoved({
      status: 404,
      body: {
        message: ProfilesErrors.NOT_CONNECTED.message,
        code: ProfilesErrors.NOT_CONNECTED.code,
      },
    });
    await showProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByText('Connection removed')).toBeInTheDocument();
  });

  it('says so and keeps the question open when removing fails', async () => {
    connectedUntilRemoved({ status: 500, body: { message: 'boom', code: 'INTERNAL' } });
    await showProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('boom')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connected', hidden: true })).toBeInTheDocument();
  });
});

describe('rating a collaborator', () => {
  it('defaults to 5 with the (1-5) hint, posts the rating, then replaces the form and refreshes the average', async () => {
    let rated = false;
    const { calls } = fakeApi({
      'GET /api/profiles/u2': () => ({
        status: 200,
        body: aProfile({ averageRating: rated ? 3.5 : 4, ratingCount: rated ? 2 : 1 }),
      }),
      'GET /api/profiles/u2/relationship': () => ({
        status: 200,
        body: aRelationship({ sharesProject: true, canRate: !rated, hasRated: rated }),
      }),
      'POST /api/profiles/u2/ratings': () => {
        rated = true;
        return {
          status: 201,
          body: {
            rating: {
              id: 'rt1',
              projectId: 'p1',
              raterId: 'u1',
              ratedUserId: 'u2',
              rating: 3,
              comment: 'Great sound',
              ratingType: 'performance',
              createdAt: '2025-08-01T00:00:00.000Z',
            },
            averageRating: 3.5,
            ratingCount: 2,
          },
        };
      },
    });
    await showProfile();

    const ratingInput = await screen.findByRole('spinbutton', { name: 'Rating' });
    expect(ratingInput).toHaveValue(5);
    expect(ratingInput).toHaveAccessibleDescription('(1-5)');
    expect(screen.getByTestId('stat-Rating')).toHaveTextContent('4.0');

    await userEvent.clear(ratingInput);
    await userEvent.type(ratingInput, '3');
    await userEvent.type(screen.getByLabelText('Comment (optional)'), '  Great sound ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));

    expect(await screen.findByText('You have rated this collaborator.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Rating' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rating: 3,
      comment: 'Great sound',
    });
    await waitFor(() => expect(screen.getByTestId('stat-Rating')).toHaveTextContent('3.5'));
    expect(screen.getByText('Rating submitted!')).toBeInTheDocument();
  });

  it('sends 5 when the viewer keeps the default and leaves no comment', async () => {
    const { calls } = fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': {
        status: 200,
        body: aRelationship({ sharesProject: true, canRate: true }),
      },
      'POST /api/profiles/u2/ratings': {
        status: 403,
        body: {
          message: 'Only project collaborators can rate this user',
          code: 'NOT_A_COLLABORATOR',
        },
      },
    });
    await showProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Submit Rating' }));

    expect(
      await screen.findByText('Only project collaborators can rate this user'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: 5, comment: null });
    expect(screen.getByRole('spinbutton', { name: 'Rating' })).toBeInTheDocument();
  });

  it('refuses a rating outside 1 to 5 without calling the server', async () => {
    const { calls } = fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': {
        status: 200,
        body: aRelationship({ sharesProject: true, canRate: true }),
      },
    });
    await showProfile();
    const ratingInput = await screen.findByRole('spinbutton', { name: 'Rating' });
    await userEvent.clear(ratingInput);
    await userEvent.type(ratingInput, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a whole number from 1 to 5.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the confirmation line to a viewer who has already rated, and no form to a non-collaborator', async () => {
    fakeApi({
      'GET /api/profiles/u2': { status: 200, body: aProfile() },
      'GET /api/profiles/u2/relationship': {
        status: 200,
        body: aRelationship({ sharesProject: true, hasRated: true }),
      },
      'GET /api/profiles/u3': { status: 200, body: aProfile({ id: 'u3' }) },
      'GET /api/profiles/u3/relationship': { status: 200, body: aRelationship() },
    });
    const first = await showProfile();
    expect(await screen.findByText('You have rated this collaborator.')).toBeInTheDocument();
    first.unmount();

    await showProfile('/user-profile/u3');
    expect(
      await screen.findByText('Messaging available only for project collaborators'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Rating' })).not.toBeInTheDocument();
    expect(screen.queryByText('You have rated this collaborator.')).not.toBeInTheDocument();
  });
});
