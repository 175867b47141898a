import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComingSoonDialog } from './ComingSoonDialog';

describe('ComingSoonDialog', () => {
  it("shows 'Coming Soon!' when opened and closes", async () => {
    const onOpenChange = jest.fn();
    render(<ComingSoonDialog open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Coming Soon!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows nothing while closed', () => {
    render(<ComingSoonDialog open={false} onOpenChange={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Coming Soon!')).toBeNull();
  });
});
