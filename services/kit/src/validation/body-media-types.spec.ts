import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { ServiceExceptionFilter } from '../errors/service-exception.filter';
import { refuseUnsupportedBodyMediaTypes } from './body-media-types';
import { OAuthFormBody } from './oauth-form-body.decorator';
import { ZodBody } from './zod-decorators';

const NoteSchema = z.object({ text: z.string().min(1) });

@Controller()
class MediaTypesTestController {
  @Post('notes')
  @HttpCode(200)
  note(@ZodBody(NoteSchema) note: z.infer<typeof NoteSchema>) {
    return note;
  }

  @Post('token')
  @HttpCode(200)
  @OAuthFormBody(z.object({ grant_type: z.string() }))
  token(@Body() form: unknown) {
    return form;
  }
}

@Module({ controllers: [MediaTypesTestController] })
class MediaTypesTestModule {}

describe('body media types', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const adapter = new FastifyAdapter();
    refuseUnsupportedBodyMediaTypes(adapter.getInstance());
    app = await NestFactory.create<NestFastifyApplication>(MediaTypesTestModule, adapter, {
      logger: false,
      abortOnError: false,
    });
    app.useGlobalFilters(new ServiceExceptionFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app.close());

  const post = (url: string, contentType: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers 415 in the error body when a JSON endpoint is sent a form', async () => {
    const response = await post('/notes', 'application/x-www-form-urlencoded', 'text=hello');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Unsupported media type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      hint: 'Send the body as application/json.',
    });
  });

  it('answers 415 for text bodies too, and takes JSON with a charset', async () => {
    expect((await post('/notes', 'text/plain', '{"text":"hello"}')).statusCode).toBe(415);
    const json = await post('/notes', 'application/json; charset=utf-8', '{"text":"hello"}');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ text: 'hello' });
  });

  it('takes forms on an OAuth endpoint and refuses JSON there the OAuth way', async () => {
    const form = await post('/token', 'application/x-www-form-urlencoded', 'grant_type=password');
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ grant_type: 'password' });
    const json = await post('/token', 'application/json', '{"grant_type":"password"}');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The body must be application/x-www-form-urlencoded.',
    });
  });

  it('leaves unknown routes to the 404', async () => {
    expect((await post('/nowhere', 'application/x-www-form-urlencoded', 'a=1')).statusCode).toBe(
      404,
    );
  });
});
