import { render, screen } from '@testing-library/react';
import { ExtensionRegistryContext, extensionRegistry } from './extension-registry';
import { PropsExtensionSlot } from './PropsExtensionSlot';
import type { RemoteExtensions } from './remote-routes';

function ChatFor({ projectId }: { projectId: string }) {
  return <p>Chat of {projectId}</p>;
}

function Broken(): never {
  throw new Error('broken');
}

function renderSlot(remotes: Parameters<typeof extensionRegistry>[0]) {
  return render(
    <ExtensionRegistryContext.Provider value={extensionRegistry(remotes)}>
      <PropsExtensionSlot
        name="project.chat"
        props={{ projectId: 'p-1' }}
        fallback={<p>Chat is coming</p>}
        failed={<p>Chat could not be loaded</p>}
      />
    </ExtensionRegistryContext.Provider>,
  );
}

const chat: RemoteExtensions = { 'project.chat': async () => ({ default: ChatFor }) };

describe('PropsExtensionSlot', () => {
  it('shows the fallback while no remote fills the point', () => {
    renderSlot([{ name: 'profiles', status: 'ready', extensions: {} }]);
    expect(screen.getByText('Chat is coming')).toBeInTheDocument();
  });

  it("renders the filling remote's component with the props, in that remote's scope", async () => {
    renderSlot([
      { name: 'identity', status: 'failed' },
      { name: 'messaging', status: 'ready', extensions: chat },
    ]);
    const text = await screen.findByText('Chat of p-1');
    expect(text.closest('[data-remote]')).toHaveAttribute('data-remote', 'messaging');
  });

  it('ignores a failed remote', () => {
    renderSlot([{ name: 'messaging', status: 'failed', extensions: chat }]);
    expect(screen.getByText('Chat is coming')).toBeInTheDocument();
  });

  it('shows the failure text when the component throws, keeping the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlot([
      {
        name: 'messaging',
        status: 'ready',
        extensions: { 'project.chat': async () => ({ default: Broken }) },
      },
    ]);
    expect(await screen.findByText('Chat could not be loaded')).toBeInTheDocument();
  });
});
