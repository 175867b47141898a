import { Injectable, PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

export function validationError(error: z.ZodError): DomainError {
  return new DomainError('VALIDATION_FAILED', 'Invalid input', {
    status: 400,
    details: toValidationIssues(error),
  });
}

/** Parses an input with a zod schema; failures answer 400 VALIDATION_FAILED with the issues. */
@Injectable()
export class ZodValidationPipe<TSchema extends z.ZodType = z.ZodType> implements PipeTransform<
  unknown,
  z.output<TSchema>
> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.output<TSchema> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw validationError(result.error);
    return result.data;
  }
}
