import { ProjectsErrors } from '@filmcollab/contracts/projects';
import { fakeApi, renderLikeShell, type SignedInUser } from '@filmcollab/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDetailForNonMember,
  anApplication,
  anOpportunity,
  BOB_PERSON,
} from '../testing/project-builders';
import { ALICE, BOB } from '../testing/users';
import OpportunityPage from './OpportunityPage';

function showOpportunity(user: SignedInUser) {
  return renderLikeShell(<OpportunityPage />, {
    path: '/requirements/:id',
    url: '/requirements/o-1',
    user,
  });
}

describe('OpportunityPage', () => {
  it('shows the details and applies to the project with the opportunity role and id', async () => {
    const api = fakeApi({
      'GET /api/projects/opportunities/o-1': {
        status: 200,
        body: anOpportunity({ expiresAt: '2099-01-01T12:00:00.000Z' }),
      },
      'GET /api/projects/p-1': { status: 200, body: aDetailForNonMember() },
      'POST /api/projects/p-1/applications': { status: 201, body: anApplication(BOB_PERSON) },
    });
    await showOpportunity(BOB);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead actor for a night bus drama' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cast')).toBeInTheDocument();
    expect(screen.getByText('1h 30m')).toBeInTheDocument();
    expect(screen.getByText('Under $1k')).toBeInTheDocument();
    expect(screen.getByText('English, German')).toBeInTheDocument();
    expect(
      screen.getByText(new Date('2099-01-01T12:00:00.000Z').toLocaleDateString()),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Apply for this Opportunity' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Apply to Join Project' }));
    expect(dialog.getByLabelText('Role')).toHaveValue('actor');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      role: 'actor',
      message: '',
      opportunityId: 'o-1',
    });
  });

  it("toasts 'Error checking for existing application' when the project cannot be read", async () => {
    fakeApi({
      'GET /api/projects/opportunities/o-1': { status: 200, body: anOpportunity() },
      'GET /api/projects/p-1': { status: 403, body: { message: 'no', code: 'FORBIDDEN' } },
    });
    await showOpportunity(BOB);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply for this Opportunity' }),
    );
    expect(await screen.findByText('Error checking for existing application')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Apply to Join Project' })).toBeInTheDocument();
  });

  it('does not offer the creator to apply to their own opportunity', async () => {
    fakeApi({ 'GET /api/projects/opportunities/o-1': { status: 200, body: anOpportunity() } });
    await showOpportunity(ALICE);
    expect(await screen.findByText('You posted this opportunity.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for this Opportunity' })).toBeNull();
  });

  it("reads 'Expired' and offers no apply once it expired", async () => {
    fakeApi({
      'GET /api/projects/opportunities/o-1': {
        status: 200,
        body: anOpportunity({ expiresAt: '2020-01-01T00:00:00.000Z' }),
      },
    });
    await showOpportunity(BOB);
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for this Opportunity' })).toBeNull();
  });

  it("shows 'Opportunity not found' and 'Failed to load requirement details'", async () => {
    fakeApi({
      'GET /api/projects/opportunities/o-1': {
        status: 404,
        body: { message: 'Opportunity not found', code: ProjectsErrors.OPPORTUNITY_NOT_FOUND.code },
      },
    });
    const view = await showOpportunity(BOB);
    expect(
      await screen.findByRole('heading', { name: 'Opportunity not found' }),
    ).toBeInTheDocument();
    view.unmount();

    fakeApi({
      'GET /api/projects/opportunities/o-1': {
        status: 403,
        body: { message: 'no', code: 'FORBIDDEN' },
      },
    });
    await showOpportunity(BOB);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load requirement details',
    );
  });
});
