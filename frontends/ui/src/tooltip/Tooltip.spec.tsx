import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipProvider } from './Tooltip';

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

/** Closes the open tooltip (jsdom has no layout for Radix's pointer-leave grace area). */
function closeTooltip() {
  fireEvent.keyDown(document, { key: 'Escape' });
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderTwo() {
    render(
      <TooltipProvider>
        <Tooltip content="Messages">
          <button>m</button>
        </Tooltip>
        <Tooltip content="Notifications">
          <button>n</button>
        </Tooltip>
      </TooltipProvider>,
    );
    return {
      first: screen.getByRole('button', { name: 'm' }),
      second: screen.getByRole('button', { name: 'n' }),
    };
  }

  it('opens 700 ms after the pointer rests on the trigger', () => {
    const { first } = renderTwo();
    hover(first);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Messages');
  });

  it('skips the delay when moving to another trigger within 300 ms', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => jest.advanceTimersByTime(700));
    closeTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Notifications');
  });

  it('waits the full delay again after more than 300 ms away', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => jest.advanceTimersByTime(700));
    closeTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(301));
    hover(second);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Notifications');
  });

  it('works without a provider, with the same 700 ms delay', () => {
    render(
      <Tooltip content="Messages">
        <button>m</button>
      </Tooltip>,
    );
    hover(screen.getByRole('button', { name: 'm' }));
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Messages');
  });
});
