import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILM_QUOTES, QUOTE_ROTATION_MS } from './film-quotes';
import { QuotesBanner } from './QuotesBanner';

const quoteShown = (i: number) => screen.queryByText(`“${FILM_QUOTES[i]!.text}”`);

describe('QuotesBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has six quotes: five from directors and one from FilmCollab', () => {
    expect(FILM_QUOTES).toHaveLength(6);
    expect(FILM_QUOTES.filter((q) => q.author === 'FilmCollab')).toHaveLength(1);
    expect(new Set(FILM_QUOTES.map((q) => q.author)).size).toBe(6);
  });

  it('advances every 5 seconds and wraps around after the last quote', () => {
    render(<QuotesBanner />);
    expect(quoteShown(0)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(QUOTE_ROTATION_MS - 1));
    expect(quoteShown(0)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(quoteShown(0)).not.toBeInTheDocument();
    expect(quoteShown(1)).toBeInTheDocument();

    for (let i = 2; i < 6; i++) act(() => jest.advanceTimersByTime(QUOTE_ROTATION_MS));
    expect(quoteShown(5)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(QUOTE_ROTATION_MS));
    expect(quoteShown(0)).toBeInTheDocument();
  });

  it('jumps to a quote with its dot button and keeps it up for a full interval', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<QuotesBanner />);
    const dots = screen.getAllByRole('button', { name: /^Show quote/ });
    expect(dots).toHaveLength(6);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    act(() => jest.advanceTimersByTime(QUOTE_ROTATION_MS - 1000));
    await user.click(screen.getByRole('button', { name: 'Show quote 4 of 6: Akira Kurosawa' }));
    expect(quoteShown(3)).toBeInTheDocument();
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');

    act(() => jest.advanceTimersByTime(QUOTE_ROTATION_MS - 1));
    expect(quoteShown(3)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(quoteShown(4)).toBeInTheDocument();
  });

  it('lets keyboard users reach the dots and choose a quote with Enter', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<QuotesBanner compact />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Show quote 2 of 6/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(quoteShown(1)).toBeInTheDocument();
  });

  it('shows the author in both variants', () => {
    const { rerender } = render(<QuotesBanner />);
    expect(screen.getByText(FILM_QUOTES[0]!.author)).toBeInTheDocument();
    rerender(<QuotesBanner compact />);
    expect(screen.getByText(`— ${FILM_QUOTES[0]!.author}`)).toBeInTheDocument();
  });
});
