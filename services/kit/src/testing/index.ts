export * from './free-port';
export * from './start-nats-server';
export * from './start-test-infrastructure';
export * from './start-test-issuer';
export * from './start-test-mongo';
export * from './start-test-service';
export * from './expect-service-skeleton';
