import type { ComponentModule } from '@filmcollab/web-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAndKeep } from './kept-modules';
import { RemoteModule } from './RemoteModule';

describe('RemoteModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback when the remote cannot be loaded, keeps the rest of the page, and retries', async () => {
    const load = jest.fn(async (attempt: number): Promise<ComponentModule> => {
      if (attempt === 0) throw new Error('Failed to fetch /remotes/identity/mf-manifest.json');
      return { default: () => <p>remote page</p> };
    });

    render(
      <>
        <header>site header</header>
        <RemoteModule remote="identity" load={load} />
        <footer>site footer</footer>
      </>,
    );

    expect(
      await screen.findByText('This part of FilmCollab could not be loaded. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('site header')).toBeInTheDocument();
    expect(screen.getByText('site footer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(1);
  });

  it('also catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    render(<RemoteModule remote="identity" load={async () => ({ default: Broken })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it("renders the remote inside its [data-remote] element, the scope of the remote's stylesheet", async () => {
    render(
      <RemoteModule remote="profiles" load={async () => ({ default: () => <p>profile</p> })} />,
    );
    expect((await screen.findByText('profile')).closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'profiles',
    );
  });

  it('renders code a preload already fetched at once, without a loading state', async () => {
    const load = jest.fn(async () => ({ default: () => <p>preloaded page</p> }));
    await loadAndKeep(load);

    render(<RemoteModule remote="profiles" load={load} />);

    // Synchronously, in the first commit: no spinner, so no throttled reveal.
    expect(screen.getByText('preloaded page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads through a lazy component when nothing was preloaded, and keeps it for the next mount', async () => {
    const load = jest.fn(async () => ({ default: () => <p>lazy page</p> }));
    const first = render(<RemoteModule remote="profiles" load={load} />);
    expect(screen.queryByText('lazy page')).not.toBeInTheDocument();
    expect(await screen.findByText('lazy page')).toBeInTheDocument();
    first.unmount();

    render(<RemoteModule remote="profiles" load={load} />);
    expect(screen.getByText('lazy page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
