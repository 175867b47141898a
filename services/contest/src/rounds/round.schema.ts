import { type InferSchemaType, Schema } from 'mongoose';

export const ROUND_MODEL = 'Round';

/**
 * Collection `rounds`: one per month (`_id` = `YYYY-MM`), created when first needed. Its dates
 * follow from the month; what is stored is what must survive restarts: the team count (taken
 * atomically), an operator's early end of a stage and the frozen leaderboard.
 */
export const RoundSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamsEntered: { type: Number, required: true, default: 0 },
    submissionsClosedAt: { type: Date, default: null },
    judgingEndedAt: { type: Date, default: null },
    frozenAt: { type: Date, default: null },
    results: { type: [Schema.Types.Mixed], default: null },
    /** Bumped by each change to the results and the freeze (see `RoundRepository.claimUnfrozen`). */
    claims: { type: Number, default: 0 },
  },
  { collection: 'rounds', versionKey: false },
);

export type RoundDocument = InferSchemaType<typeof RoundSchema>;
