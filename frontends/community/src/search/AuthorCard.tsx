import type { CommunityAuthor } from '@filmcollab/contracts/community';
import { Link } from 'react-router';
import { authorName } from '../posts/author-name';

/** An author found by the search: goes to /profile/{id} (spec 02 §2). */
export function AuthorCard({ author }: { author: CommunityAuthor }) {
  return (
    <Link
      to={`/profile/${author.id}`}
      className="flex items-center gap-3 rounded-md border border-zinc-700 bg-zinc-900 p-3 hover:bg-zinc-800"
    >
      {author.profileImageUrl ? (
        <img src={author.profileImageUrl} alt="" className="size-10 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-zinc-700"
        >
          {authorName(author).charAt(0)}
        </span>
      )}
      <span className="flex flex-col">
        <span className="font-semibold">{authorName(author)}</span>
        {author.username && <span className="text-xs text-zinc-400">@{author.username}</span>}
      </span>
    </Link>
  );
}
