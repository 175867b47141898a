import { screen, within } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { FeaturesPage } from './features/FeaturesPage';
import { HowItWorksPage } from './HowItWorksPage';
import { PrivacyPage } from './legal/PrivacyPage';
import { TermsPage } from './legal/TermsPage';

describe('public information pages', () => {
  it('/how-it-works walks through four steps', async () => {
    renderInShell(<HowItWorksPage />, { client: await testAuthClient(false) });
    const steps = screen.getAllByRole('heading', { level: 2, name: /^Step \d:/ });
    expect(steps.map((s) => s.textContent)).toEqual([
      'Step 1: Create your profile',
      'Step 2: Find collaborators and opportunities',
      'Step 3: Start or join a project',
      'Step 4: Collaborate and bring it to life',
    ]);
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
  });

  it('/features lists the Basic and Premium tiers of spec 03 without prices', async () => {
    renderInShell(<FeaturesPage />, { client: await testAuthClient(false) });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const marks = rows.map((row) => {
      const [feature, basic, premium] = Array.from(row.querySelectorAll('th, td'));
      return [
        feature!.querySelector('span')!.textContent,
        basic!.querySelector('.sr-only')!.textContent,
        premium!.querySelector('.sr-only')!.textContent,
      ];
    });
    const both = ['Included', 'Included'];
    const premiumOnly = ['Not included', 'Included'];
    expect(marks).toEqual([
      ['Film Collab Hub', ...both],
      ['Smart Matching', ...both],
      ['Legal Help & Contracts', ...both],
      ['Exclusive Film Library', ...both],
      ['Portfolio Showcase', ...both],
      ['Basic Crowdfunding', ...both],
      ['Community Recognition', ...both],
      ['Submit to Library', ...premiumOnly],
      ['Full-Scale Crowdfunding', ...premiumOnly],
      ['Tip & Donation System', ...premiumOnly],
      ['Bi-Monthly Contests', ...premiumOnly],
      ['Enhanced Visibility', ...premiumOnly],
    ]);
    expect(document.body.textContent).not.toMatch(/[$€£]\s?\d/);
  });

  it.each([
    ['/terms', TermsPage, 'Terms & Conditions'],
    ['/privacy', PrivacyPage, 'Privacy Policy'],
  ])(
    '%s states the effective date, the minimum age and parental permission',
    async (_path, Page, title) => {
      renderInShell(<Page />, { client: await testAuthClient(false) });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Effective date: 19th July 2025')).toBeInTheDocument();
      const text = document.body.textContent ?? '';
      expect(text).toMatch(/(at least|under) 13\b/);
      expect(text).toMatch(/under 18[^.]*permission of a parent or legal guardian/);
      // Every contents entry leads to a section on the page.
      const contents = screen.getByRole('navigation', { name: 'Contents' });
      for (const link of within(contents).getAllByRole('link')) {
        const id = link.getAttribute('href')!.slice(1);
        expect(document.getElementById(id)).not.toBeNull();
      }
    },
  );

  it('/terms requires members to be at least 13', async () => {
    renderInShell(<TermsPage />, { client: await testAuthClient(false) });
    expect(
      screen.getByText('You must be at least 13 years old to create an account or use FilmCollab.'),
    ).toBeInTheDocument();
  });
});
