import { remoteComponentLoader } from './remote-registry';
import { RemoteModule } from './RemoteModule';

const loadAuthPage = remoteComponentLoader('identity', 'AuthPage');
const loadWhoAmICard = remoteComponentLoader('identity', 'WhoAmICard');

export function IdentityAuthPage() {
  return <RemoteModule load={loadAuthPage} />;
}

export function IdentityWhoAmICard() {
  return <RemoteModule load={loadWhoAmICard} />;
}
