import { Injectable, PipeTransform } from '@nestjs/common';
import { CommonErrors } from '@filmcollab/contracts';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

export function toValidationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

export interface ValidationOptions {
  /**
   * `'first-issue'`: the message is the first failing rule's text (schemas whose rules run in a
   * spec's order, e.g. sign-up); by default it is 'Invalid input'. Every issue is in `details`.
   */
  message?: 'first-issue';
}

export function validationError(
  error: z.core.$ZodError,
  options: ValidationOptions = {},
): DomainError<'VALIDATION_FAILED'> {
  const firstIssue = options.message === 'first-issue' ? error.issues[0]?.message : undefined;
  return new DomainError(CommonErrors.VALIDATION_FAILED, {
    message: firstIssue,
    details: toValidationIssues(error),
  });
}

/** Parses an input with a zod schema; failures answer 400 VALIDATION_FAILED with the issues. */
@Injectable()
export class ZodValidationPipe<
  TSchema extends z.core.$ZodType = z.core.$ZodType,
> implements PipeTransform<unknown, z.output<TSchema>> {
  constructor(
    private readonly schema: TSchema,
    private readonly options: ValidationOptions = {},
  ) {}

  transform(value: unknown): z.output<TSchema> {
    // With spec-ordered messages a missing body is an empty form: the first rule's text answers.
    const input = value === undefined && this.options.message === 'first-issue' ? {} : value;
    const result = z.safeParse(this.schema, input);
    if (!result.success) throw validationError(result.error, this.options);
    return result.data;
  }
}
