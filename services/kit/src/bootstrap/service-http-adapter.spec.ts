import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommonErrors } from '@filmcollab/contracts';
import { ServiceExceptionFilter } from '../errors/service-exception.filter';
import {
  createServiceHttpAdapter,
  MAX_PATH_PARAMETER_LENGTH,
  MAX_REQUEST_BODY_BYTES,
} from './service-http-adapter';

@Controller('items')
class ItemsController {
  @Get(':id')
  read(@Param('id') id: string): { length: number } {
    return { length: id.length };
  }

  @Post()
  create(@Body() body: unknown): { received: boolean } {
    return { received: body !== undefined };
  }
}

@Module({ controllers: [ItemsController] })
class ItemsModule {}

describe('the service HTTP adapter', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      ItemsModule,
      createServiceHttpAdapter(),
      { logger: false, abortOnError: false },
    );
    app.useGlobalFilters(new ServiceExceptionFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('accepts path parameters up to the documented maximum of 200 characters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/items/${'a'.repeat(MAX_PATH_PARAMETER_LENGTH)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ length: 200 });
  });

  it('refuses a longer one with the error envelope and the correlation id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/items/${'a'.repeat(MAX_PATH_PARAMETER_LENGTH + 1)}`,
      headers: { 'x-request-id': 'long-path-1' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      message: CommonErrors.URI_TOO_LONG.message,
      code: 'URI_TOO_LONG',
    });
    expect(response.headers['x-request-id']).toBe('long-path-1');
  });

  it('answers a malformed URL in the envelope too', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object).sort()).toEqual(['code', 'message']);
  });

  const bodyOf = (bytes: number): string => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

  it('reads bodies up to 1 MiB, the limit the gateway applies too', async () => {
    expect(bodyOf(MAX_REQUEST_BODY_BYTES)).toHaveLength(2 ** 20);
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(MAX_REQUEST_BODY_BYTES),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body over 1 MiB with the code the gateway uses', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: CommonErrors.PAYLOAD_TOO_LARGE.code });
  });
});
