import { profilesService } from '../service-definition';
import { FeedbackRepository } from './feedback.repository';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { PROFILES_TEST_ENV, signUp } from '../testing/profiles-test-setup';

describe('feedback', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      env: PROFILES_TEST_ENV,
    });
  });
  afterAll(() => harness?.stop());

  const send = (token: string | undefined, body: unknown) =>
    harness.request('/api/profiles/feedback', { method: 'POST', token, body });

  it("stores the trimmed text with the user's id and profile name", async () => {
    const user = await signUp(harness, 'critic', 'Carla Critic');
    const text = `${'a'.repeat(498)}!?`;
    const { status, body } = await send(user.token, { text: `   ${text}  \n` });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const stored = await harness.get(FeedbackRepository).listByUser(user.id);
    expect(stored).toEqual([
      expect.objectContaining({ userId: user.id, userName: 'Carla Critic', feedbackText: text }),
    ]);
  });

  it.each([[''], ['   \n\t '], ['x'.repeat(501)]])('refuses %j', async (text) => {
    const user = await signUp(harness, 'critic');
    const { status, body } = await send(user.token, { text });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(await harness.get(FeedbackRepository).listByUser(user.id)).toEqual([]);
  });

  it("refuses a user without a profile full name with the spec's texts", async () => {
    const user = await signUp(harness, 'anon', null);
    const { status, body } = await send(user.token, { text: 'Hello' });
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 'LOGIN_REQUIRED',
      message: 'Please sign in to send feedback.',
      details: { title: 'Login required' },
    });
    expect((await send(undefined, { text: 'Hello' })).status).toBe(401);
  });
});
