export interface MemberRecord {
  id: string;
  projectId: string;
  userId: string;
  role: string;
  joinedAt: Date;
  invitedBy: string | null;
}
