import { act, render, screen } from '@testing-library/react';
import { UiProvider } from './UiProvider';
import { toastStore } from './toast/toast-store';

describe('UiProvider', () => {
  afterEach(() => {
    const current = toastStore.getSnapshot();
    if (current) act(() => toastStore.dismiss(current.id));
  });

  it('renders no toast area until the first toast, then shows it and keeps the area', async () => {
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => toastStore.show({ title: 'Saved', description: 'Your profile was updated' }));
    expect(await screen.findByText('Your profile was updated')).toBeInTheDocument();

    act(() => toastStore.dismiss(toastStore.getSnapshot()!.id));
    expect(screen.queryByText('Your profile was updated')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();
  });
});
