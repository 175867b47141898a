import { PropsExtensionSlot } from '@filmcollab/web-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteRoutes, type LoadedRemote } from './load-remote-routes';
import { useRemotes } from './remotes-context';
import { RemotesProvider } from './RemotesProvider';

jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));

function RemoteStatuses() {
  const { remotes, retryFailed } = useRemotes();
  return (
    <>
      <ul>
        {remotes.map((remote) => (
          <li key={remote.name}>{`${remote.name}: ${remote.status}`}</li>
        ))}
      </ul>
      <button onClick={() => void retryFailed()}>Try again</button>
    </>
  );
}

describe('RemotesProvider', () => {
  it('asks only the failed remotes again, reloading them, and keeps the others', async () => {
    const profiles: LoadedRemote = {
      name: 'profiles',
      status: 'ready',
      routes: [],
      extensions: {},
    };
    jest
      .mocked(loadRemoteRoutes)
      .mockResolvedValue([{ name: 'identity', status: 'ready', routes: [], extensions: {} }]);
    render(
      <RemotesProvider initial={[{ name: 'identity', status: 'failed' }, profiles]}>
        <RemoteStatuses />
      </RemotesProvider>,
    );
    expect(screen.getByText('identity: failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(loadRemoteRoutes).toHaveBeenCalledWith(['identity'], { reload: true });
    expect(await screen.findByText('identity: ready')).toBeInTheDocument();
    expect(screen.getByText('profiles: ready')).toBeInTheDocument();
  });
});

describe('RemotesProvider and props-carrying extension points', () => {
  it("lets a remote's page render what another remote declared for `project.chat`", async () => {
    const chat = ({ projectId }: { projectId: string }) => <p>{`Chat of ${projectId}`}</p>;
    const messaging = {
      name: 'profiles',
      status: 'ready',
      routes: [],
      extensions: { 'project.chat': async () => ({ default: chat }) },
    } as const satisfies LoadedRemote;
    render(
      <RemotesProvider initial={[messaging]}>
        <PropsExtensionSlot
          name="project.chat"
          props={{ projectId: 'p-7' }}
          fallback={<p>No chat</p>}
          failed={<p>Chat failed</p>}
        />
      </RemotesProvider>,
    );
    expect(await screen.findByText('Chat of p-7')).toBeInTheDocument();
  });
});
