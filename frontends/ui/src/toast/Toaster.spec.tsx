import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, Toaster } from './Toaster';
import { toastStore } from './toast-store';

function dismissCurrent() {
  const current = toastStore.getSnapshot();
  if (current) act(() => toastStore.dismiss(current.id));
}

describe('Toaster', () => {
  afterEach(() => {
    dismissCurrent();
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => toastStore.show({ title: 'Success', description: 'Navigating to your profile' }));
    expect(screen.getByText('Navigating to your profile')).toBeInTheDocument();

    act(() => toastStore.show({ title: 'Error', description: 'Failed to load profile' }));
    expect(screen.getByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.queryByText('Navigating to your profile')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes a toast after 5000 ms', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => toastStore.show({ title: 'Rating submitted!' }));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Rating submitted!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Rating submitted!')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toBeNull();
  });

  it('styles error toasts with the destructive variant', () => {
    render(<Toaster />);
    act(() =>
      toastStore.show({
        title: 'Error',
        description: 'Failed to send feedback.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Failed to send feedback.').closest('li')).toHaveClass('bg-red-900');
  });

  // jsdom has no PointerEvent: without it fireEvent drops clientX from pointer events.
  beforeAll(() => {
    if (typeof globalThis.PointerEvent === 'undefined') {
      class PointerEventPolyfill extends MouseEvent {
        readonly pointerId: number;
        readonly pointerType: string;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      }
      Object.assign(globalThis, { PointerEvent: PointerEventPolyfill });
    }
  });

  function swipeRight(toast: HTMLElement, distance: number) {
    // jsdom has no pointer capture; the toast's swipe handling calls it.
    Object.assign(toast, {
      setPointerCapture: () => undefined,
      hasPointerCapture: () => false,
      releasePointerCapture: () => undefined,
    });
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 110, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
  }

  it('dismisses on a swipe of more than 50 px to the right, not on a shorter one', () => {
    render(<Toaster />);
    act(() => toastStore.show({ title: 'You have been signed out successfully' }));
    const toast = screen.getByText('You have been signed out successfully').closest('li')!;
    expect(toast).toHaveAttribute('data-swipe-direction', 'right');

    swipeRight(toast, 40);
    expect(screen.getByText('You have been signed out successfully')).toBeInTheDocument();

    swipeRight(toast, 60);
    expect(screen.queryByText('You have been signed out successfully')).not.toBeInTheDocument();
  });

  it('focuses the toast area with F8', () => {
    render(<Toaster />);
    act(() =>
      toastStore.show({ title: 'Thank you!', description: 'Your feedback has been submitted.' }),
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button and runs a toast action', () => {
    const onClick = jest.fn();
    render(<Toaster />);
    act(() =>
      toastStore.show({
        title: 'Redirecting',
        action: { label: 'Undo', altText: 'Undo the redirect', onClick },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => toastStore.show({ title: 'Application Processed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Application Processed')).not.toBeInTheDocument();
  });
});
