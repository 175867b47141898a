import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { JWT_STRATEGY } from './jwt.strategy';

/** `@UseGuards(JwtAuthGuard)`: 401 unless a valid access token is presented. */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {}
