export interface ConversationRecord {
  id: string;
  participants: [string, string];
  lastMessageText: string | null;
  lastMessageAt: Date | null;
  createdAt: Date;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  senderId: string;
  receiverId: string;
  text: string;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
}
