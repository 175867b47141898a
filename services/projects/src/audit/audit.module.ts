import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AUDIT_ENTRY_MODEL, AuditEntrySchema } from './audit-entry.schema';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: AUDIT_ENTRY_MODEL, schema: AuditEntrySchema }])],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
