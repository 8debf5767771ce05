import type { Parsed } from "./types.ts";

/**
 * A small schema checker for data from outside: card set files, table options, actions decoded from buttons.
 * It collects every problem with its path instead of stopping at the first.
 */
export interface SchemaIssue {
  path: string;
  expected: string;
}

export type Schema<T> = (value: unknown, path: string, issues: SchemaIssue[]) => T | undefined;

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

export function validate<T>(schema: Schema<T>, value: unknown): Validated<T> {
  const issues: SchemaIssue[] = [];
  const parsed = schema(value, "$", issues);
  if (issues.length > 0 || parsed === undefined) {
    return { ok: false, issues: issues.length > 0 ? issues : [{ path: "$", expected: "a value" }] };
  }
  return { ok: true, value: parsed };
}

function fail(issues: SchemaIssue[], path: string, expected: string): undefined {
  issues.push({ path, expected });
  return undefined;
}

export function str(opts: { min?: number; max?: number; pattern?: RegExp } = {}): Schema<string> {
  const { min = 0, max = Infinity, pattern } = opts;
  // Without the global flag, so that testing keeps no position from one value to the next.
  const matcher = pattern ? new RegExp(pattern.source, pattern.flags.replace("g", "")) : null;
  return (value, path, issues) => {
    if (typeof value !== "string") return fail(issues, path, "a string");
    if (value.length < min || value.length > max) return fail(issues, path, `a string of ${min}..${max} characters`);
    if (matcher && !matcher.test(value)) return fail(issues, path, `a string matching ${String(pattern)}`);
    return value;
  };
}

export function int(opts: { min?: number; max?: number } = {}): Schema<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = opts;
  return (value, path, issues) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      return fail(issues, path, `an integer from ${min} to ${max}`);
    }
    return value;
  };
}

export function bool(): Schema<boolean> {
  return (value, path, issues) => (typeof value === "boolean" ? value : fail(issues, path, "true or false"));
}

export function oneOf<const T extends string | number>(values: readonly T[]): Schema<T> {
  return (value, path, issues) =>
    values.includes(value as T) ? (value as T) : fail(issues, path, `one of ${values.join(", ")}`);
}

export function array<T>(item: Schema<T>, opts: { min?: number; max?: number } = {}): Schema<T[]> {
  const { min = 0, max = Infinity } = opts;
  return (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, "a list");
    if (value.length < min || value.length > max) return fail(issues, path, `a list of ${min}..${max} items`);
    const before = issues.length;
    const out = value.map((v, i) => item(v, `${path}[${i}]`, issues));
    return issues.length === before ? (out as T[]) : undefined;
  };
}

type Optional<T> = Schema<T> & { optional: true };

export function optional<T>(schema: Schema<T>): Optional<T | undefined> {
  const wrapped: Schema<T | undefined> = (value, path, issues) =>
    value === undefined ? undefined : schema(value, path, issues);
  return Object.assign(wrapped, { optional: true as const });
}

type Shape<T> = { [K in keyof T]-?: Schema<T[K]> };

/** A plain object with exactly these keys (unknown keys are refused, so typos in data files are caught). */
export function object<T extends object>(shape: Shape<T>): Schema<T> {
  const fields = Object.entries(shape) as [string, Schema<unknown> & { optional?: true }][];
  return (value, path, issues) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return fail(issues, path, "an object");
    const record = value as Record<string, unknown>;
    const before = issues.length;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record)) {
      if (!Object.hasOwn(shape, key)) fail(issues, `${path}.${key}`, "no such field");
    }
    for (const [key, schema] of fields) {
      if (!Object.hasOwn(record, key) && !schema.optional) {
        fail(issues, `${path}.${key}`, "a required field");
        continue;
      }
      const parsed = schema(record[key], `${path}.${key}`, issues);
      if (parsed !== undefined) out[key] = parsed;
    }
    return issues.length === before ? (out as T) : undefined;
  };
}

/** A union told apart by a string field, e.g. `{ type: "play", card }` | `{ type: "guess", kind }`. */
export function tagged<K extends string, T extends Record<K, string>>(
  key: K,
  variants: { [V in T[K]]: Schema<Extract<T, Record<K, V>>> },
): Schema<T> {
  return (value, path, issues) => {
    if (typeof value !== "object" || value === null) return fail(issues, path, "an object");
    const tag = (value as Record<string, unknown>)[key];
    const variant = typeof tag === "string" ? (variants as Record<string, Schema<T>>)[tag] : undefined;
    if (!variant || !Object.hasOwn(variants, tag as string)) {
      return fail(issues, `${path}.${key}`, `one of ${Object.keys(variants).join(", ")}`);
    }
    return variant(value, path, issues);
  };
}

/** Checks a value from outside against a schema; a mismatch becomes a "malformed" refusal naming the first problem. */
export function parseWith<T>(schema: Schema<T>, value: unknown): Parsed<T> {
  const result = validate(schema, value);
  if (result.ok) return result;
  const first = result.issues[0] as SchemaIssue;
  return { ok: false, refusal: { code: "malformed", params: { path: first.path, expected: first.expected } } };
}
