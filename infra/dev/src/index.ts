export { startStack, portsInUse, type RunningStack, type StartStackInput } from './stack';
export {
  SERVICE_PORTS,
  SERVICE_NAMES,
  BUCKETS,
  S3_CREDENTIALS,
  COMPONENT_NAMES,
  stackPortsSchema,
  type ServiceName,
  type ComponentName,
  type StackPorts,
  type StackPortsInput,
  type StackOptions,
} from './config';
export {
  buildServiceEnv,
  buildGatewayEnv,
  gatewayOrigin,
  openTelemetryEnv,
  serviceReadyUrl,
} from './service-env';
export { waitUntilHealthy, httpCheck, tcpCheck, findBusyPorts } from './health';
