import { type InferSchemaType, Schema } from 'mongoose';

export const VIP_CLAIM_MODEL = 'VipClaim';

/** Collection `painted_door_clicks` (spec 01 §3): the demand log behind 'Claim My VIP Spot'. */
export const VipClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    featureName: { type: String, required: true },
    userEmail: { type: String, default: null },
    sessionId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'painted_door_clicks', versionKey: false },
);

export type VipClaimDocument = InferSchemaType<typeof VipClaimSchema>;
