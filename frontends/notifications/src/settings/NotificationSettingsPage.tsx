import { useId } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@filmcollab/contracts/notifications';
import { Button, Card, CardTitle, Label, Spinner, showToast } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import {
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '../api/notifications-api';

/**
 * `/notifications/settings`: per kind, whether unread notifications also arrive in the daily
 * digest e-mail (one e-mail a day with what stayed unread for a day, never one per notification).
 */
export default function NotificationSettingsPage() {
  const { data, isLoading, isError, refetch } = useNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();
  const idPrefix = useId();

  const toggle = async (kind: NotificationKind, on: boolean) => {
    const result = await update({ email: { [kind]: on } });
    if ('error' in result) {
      showToast({
        title: 'Error',
        description: 'Failed to save your notification settings',
        variant: 'destructive',
      });
    }
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <Card>
        <CardTitle>Notification e-mails</CardTitle>
        <p className="mb-4 text-sm text-zinc-400">
          Notifications you have not read for a day come in one daily e-mail. Choose which kinds it
          includes.
        </p>
        {isLoading ? (
          <Spinner label="Loading notification settings" />
        ) : isError || !data ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-sm text-red-400">
              Failed to load your notification settings
            </p>
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {NOTIFICATION_KINDS.map((kind) => {
              const id = `${idPrefix}-${kind}`;
              return (
                <li key={kind} className="flex items-center gap-3">
                  <Checkbox
                    id={id}
                    checked={data.email[kind] ?? true}
                    disabled={saving}
                    onCheckedChange={(checked) => void toggle(kind, checked === true)}
                  />
                  <Label htmlFor={id}>{NOTIFICATION_KIND_LABELS[kind]}</Label>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </main>
  );
}
