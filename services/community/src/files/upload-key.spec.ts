import { communityFileKey, finalKeyOfOwnPending, pendingKeyOf, safeFileName } from './upload-key';

describe('community file keys', () => {
  it('are {userId}/{timestamp}_{filename} with a file name safe in a URL', () => {
    expect(communityFileKey('u1', 1700000000000, 'My clip (final).mp4')).toBe(
      'u1/1700000000000_My_clip_final_.mp4',
    );
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('été.png')).toBe('ete.png');
  });

  it('accept only the user own pending key', () => {
    const key = pendingKeyOf(communityFileKey('u1', 5, 'a.png'));
    expect(finalKeyOfOwnPending('u1', key)).toBe('u1/5_a.png');
    expect(finalKeyOfOwnPending('u2', key)).toBeNull();
    expect(finalKeyOfOwnPending('u1', 'u1/5_a.png')).toBeNull();
    expect(finalKeyOfOwnPending('u1', 'pending/u1/x/../5_a.png')).toBeNull();
  });
});
