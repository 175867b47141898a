import { render, screen } from '@testing-library/react';
import { FormMessage } from './FormMessage';

describe('FormMessage', () => {
  it('announces an error as an alert', () => {
    render(<FormMessage tone="error">Invalid email or password</FormMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a success as a status', () => {
    render(<FormMessage tone="success">Password updated</FormMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Password updated');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([null, undefined, ''])('renders nothing for %p', (message) => {
    const { container } = render(<FormMessage tone="error">{message}</FormMessage>);
    expect(container).toBeEmptyDOMElement();
  });
});
