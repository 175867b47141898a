import { discoveryBenchConfigFromEnv } from './discovery-bench-config';

describe('discovery bench configuration', () => {
  it("defaults to issue 12's size and load on the embedded database", () => {
    expect(discoveryBenchConfigFromEnv({})).toMatchObject({
      enabled: true,
      profiles: 100_000,
      projects: 20_000,
      opportunities: 5_000,
      clients: 20,
      load: 'auto',
      searchOnly: false,
      mongoUrl: 'mongodb://127.0.0.1:27017',
      mongoDb: 'discovery',
      database: 'the embedded database (infra/embedded-mongo)',
    });
  });

  it('is sized from the environment and names a real MongoDB', () => {
    expect(
      discoveryBenchConfigFromEnv({
        BENCH_DISCOVERY_PROFILES: '1000',
        BENCH_DISCOVERY: '0',
        MONGO_URL: 'mongodb://db.internal:27017/?replicaSet=rs0',
      }),
    ).toMatchObject({ enabled: false, profiles: 1000, database: 'MongoDB at db.internal:27017' });
    expect(() => discoveryBenchConfigFromEnv({ BENCH_DISCOVERY_LOAD: 'sometimes' })).toThrow(
      'BENCH_DISCOVERY_LOAD',
    );
    expect(() => discoveryBenchConfigFromEnv({ BENCH_DISCOVERY_CLIENTS: '0' })).toThrow(
      'BENCH_DISCOVERY_CLIENTS',
    );
  });

  it('runs the search phase alone without loading', () => {
    expect(
      discoveryBenchConfigFromEnv({
        BENCH_DISCOVERY_PHASES: 'search',
        BENCH_DISCOVERY_LOAD: 'always',
      }),
    ).toMatchObject({ searchOnly: true, load: 'never' });
  });
});
