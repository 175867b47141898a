import type { CommunityAuthor } from '@filmcollab/contracts';
import type { CommentsService } from '../comments/comments.service';
import type { UploadsService } from '../files/uploads.service';
import type { LikesService } from '../likes/likes.service';
import type { PeopleService } from '../people/people.service';
import type { PostsService } from '../posts/posts.service';
import { demoStillPng } from './demo-image';

export interface SeedServices {
  people: PeopleService;
  posts: PostsService;
  likes: LikesService;
  comments: CommentsService;
  uploads: UploadsService;
}

export interface SeedOutcome {
  created: string[];
  skipped: string[];
}

interface DemoPost {
  by: string;
  content: string;
  tags: string[];
  crowdfunding?: boolean;
  media?: boolean;
  likedBy: string[];
  comments: { by: string; content: string; replies?: { by: string; content: string }[] }[];
}

/** The demo feed, oldest first; `@name` mentions become links and notifications. */
const DEMO_POSTS: DemoPost[] = [
  {
    by: 'alex',
    content:
      'Casting call: we need a sound designer for a one-room thriller shooting in two weeks. @demo you mentioned you know someone?',
    tags: ['casting', 'sound', 'thriller'],
    likedBy: ['demo', 'sam'],
    comments: [
      {
        by: 'demo',
        content: 'Yes! @sam did the mix on my last short. Sam, interested?',
        replies: [{ by: 'sam', content: 'Absolutely, sending you my reel now.' }],
      },
    ],
  },
  {
    by: 'demo',
    content:
      'Still frame from last night’s test shoot at the old train depot. Golden hour is everything.',
    tags: ['cinematography', 'lighting'],
    media: true,
    likedBy: ['alex', 'sam', 'jordan', 'riley'],
    comments: [
      { by: 'jordan', content: 'That colour is gorgeous. What lens?' },
      { by: 'riley', content: 'Saving this as a reference for our noir project 🔥' },
    ],
  },
  {
    by: 'sam',
    content:
      'We are crowdfunding our first feature documentary about lighthouse keepers. Any support or shares welcome!',
    tags: ['documentary', 'crowdfunding'],
    crowdfunding: true,
    likedBy: ['demo'],
    comments: [],
  },
  {
    by: 'jordan',
    content:
      'Tip for the One-Scene Challenge: rehearse the blocking with phones first, then bring in the real camera.',
    tags: ['contest', 'tips'],
    likedBy: ['alex', 'demo', 'riley'],
    comments: [{ by: 'alex', content: 'Great advice, @jordan. Saved us hours.' }],
  },
  {
    by: 'riley',
    content: 'Looking for a gaffer in Lisbon for a music video next month. Paid gig!',
    tags: ['music_video', 'crew', 'lighting'],
    likedBy: [],
    comments: [],
  },
];

async function waitForPerson(
  people: PeopleService,
  username: string,
  timeoutMs: number,
): Promise<CommunityAuthor> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [person] = await people.byUsernames([username]);
    if (person) return person;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out waiting for the user "${username}" (identity's user.registered; run the identity seed first)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The demo feed (posts with tags, a crowdfunding post, a media post, likes, a comment thread with
 * a reply and mentions), created through the services so counts, tags and events are as real;
 * skipped when the demo account already has posts.
 */
export async function seedCommunity(
  services: SeedServices,
  usernames: string[],
  timeoutMs = 60_000,
): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { created: [], skipped: [] };
  const people = new Map<string, CommunityAuthor>();
  for (const username of usernames) {
    people.set(username, await waitForPerson(services.people, username, timeoutMs));
  }
  const demo = people.get('demo')!;
  const existing = await services.posts.feed(demo.id, { feed: 'mine', limit: 1 });
  if (existing.posts.length > 0) {
    outcome.skipped.push('community posts');
    return outcome;
  }
  const idOf = (username: string) => {
    const person = people.get(username);
    if (!person) throw new Error(`unknown demo user ${username}`);
    return person.id;
  };

  for (const item of DEMO_POSTS) {
    const authorId = idOf(item.by);
    const attachments = item.media
      ? [
          await services.uploads.storeSeedFile(authorId, {
            name: 'depot-golden-hour.png',
            type: 'image/png',
            bytes: demoStillPng(),
            alt: 'Dusk over the old train depot: an orange sun low over a purple sky',
          }),
        ]
      : [];
    const post = await services.posts.create(authorId, {
      content: item.content,
      tags: item.tags,
      isCrowdfunding: item.crowdfunding ?? false,
      attachments: attachments.map((file) => ({ key: file.key })),
    });
    for (const liker of item.likedBy) await services.likes.like(idOf(liker), post.id);
    for (const comment of item.comments) {
      const top = await services.comments.create(idOf(comment.by), post.id, {
        content: comment.content,
        parentCommentId: null,
        attachments: [],
      });
      for (const reply of comment.replies ?? []) {
        await services.comments.create(idOf(reply.by), post.id, {
          content: reply.content,
          parentCommentId: top.id,
          attachments: [],
        });
      }
    }
    outcome.created.push(`post "${post.title}" by ${item.by}`);
  }
  return outcome;
}
