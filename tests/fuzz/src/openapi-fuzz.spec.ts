import {
  startServiceHarness,
  type ServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import { DocumentValidator } from './document-validator';
import { errorShapeProblems } from './error-shapes';
import { describeOperation, type OpenApiDocument, operationsOf } from './openapi-document';
import { standInForOtherServices } from './query-stand-ins';
import { RequestCases } from './request-cases';
import { responseProblems } from './response-problems';
import { servicesUnderTest } from './services-under-test';

/** Time each service gets to be fuzzed; the pass stops there and reports what it checked. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
/** The generator's seed: a failure names it, `FUZZ_SEED` replays it. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);

describe.each(servicesUnderTest().map((service) => [service.name, service] as const))(
  'the %s service against its OpenAPI document',
  (name, service) => {
    let harness: ServiceHarness;
    let user: TestUser;
    let document: OpenApiDocument;

    beforeAll(async () => {
      harness = await startServiceHarness(service.appModule, {
        service: service.definition,
        env: service.env,
        objectStore: service.objectStore,
      });
      await standInForOtherServices(harness, name);
      user = await harness.createUser();
      await service.prepare?.(harness, user);
      document = (await harness.request(`/api/${name}/docs-json`)).body as OpenApiDocument;
    }, 60_000);

    afterAll(() => harness?.stop());

    it('publishes OpenAPI 3.1 whose error answers are the envelope (OAuth endpoints: RFC 6749)', () => {
      expect(document.openapi).toBe('3.1.0');
      expect(operationsOf(document).flatMap(errorShapeProblems)).toEqual([]);
    });

    it(
      'answers every operation as documented: invalid requests refused, errors in shape, never 5xx',
      async () => {
        const validator = new DocumentValidator();
        const cases = new RequestCases(validator, SEED);
        const deadline = Date.now() + BUDGET_MS;
        const problems: string[] = [];
        let sent = 0;
        for (const operation of operationsOf(document)) {
          for (const request of cases.for(operation)) {
            if (Date.now() > deadline) break;
            const response = await fetch(`${harness.url}${request.url}`, {
              method: operation.method,
              headers: {
                authorization: `Bearer ${user.token}`,
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              body: request.body,
              redirect: 'manual',
            });
            sent += 1;
            const received = {
              status: response.status,
              contentType: response.headers.get('content-type'),
              text: await response.text(),
            };
            for (const problem of responseProblems(operation, request, received, validator)) {
              problems.push(`${describeOperation(operation)} [${request.label}]: ${problem}`);
            }
          }
        }
        expect({ seed: SEED, problems: problems.slice(0, 40), count: problems.length }).toEqual({
          seed: SEED,
          problems: [],
          count: 0,
        });
        expect(sent).toBeGreaterThan(0);
      },
      BUDGET_MS + 30_000,
    );
  },
);
