import type { Logger } from '@nestjs/common';
import { DisabledModerationAdapter } from './disabled-moderation.adapter';

describe('DisabledModerationAdapter', () => {
  it('says at creation that moderation is disabled, then accepts every photo', async () => {
    const warn = jest.fn();
    const adapter = new DisabledModerationAdapter({ warn } as unknown as Logger);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Photo moderation is DISABLED'));
    expect(await adapter.check()).toEqual({ allowed: true });
  });
});
