import type { ExtensionPoint } from '@filmcollab/web-kit';
import { RemoteModule } from '../remotes/RemoteModule';
import { useRemotes } from '../remotes/remotes-context';

/**
 * Renders the component a remote declared for `name` in its `./routes` module (the first
 * remote that fills it), or nothing while no remote fills it. A failing remote also renders
 * nothing here, so the header never breaks.
 */
export function ExtensionSlot({ name }: { name: ExtensionPoint }) {
  const { remotes } = useRemotes();
  for (const remote of remotes) {
    const load = remote.status === 'ready' ? remote.extensions[name] : undefined;
    if (!load) continue;
    return (
      <div data-extension-point={name} className="contents">
        <RemoteModule remote={remote.name} load={load} inline />
      </div>
    );
  }
  return null;
}
