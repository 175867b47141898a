import { currentLocation, fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject } from '../testing/project-builders';
import { ALICE } from '../testing/users';
import CreateProjectPage from './CreateProjectPage';

function showPage() {
  return renderLikeShell(<CreateProjectPage />, {
    path: '/create-project',
    url: '/create-project',
    user: ALICE,
  });
}

describe('CreateProjectPage', () => {
  it('keeps submit disabled until title and description are filled, and counts the description', async () => {
    fakeApi({});
    await showPage();
    const submit = screen.getByRole('button', { name: 'Create Project' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Project title'), 'Night Shift');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Description'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Description'), 'A bus');
    expect(submit).toBeEnabled();
    expect(screen.getByText('8/1000')).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxLength', '1000');
  });

  it('sends type other and status planning by default, trims the location and opens the project', async () => {
    const api = fakeApi({
      'POST /api/projects': { status: 201, body: aProject({ id: 'p-9' }) },
    });
    await showPage();
    await userEvent.type(screen.getByLabelText('Project title'), 'Night Shift');
    await userEvent.type(screen.getByLabelText('Description'), 'A bus at night.');
    await userEvent.type(screen.getByLabelText('Location'), '  Berlin  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Actor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project created successfully!')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      title: 'Night Shift',
      description: 'A bus at night.',
      projectType: 'other',
      status: 'planning',
      budgetRange: null,
      location: 'Berlin',
      startDate: null,
      endDate: null,
      requiredRoles: ['actor'],
    });
    await waitFor(() => expect(currentLocation()).toBe('/project/p-9'));
  });

  it.each([
    [
      400,
      { message: 'Bad', code: 'VALIDATION_FAILED' },
      'Failed to create project. Please try again.',
    ],
    [
      401,
      { message: 'Unauthorized', code: 'UNAUTHORIZED' },
      'You must be logged in to create a project',
    ],
    [502, undefined, 'An unexpected error occurred. Please try again.'],
  ])('toasts the spec text when the server answers %s', async (status, body, text) => {
    fakeApi({ 'POST /api/projects': { status, body } });
    await showPage();
    await userEvent.type(screen.getByLabelText('Project title'), 'Night Shift');
    await userEvent.type(screen.getByLabelText('Description'), 'A bus at night.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentLocation()).toBe('/create-project');
  });

  it('goes back to My Space', async () => {
    fakeApi({});
    await showPage();
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/?tab=myspace');
  });
});
