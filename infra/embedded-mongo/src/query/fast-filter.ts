import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';

type DocTest = (doc: Doc) => boolean;
type ValueTest = (value: unknown) => boolean;
type Scalar = string | number | boolean | Date;

const COMPARISONS: Partial<Record<string, (order: number) => boolean>> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};
/** Regex options whose meaning is the same in JavaScript and that keep `exec` stateless. */
const REGEX_OPTIONS = /^[ims]*$/;

/**
 * The test of a filter made only of what searches and lookups use, written as plain functions:
 * top-level fields (no paths) compared with a string, number, boolean or date (`$eq`, `$ne`, `$in`,
 * `$nin`, `$all`, `$gt`, `$gte`, `$lt`, `$lte`) or equal or not to null, `$regex` (with the options
 * i, m, s), and `$and`, `$or`, `$nor` of such filters. Undefined for anything else, which mingo
 * then tests.
 *
 * Each operator gives exactly mingo's answer (`_predicates.js` of mingo 7, checked against it by
 * fast-filter.spec.ts over random documents): an array matches when an element does, a comparison
 * only meets values of the operand's type, `$all` needs an array. Why: mingo builds a query by
 * deep-copying the filter and sets up a context for every operator (tens of microseconds, a dozen
 * times per discovery search), then resolves each field through its generic path walker; this
 * tests a document in a few property reads.
 */
export function compileFastFilter(filter: Doc): DocTest | undefined {
  try {
    return compileFilter(filter);
  } catch {
    // An invalid pattern, for instance: mingo raises its own error for it.
    return undefined;
  }
}

function compileFilter(filter: unknown): DocTest | undefined {
  if (!isPlainObject(filter)) return undefined;
  const tests: DocTest[] = [];
  for (const key of Object.keys(filter)) {
    const condition = filter[key];
    if (key === '$and' || key === '$or' || key === '$nor') {
      const parts = compileParts(condition);
      if (!parts) return undefined;
      const any = anyOf(parts);
      tests.push(key === '$and' ? allOf(parts) : key === '$or' ? any : (doc) => !any(doc));
      continue;
    }
    if (key === '' || key.startsWith('$') || key.includes('.') || key in Object.prototype) {
      return undefined;
    }
    const test = compileCondition(condition);
    if (!test) return undefined;
    tests.push((doc) => test(doc[key]));
  }
  return allOf(tests);
}

function compileParts(parts: unknown): DocTest[] | undefined {
  if (!Array.isArray(parts) || parts.length === 0) return undefined;
  const tests: DocTest[] = [];
  for (const part of parts) {
    const test = compileFilter(part);
    if (!test) return undefined;
    tests.push(test);
  }
  return tests;
}

function allOf(tests: DocTest[]): DocTest {
  if (tests.length === 1) return tests[0];
  return (doc) => {
    for (const test of tests) if (!test(doc)) return false;
    return true;
  };
}

function anyOf(tests: DocTest[]): DocTest {
  if (tests.length === 1) return tests[0];
  return (doc) => {
    for (const test of tests) if (test(doc)) return true;
    return false;
  };
}

/** A field's condition: a value, a regex, or an object of operators. */
function compileCondition(condition: unknown): ValueTest | undefined {
  if (condition instanceof RegExp) return regexTest(condition);
  if (condition === null) return nullTest;
  if (isScalar(condition)) return equalsTest(condition);
  if (!isPlainObject(condition)) return undefined;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return undefined;
  const tests: ValueTest[] = [];
  for (const key of keys) {
    const test = operatorTest(key, condition);
    if (test === null) continue;
    if (!test) return undefined;
    tests.push(test);
  }
  return tests.length === 1
    ? tests[0]
    : (value) => {
        for (const test of tests) if (!test(value)) return false;
        return true;
      };
}

