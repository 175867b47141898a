import { Injectable } from '@nestjs/common';
import {
  COMMUNITY_EVENT_PREVIEW_LENGTH,
  type CommunityAuthor,
  mentionedUsernames,
  UserMentionedEvent,
} from '@filmcollab/contracts';
import { Clock, Outbox } from '@filmcollab/service-kit';
import { PeopleService } from '../people/people.service';

export interface MentionSource {
  author: CommunityAuthor;
  postId: string;
  commentId: string | null;
  text: string;
  /** The text before an edit: users it already mentioned are not told again. */
  previousText?: string;
}

/** Resolved before the unit of work; announced inside it. */
export interface PendingMentions {
  source: MentionSource;
  people: CommunityAuthor[];
}

/** @mentions (spec 02 §5): each mentioned user (never the author) gets a notification. */
@Injectable()
export class MentionsService {
  constructor(
    private readonly people: PeopleService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async resolve(source: MentionSource): Promise<PendingMentions> {
    const before = new Set(
      mentionedUsernames(source.previousText ?? '').map((name) => name.toLowerCase()),
    );
    const names = mentionedUsernames(source.text).filter((name) => !before.has(name.toLowerCase()));
    const people = (await this.people.byUsernames(names)).filter(
      (person) => person.id !== source.author.id,
    );
    return { source, people };
  }

  /** Inside the write's unit of work. */
  async announce({ source, people }: PendingMentions): Promise<void> {
    const mentionedAt = this.clock.now().toISOString();
    for (const person of people) {
      await this.outbox.add(
        UserMentionedEvent,
        {
          mentionedUserId: person.id,
          mentionedUsername: person.username ?? '',
          authorId: source.author.id,
          authorName: source.author.fullName,
          postId: source.postId,
          commentId: source.commentId,
          preview: source.text.slice(0, COMMUNITY_EVENT_PREVIEW_LENGTH),
          mentionedAt,
        },
        {
          eventId: `mention-${source.commentId ?? source.postId}-${person.id}-${mentionedAt}`,
        },
      );
    }
  }
}
