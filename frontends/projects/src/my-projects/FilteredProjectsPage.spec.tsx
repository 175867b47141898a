import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { screen, within } from '@testing-library/react';
import { aProject } from '../testing/project-builders';
import { ALICE } from '../testing/users';
import FinishedProjectsPage from './FinishedProjectsPage';
import OngoingProjectsPage from './OngoingProjectsPage';

const projects = [
  aProject({ id: 'p1', title: 'Planned', status: 'planning' }),
  aProject({ id: 'p2', title: 'Shooting', status: 'production' }),
  aProject({ id: 'p3', title: 'Cutting', status: 'post_production' }),
  aProject({ id: 'p4', title: 'Done', status: 'completed' }),
];

describe('the Ongoing and Finished lists', () => {
  beforeEach(() => fakeApi({ 'GET /api/projects/mine': { status: 200, body: { projects } } }));

  it('lists ongoing projects (pre-production and production)', async () => {
    await renderLikeShell(<OngoingProjectsPage />, {
      path: '/ongoing-projects',
      url: '/ongoing-projects',
      user: ALICE,
    });
    const list = within(await screen.findByRole('list', { name: 'Ongoing Projects' }));
    expect(list.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Shooting']);
  });

  it('lists finished projects (post-production and completed)', async () => {
    await renderLikeShell(<FinishedProjectsPage />, {
      path: '/finished-projects',
      url: '/finished-projects',
      user: ALICE,
    });
    const list = within(await screen.findByRole('list', { name: 'Finished Projects' }));
    expect(list.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Cutting', 'Done']);
  });
});
