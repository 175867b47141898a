import { Button } from '@filmcollab/ui';
import { Link } from 'react-router';

export function BackToDiscovery() {
  return (
    <Button asChild variant="secondary">
      <Link to="/?tab=discovery">Back to Discovery</Link>
    </Button>
  );
}
