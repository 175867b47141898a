import { render, screen } from '@testing-library/react';
import { IconButton } from './IconButton';
import { TooltipProvider } from './tooltip/Tooltip';

function renderButton(count?: number) {
  render(
    <TooltipProvider>
      <IconButton label="Notifications" count={count} icon={<svg data-testid="icon" />} />
    </TooltipProvider>,
  );
}

describe('IconButton', () => {
  it('has no badge without unread items', () => {
    renderButton(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('caps the unread badge at 99+', () => {
    renderButton(250);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications (99+ unread)' })).toBeInTheDocument();
  });

  it('renders a link child with the icon and badge inside it', () => {
    render(
      <TooltipProvider>
        <IconButton label="Messages" count={3} icon={<svg data-testid="icon" />} asChild>
          <a href="/messages" />
        </IconButton>
      </TooltipProvider>,
    );
    const link = screen.getByRole('link', { name: 'Messages (3 unread)' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toContainElement(screen.getByTestId('icon'));
    expect(link).toContainElement(screen.getByTestId('count-badge'));
  });
});
