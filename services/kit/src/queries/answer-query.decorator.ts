import { MessagePattern } from '@nestjs/microservices';
import {
  CommonErrors,
  type QueryDefinition,
  type QueryRequest,
  type QueryResponse,
} from '@filmcollab/contracts';
import { DomainError } from '../errors/domain-error';
import { toValidationIssues, validationError } from '../validation/zod-validation.pipe';

export type QueryAnswerMethod<Q extends QueryDefinition> = (
  request: QueryRequest<Q>,
) => Promise<QueryResponse<Q>> | QueryResponse<Q>;

/**
 * Makes a controller method this service's answer to a query, typed by the definition:
 * `@AnswerQuery(ReserveUsernameQuery) reserve(request) { return { reserved } }`. The request is
 * validated before the method runs (invalid → VALIDATION_FAILED back to the requester) and the answer
 * before it leaves (a wrong answer is this service's bug: INTERNAL, logged).
 */
export function AnswerQuery<Q extends QueryDefinition>(query: Q) {
  return <M extends QueryAnswerMethod<Q>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const answer = descriptor.value;
    if (!answer) return;
    const validated = async function (this: unknown, data: unknown): Promise<QueryResponse<Q>> {
      const request = query.request.safeParse(data);
      if (!request.success) throw validationError(request.error);
      const response = query.response.safeParse(
        await answer.call(this, request.data as QueryRequest<Q>),
      );
      if (!response.success) {
        throw new DomainError(CommonErrors.INTERNAL, {
          details: toValidationIssues(response.error),
        });
      }
      return response.data as QueryResponse<Q>;
    };
    Object.defineProperty(validated, 'name', { value: answer.name });
    descriptor.value = validated as M;
    MessagePattern(query.subject)(target, key, descriptor);
  };
}
