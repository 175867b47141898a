import { takeReturnPath, useAuth } from '@filmcollab/web-kit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** After the sign-in callback (which always lands on `/`), go where the user was heading. */
export function PostLoginRedirect() {
  const { status } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const path = takeReturnPath();
    if (path) navigate(path, { replace: true });
  }, [status, navigate]);
  return null;
}
