import type { ExtensionPoint } from '@filmcollab/web-kit';
import { RemoteModule } from '../remotes/RemoteModule';
import { useRemotes } from '../remotes/remotes-context';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * Renders the component a remote declared for the layout's point `name` (the first remote
 * that fills it), or nothing while no remote fills it. The layout's pieces (header icons, the
 * feedback button) are not the page's content: their remote loads once the page has loaded and
 * the browser is idle. A failing remote renders nothing here, so the header never breaks.
 */
export function ExtensionSlot({ name }: { name: ExtensionPoint }) {
  const { remotes } = useRemotes();
  const afterFirstPaint = useAfterFirstPaint();
  if (!afterFirstPaint) return null;
  for (const remote of remotes) {
    const load = remote.extensions[name];
    if (!load) continue;
    return (
      <div data-extension-point={name} className="contents">
        <RemoteModule remote={remote.name} load={load} inline />
      </div>
    );
  }
  return null;
}
