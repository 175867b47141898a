import type { CommunityPost } from '@filmcollab/contracts/community';
import { Button, Card, showToast } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useDeletePostMutation, useSetLikeMutation } from '../api/community-api';
import { CommentsPanel } from '../comments/CommentsPanel';
import { TEXTS } from '../community-texts';
import { AttachmentView } from './AttachmentView';
import { authorName } from './author-name';
import { LikeButton } from './LikeButton';
import { PostEditor } from './PostEditor';
import { PostText } from './PostText';

/**
 * A feed post: author (to /user/{authorId}), text with @mentions, tags, files, likes and the
 * comments panel; its author also edits and deletes it.
 */
export function PostCard({
  post,
  commentsInitiallyOpen = false,
}: {
  post: CommunityPost;
  commentsInitiallyOpen?: boolean;
}) {
  const { user } = useAuth();
  const isAuthor = user?.id === post.authorId;
  const [likes, setLikes] = useState({ liked: post.likedByMe, count: post.likesCount });
  const [replies, setReplies] = useState(post.repliesCount);
  const [commentsOpen, setCommentsOpen] = useState(commentsInitiallyOpen);
  const [editing, setEditing] = useState(false);
  const [setLike, { isLoading: liking }] = useSetLikeMutation();
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const commentsId = useId();

  useEffect(
    () => setLikes({ liked: post.likedByMe, count: post.likesCount }),
    [post.likedByMe, post.likesCount],
  );
  useEffect(() => setReplies(post.repliesCount), [post.repliesCount]);

  const toggleLike = async () => {
    const result = await setLike({ postId: post.id, liked: !likes.liked });
    if ('data' in result && result.data) {
      setLikes({ liked: result.data.liked, count: result.data.likesCount });
    }
  };

  const remove = async () => {
    const result = await deletePost(post.id);
    showToast(
      'error' in result
        ? { title: TEXTS.postDeleteFailed, variant: 'destructive' }
        : { title: TEXTS.postDeleted },
    );
  };

  const name = authorName(post.author);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <header className="flex items-center gap-3">
        {post.author.profileImageUrl ? (
          <img
            src={post.author.profileImageUrl}
            alt=""
            className="size-10 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-zinc-700"
          >
            {name.charAt(0)}
          </span>
        )}
        <div className="flex flex-col">
          <Link to={`/user/${post.authorId}`} className="font-semibold hover:underline">
            {name}
          </Link>
          <time dateTime={post.createdAt} className="text-xs text-zinc-400">
            {new Date(post.createdAt).toLocaleString()}
          </time>
        </div>
        {post.isCrowdfunding && (
          <span className="ml-auto rounded bg-amber-500/20 px-2 py-0.5 text-xs text-amber-300">
            Crowdfunding
          </span>
        )}
      </header>

      {editing ? (
        <PostEditor post={post} onDone={() => setEditing(false)} />
      ) : (
        <>
          {post.content && <PostText text={post.content} />}
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded bg-zinc-800 px-2 py-0.5 text-xs text-zinc-300">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          {post.fileAttachments.length > 0 && (
            <div className="flex flex-col gap-2">
              {post.fileAttachments.map((file) => (
                <AttachmentView key={file.id} file={file} />
              ))}
            </div>
          )}
        </>
      )}

      <footer className="flex flex-wrap items-center gap-2">
        <LikeButton
          liked={likes.liked}
          count={likes.count}
          busy={liking}
          onToggle={() => void toggleLike()}
        />
        <Button
          type="button"
          variant="ghost"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          {`Comments (${replies})`}
        </Button>
        {isAuthor && !editing && (
          <>
            <Button
              type="button"
              variant="ghost"
              className="ml-auto"
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button type="button" variant="ghost" disabled={deleting} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        )}
      </footer>
      {commentsOpen && (
        <div id={commentsId}>
          <CommentsPanel
            postId={post.id}
            onCountsChanged={({ repliesCount, likesCount }) => {
              setReplies(repliesCount);
              setLikes((current) => ({ ...current, count: likesCount }));
            }}
          />
        </div>
      )}
    </Card>
  );
}
