import type { DirectMessage } from '@filmcollab/contracts/messaging';

/** Spec 01: what a message without its text shows. */
export const MISSING_TEXT = '[Message content unavailable]';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * One message as the thread can draw it, or null when it must be skipped (spec 01: messages missing
 * id, sender or receiver are skipped; a missing text shows '[Message content unavailable]').
 * Lenient on purpose: one malformed message must not blank the whole thread.
 */
export function parseMessage(raw: unknown): DirectMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (!isNonEmptyString(m.id) || !isNonEmptyString(m.senderId) || !isNonEmptyString(m.receiverId)) {
    return null;
  }
  return {
    id: m.id,
    conversationId: typeof m.conversationId === 'string' ? m.conversationId : '',
    senderId: m.senderId,
    receiverId: m.receiverId,
    text: isNonEmptyString(m.text) ? m.text : MISSING_TEXT,
    read: m.read === true,
    readAt: typeof m.readAt === 'string' ? m.readAt : null,
    createdAt: typeof m.createdAt === 'string' ? m.createdAt : new Date(0).toISOString(),
  };
}

export function parseMessages(raw: unknown): DirectMessage[] {
  return Array.isArray(raw)
    ? raw.map(parseMessage).filter((m): m is DirectMessage => m !== null)
    : [];
}
