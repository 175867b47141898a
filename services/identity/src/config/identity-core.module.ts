import { DynamicModule, Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@filmcollab/service-kit';
import { IDENTITY_CONFIG } from './identity-config.token';

/** The identity config for every module, from the kit's validated config. */
@Global()
@Module({})
export class IdentityCoreModule {
  static fromServiceConfig(): DynamicModule {
    return {
      module: IdentityCoreModule,
      providers: [{ provide: IDENTITY_CONFIG, useExisting: SERVICE_CONFIG }],
      exports: [IDENTITY_CONFIG],
    };
  }
}
