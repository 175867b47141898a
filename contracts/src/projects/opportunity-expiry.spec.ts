import { opportunityExpiryText } from './opportunities-http';

describe('opportunityExpiryText', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  const at = (days: number, hour = 12) => new Date(2026, 10, 23 + days, hour).toISOString();
  const format = (date: Date) => `on ${date.getDate()}`;

  it.each([
    [null, 'No expiry'],
    [new Date(2026, 10, 23, 14, 59).toISOString(), 'Expired'],
    [at(0, 23), 'Expires today'],
    [at(1, 1), 'Expires tomorrow'],
    [at(2), 'Expires in 2 days'],
    [at(7), 'Expires in 7 days'],
    [at(8), 'on 1'],
  ])('%s reads %s', (expiresAt, text) => {
    expect(opportunityExpiryText(expiresAt, now, format)).toBe(text);
  });
});
