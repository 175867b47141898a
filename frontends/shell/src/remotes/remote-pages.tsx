import { remoteComponentLoader } from './remote-registry';
import { RemoteModule } from './RemoteModule';

const loadAuthPage = remoteComponentLoader('identity', 'AuthPage');
const loadWhoAmICard = remoteComponentLoader('identity', 'WhoAmICard');
const loadResetPasswordPage = remoteComponentLoader('identity', 'ResetPasswordPage');

export function IdentityAuthPage() {
  return <RemoteModule load={loadAuthPage} />;
}

export function IdentityWhoAmICard() {
  return <RemoteModule load={loadWhoAmICard} />;
}

export function IdentityResetPasswordPage() {
  return <RemoteModule load={loadResetPasswordPage} />;
}

const loadProfilePage = remoteComponentLoader('profiles', 'ProfilePage');
const loadProfileByUsernamePage = remoteComponentLoader('profiles', 'ProfileByUsernamePage');
const loadProfileEditPage = remoteComponentLoader('profiles', 'ProfileEditPage');
const loadFeedbackPage = remoteComponentLoader('profiles', 'FeedbackPage');

export function ProfilesProfilePage() {
  return <RemoteModule load={loadProfilePage} />;
}

export function ProfilesProfileByUsernamePage() {
  return <RemoteModule load={loadProfileByUsernamePage} />;
}

export function ProfilesProfileEditPage() {
  return <RemoteModule load={loadProfileEditPage} />;
}

export function ProfilesFeedbackPage() {
  return <RemoteModule load={loadFeedbackPage} />;
}
