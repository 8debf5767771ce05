import type { FieldError } from "./errors.ts";

type Path = readonly (string | number)[];

/** Collects "Invalid Form Body" entries with Discord's codes and wording. */
export class FieldChecks {
  readonly errors: FieldError[] = [];

  add(path: Path, code: string, message: string): void {
    this.errors.push({ path, code, message });
  }

  required(path: Path): void {
    this.add(path, "BASE_TYPE_REQUIRED", "This field is required");
  }

  /** A string of min..max characters (code points, as Discord counts); absent is fine unless required. */
  text(path: Path, value: unknown, min: number, max: number, required = false): void {
    if (value === undefined || value === null) {
      if (required) this.required(path);
      return;
    }
    if (typeof value !== "string") {
      this.add(path, "BASE_TYPE_STRING", "Could not interpret value as string.");
      return;
    }
    const length = [...value].length;
    if (min === 0 && length > max) this.add(path, "BASE_TYPE_MAX_LENGTH", `Must be ${max} or fewer in length.`);
    else if (length < min || length > max)
      this.add(path, "BASE_TYPE_BAD_LENGTH", `Must be between ${min} and ${max} in length.`);
  }

  /** An integer in min..max; absent is fine unless required. */
  integer(path: Path, value: unknown, min: number, max: number, required = false): void {
    if (value === undefined || value === null) {
      if (required) this.required(path);
      return;
    }
    if (typeof value !== "number" || !Number.isInteger(value)) {
      this.add(path, "NUMBER_TYPE_COERCE", `Value "${String(value)}" is not int.`);
      return;
    }
    if (value < min) this.add(path, "NUMBER_TYPE_MIN", `Int value should be greater than or equal to ${min}.`);
    if (value > max) this.add(path, "NUMBER_TYPE_MAX", `Int value should be less than or equal to ${max}.`);
  }

  /** An array of at most max entries (and at least min); returns its items, or [] when it is not an array. */
  list(path: Path, value: unknown, min: number, max: number, required = false): unknown[] {
    if (value === undefined || value === null) {
      if (required) this.required(path);
      return [];
    }
    if (!Array.isArray(value)) {
      this.add(path, "BASE_TYPE_ARRAY", "Could not interpret value as array.");
      return [];
    }
    if (min === 0 && value.length > max) this.add(path, "BASE_TYPE_MAX_LENGTH", `Must be ${max} or fewer in length.`);
    else if (value.length < min || value.length > max)
      this.add(path, "BASE_TYPE_BAD_LENGTH", `Must be between ${min} and ${max} in length.`);
    return value;
  }

  oneOf(path: Path, value: unknown, allowed: readonly number[]): void {
    if (typeof value !== "number" || !allowed.includes(value))
      this.add(path, "UNION_TYPE_CHOICES", `Value must be one of (${allowed.join(", ")}).`);
  }
}

export function textLength(value: unknown): number {
  return typeof value === "string" ? [...value].length : 0;
}
