/** Why a pending upload cannot be used; each service maps these to its own coded errors. */
export type UploadRefusal = 'not-uploaded' | 'expired' | 'too-large' | 'wrong-type';

export class UploadRefusedError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`The upload was refused: ${reason}`);
  }
}
