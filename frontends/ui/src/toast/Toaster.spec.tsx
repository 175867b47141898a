import { act, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { toastStore } from './toast-store';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => toastStore.show({ title: 'Success', description: 'Navigating to your profile' }));
    expect(screen.getByText('Navigating to your profile')).toBeInTheDocument();

    act(() => toastStore.show({ title: 'Error', description: 'Failed to load profile' }));
    expect(screen.getByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.queryByText('Navigating to your profile')).not.toBeInTheDocument();
  });

  it('labels the toast area with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', 'Notifications (F8)');
  });
});
