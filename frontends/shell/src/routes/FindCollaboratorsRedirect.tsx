import { Navigate } from 'react-router';

/**
 * `/find-collaborators` (the footer's 'Find Collaborators'; spec 01 has no screen for it):
 * the collaborators sub-tab of Discovery (spec 02).
 */
export function FindCollaboratorsRedirect() {
  return <Navigate to="/community?tab=discovery&subtab=collaborators" replace />;
}
