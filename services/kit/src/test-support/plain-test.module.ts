import { Module } from '@nestjs/common';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';

// Borrows a domain that declares no events: the kit's behaviour, nothing of a real service.
export const plainTestService = defineService({
  name: 'discovery',
  description: 'The kit plain test service.',
});

@Module({ imports: [ServiceKitModule.forRoot(plainTestService)] })
export class PlainTestModule {}
