export {
  startGateway,
  type RunningGateway,
  type StartGatewayOptions,
} from './server/start-gateway';
export { gatewayOptionsFromEnv, type GatewayOptions } from './config/gateway-env';
export { loadKongFile, parseKongConfig } from './kong/load-kong-config';
export type {
  GatewayDefinition,
  RouteDefinition,
  ServiceDefinition,
} from './kong/gateway-definition';
export { RouteTable, type RouteMatch, type RouteRequest } from './routing/route-table';
