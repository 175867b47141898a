import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="Invite to Night Shift" scope="projects">
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, scoped to the remote, closes on Escape and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Invite to Night Shift' });
    expect(dialog.closest('[data-remote]')).toHaveAttribute('data-remote', 'projects');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('as an alert: role alertdialog, no close button, Cancel focused first, kept open by an outside click', async () => {
    const onOpenChange = jest.fn();
    render(
      <Dialog alert open onOpenChange={onOpenChange} title="Remove Bob?">
        <button type="button">Cancel</button>
      </Dialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bob?' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    fireEvent.pointerDown(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });
});
