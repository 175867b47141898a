import { startNatsServer } from './start-nats-server';
import { startTestMongo } from './start-test-mongo';

export interface TestInfrastructure {
  mongoUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

/** The embedded MongoDB (or `MONGO_URL` when set) and a `nats-server -js`, both on free ports. */
export async function startTestInfrastructure(): Promise<TestInfrastructure> {
  const [mongo, nats] = await Promise.all([
    startTestMongo(process.env.MONGO_URL),
    startNatsServer(),
  ]);
  return {
    mongoUrl: mongo.url,
    natsUrl: nats.url,
    stop: async () => {
      await Promise.all([mongo.stop(), nats.stop()]);
    },
  };
}