/** One operator's test; null for `$options`, which belongs to `$regex`. */
function operatorTest(operator: string, condition: Doc): ValueTest | undefined | null {
  const operand = condition[operator];
  switch (operator) {
    case '$eq':
      return operand === null ? nullTest : isScalar(operand) ? equalsTest(operand) : undefined;
    case '$ne':
      if (operand === null) return not(nullTest);
      return isScalar(operand) ? not(equalsTest(operand)) : undefined;
    case '$in':
      return scalars(operand) ? inTest(operand) : undefined;
    case '$nin':
      return scalars(operand) ? not(inTest(operand)) : undefined;
    case '$all':
      return scalars(operand) && operand.length > 0 ? allTest(operand) : undefined;
    case '$regex':
      return compileRegex(operand, condition.$options);
    case '$options':
      return '$regex' in condition ? null : undefined;
    default: {
      const holds = COMPARISONS[operator];
      return holds && isScalar(operand) ? comparisonTest(operand, holds) : undefined;
    }
  }
}

function not(test: ValueTest): ValueTest {
  return (value) => !test(value);
}

function isScalar(value: unknown): value is Scalar {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    default:
      return value instanceof Date && !Number.isNaN(value.getTime());
  }
}

function scalars(value: unknown): value is Scalar[] {
  return Array.isArray(value) && value.every(isScalar);
}

/** mingo's `isEqual` of a stored value and a scalar operand. */
function sameAs(operand: Scalar): ValueTest {
  if (operand instanceof Date) {
    const time = operand.getTime();
    return (value) => value instanceof Date && value.getTime() === time;
  }
  return (value) => value === operand;
}

/** mingo's `$eq`: the value, or one of its elements. */
function equalsTest(operand: Scalar): ValueTest {
  const same = sameAs(operand);
  return (value) => {
    if (!Array.isArray(value)) return same(value);
    for (const element of value) if (same(element)) return true;
    return false;
  };
}

/** mingo's (and MongoDB's) equality to null: missing, null, or an array with a null element. */
function nullTest(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.includes(null));
}

/** mingo's `$in`: the value or one of its elements equals one of the operands. */
function inTest(operands: Scalar[]): ValueTest {
  const primitives = new Set<unknown>();
  const times = new Set<number>();
  for (const operand of operands) {
    if (operand instanceof Date) times.add(operand.getTime());
    else primitives.add(operand);
  }
  const within = (value: unknown) =>
    value instanceof Date ? times.has(value.getTime()) : primitives.has(value);
  return (value) => {
    if (!Array.isArray(value)) return within(value);
    for (const element of value) if (within(element)) return true;
    return false;
  };
}

/** mingo's `$all`: an array holding each operand. */
function allTest(operands: Scalar[]): ValueTest {
  const tests = operands.map(sameAs);
  return (value) => {
    if (!Array.isArray(value) || value.length === 0) return false;
    for (const same of tests) if (!value.some(same)) return false;
    return true;
  };
}

/** mingo's comparisons: the value or an element of the operand's type, ordered by `<` / `>`. */
function comparisonTest(operand: Scalar, holds: (order: number) => boolean): ValueTest {
  const date = operand instanceof Date;
  const type = typeof operand;
  const bound = date ? operand.getTime() : operand;
  const meets = (value: unknown) => {
    if (date ? !(value instanceof Date) : typeof value !== type) return false;
    const x = date ? (value as Date).getTime() : (value as Scalar);
    return holds(x < bound ? -1 : x > bound ? 1 : 0);
  };
  return (value) => {
    if (!Array.isArray(value)) return meets(value);
    for (const element of value) if (meets(element)) return true;
    return false;
  };
}

function compileRegex(pattern: unknown, options: unknown): ValueTest | undefined {
  if (typeof pattern !== 'string' && !(pattern instanceof RegExp)) return undefined;
  if (options !== undefined && (typeof options !== 'string' || !REGEX_OPTIONS.test(options))) {
    return undefined;
  }
  // mingo's `normalize`: a pattern object keeps its own flags unless options are given.
  return regexTest(new RegExp(pattern, options as string | undefined));
}

/** mingo's `$regex`: a string value, a string element, or one in an element that is an array. */
function regexTest(regex: RegExp): ValueTest | undefined {
  if (!REGEX_OPTIONS.test(regex.flags)) return undefined;
  const matches = (value: unknown) => typeof value === 'string' && regex.exec(value) !== null;
  return (value) => {
    if (!Array.isArray(value)) return matches(value);
    for (const element of value) {
      if (matches(element)) return true;
    }
    for (const element of value) {
      if (Array.isArray(element) && element.some(matches)) return true;
    }
    return false;
  };
}
