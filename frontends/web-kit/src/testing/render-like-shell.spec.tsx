import { showToast } from '@filmcollab/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../auth/use-auth';
import { useRealtimeStatus } from '../realtime/use-realtime-status';
import { currentLocation, renderLikeShell } from './render-like-shell';

function Page() {
  const { userId } = useParams();
  const { user } = useAuth();
  return (
    <>
      <p>
        {userId} seen by {user?.username ?? 'a visitor'}
      </p>
      <Link to="/somewhere?tab=x">Away</Link>
    </>
  );
}

describe('renderLikeShell', () => {
  it('mounts the page at its route, signed in, and shows where the router goes', async () => {
    const { store, auth, realtime } = await renderLikeShell(<Page />, {
      user: { id: 'u1', username: 'ada' },
      path: '/user/:userId',
      url: '/user/u2',
    });
    expect(screen.getByText('u2 seen by ada')).toBeInTheDocument();
    expect(auth.getState().status).toBe('authenticated');
    expect(store.getState()).toBeDefined();
    expect(realtime).toBeUndefined();
    expect(currentLocation()).toBe('/user/u2');

    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/somewhere?tab=x',
    );
  });

  it('renders signed out, outside any route, with the toasts of the UI kit', async () => {
    await renderLikeShell(<Page />, { user: null, locationProbe: 'plain' });
    expect(screen.getByText('seen by a visitor')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    act(() => showToast({ title: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('runs the realtime client over a fake socket when asked', async () => {
    function Status() {
      return <p>{useRealtimeStatus()}</p>;
    }
    const { realtime } = await renderLikeShell(<Status />, {
      user: { id: 'u1', username: 'ada' },
      realtime: true,
      locationProbe: false,
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(async () => realtime.connect('u1'));
    expect(screen.getByText('connected')).toBeInTheDocument();
    act(() => realtime.uninstall());
  });
});
