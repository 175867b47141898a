import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Milestone } from '@filmcollab/contracts/workspace';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aSummary, renderSignedIn } from '../testing/render-workspace';
import { MilestonesTab } from './MilestonesTab';
import { progressOf } from './MilestoneDialog';

const aMilestone = (id: string, title: string): Milestone => ({
  id,
  projectId: 'p1',
  title,
  description: null,
  dueDate: '2030-06-01',
  status: 'pending',
  progressPercentage: 40,
  requiresApproval: false,
  createdBy: 'me',
  dependencies: [],
  approvals: [],
  riskLevel: null,
});

describe('MilestonesTab', () => {
  it('shows Milestone Tracking with progress and refuses the same milestone twice', async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1/milestones': {
        status: 200,
        body: [aMilestone('m1', 'Picture lock'), aMilestone('m2', 'Sound mix')],
      },
    });
    await renderSignedIn(<MilestonesTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Picture lock progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Add dependency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Milestone Dependency' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Milestone'), 'm1');
    expect(
      within(within(dialog).getByLabelText('Depends on')).queryByText('Picture lock'),
    ).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create dependency' }));
    expect(
      within(dialog).getByText('Please select different milestones for the dependency'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the circular refusal text from the server', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/milestones': {
        status: 200,
        body: [aMilestone('m1', 'Picture lock'), aMilestone('m2', 'Sound mix')],
      },
      'POST /api/workspace/projects/p1/milestone-dependencies': {
        status: 409,
        body: {
          code: 'MILESTONE_CIRCULAR_DEPENDENCY',
          message: 'Cannot create circular dependencies between milestones',
        },
      },
    });
    await renderSignedIn(<MilestonesTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add dependency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Milestone Dependency' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Milestone'), 'm1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Depends on'), 'm2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create dependency' }));
    expect(
      await within(dialog).findByText('Cannot create circular dependencies between milestones'),
    ).toBeInTheDocument();
  });

  it('creates a milestone dependency of the chosen type, blocks by default', async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1/milestones': {
        status: 200,
        body: [aMilestone('m1', 'Picture lock'), aMilestone('m2', 'Sound mix')],
      },
      'POST /api/workspace/projects/p1/milestone-dependencies': { status: 201, body: {} },
    });
    await renderSignedIn(<MilestonesTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add dependency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Milestone Dependency' });
    const type = within(dialog).getByLabelText('Dependency type');
    expect(type).toHaveValue('blocks');
    await userEvent.selectOptions(within(dialog).getByLabelText('Milestone'), 'm1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Depends on'), 'm2');
    await userEvent.selectOptions(type, 'relates_to');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create dependency' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/workspace/projects/p1/milestone-dependencies',
        body: { milestoneId: 'm1', dependsOnMilestoneId: 'm2', dependencyType: 'relates_to' },
      }),
    );
  });

  it("says 'Failed to create or remove milestone dependency' when creating or removing fails", async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/milestones': {
        status: 200,
        body: [
          {
            ...aMilestone('m1', 'Picture lock'),
            dependencies: [
              {
                id: 'd1',
                milestoneId: 'm1',
                dependsOnMilestoneId: 'm2',
                dependencyType: 'blocks',
                createdBy: 'me',
              },
            ],
          },
          aMilestone('m2', 'Sound mix'),
        ],
      },
      'POST /api/workspace/projects/p1/milestone-dependencies': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something broke' },
      },
      'DELETE /api/workspace/projects/p1/milestone-dependencies/d1': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something broke' },
      },
    });
    await renderSignedIn(<MilestonesTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Picture lock → blocks Sound mix')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove dependency' }));
    expect(
      await screen.findByText('Failed to create or remove milestone dependency'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add dependency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Milestone Dependency' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Milestone'), 'm2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Depends on'), 'm1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create dependency' }));
    expect(
      await within(dialog).findByText('Failed to create or remove milestone dependency'),
    ).toBeInTheDocument();
  });

  it('offers no changes to members who are not managers', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/milestones': {
        status: 200,
        body: [aMilestone('m1', 'Picture lock')],
      },
    });
    await renderSignedIn(
      <MilestonesTab projectId="p1" summary={aSummary({ access: 'contribute' })} />,
      {
        path: '/',
        url: '/',
      },
    );
    expect(await screen.findByText('Picture lock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New milestone' })).not.toBeInTheDocument();
  });

  it('reads a progress that is not a number as 0', () => {
    expect(progressOf('abc')).toBe(0);
    expect(progressOf('150')).toBe(100);
  });
});
