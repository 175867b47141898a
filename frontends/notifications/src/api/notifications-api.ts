import {
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationUnreadCountSchema,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
  type NotificationList,
  type NotificationUnreadCount,
} from '@filmcollab/contracts/notifications';
import {
  ConnectionRequestSchema,
  ProfileIdOnlySchema,
  type ConnectionRequest,
} from '@filmcollab/contracts/profiles';
import { api } from '@filmcollab/web-kit';

const BASE = '/api/notifications';

export type ConnectionAnswer = 'accept' | 'decline';

/**
 * Notifications service endpoints (contracts/src/notifications), plus the answer to a connection
 * request (profiles' route) for the dropdown's Accept and Decline. The list is kept current by
 * realtime pushes (`use-live-notifications.ts`), never by polling.
 */
export const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationPreferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      notifications: build.query<NotificationList, void>({
        query: () => BASE,
        transformResponse: (body: unknown) => NotificationListSchema.parse(body),
        providesTags: ['Notifications'],
      }),
      markNotificationsRead: build.mutation<NotificationUnreadCount, string[]>({
        query: (ids) => ({ url: `${BASE}/read`, method: 'POST', body: { ids } }),
        transformResponse: (body: unknown) => NotificationUnreadCountSchema.parse(body),
        async onQueryStarted(ids, { dispatch, queryFulfilled }) {
          const read = new Set(ids);
          const patch = dispatch(
            notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
              for (const item of draft.items) {
                if (read.has(item.id) && !item.isRead) {
                  item.isRead = true;
                  draft.unreadCount = Math.max(0, draft.unreadCount - 1);
                }
              }
            }),
          );
          await settleCount(dispatch, queryFulfilled, patch.undo);
        },
      }),
      markAllNotificationsRead: build.mutation<NotificationUnreadCount, void>({
        query: () => ({ url: `${BASE}/read-all`, method: 'POST' }),
        transformResponse: (body: unknown) => NotificationUnreadCountSchema.parse(body),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
              for (const item of draft.items) item.isRead = true;
              draft.unreadCount = 0;
            }),
          );
          await settleCount(dispatch, queryFulfilled, patch.undo);
        },
      }),
      notificationPreferences: build.query<NotificationPreferences, void>({
        query: () => `${BASE}/preferences`,
        transformResponse: (body: unknown) => NotificationPreferencesSchema.parse(body),
        providesTags: ['NotificationPreferences'],
      }),
      updateNotificationPreferences: build.mutation<
        NotificationPreferences,
        UpdateNotificationPreferences
      >({
        query: (body) => ({ url: `${BASE}/preferences`, method: 'PUT', body }),
        transformResponse: (body: unknown) => NotificationPreferencesSchema.parse(body),
        async onQueryStarted(_change, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              notificationsApi.util.upsertQueryData('notificationPreferences', undefined, data),
            );
          } catch {
            // The page shows the error; the stored switches are unchanged.
          }
        },
      }),
      /** Whether the applicant's profile can be shown ('View Profile'); not cached. */
      applicantProfile: build.query<{ id: string }, string>({
        query: (userId) => `/api/profiles/${encodeURIComponent(userId)}`,
        transformResponse: (body: unknown) => ProfileIdOnlySchema.parse(body),
        keepUnusedDataFor: 0,
      }),
      answerConnectionRequest: build.mutation<
        ConnectionRequest,
        { requestId: string; answer: ConnectionAnswer }
      >({
        query: ({ requestId, answer }) => ({
          url: `/api/profiles/connections/requests/${encodeURIComponent(requestId)}/${answer}`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => ConnectionRequestSchema.parse(body),
      }),
    }),
  });

/** The server's count wins once it answers; a failed mark puts the items back. */
async function settleCount(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: NotificationUnreadCount }>,
  undo: () => void,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
        draft.unreadCount = data.unreadCount;
      }),
    );
  } catch {
    undo();
  }
}

export const {
  useNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
  useAnswerConnectionRequestMutation,
  useLazyApplicantProfileQuery,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
