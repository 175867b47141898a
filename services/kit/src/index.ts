// The service kit's public API: what services build on. Internals stay unexported.
import 'reflect-metadata';
export type { AuthenticatedUser } from './auth/authenticated-user';
export { CurrentUser } from './auth/current-user.decorator';
export { JwtAuthGuard } from './auth/jwt-auth.guard';
export { OptionalCurrentUser } from './auth/optional-current-user.decorator';
export { OptionalJwtAuthGuard } from './auth/optional-jwt-auth.guard';
export { bootstrapService } from './bootstrap/bootstrap-service';
export { createServiceApp } from './bootstrap/create-service-app';
export { runSeed } from './seed/run-seed';
export { runWithEnvironment } from './config/config-environment';
export {
  type BaseConfig,
  baseConfigSchema,
  type ConfigExtension,
  ConfigValidationError,
  InjectConfig,
  parseServiceConfig,
  SERVICE_CONFIG,
} from './config/service-config';
export {
  CORRELATION_HEADER,
  getCorrelationId,
  runWithCorrelationId,
} from './correlation/correlation-id';
export { DomainError, type DomainErrorOptions } from './errors/domain-error';
export { EventStreams } from './events/event-streams';
export { HandleEvent } from './events/handle-event.decorator';
export { JetStreamPublisher } from './events/jetstream-publisher';
export { InjectNatsConnection, NATS_CONNECTION } from './nats/nats-connection';
export { natsServerOptions } from './nats/nats-server-options';
export { Outbox, type OutboxAddOptions } from './outbox/outbox';
export { UnitOfWork } from './outbox/unit-of-work';
export { conflictOnDuplicate } from './persistence/conflict-on-duplicate';
export { duplicateKeyFields } from './persistence/duplicate-key-fields';
export { escapeRegex } from './persistence/escape-regex';
export { withId } from './persistence/to-record';
export { type NewerWrite, upsertIfNewer } from './persistence/upsert-if-newer';
export {
  type DirectoryCard,
  type DirectoryPerson,
  PeopleDirectory,
  toDirectoryPerson,
  unknownDirectoryPerson,
} from './people/people-directory';
export { PeopleDirectoryModule } from './people/people-directory.module';
export { PEOPLE_DIRECTORY_MODEL, type PersonCardDocument } from './people/person-card.schema';
export { AnswerQuery } from './queries/answer-query.decorator';
export { QueryClient, type QueryOptions } from './queries/query-client';
export { type ConfigOf, defineService, type ServiceDefinition } from './service/define-service';
export { InjectServiceDefinition, SERVICE_DEFINITION } from './service/service-definition.token';
export { ServiceKitModule } from './service-kit.module';
export { ObjectStorage, type StoredObjectInfo } from './storage/object-storage';
export { objectStorageConfigSchema, type ObjectStorageConfig } from './storage/object-storage-config';
export { ObjectStorageModule } from './storage/object-storage.module';
export { PendingUploadSweeper } from './storage/pending-upload-sweeper';
export {
  CONTENT_SNIFF_BYTES,
  isOfDeclaredType,
  sniffContentType,
} from './storage/content-sniffing';
export {
  type CheckedUpload,
  CONFIRM_GRACE_SECONDS,
  PendingUploads,
  type UploadRequest,
} from './storage/pending-uploads';
export { type UploadRefusal, UploadRefusedError } from './storage/upload-refused-error';
export {
  DEFAULT_SIGNED_READ_SECONDS,
  MAX_SIGNED_READ_SECONDS,
  type SignedReadOptions,
  SignedReads,
} from './storage/signed-reads';
export type { UploadRule } from './storage/upload-rule';
export type { UploadTicket } from './storage/upload-ticket';
export {
  MODERATION_PORT,
  ModerationUnavailableError,
  type ModerationImage,
  type ModerationMedia,
  type ModerationPort,
  type ModerationReason,
  type ModerationVerdict,
} from './moderation/moderation-port';
export { moderationConfigSchema, type ModerationConfig } from './moderation/moderation-config';
export { ModerationModule, createModerationPort } from './moderation/moderation.module';
export { DisabledModerationAdapter } from './moderation/disabled-moderation.adapter';
export {
  SightengineModerationAdapter,
  type SightengineOptions,
} from './moderation/sightengine-moderation.adapter';
export { Clock } from './time/clock';
export { QueryDocumentation, ZodBody, ZodParam, ZodQuery } from './validation/zod-decorators';
export {
  AcceptBodyMediaTypes,
  FORM_MEDIA_TYPE,
  JSON_MEDIA_TYPE,
  type BodyMediaTypeRule,
} from './validation/body-media-types';
export { jsonSchemaOf, type JsonSchema } from './validation/json-schema-of';
export { OAuthErrorResponses } from './validation/oauth-error-responses.decorator';
export { OAuthFormBody } from './validation/oauth-form-body.decorator';
export { ZodResponse } from './validation/zod-response.decorator';
export {
  toValidationIssues,
  validationError,
  type ValidationIssue,
  ZodValidationPipe,
} from './validation/zod-validation.pipe';
export { RealtimeModule } from './realtime/realtime.module';
export { RealtimePublisher, type RoomDeliveryOptions } from './realtime/realtime-publisher';
export {
  AccessTokenVerifier,
  type VerifiedAccessToken,
} from './realtime/access-token-verifier';
export { currentTraceCarrier, startTracing, stopTracing, type TraceCarrier } from './tracing/tracing';
