import { useContext } from 'react';
import { RemoteModule } from '../remotes/RemoteModule';
import { ExtensionsContext, type ExtensionPoint } from './extension-points';

/**
 * Renders the remote component registered for `name`, or nothing while no remote fills
 * it. A failing remote also renders nothing here, so the header never breaks.
 */
export function ExtensionSlot({ name }: { name: ExtensionPoint }) {
  const load = useContext(ExtensionsContext)[name];
  if (!load) return null;
  return (
    <div data-extension-point={name} className="contents">
      <RemoteModule load={load} inline />
    </div>
  );
}
