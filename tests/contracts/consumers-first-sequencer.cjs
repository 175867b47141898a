// Consumer specs (*-consumes-*) write the pact files the provider specs (*-provider) verify: run them first.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class ConsumersFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => (/-consumes-/.test(test.path) ? 0 : 1);
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
};
