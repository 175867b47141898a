import { ContestErrors, ContestTexts } from '@filmcollab/contracts/contest';
import { showToast } from '@filmcollab/ui';
import { hasErrorCode, useAuth } from '@filmcollab/web-kit';
import { useRateFilmMutation } from '../api/contest-api';

/**
 * Five stars for the viewer's own rating (one per user and film, changeable until the film's
 * round closes: then its results are frozen and the stars give way to a note).
 */
export function StarRating({
  filmId,
  title,
  myRating,
  isCrew,
  roundClosed,
}: {
  filmId: string;
  title: string;
  myRating: number | null;
  isCrew: boolean;
  roundClosed: boolean;
}) {
  const { status } = useAuth();
  const [rate, { isLoading }] = useRateFilmMutation();

  const onRate = async (rating: number) => {
    if (status !== 'authenticated') {
      showToast({ title: ContestTexts.loginToRate, variant: 'destructive' });
      return;
    }
    try {
      await rate({ filmId, rating }).unwrap();
    } catch (error) {
      const closed = hasErrorCode(error, ContestErrors.RATING_CLOSED);
      showToast({
        title: closed ? ContestErrors.RATING_CLOSED.message : ContestTexts.ratingFailed,
        variant: 'destructive',
      });
    }
  };

  if (roundClosed) {
    return <p className="text-sm text-zinc-400">{ContestErrors.RATING_CLOSED.message}</p>;
  }
  if (isCrew) {
    return <p className="text-sm text-zinc-400">You made this film, so you can't rate it.</p>;
  }
  return (
    <div role="group" aria-label={`Your rating of ${title}`} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((star) => {
        const filled = myRating !== null && star <= myRating;
        return (
          <button
            key={star}
            type="button"
            disabled={isLoading}
            aria-pressed={myRating === star}
            aria-label={`Rate ${star} ${star === 1 ? 'star' : 'stars'}`}
            onClick={() => void onRate(star)}
            className={`text-2xl leading-none focus-visible:outline-2 focus-visible:outline-amber-300 ${filled ? 'text-amber-400' : 'text-zinc-600 hover:text-amber-300'}`}
          >
            ★
          </button>
        );
      })}
    </div>
  );
}
