import { vipCsv } from './vip-csv';

describe('vipCsv', () => {
  it('writes one quoted line per claim under a header, escaping quotes', () => {
    expect(
      vipCsv({
        claims: [
          {
            claimedAt: '2026-11-01T00:00:00.000Z',
            userId: 'u1',
            userEmail: 'a"b@x.io',
            sessionId: 's1',
            featureName: 'vip_priority_list_signup',
          },
          {
            claimedAt: '2026-11-02T00:00:00.000Z',
            userId: null,
            userEmail: null,
            sessionId: 's2',
            featureName: 'vip_priority_list_signup',
          },
        ],
      }),
    ).toBe(
      'claimed_at,user_id,user_email,session_id,feature_name\n' +
        '"2026-11-01T00:00:00.000Z","u1","a""b@x.io","s1","vip_priority_list_signup"\n' +
        '"2026-11-02T00:00:00.000Z","","","s2","vip_priority_list_signup"\n',
    );
  });
});
