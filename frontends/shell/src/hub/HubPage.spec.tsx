import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { readyRemote } from '../testing/test-remotes';
import { HubPage } from './HubPage';

// The invite button waits for the page like the header's icons (ExtensionSlot.spec covers that).
jest.mock('../extensions/use-after-first-paint', () => ({ useAfterFirstPaint: () => true }));

const communityTab = () => Promise.resolve({ default: () => <p>The community feed</p> });
const inviteButton = () =>
  Promise.resolve({ default: () => <button type="button">Invite Friends to Join</button> });

async function renderHub(path: string, withCommunity = true) {
  const client = await testAuthClient(true);
  return renderInShell(
    <Routes>
      <Route path="*" element={<HubPage />} />
    </Routes>,
    {
      client,
      path,
      remotes: withCommunity
        ? [
            readyRemote('profiles', {
              extensions: { 'hub.community': communityTab, 'hub.inviteFriends': inviteButton },
            }),
          ]
        : [],
    },
  );
}

describe('HubPage', () => {
  it('opens on the Film Contest tab with the promo card and its facts', async () => {
    await renderHub('/');
    const tabs = within(screen.getByRole('tablist', { name: 'Hub sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Film Contest',
      'Community',
      'Discovery',
      'My Space',
    ]);
    expect(tabs.getByRole('tab', { name: 'Film Contest' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const facts = within(screen.getByRole('list', { name: 'Contest facts' }));
    for (const fact of [
      'Grand prize $1,000',
      'Entry fee $20',
      'Capacity 250 teams',
      'Crew up to 12',
    ]) {
      expect(facts.getByText(fact)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Join the Challenge' })).toHaveAttribute(
      'href',
      '/contest',
    );
  });

  it('shows the tab named by ?tab= and sets the parameter when another tab is chosen', async () => {
    const { probe } = await renderHub('/?tab=discovery');
    expect(screen.getByRole('tab', { name: 'Discovery' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Discovery is coming soon: it is not available yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Space' }));
    expect(probe.search).toBe('?tab=myspace');
    expect(
      await screen.findByText('My Space is coming soon: it is not available yet.'),
    ).toBeInTheDocument();
  });

  it('clears the parameter for Community and shows what the community remote fills it with', async () => {
    const { probe } = await renderHub('/?tab=contest');
    await userEvent.click(screen.getByRole('tab', { name: 'Community' }));
    expect(probe.pathname).toBe('/community');
    expect(probe.search).toBe('');
    expect(await screen.findByText('The community feed')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Invite Friends to Join' }),
    ).toBeInTheDocument();
  });

  it('keeps the tabs usable by keyboard', async () => {
    await renderHub('/');
    screen.getByRole('tab', { name: 'Film Contest' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveFocus();
  });
});
