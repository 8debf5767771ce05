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
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = value.slice();
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (typeof v === "object" && v !== null) out[i] = cloneJson(v);
    }
    return out as T;
  }
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const v = out[key];
    if (typeof v === "object" && v !== null) out[key] = cloneJson(v);
  }
  return out as T;
}
