import os from 'node:os';
import path from 'node:path';
import { SERVICE_PORTS } from '@filmcollab/contracts';
import { realtimeBenchConfigFromEnv } from './realtime-bench-config';

describe('realtime bench configuration', () => {
  it("defaults to issue 9's load: 1,000 sockets, 200 messages a second for 30 s, a 60 s idle tab", () => {
    expect(realtimeBenchConfigFromEnv({})).toEqual({
      enabled: true,
      users: 1000,
      accounts: 'bench',
      sessionsFile: path.join(os.tmpdir(), 'filmcollab-bench-realtime-bench.json'),
      rate: 200,
      durationSeconds: 30,
      idleSeconds: 60,
      maildevUrl: 'http://127.0.0.1:1080',
      notificationsUrl: `http://127.0.0.1:${SERVICE_PORTS.notifications}`,
      messagingUrl: `http://127.0.0.1:${SERVICE_PORTS.messaging}`,
    });
  });

  it('is sized from the environment and refuses an odd number of users', () => {
    expect(
      realtimeBenchConfigFromEnv({ BENCH_REALTIME: '0', BENCH_REALTIME_SOCKETS: '20' }),
    ).toMatchObject({ enabled: false, users: 20 });
    expect(() => realtimeBenchConfigFromEnv({ BENCH_REALTIME_SOCKETS: '21' })).toThrow(
      'users are connected in pairs',
    );
    expect(() => realtimeBenchConfigFromEnv({ BENCH_REALTIME_ACCOUNTS: 'Run 1' })).toThrow(
      'lowercase letters and digits',
    );
  });
});
