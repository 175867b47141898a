import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOB } from '../testing/users';
import { ApplyDialog } from './ApplyDialog';

describe('ApplyDialog', () => {
  it('says the submit handler is missing when it has no project, and sends nothing', async () => {
    const api = fakeApi({});
    await renderLikeShell(
      <ApplyDialog open onOpenChange={() => undefined} projectId="" roles={['actor']} />,
      { path: '/', url: '/', user: BOB },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Join Project' }));
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'actor');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Application submit handler is not available. Please contact support.',
    );
    expect(api.calls).toHaveLength(0);
  });
});
