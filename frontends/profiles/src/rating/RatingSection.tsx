import type { RelationshipResponse } from '@filmcollab/contracts/profiles';
import { Card, CardTitle } from '@filmcollab/ui';
import { useState } from 'react';
import { RatingForm } from './RatingForm';

interface RatingSectionProps {
  userId: string;
  relationship: RelationshipResponse;
}

/** The rating form for eligible viewers; once rated, the confirmation line instead. */
export function RatingSection({ userId, relationship }: RatingSectionProps) {
  const [justRated, setJustRated] = useState(false);
  if (relationship.isSelf) return null;
  const rated = justRated || relationship.hasRated;
  if (!rated && !relationship.canRate) return null;
  return (
    <Card>
      <CardTitle>Rate this collaborator</CardTitle>
      {rated ? (
        <p role="status">You have rated this collaborator.</p>
      ) : (
        <RatingForm userId={userId} onRated={() => setJustRated(true)} />
      )}
    </Card>
  );
}
