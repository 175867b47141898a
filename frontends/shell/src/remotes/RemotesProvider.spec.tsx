import { PropsExtensionSlot } from '@filmcollab/web-kit';
import { render, screen } from '@testing-library/react';
import type { LoadedRemote } from './load-remote-routes';
import { RemotesProvider } from './RemotesProvider';

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
      <RemotesProvider remotes={[messaging]}>
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
