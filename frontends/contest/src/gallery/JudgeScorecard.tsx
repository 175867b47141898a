import { CONTEST_RUBRIC, type RubricKey } from '@filmcollab/contracts/contest';
import { Button, showToast } from '@filmcollab/ui';
import { type FormEvent, useState } from 'react';
import { useJudgeScoreMutation } from '../api/contest-api';

const initial = Object.fromEntries(CONTEST_RUBRIC.map((c) => [c.key, 5])) as Record<
  RubricKey,
  number
>;

/** A judge's scorecard on the published rubric (1–10 per criterion). */
export function JudgeScorecard({ filmId, title }: { filmId: string; title: string }) {
  const [scores, setScores] = useState(initial);
  const [save, { isLoading, data }] = useJudgeScoreMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ filmId, scores }).unwrap();
      showToast({ title: 'Score saved' });
    } catch {
      showToast({ title: 'Failed to save score', variant: 'destructive' });
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Judge scorecard for ${title}`}
      className="mt-3 rounded-md border border-zinc-700 p-3"
    >
      <h4 className="mb-2 text-sm font-semibold">Judge scorecard</h4>
      <div className="grid gap-2 sm:grid-cols-2">
        {CONTEST_RUBRIC.map((criterion) => (
          <label key={criterion.key} className="flex items-center justify-between gap-2 text-sm">
            <span title={criterion.description}>{criterion.label}</span>
            <input
              type="number"
              min={1}
              max={10}
              value={scores[criterion.key]}
              onChange={(event) =>
                setScores({ ...scores, [criterion.key]: Number(event.target.value) })
              }
              className="w-16 rounded-md bg-zinc-800 px-2 py-1"
            />
          </label>
        ))}
      </div>
      <div className="mt-2 flex items-center gap-3">
        <Button type="submit" disabled={isLoading}>
          Save score
        </Button>
        {data ? (
          <span className="text-sm text-zinc-300">Your mean: {data.mean.toFixed(1)} / 10</span>
        ) : null}
      </div>
    </form>
  );
}
