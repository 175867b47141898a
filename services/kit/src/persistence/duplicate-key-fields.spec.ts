import { duplicateKeyFields } from './duplicate-key-fields';

describe('duplicateKeyFields', () => {
  it("names the unique index's fields of an E11000 error (driver or mongoose shape)", () => {
    expect(duplicateKeyFields({ code: 11000, keyPattern: { username: 1 } })).toEqual(['username']);
    expect(
      duplicateKeyFields({ code: 11000, errorResponse: { keyPattern: { a: 1, b: 1 } } }),
    ).toEqual(['a', 'b']);
    expect(duplicateKeyFields({ code: 11000 })).toEqual([]);
  });

  it('answers null for anything that is not a duplicate-key error', () => {
    expect(duplicateKeyFields(new Error('boom'))).toBeNull();
    expect(duplicateKeyFields({ code: 112 })).toBeNull();
    expect(duplicateKeyFields(null)).toBeNull();
  });
});
