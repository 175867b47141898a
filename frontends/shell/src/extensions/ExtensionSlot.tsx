import { type ExtensionPoint, useExtensionRegistry } from '@filmcollab/web-kit';
import type { ReactNode } from 'react';
import { RemoteModule } from '../remotes/RemoteModule';
import { AfterPageShown } from './AfterPageShown';

/**
 * Renders the component a remote declared for the layout's point `name` (the first remote
 * that fills it), or nothing while no remote fills it. The layout's pieces (header icons, the
 * feedback button) are not the page's content: their remote loads once the page has loaded and
 * the browser is idle. A failing remote renders nothing here, so the header never breaks.
 * `placeholder` holds the component's place until it shows (when a remote fills the point), so
 * the page does not shift when it arrives.
 */
export function ExtensionSlot({
  name,
  placeholder = null,
}: {
  name: ExtensionPoint;
  placeholder?: ReactNode;
}) {
  const filler = useExtensionRegistry().find(name);
  if (!filler) return null;
  return (
    <AfterPageShown placeholder={placeholder}>
      <div data-extension-point={name} className="contents">
        <RemoteModule remote={filler.remote} load={filler.load} inline fallback={placeholder} />
      </div>
    </AfterPageShown>
  );
}
