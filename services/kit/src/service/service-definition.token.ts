import { Inject } from '@nestjs/common';

/** The running service's `ServiceDefinition`, provided by `ServiceKitModule.forRoot`. */
export const SERVICE_DEFINITION = Symbol('SERVICE_DEFINITION');

export const InjectServiceDefinition = (): ParameterDecorator => Inject(SERVICE_DEFINITION);
