import type { ReactElement } from 'react';
import { HubPage } from '../hub/HubPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { FeaturesPage } from '../pages/features/FeaturesPage';
import { HowItWorksPage } from '../pages/HowItWorksPage';
import { PrivacyPage } from '../pages/legal/PrivacyPage';
import { TermsPage } from '../pages/legal/TermsPage';
import {
  IdentityAuthPage,
  IdentityResetPasswordPage,
  ProfilesFeedbackPage,
  ProfilesProfileByUsernamePage,
  ProfilesProfileEditPage,
  ProfilesProfilePage,
} from '../remotes/remote-pages';
import { FindCollaboratorsRedirect } from './FindCollaboratorsRedirect';
import { LegacyProfileRedirect } from './LegacyProfileRedirect';
import { ProfileRedirect } from './ProfileRedirect';

export type RouteAccess = 'public' | 'protected' | 'signed-out-only';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  element: ReactElement;
  /** Inside header/footer (every screen but /profile/edit). */
  layout: boolean;
}

const soon = (area: string) => <ComingSoonPage area={area} />;

/** Spec 01's route table. Areas without a remote yet show "Coming soon". */
export const ROUTES: AppRoute[] = [
  { path: '/', access: 'protected', element: <HubPage />, layout: true },
  { path: '/community', access: 'protected', element: <HubPage />, layout: true },
  { path: '/discovery', access: 'protected', element: <HubPage />, layout: true },
  { path: '/auth', access: 'signed-out-only', element: <IdentityAuthPage />, layout: true },
  {
    path: '/reset-password',
    access: 'public',
    element: <IdentityResetPasswordPage />,
    layout: true,
  },
  { path: '/how-it-works', access: 'public', element: <HowItWorksPage />, layout: true },
  { path: '/features', access: 'public', element: <FeaturesPage />, layout: true },
  { path: '/terms', access: 'public', element: <TermsPage />, layout: true },
  { path: '/privacy', access: 'public', element: <PrivacyPage />, layout: true },
  { path: '/feedback', access: 'protected', element: <ProfilesFeedbackPage />, layout: true },
  {
    path: '/complete-profile',
    access: 'protected',
    element: soon('Complete your profile'),
    layout: true,
  },
  // The redirect screen handles signed-out visitors itself (to /auth, history replaced).
  { path: '/profile', access: 'public', element: <ProfileRedirect />, layout: true },
  {
    path: '/profile/edit',
    access: 'protected',
    element: <ProfilesProfileEditPage />,
    layout: false,
  },
  {
    path: '/profile/:userId',
    access: 'protected',
    element: <LegacyProfileRedirect />,
    layout: true,
  },
  {
    path: '/user-profile/:userId',
    access: 'protected',
    element: <ProfilesProfilePage />,
    layout: true,
  },
  { path: '/user/:userId', access: 'protected', element: <ProfilesProfilePage />, layout: true },
  {
    path: '/user/username/:username',
    access: 'protected',
    element: <ProfilesProfileByUsernamePage />,
    layout: true,
  },
  {
    path: '/requirements',
    access: 'protected',
    element: soon('Creative Opportunities'),
    layout: true,
  },
  {
    path: '/requirements/:id',
    access: 'protected',
    element: soon('Creative Opportunities'),
    layout: true,
  },
  { path: '/project/:id', access: 'protected', element: soon('Project workspace'), layout: true },
  {
    path: '/collaboration/:projectId',
    access: 'protected',
    element: soon('Collaboration'),
    layout: true,
  },
  { path: '/messages', access: 'protected', element: soon('Messages'), layout: true },
  {
    path: '/messages/:selectedUserId',
    access: 'protected',
    element: soon('Messages'),
    layout: true,
  },
  { path: '/projects', access: 'protected', element: soon('Projects'), layout: true },
  { path: '/create-project', access: 'protected', element: soon('Create a project'), layout: true },
  { path: '/invite', access: 'protected', element: soon('Invite friends'), layout: true },
  {
    path: '/ongoing-projects',
    access: 'protected',
    element: soon('Ongoing projects'),
    layout: true,
  },
  {
    path: '/finished-projects',
    access: 'protected',
    element: soon('Finished projects'),
    layout: true,
  },
  {
    path: '/find-collaborators',
    access: 'protected',
    element: <FindCollaboratorsRedirect />,
    layout: true,
  },
  { path: '/contest', access: 'public', element: soon('One-Scene Challenge'), layout: true },
  { path: '/submitted-films', access: 'public', element: soon('Submitted films'), layout: true },
];
