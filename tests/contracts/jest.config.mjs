import preset from '../../jest.preset.js';

// PACT_DO_NOT_TRACK: the pact core reports usage over the network unless told not to.
process.env.PACT_DO_NOT_TRACK = 'true';

// One worker: the consumer specs write the pact files the provider specs read.
export default {
  ...preset,
  maxWorkers: 1,
  // The pact core verifies through a local proxy; on a busy machine its first start takes seconds.
  testTimeout: 30_000,
  testSequencer: '<rootDir>/consumers-first-sequencer.cjs',
};
