import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

it('says the page was not found and links home', () => {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveAttribute('href', '/');
});
