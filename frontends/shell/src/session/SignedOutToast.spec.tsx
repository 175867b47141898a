import { toastStore, UiProvider } from '@filmcollab/ui';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { rememberSignedOut } from './signed-out-notice';
import { SignedOutToast } from './SignedOutToast';

function renderAfterLoad() {
  return render(
    <StrictMode>
      <UiProvider>
        <SignedOutToast />
      </UiProvider>
    </StrictMode>,
  );
}

function dismissToast() {
  const current = toastStore.getSnapshot();
  if (current) toastStore.dismiss(current.id);
}

describe('SignedOutToast', () => {
  beforeEach(() => {
    sessionStorage.clear();
    dismissToast();
  });

  it('confirms the sign-out the previous page started, once', async () => {
    rememberSignedOut(sessionStorage);
    const first = renderAfterLoad();
    expect(await screen.findByText('You have been signed out successfully')).toBeInTheDocument();
    first.unmount();
    dismissToast();

    renderAfterLoad();
    expect(screen.queryByText('You have been signed out successfully')).not.toBeInTheDocument();
  });

  it('says nothing on an ordinary page load', () => {
    renderAfterLoad();
    expect(screen.queryByText('You have been signed out successfully')).not.toBeInTheDocument();
  });
});
