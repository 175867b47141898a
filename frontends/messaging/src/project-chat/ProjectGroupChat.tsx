import {
  ChatMessageCreatedPushSchema,
  type ChatPerson,
  MESSAGING_REALTIME,
  MessagingErrors,
} from '@filmcollab/contracts/messaging';
import { realtimeRoom } from '@filmcollab/contracts/realtime';
import { Card, CardTitle, Spinner } from '@filmcollab/ui';
import { type AppDispatch, hasErrorCode, useAuth } from '@filmcollab/web-kit';
import { useRealtimeEvent, useRealtimeResume, useRoom } from '@filmcollab/web-kit/realtime';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useProjectChatQuery } from '../api/messaging-api';
import { useStickToBottom } from '../thread/use-stick-to-bottom';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { ConnectionDot } from './ConnectionDot';
import { groupByDate } from './chat-grouping';
import { addToChatCache, useChatSending } from './use-chat-sending';

/** Spec 03 §9: auto-scroll within 100 px of the bottom; reload 1 s after a realtime error. */
export const CHAT_SCROLL_THRESHOLD_PX = 100;
export const CHAT_RELOAD_DELAY_MS = 1000;

interface ChatRow {
  key: string;
  sender: ChatPerson;
  text: string;
  createdAt: string;
  own: boolean;
  status: 'sent' | 'sending' | 'failed';
  clientId?: string;
}

/** The project page's Group Chat tab (`project.chat`): active members only. */
export default function ProjectGroupChat({ projectId }: { projectId: string }) {
  const dispatch = useDispatch<AppDispatch>();
  const { user } = useAuth();
  const viewerId = user?.id ?? '';
  const chat = useProjectChatQuery(projectId);
  const member = !hasErrorCode(chat.error, MessagingErrors.NOT_PROJECT_MEMBER);
  const room = realtimeRoom('project-chat', projectId);
  const roomState = useRoom(member ? room : null);
  const { pending, send, retry, confirm } = useChatSending(projectId, viewerId);

  useRealtimeEvent(MESSAGING_REALTIME.chatMessageCreated, (data, frame) => {
    if (frame.room !== room) return;
    const parsed = ChatMessageCreatedPushSchema.safeParse(data);
    if (!parsed.success) return;
    confirm(parsed.data);
    addToChatCache(dispatch, projectId, parsed.data);
  });

  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRealtimeResume(() => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void chat.refetch(), CHAT_RELOAD_DELAY_MS);
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );
  // Spec 03 §9: after a realtime error the list reloads 1 s later.
  const { refetch } = chat;
  useEffect(() => {
    if (roomState.status !== 'forbidden') return undefined;
    const timer = setTimeout(() => void refetch(), CHAT_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [roomState.status, refetch]);

  const me: ChatPerson = {
    id: viewerId,
    username: user?.username ?? null,
    fullName: user?.name ?? null,
    profileImageUrl: null,
  };
  const rows: ChatRow[] = [
    ...(chat.data?.messages ?? []).map((m) => ({
      key: m.id,
      sender: m.sender,
      text: m.text,
      createdAt: m.createdAt,
      own: m.senderId === viewerId,
      status: 'sent' as const,
    })),
    ...pending.map((p) => ({
      key: p.clientId,
      sender: me,
      text: p.text,
      createdAt: p.createdAt,
      own: true,
      status: p.status,
      clientId: p.clientId,
    })),
  ];
  const list = useRef<HTMLDivElement>(null);
  const { onScroll } = useStickToBottom(
    list,
    CHAT_SCROLL_THRESHOLD_PX,
    rows.length,
    rows[rows.length - 1]?.own ?? false,
  );

  return (
    <Card className="flex min-h-[400px] flex-col p-0">
      <div className="flex items-center justify-between border-b border-zinc-800 p-3">
        <CardTitle>Group Chat</CardTitle>
        <ConnectionDot />
      </div>
      <div
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-label="Group chat messages"
        className="flex max-h-[60vh] min-h-0 flex-1 flex-col overflow-y-auto p-3"
      >
        {chat.isLoading ? (
          <div className="m-auto">
            <Spinner label="Loading messages" />
          </div>
        ) : !member ? (
          <p className="m-auto text-sm text-zinc-400">
            {MessagingErrors.NOT_PROJECT_MEMBER.message}
          </p>
        ) : chat.isError ? (
          <p className="m-auto text-sm text-zinc-400">
            The chat could not be loaded. It will retry when the connection is back.
          </p>
        ) : rows.length === 0 ? (
          <div className="m-auto text-center">
            <p className="font-medium text-zinc-200">No messages yet</p>
            <p className="text-sm text-zinc-400">Start the conversation!</p>
          </div>
        ) : (
          groupByDate(rows).map((group) => (
            <section key={group.key} aria-label={group.label} className="flex flex-col gap-3">
              <h3 className="my-2 text-center text-xs font-medium text-zinc-500">{group.label}</h3>
              <ul className="flex flex-col gap-3">
                {group.items.map((row) => (
                  <ChatMessageItem
                    key={row.key}
                    sender={row.sender}
                    text={row.text}
                    createdAt={row.createdAt}
                    own={row.own}
                    status={row.status}
                    onRetry={row.clientId ? () => retry(row.clientId ?? '') : undefined}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      <ChatComposer onSend={send} disabled={!member || chat.isLoading} />
    </Card>
  );
}
