import type { FieldError } from "./errors.ts";
import { isObject, type JsonObject } from "./json.ts";

/** Who a message notifies, as Discord works it out from its content and `allowed_mentions`. */
export interface Pings {
  everyone: boolean;
  users: string[];
  roles: string[];
  /** Pings Discord found by parsing the content (`parse`, or no `allowed_mentions` at all), not named in a list. */
  parsed: { everyone: boolean; users: string[]; roles: string[] };
}

type ParseKind = "users" | "roles" | "everyone";
const ALL_KINDS: readonly ParseKind[] = ["users", "roles", "everyone"];

/**
 * Discord's rules (Message Resource, "Allowed Mentions Object"): only the content pings, never embeds. Without
 * `allowed_mentions` every mention in the content pings; with it, a kind pings when `parse` names it, and the users
 * and roles listed in `users` / `roles` ping when the content mentions them. `parse` and a list of the same kind
 * together are refused.
 */
export function pingsOf(json: JsonObject): { pings: Pings; errors: FieldError[] } {
  const content = typeof json["content"] === "string" ? json["content"] : "";
  const mentioned = {
    everyone: /@(everyone|here)/.test(content),
    users: unique([...content.matchAll(/<@!?(\d{1,20})>/g)].map((m) => m[1] ?? "")),
    roles: unique([...content.matchAll(/<@&(\d{1,20})>/g)].map((m) => m[1] ?? "")),
  };
  const errors: FieldError[] = [];
  const allowed = json["allowed_mentions"];
  const given = isObject(allowed);
  const parse = new Set<ParseKind>(given ? strings(allowed["parse"]).filter(isKind) : ALL_KINDS);
  const listed = { users: given ? strings(allowed["users"]) : [], roles: given ? strings(allowed["roles"]) : [] };
  for (const kind of ["users", "roles"] as const) {
    if (parse.has(kind) && listed[kind].length > 0)
      errors.push({
        path: ["allowed_mentions", "parse"],
        code: "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
        message: `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`,
      });
  }
  const parsed = {
    everyone: mentioned.everyone && parse.has("everyone"),
    users: parse.has("users") ? mentioned.users : [],
    roles: parse.has("roles") ? mentioned.roles : [],
  };
  const pings: Pings = {
    everyone: parsed.everyone,
    users: unique([...parsed.users, ...mentioned.users.filter((id) => listed.users.includes(id))]),
    roles: unique([...parsed.roles, ...mentioned.roles.filter((id) => listed.roles.includes(id))]),
    parsed,
  };
  return { pings, errors };
}

/**
 * A ping the bot did not name: @everyone or @here at all, or a user or role Discord found by parsing the content.
 * A bot that means to ping someone lists them in `allowed_mentions`; anything else came from text it did not write.
 */
export function unintendedPings(pings: Pings): string | null {
  const parts = [
    ...(pings.everyone ? ["@everyone/@here"] : []),
    ...pings.parsed.users.map((id) => `user ${id}`),
    ...pings.parsed.roles.map((id) => `role ${id}`),
  ];
  return parts.length > 0 ? parts.join(", ") : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function isKind(value: string): value is ParseKind {
  return (ALL_KINDS as readonly string[]).includes(value);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
