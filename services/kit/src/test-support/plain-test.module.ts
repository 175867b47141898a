import { Module } from '@nestjs/common';
import { ServiceKitModule } from '../service-kit.module';

@Module({ imports: [ServiceKitModule.forRoot({ service: 'plain' })] })
export class PlainTestModule {}
