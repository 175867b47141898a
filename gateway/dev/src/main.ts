#!/usr/bin/env node
import { gatewayOptionsFromEnv } from './config/gateway-env';
import { startGateway } from './server/start-gateway';

async function main(): Promise<void> {
  const gateway = await startGateway(gatewayOptionsFromEnv(process.env));
  const shutdown = (): void => {
    void gateway.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
