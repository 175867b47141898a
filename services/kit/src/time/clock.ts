import { Injectable } from '@nestjs/common';

/** The current time, injectable so expiry rules can be exercised without waiting. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date(Date.now());
  }
}
