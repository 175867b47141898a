import { type InferSchemaType, Schema } from 'mongoose';

export const JUDGE_SCORE_MODEL = 'JudgeScore';

/** Collection `judge_scores`: one scorecard per judge and film (`_id` = `{filmId}:{judgeId}`). */
export const JudgeScoreSchema = new Schema(
  {
    _id: { type: String, required: true },
    filmId: { type: String, required: true, index: true },
    judgeId: { type: String, required: true },
    scores: { type: Schema.Types.Mixed, required: true },
    mean: { type: Number, required: true },
  },
  { collection: 'judge_scores', versionKey: false, timestamps: true },
);

export type JudgeScoreDocument = InferSchemaType<typeof JudgeScoreSchema>;
