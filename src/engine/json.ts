/** Values that survive JSON.stringify / JSON.parse unchanged: the only kind of data a match state holds. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * Deep copy of plain JSON data (no cycles, no shared parts, no class instances). Every intent applied to a match a
 * caller keeps copies it, so this is the engine's hottest loop. Objects are copied by spread, not key by key: V8 keeps
 * a spread copy in fast mode, while an object given more than a dozen keys one by one (a zone map, a record by card id)
 * becomes a dictionary that every later read, walk and copy pays for.
 */
export function cloneJson<T>(value: T): T {
  return copy(value, null, null);
}

/** cloneJson, with one object inside `value` replaced by a copy of it made by a copier that knows its shape. */
export function cloneJsonWith<T>(value: T, part: object, partCopy: unknown): T {
  return copy(value, part, partCopy);
}

function copy<T>(value: T, part: object | null, partCopy: unknown): T {
  if (typeof value !== "object" || value === null) return value;
  if (value === part) return partCopy as T;
  if (Array.isArray(value)) {
    const out: unknown[] = value.slice();
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (typeof v === "object" && v !== null) out[i] = copy(v, part, partCopy);
    }
    return out as T;
  }
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const v = out[key];
    if (typeof v === "object" && v !== null) out[key] = copy(v, part, partCopy);
  }
  return out as T;
}

/** Whether two JSON values are equal, whatever the order of their objects' keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !sameJson(x[key], y[key])) return false;
    keys++;
  }
  return keys === Object.keys(y).length;
}
