import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClientAddress } from './client-address';
import { RateLimitCounterRepository } from './rate-limit-counter.repository';
import { RATE_LIMIT_COUNTER_MODEL, RateLimitCounterSchema } from './rate-limit-counter.schema';
import { RateLimiter } from './rate-limiter';

/** Who the client is (behind trusted proxies) and how often it may try what. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: RATE_LIMIT_COUNTER_MODEL, schema: RateLimitCounterSchema }]),
  ],
  providers: [RateLimitCounterRepository, RateLimiter, ClientAddress],
  exports: [RateLimiter, ClientAddress],
})
export class ThrottlingModule {}
