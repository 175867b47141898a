import { CommunityErrors } from '@filmcollab/contracts/community';
import { Button, Card, Spinner } from '@filmcollab/ui';
import { hasErrorCode, skipToken } from '@filmcollab/web-kit';
import { Link, useParams } from 'react-router';
import { usePostQuery } from '../api/community-api';
import { PostCard } from '../posts/PostCard';

/**
 * `/community/posts/:postId`: one post with its comments open, where a mention's notification
 * leads.
 */
export default function PostPage() {
  const { postId } = useParams();
  const { data, isLoading, isError, error, refetch } = usePostQuery(postId ?? skipToken);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <Link to="/community" className="text-sm text-amber-400 hover:underline">
        Back to the community
      </Link>
      {isLoading && <Spinner label="Loading the post…" />}
      {isError && (
        <Card role="alert">
          {hasErrorCode(error, CommunityErrors.POST_NOT_FOUND) ? (
            <p>{CommunityErrors.POST_NOT_FOUND.message}</p>
          ) : (
            <div className="flex items-center gap-2">
              <p>The post could not be loaded.</p>
              <Button type="button" variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          )}
        </Card>
      )}
      {data && <PostCard post={data} commentsInitiallyOpen />}
    </div>
  );
}
