import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%j meets %i criteria: %s', (password, score, level) => {
    expect(passwordStrength(password)).toMatchObject({ score, level });
  });

  it('suggests at most two improvements, in criterion order', () => {
    expect(passwordStrength('abc').suggestions).toEqual([
      'Use at least 8 characters',
      'Add an uppercase letter',
    ]);
    expect(passwordStrength('Abcdefg1').suggestions).toEqual(['Add a special character']);
    expect(passwordStrength('Abcdef1!').suggestions).toEqual([]);
  });
});
