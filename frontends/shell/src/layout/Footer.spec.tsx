import { screen, within } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the policies and resources columns and the copyright to everyone', async () => {
    renderInShell(<Footer />, { client: await testAuthClient(false) });

    const policies = screen.getByRole('navigation', { name: 'Policies & Terms' });
    expect(within(policies).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(within(resources).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(screen.getByText(/© 2025 FilmCollab/)).toBeInTheDocument();
    expect(screen.getByText(/Connecting filmmakers and creatives/)).toBeInTheDocument();
  });

  it('hides the Platform column from signed-out visitors', async () => {
    renderInShell(<Footer />, { client: await testAuthClient(false) });
    expect(screen.queryByRole('navigation', { name: 'Platform' })).not.toBeInTheDocument();
    expect(screen.queryByText('Explore Projects')).not.toBeInTheDocument();
  });

  it('shows the Platform column with its four links to signed-in users', async () => {
    renderInShell(<Footer />, { client: await testAuthClient(true) });
    const platform = screen.getByRole('navigation', { name: 'Platform' });
    const hrefs = within(platform)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Explore Projects', '/community?tab=discovery&subtab=projects'],
      ['Creative Opportunities', '/requirements'],
      ['Find Collaborators', '/find-collaborators'],
      ['Community', '/community'],
    ]);
  });
});
