import type { Profile } from '@filmcollab/contracts/profiles';
import { Button, Card } from '@filmcollab/ui';
import { skipToken, useAuth } from '@filmcollab/web-kit';
import { useNavigate } from 'react-router';
import { useRelationshipQuery } from '../api/profiles-api';
import { normaliseAvailability } from '../display/availability';
import { joinedText, titleCase } from '../display/text-format';
import { RatingSection } from '../rating/RatingSection';
import { CreditsSection } from './CreditsSection';
import { ProfessionalDetails } from './ProfessionalDetails';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileLinks } from './ProfileLinks';
import { StatCards } from './StatCards';
import { ViewerActions } from './ViewerActions';

/** A loaded profile: header card, actions for the viewer, stats, details, credits and rating. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const ownByToken = user?.id === profile.id;
  const relationship = useRelationshipQuery(ownByToken ? skipToken : profile.id);
  const isOwn = ownByToken || relationship.data?.isSelf === true;
  const name = profile.fullName?.trim() || 'Unnamed User';
  const availability = normaliseAvailability(profile.availabilityStatus);
  const joined = joinedText(profile.createdAt);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <Card className="flex flex-col gap-6 md:flex-row">
        <ProfileAvatar imageUrl={profile.profileImageUrl} name={name} availability={availability} />
        <div className="flex flex-1 flex-col gap-2">
          <h1 className="text-2xl font-semibold">{name}</h1>
          {profile.primaryRole && (
            <p className="text-amber-400">{titleCase(profile.primaryRole)}</p>
          )}
          <p className="flex flex-wrap gap-x-4 text-sm text-zinc-400">
            {profile.location && <span>{profile.location}</span>}
            {joined && <span>{joined}</span>}
          </p>
          {profile.bio && <p className="whitespace-pre-line">{profile.bio}</p>}
          <ProfileLinks profile={profile} />
        </div>
        <div className="md:w-64">
          {isOwn ? (
            <Button onClick={() => navigate('/profile/edit')}>Edit Profile</Button>
          ) : (
            <ViewerActions
              userId={profile.id}
              name={name}
              relationship={relationship.data}
              checking={relationship.isLoading}
            />
          )}
        </div>
      </Card>
      <StatCards profile={profile} />
      <ProfessionalDetails profile={profile} />
      <CreditsSection credits={profile.credits ?? []} />
      {!isOwn && relationship.data && (
        <RatingSection userId={profile.id} relationship={relationship.data} />
      )}
    </div>
  );
}
