import { ProjectsErrors } from '@filmcollab/contracts/projects';
import { fakeApi, renderLikeShell, type SignedInUser } from '@filmcollab/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectPage from '../project-detail/ProjectPage';
import { aDetail, aDetailForNonMember, anOpportunity } from '../testing/project-builders';
import { ALICE, BOB } from '../testing/users';
import { endOfDayIso } from './opportunity-form';

function showProject(user: SignedInUser) {
  return renderLikeShell(<ProjectPage />, { path: '/project/:id', url: '/project/p-1', user });
}

describe("a project's opportunities", () => {
  it('lets the creator post one with every field', async () => {
    let posted = false;
    const api = fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/opportunities': () => ({
        status: 200,
        body: { opportunities: posted ? [anOpportunity()] : [], nextCursor: null },
      }),
      'POST /api/projects/p-1/opportunities': () => {
        posted = true;
        return { status: 201, body: anOpportunity() };
      },
    });
    await showProject(ALICE);
    expect(await screen.findByText(/No open opportunities/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post Opportunity' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post Opportunity' }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Lead actor');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Opportunity' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Category, title and role are required');

    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'cast');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'actor');
    await userEvent.type(dialog.getByLabelText('Description'), 'Two nights.');
    await userEvent.type(dialog.getByLabelText('Location'), 'Berlin');
    await userEvent.type(dialog.getByLabelText('Duration (minutes)'), '90');
    await userEvent.selectOptions(dialog.getByLabelText('Budget range'), 'under_1k');
    await userEvent.type(dialog.getByLabelText('Genre'), 'Drama');
    await userEvent.type(dialog.getByLabelText('Languages'), 'English, German');
    await userEvent.type(dialog.getByLabelText('Open until'), '2099-12-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Opportunity' }));

    expect(await screen.findByText('Opportunity Posted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      category: 'cast',
      title: 'Lead actor',
      description: 'Two nights.',
      role: 'actor',
      location: 'Berlin',
      durationMinutes: 90,
      budgetRange: 'under_1k',
      genre: 'Drama',
      languages: ['English', 'German'],
      expiresAt: endOfDayIso('2099-12-24'),
    });
    expect(
      await screen.findByRole('link', { name: 'Lead actor for a night bus drama' }),
    ).toHaveAttribute('href', '/requirements/o-1');
  });

  it("shows the server's refusal of a past expiry in the dialog", async () => {
    fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/opportunities': {
        status: 200,
        body: { opportunities: [], nextCursor: null },
      },
      'POST /api/projects/p-1/opportunities': {
        status: 400,
        body: {
          message: 'The expiry must lie in the future.',
          code: ProjectsErrors.OPPORTUNITY_EXPIRY_PAST.code,
        },
      },
    });
    await showProject(ALICE);
    await userEvent.click(await screen.findByRole('button', { name: 'Post Opportunity' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'crew');
    await userEvent.type(dialog.getByLabelText('Title'), 'Gaffer');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'other');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Opportunity' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The expiry must lie in the future.',
    );
  });

  it('lets the creator withdraw one', async () => {
    let withdrawn = false;
    const api = fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetail() },
      'GET /api/projects/p-1/opportunities': () => ({
        status: 200,
        body: { opportunities: withdrawn ? [] : [anOpportunity()], nextCursor: null },
      }),
      'DELETE /api/projects/opportunities/o-1': () => {
        withdrawn = true;
        return { status: 204 };
      },
    });
    await showProject(ALICE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw Lead actor for a night bus drama' }),
    );
    await waitFor(() => expect(screen.getByText(/No open opportunities/)).toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows them to others without the creator controls, and nothing when there are none', async () => {
    fakeApi({
      'GET /api/projects/p-1': { status: 200, body: aDetailForNonMember() },
      'GET /api/projects/p-1/opportunities': {
        status: 200,
        body: { opportunities: [anOpportunity({ expiresAt: null })], nextCursor: null },
      },
    });
    await showProject(BOB);
    expect(await screen.findByText('Cast · Actor · No expiry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw Lead/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Opportunity' })).not.toBeInTheDocument();
  });
});
