import { Body, Controller, Get, Module, NotFoundException, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { createHttpTestApp } from '../test-support/create-http-test-app';
import { ZodBody } from '../validation/zod-decorators';
import { DomainError } from './domain-error';

const PROJECT_FULL = {
  code: 'PROJECT_FULL',
  status: 409,
  message: 'This project has no open roles.',
};

const CreateTitleSchema = z.object({ title: z.string().min(3) });

@Controller('things')
class ThingsController {
  @Get('domain')
  domain(): never {
    throw new DomainError(PROJECT_FULL, {
      hint: 'Try another.',
    });
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('No such thing');
  }

  @Get('crash')
  crash(): never {
    throw new Error('db password is hunter2');
  }

  @Post()
  create(
    @ZodBody(CreateTitleSchema) body: z.infer<typeof CreateTitleSchema>,
    @Body() raw: unknown,
  ) {
    return { body, raw };
  }
}

@Module({ controllers: [ThingsController] })
class FilterTestModule {}

describe('ServiceExceptionFilter over HTTP', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createHttpTestApp(FilterTestModule);
  });
  afterAll(() => app?.close());

  it('answers a domain error with its status and body', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/domain' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This project has no open roles.',
      code: 'PROJECT_FULL',
      hint: 'Try another.',
    });
  });

  it('answers Nest exceptions in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such thing', code: 'NOT_FOUND' });
  });

  it('answers unknown routes in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('hides unknown errors behind 500 INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.body).not.toContain('hunter2');
  });

  it('validates bodies with zod and lists the issues', async () => {
    const bad = await app.inject({ method: 'POST', url: '/things', payload: { title: 'ab' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Invalid input',
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'title' })],
    });
    const good = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { title: 'Dune', extra: 1 },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().body).toEqual({ title: 'Dune' });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
