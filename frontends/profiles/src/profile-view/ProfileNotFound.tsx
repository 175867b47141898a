import { Card } from '@filmcollab/ui';

export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-xl p-6">
      <Card className="text-center">
        <h1 className="mb-2 text-2xl font-semibold">Profile not found</h1>
        <p className="text-zinc-400">
          The user profile you&apos;re looking for doesn&apos;t exist.
        </p>
      </Card>
    </div>
  );
}
