import type { FileAttachment, PostTopic } from '@filmcollab/contracts';

export interface PostRecord {
  id: string;
  authorId: string;
  content: string;
  title: string;
  topic: PostTopic;
  isCrowdfunding: boolean;
  tags: string[];
  likesCount: number;
  repliesCount: number;
  fileAttachments: FileAttachment[];
  createdAt: Date;
  updatedAt: Date;
}
