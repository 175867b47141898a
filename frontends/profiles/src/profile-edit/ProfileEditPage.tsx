import { Button, Card, Spinner } from '@filmcollab/ui';
import { useMyProfileQuery } from '@filmcollab/web-kit';
import { ProfileEditForm } from './ProfileEditForm';

/** `/profile/edit` (outside the layout; the shell's guard sends visitors to /auth): a page of `profiles/routes`. */
export default function ProfileEditPage() {
  const { data, isError, refetch } = useMyProfileQuery();
  return (
    <main className="min-h-screen bg-zinc-950 text-zinc-100">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
        <h1 className="text-2xl font-semibold">Edit Profile</h1>
        {isError ? (
          <Card className="flex flex-col items-start gap-4">
            <p role="alert">Failed to load profile</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </Card>
        ) : data ? (
          <ProfileEditForm key={data.id} profile={data} />
        ) : (
          <Spinner label="Loading your profile…" />
        )}
      </div>
    </main>
  );
}
