import { DynamicModule, Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@filmcollab/service-kit';
import { Clock } from '../common/clock';
import { IDENTITY_CONFIG } from './identity-config.token';

/** The identity config and clock for every module, from the kit's validated config. */
@Global()
@Module({})
export class IdentityCoreModule {
  static fromServiceConfig(): DynamicModule {
    return {
      module: IdentityCoreModule,
      providers: [{ provide: IDENTITY_CONFIG, useExisting: SERVICE_CONFIG }, Clock],
      exports: [IDENTITY_CONFIG, Clock],
    };
  }
}
