import type { ComponentModule } from '@filmcollab/web-kit';
import { act, screen } from '@testing-library/react';
import { RemoteModule } from '../remotes/RemoteModule';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { readyRemote } from '../testing/test-remotes';
import { ExtensionSlot } from './ExtensionSlot';

const messagesButton = readyRemote('messaging', {
  extensions: { 'header.messages': async () => ({ default: () => <button>Messages</button> }) },
});

describe('ExtensionSlot', () => {
  it("waits until the page's remote code is there before loading the layout's extension", async () => {
    let showPage: (module: ComponentModule) => void = () => undefined;
    const page = new Promise<ComponentModule>((resolve) => (showPage = resolve));
    const loadPage = () => page;
    renderInShell(
      <>
        <RemoteModule remote="profiles" load={loadPage} />
        <ExtensionSlot name="header.messages" />
      </>,
      { client: await testAuthClient(true), remotes: [messagesButton] },
    );

    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();

    await act(async () => showPage({ default: () => <h1>Profile</h1> }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('renders nothing for a point no remote fills', async () => {
    const { container } = renderInShell(<ExtensionSlot name="header.notifications" />, {
      client: await testAuthClient(true),
      remotes: [messagesButton],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-extension-point]')).toBeNull();
  });
});
