import { displayName, previewOf } from './message-display';

describe('display rules', () => {
  it('cuts the last message to 50 characters', () => {
    expect(previewOf('a'.repeat(50))).toBe('a'.repeat(50));
    expect(previewOf('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(previewOf(null)).toBe('');
  });

  it('names a person by full name, else username', () => {
    expect(displayName({ fullName: null, username: 'bo' })).toBe('bo');
    expect(displayName({ fullName: 'Bo B', username: 'bo' })).toBe('Bo B');
  });
});
