import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthStatus } from '@filmcollab/contracts';
import { HealthService } from './health.service';

interface StatusReply {
  status(code: number): unknown;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  live(): HealthStatus {
    return this.health.live();
  }

  @Get('ready')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The database and NATS are reachable (503 otherwise)' })
  async ready(@Res({ passthrough: true }) reply: StatusReply): Promise<HealthStatus> {
    const status = await this.health.ready();
    if (status.status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return status;
  }
}
