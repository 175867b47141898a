import { MessageIcon } from '@filmcollab/ui';
import { IconButton } from '@filmcollab/ui/icon-button';
import { Link } from 'react-router';
import { useUnreadCountQuery } from '../api/messaging-api';
import { useMessagingLiveUpdates } from '../live/use-messaging-live-updates';

/**
 * The header's `header.messages`: the messages icon ('Messages' tooltip) with the unread badge
 * ('99+' at most), kept current by pushes (no polling), opening /messages.
 */
export default function MessagesHeaderButton() {
  useMessagingLiveUpdates();
  const { data } = useUnreadCountQuery();
  return (
    <IconButton label="Messages" count={data?.total ?? 0} asChild icon={<MessageIcon />}>
      <Link to="/messages" />
    </IconButton>
  );
}
