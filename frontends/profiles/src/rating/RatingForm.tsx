import { CreateRatingRequestSchema } from '@filmcollab/contracts/profiles';
import { Button, Field, Label, showToast } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { useRateUserMutation } from '../api/profiles-api';

interface RatingFormProps {
  userId: string;
  onRated: () => void;
}

/** 1 to 5 (default 5) with an optional comment; the server attaches it to the first shared project. */
export function RatingForm({ userId, onRated }: RatingFormProps) {
  const [rating, setRating] = useState('5');
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [rateUser, { isLoading }] = useRateUserMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = CreateRatingRequestSchema.safeParse({ rating: Number(rating), comment });
    if (!body.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const result = await rateUser({ userId, body: body.data });
    if ('error' in result) {
      showToast({
        title: 'Error',
        description: errorMessage(result.error, 'Failed to submit rating'),
        variant: 'destructive',
      });
      return;
    }
    showToast({ title: 'Rating submitted!' });
    onRated();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="rating-value">Rating</Label>
        <input
          id="rating-value"
          type="number"
          min={1}
          max={5}
          step={1}
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          aria-describedby="rating-hint"
          aria-invalid={invalid}
          className="w-20 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-amber-400"
        />
        <span id="rating-hint" className="text-sm text-zinc-400">
          (1-5)
        </span>
      </div>
      {invalid && (
        <p role="alert" className="text-sm text-red-300">
          Please enter a whole number from 1 to 5.
        </p>
      )}
      <Field id="rating-comment" label="Comment (optional)">
        {(control) => (
          <textarea
            {...control}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={3}
            className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-amber-400"
          />
        )}
      </Field>
      <Button type="submit" disabled={isLoading} className="self-start">
        {isLoading ? 'Submitting...' : 'Submit Rating'}
      </Button>
    </form>
  );
}
