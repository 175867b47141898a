import { SignUpRequestSchema } from '../identity/identity-accounts';
import { SendFeedbackRequestSchema } from '../profiles/feedback-http';
import { ProfileIdParamSchema, UpdateProfileRequestSchema } from '../profiles/profiles-http';
import { CreateRatingRequestSchema } from '../profiles/ratings-http';
import { CONTROL_CHARACTERS_MESSAGE } from './input-rules';

const update = (changes: Record<string, unknown>) => UpdateProfileRequestSchema.safeParse(changes);
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('input rules: the profile edit', () => {
  it.each(['primaryRole', 'availabilityStatus'])('refuses "" and blanks as a %s', (field) => {
    expect(update({ [field]: '' }).success).toBe(false);
    expect(update({ [field]: '   ' }).success).toBe(false);
  });

  it('clears a choice with null and keeps an exact value', () => {
    expect(update({ primaryRole: null, availabilityStatus: null }).data).toEqual({
      primaryRole: null,
      availabilityStatus: null,
    });
    expect(update({ primaryRole: 'gaffer' }).data).toEqual({ primaryRole: 'gaffer' });
    expect(update({ availabilityStatus: ' busy' }).success).toBe(false);
  });

  it.each(['websiteUrl', 'portfolioUrl', 'reelUrl'])(
    'refuses "", blanks and NUL as a %s, clears it with null, trims a URL',
    (field) => {
      for (const invalid of ['', '   ', '\u0000', 'https://alice.film/\u0000', 'ftp://x.org']) {
        expect(update({ [field]: invalid }).success).toBe(false);
      }
      expect(update({ [field]: null }).data).toEqual({ [field]: null });
      expect(update({ [field]: ' https://alice.film/reel ' }).data).toEqual({
        [field]: 'https://alice.film/reel',
      });
    },
  );

  it('saves an empty free text as null, trimmed texts as they are', () => {
    expect(update({ fullName: '   ', bio: '', location: ' Lagos ' }).data).toEqual({
      fullName: null,
      bio: null,
      location: 'Lagos',
    });
    expect(update({ bio: 'Line one\nLine two' }).data).toEqual({ bio: 'Line one\nLine two' });
  });

  it('refuses control characters in names, places and list items, with one text', () => {
    const result = update({ fullName: 'Ada\u0000', location: 'Lagos\u001b', hourlyRate: '5\u0007/h' });
    expect(messages(result)).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
      CONTROL_CHARACTERS_MESSAGE,
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(update({ equipmentOwned: ['RED\u0000'] }).success).toBe(false);
    expect(update({ bio: 'Bio\u0000' }).success).toBe(false);
  });

  it('takes a number or null for the years of experience, never ""', () => {
    expect(update({ yearsExperience: '' }).success).toBe(false);
    expect(update({ yearsExperience: null }).data).toEqual({ yearsExperience: null });
    expect(update({ yearsExperience: 4 }).data).toEqual({ yearsExperience: 4 });
  });
});

describe('input rules: other bodies and paths', () => {
  it('refuses NUL in a sign-up full name with its own text', () => {
    const result = SignUpRequestSchema.safeParse({
      username: 'ada_l',
      fullName: 'Ada\u0000Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng-Passw0rd!',
      acceptTerms: true,
    });
    expect(messages(result)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('refuses control characters in feedback and comments, keeping line breaks', () => {
    expect(SendFeedbackRequestSchema.safeParse({ text: 'Nice\u0000' }).success).toBe(false);
    expect(SendFeedbackRequestSchema.parse({ text: ' Nice\nwork ' })).toEqual({
      text: 'Nice\nwork',
    });
    expect(CreateRatingRequestSchema.safeParse({ rating: 5, comment: 'ok\u0007' }).success).toBe(
      false,
    );
    expect(CreateRatingRequestSchema.parse({ rating: 5, comment: '  ' })).toEqual({
      rating: 5,
      comment: null,
    });
  });

  it('refuses blanks and control characters in identifiers', () => {
    for (const invalid of ['', ' ', 'a b', 'id\u0000']) {
      expect(ProfileIdParamSchema.safeParse(invalid).success).toBe(false);
    }
    expect(ProfileIdParamSchema.parse('3f1c2a9e-user')).toBe('3f1c2a9e-user');
  });
});
