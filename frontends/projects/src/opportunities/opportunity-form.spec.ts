import { EMPTY_OPPORTUNITY_FORM, endOfDayIso, opportunityRequest } from './opportunity-form';

describe('opportunityRequest', () => {
  const filled = {
    ...EMPTY_OPPORTUNITY_FORM,
    category: 'cast',
    title: 'Lead actor',
    role: 'actor',
  };

  it('needs a category, a title and a role', () => {
    expect(opportunityRequest({ ...filled, role: '' })).toEqual({
      ok: false,
      message: 'Category, title and role are required',
    });
  });

  it('sends languages as a list, no expiry as null and the expiry day as its end', () => {
    const request = opportunityRequest({
      ...filled,
      languages: 'English, , German ',
      durationMinutes: '90',
      expiresOn: '2026-12-24',
    });
    expect(request).toEqual({
      ok: true,
      body: expect.objectContaining({
        languages: ['English', 'German'],
        durationMinutes: 90,
        expiresAt: endOfDayIso('2026-12-24'),
      }),
    });
    expect(new Date(endOfDayIso('2026-12-24')).getDate()).toBe(24);
    expect(opportunityRequest(filled)).toMatchObject({
      body: { expiresAt: null, durationMinutes: null },
    });
  });

  it('refuses a duration that is not a whole number of minutes', () => {
    expect(opportunityRequest({ ...filled, durationMinutes: '1.5' })).toMatchObject({ ok: false });
  });
});
