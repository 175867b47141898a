import { readyRemote } from '../testing/test-remotes';
import { preloadHub } from './load-hub-page';

const component = { default: () => null };

function remotes() {
  const contestTab = jest.fn(async () => component);
  const communityTab = jest.fn(async () => component);
  const inviteButton = jest.fn(async () => component);
  return {
    contestTab,
    communityTab,
    inviteButton,
    list: [
      readyRemote('contest', { extensions: { 'hub.contest': contestTab } }),
      readyRemote('profiles', {
        extensions: { 'hub.community': communityTab, 'hub.inviteFriends': inviteButton },
      }),
    ],
  };
}

describe('preloadHub', () => {
  it("starts loading the current tab's component, nothing else", () => {
    const { contestTab, communityTab, inviteButton, list } = remotes();

    preloadHub({ pathname: '/', search: '' }, list);

    expect(contestTab).toHaveBeenCalledTimes(1);
    expect(communityTab).not.toHaveBeenCalled();
    expect(inviteButton).not.toHaveBeenCalled();
  });

  it('follows ?tab= and the community path', () => {
    const byParam = remotes();
    preloadHub({ pathname: '/', search: '?tab=community' }, byParam.list);
    expect(byParam.communityTab).toHaveBeenCalledTimes(1);
    expect(byParam.contestTab).not.toHaveBeenCalled();

    const byPath = remotes();
    preloadHub({ pathname: '/community', search: '' }, byPath.list);
    expect(byPath.communityTab).toHaveBeenCalledTimes(1);
  });

  it('loads nothing off the hub, and swallows failures (the hub shows them)', async () => {
    const { contestTab, list } = remotes();
    preloadHub({ pathname: '/features', search: '' }, list);
    expect(contestTab).not.toHaveBeenCalled();

    contestTab.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadHub({ pathname: '/', search: '' }, list)).resolves.toBeUndefined();
    expect(contestTab).toHaveBeenCalledTimes(1);
  });
});
