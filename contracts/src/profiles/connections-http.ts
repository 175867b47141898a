import * as z from 'zod/mini';
import { identifier } from '../http/input-rules';
import { ProfileSummarySchema } from './profiles-http';

export const ConnectionRequestStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type ConnectionRequestStatus = z.infer<typeof ConnectionRequestStatusSchema>;

/**
 * `POST /api/profiles/connections/requests` body. Errors: 400 `CANNOT_CONNECT_TO_SELF`,
 * 404 `PROFILE_NOT_FOUND` (receiver), 409 `CONNECTION_REQUEST_PENDING`, 409 `ALREADY_CONNECTED`.
 */
export const CreateConnectionRequestSchema = z.object({ receiverId: identifier(200) });
export type CreateConnectionRequest = z.infer<typeof CreateConnectionRequestSchema>;

/**
 * A connection request; answered (201) by `POST /api/profiles/connections/requests` and (200) by
 * `POST /api/profiles/connections/requests/:id/accept` and `.../:id/decline` (only the receiver may
 * answer: 403 `NOT_REQUEST_RECEIVER`; 404 `CONNECTION_REQUEST_NOT_FOUND`; 409 `CONNECTION_REQUEST_ALREADY_ANSWERED`).
 */
export const ConnectionRequestSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  status: ConnectionRequestStatusSchema,
  createdAt: z.iso.datetime(),
  respondedAt: z.nullable(z.iso.datetime()),
  sender: ProfileSummarySchema,
  receiver: ProfileSummarySchema,
});
export type ConnectionRequest = z.infer<typeof ConnectionRequestSchema>;

export const ConnectionRequestIdParamSchema = identifier(200);

/**
 * `DELETE /api/profiles/connections/:userId`: either side ends the connection (204); 404
 * `NOT_CONNECTED` when the two are not connected. Publishes `profiles.connection.removed`.
 */
export const ConnectedUserIdParamSchema = identifier(200);

/** `GET /api/profiles/connections/requests?direction=incoming|outgoing&status=pending` query. */
export const ListConnectionRequestsQuerySchema = z.object({
  direction: z._default(z.enum(['incoming', 'outgoing']), 'incoming'),
  status: z._default(ConnectionRequestStatusSchema, 'pending'),
});
export type ListConnectionRequestsQuery = z.infer<typeof ListConnectionRequestsQuerySchema>;

/** `GET /api/profiles/connections/requests` response, newest first. */
export const ConnectionRequestListSchema = z.object({ requests: z.array(ConnectionRequestSchema) });
export type ConnectionRequestList = z.infer<typeof ConnectionRequestListSchema>;
