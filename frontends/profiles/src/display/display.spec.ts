import { availabilityDotClass, normaliseAvailability } from './availability';
import { joinedText, ratingText, titleCase, yearsText } from './text-format';

describe('normaliseAvailability', () => {
  it.each([
    ['available', 'available'],
    ['Busy', 'busy'],
    ['UN-available', 'unavailable'],
    [' busy! ', 'busy'],
    ['on holiday', 'available'],
    ['', 'available'],
    [null, 'available'],
    [undefined, 'available'],
  ])('%p → %p', (input, expected) => {
    expect(normaliseAvailability(input)).toBe(expected);
  });
});

describe('availabilityDotClass', () => {
  it('is green, yellow, red for the three statuses and grey for anything else', () => {
    expect(availabilityDotClass('available')).toBe('bg-green-500');
    expect(availabilityDotClass('busy')).toBe('bg-yellow-400');
    expect(availabilityDotClass('unavailable')).toBe('bg-red-500');
    expect(availabilityDotClass('away')).toBe('bg-zinc-400');
  });
});

describe('titleCase', () => {
  it('capitalises each word of a role', () => {
    expect(titleCase('sound_designer')).toBe('Sound Designer');
    expect(titleCase('DIRECTOR')).toBe('Director');
    expect(titleCase('assistant director')).toBe('Assistant Director');
  });
});

describe('joinedText', () => {
  it('gives the month and year', () => {
    expect(joinedText('2025-07-19T12:00:00.000Z')).toBe('Joined July 2025');
  });
  it('gives nothing for a missing or broken date', () => {
    expect(joinedText(null)).toBeNull();
    expect(joinedText('not a date')).toBeNull();
  });
});

describe('ratingText and yearsText', () => {
  it('shows one decimal and defaults to 5.0', () => {
    expect(ratingText(4.25)).toBe('4.3');
    expect(ratingText(3)).toBe('3.0');
    expect(ratingText(null)).toBe('5.0');
  });
  it('says year or years', () => {
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(0)).toBe('0 years');
    expect(yearsText(7)).toBe('7 years');
  });
});
