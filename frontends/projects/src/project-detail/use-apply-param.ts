import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorToast } from '../common/toasts';

/**
 * `?apply=true` (spec 03 §2): once the project has loaded, opens the apply dialog for a signed-in
 * non-member and removes the parameter; everyone else is told why they cannot apply.
 */
export function useApplyParam(detail: ProjectDetail, openApply: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('apply') === 'true';
  const { relation, application } = detail.viewer;
  const handled = useRef(false);

  useEffect(() => {
    if (!wanted) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('apply');
        return next;
      },
      { replace: true },
    );
    if (relation === 'signed_out') {
      errorToast('Please sign in to apply for projects', 'Authentication Required');
    } else if (relation === 'creator') {
      errorToast('You cannot apply to your own project', 'Cannot Apply');
    } else if (application) {
      errorToast('You have already applied to this project.', 'Already Applied');
    } else if (relation === 'non_member') {
      openApply();
    }
  }, [wanted, relation, application, openApply, setSearchParams]);
}
