/**
 * Component custom_ids: short, and complete enough that a button still works after a restart. A table id and,
 * for choices, the staleness token of the moment the choice was offered at (see viewToken: what its presser could
 * see then, never a move counter) and its position among the seat's controls (within the groups opened on the way:
 * `games/controls.ts` controlAt).
 */
import type { ReplayLens } from "../tables/replays.ts";

/** A step by position, or the ends by name (so First and Back never share an id), or the jump menu. */
export type ReplayStepId = number | "first" | "last" | "jump";

export type LobbyVerb = "join" | "leave" | "bot" | "start" | "cancel" | "ready";

export type ComponentId =
  | { type: "lobby"; table: string; verb: LobbyVerb }
  | { type: "hand"; table: string }
  | { type: "rules"; table: string }
  | { type: "again"; table: string }
  | { type: "back"; table: string }
  /** A part of a game's rules (null: the one-screen summary); by game, so /rules works with no table at all. */
  | { type: "guide"; kind: string; section: number | null }
  | { type: "pass"; table: string; token: string }
  /** A deck report kept for a while after /deck check, to post it in the channel. */
  | { type: "report"; key: string }
  /** A named player's answer to a reported league result: confirm (agree) or dispute. */
  | { type: "verdict"; result: string; agree: boolean }
  /** A player checks in to an event while its window is open. */
  | { type: "checkin"; event: string }
  /** A page of a league season's standings. */
  | { type: "standings"; league: string; season: number; page: number }
  /** The seat's auto-pass setting for pass windows: on or off. */
  | { type: "autopass"; table: string; on: boolean }
  | { type: "choice"; table: string; token: string; path: number[] }
  /** A replay step of a finished table through a lens; "jump" is the menu whose value names the step. */
  | { type: "replay"; table: string; step: ReplayStepId; lens: ReplayLens }
  /** Showing every hand in the table's replays: null asks the presser, true and false are their answer. */
  | { type: "consent"; table: string; agree: boolean | null }
  /** A private spectator view that follows the table. */
  | { type: "watch"; table: string }
  /** The seat's controls shown with these groups opened (pairs of control and option positions; none: the decision's own). */
  | { type: "open"; table: string; token: string; path: number[] };

const LOBBY_CODES: Record<LobbyVerb, string> = { join: "j", leave: "l", bot: "b", start: "s", cancel: "c", ready: "r" };
const STEP_CODES = { first: "f", last: "l", jump: "j" } as const;
const STEPS = new Map<string, keyof typeof STEP_CODES>(
  Object.entries(STEP_CODES).map(([step, code]) => [code, step as keyof typeof STEP_CODES]),
);
const LENS_CODES: Record<ReplayLens, string> = { public: "p", own: "o", all: "a" };
const LENSES = new Map(Object.entries(LENS_CODES).map(([lens, code]) => [code, lens as ReplayLens]));
const LOBBY_VERBS = new Map(Object.entries(LOBBY_CODES).map(([verb, code]) => [code, verb as LobbyVerb]));
const TABLE_ID = /^[0-9a-z]{1,16}$/;
const KIND_ID = /^[a-z][a-z-]{0,31}$/;
const COUNT = /^(0|[1-9][0-9]{0,8})$/;
const PATH = /^(0|[1-9][0-9]{0,8})(\.(0|[1-9][0-9]{0,8}))*$/;
/** A staleness token (see viewToken): 12 characters of base64url. */
const TOKEN = /^[A-Za-z0-9_-]{12}$/;

const pathOf = (text: string): number[] => text.split(".").map(Number);

export function encodeId(id: ComponentId): string {
  switch (id.type) {
    case "lobby":
      return `l:${id.table}:${LOBBY_CODES[id.verb]}`;
    case "hand":
      return `h:${id.table}`;
    case "rules":
      return `r:${id.table}`;
    case "again":
      return `a:${id.table}`;
    case "back":
      return `b:${id.table}`;
    case "guide":
      return id.section === null ? `g:${id.kind}` : `g:${id.kind}:${id.section}`;
    case "pass":
      return `p:${id.table}:${id.token}`;
    case "autopass":
      return `w:${id.table}:${id.on ? 1 : 0}`;
    case "choice":
      return `c:${id.table}:${id.token}:${id.path.join(".")}`;
    case "open":
      return id.path.length === 0 ? `o:${id.table}:${id.token}` : `o:${id.table}:${id.token}:${id.path.join(".")}`;
    case "replay":
      return `v:${id.table}:${typeof id.step === "number" ? id.step : STEP_CODES[id.step]}:${LENS_CODES[id.lens]}`;
    case "consent":
      return id.agree === null ? `u:${id.table}` : `u:${id.table}:${id.agree ? 1 : 0}`;
    case "watch":
      return `e:${id.table}`;
    case "report":
      return `d:${id.key}`;
    case "verdict":
      return `k:${id.result}:${id.agree ? 1 : 0}`;
    case "checkin":
      return `i:${id.event}`;
    case "standings":
      return `s:${id.league}:${id.season}:${id.page}`;
  }
}

/** Null for anything this bot did not make (an old format, a forged id). */
export function decodeId(customId: string): ComponentId | null {
  const [type, table, a, b, ...rest] = customId.split(":");
  if (type === "g" && table !== undefined && KIND_ID.test(table) && b === undefined) {
    if (a === undefined) return { type: "guide", kind: table, section: null };
    return COUNT.test(a) ? { type: "guide", kind: table, section: Number(a) } : null;
  }
  if (type === "d" && table !== undefined && TABLE_ID.test(table) && a === undefined)
    return { type: "report", key: table };
  if (table === undefined || !TABLE_ID.test(table) || rest.length > 0) return null;
  if (type === "i" && a === undefined) return { type: "checkin", event: table };
  if (type === "k" && (a === "0" || a === "1") && b === undefined)
    return { type: "verdict", result: table, agree: a === "1" };
  if (type === "s" && a !== undefined && b !== undefined && COUNT.test(a) && COUNT.test(b))
    return { type: "standings", league: table, season: Number(a), page: Number(b) };
  if (type === "h" && a === undefined) return { type: "hand", table };
  if (type === "e" && a === undefined) return { type: "watch", table };
  if (type === "u" && b === undefined && (a === undefined || a === "0" || a === "1"))
    return { type: "consent", table, agree: a === undefined ? null : a === "1" };
  if (type === "v" && a !== undefined && b !== undefined) {
    const lens = LENSES.get(b);
    const step = COUNT.test(a) ? Number(a) : STEPS.get(a);
    return lens && step !== undefined ? { type: "replay", table, step, lens } : null;
  }
  if (type === "r" && a === undefined) return { type: "rules", table };
  if (type === "a" && a === undefined) return { type: "again", table };
  if (type === "b" && a === undefined) return { type: "back", table };
  if (type === "p" && a !== undefined && b === undefined && TOKEN.test(a)) return { type: "pass", table, token: a };
  if (type === "w" && (a === "0" || a === "1") && b === undefined) return { type: "autopass", table, on: a === "1" };
  if (type === "l" && a !== undefined && b === undefined) {
    const verb = LOBBY_VERBS.get(a);
    return verb ? { type: "lobby", table, verb } : null;
  }
  if (
    type === "c" &&
    a !== undefined &&
    b !== undefined &&
    TOKEN.test(a) &&
    PATH.test(b) &&
    pathOf(b).length % 2 === 1
  ) {
    return { type: "choice", table, token: a, path: pathOf(b) };
  }
  if (
    type === "o" &&
    a !== undefined &&
    TOKEN.test(a) &&
    (b === undefined || (PATH.test(b) && pathOf(b).length % 2 === 0))
  ) {
    return { type: "open", table, token: a, path: b === undefined ? [] : pathOf(b) };
  }
  return null;
}

/** Modal custom_ids: what a submitted form is for. */
export type ModalId =
  /** The pasted list of /deck check (no name) or /deck save (the name to save it under). */
  { type: "deck-list"; game: string; name: string | null };

export function encodeModalId(id: ModalId): string {
  return id.name === null ? `deck:${id.game}` : `deck:${id.game}:${encodeURIComponent(id.name)}`;
}

/** Null for a form this bot did not make. */
export function decodeModalId(customId: string): ModalId | null {
  const [type, game, name, ...rest] = customId.split(":");
  if (type !== "deck" || game === undefined || rest.length > 0) return null;
  if (name === undefined) return { type: "deck-list", game, name: null };
  try {
    return { type: "deck-list", game, name: decodeURIComponent(name) };
  } catch {
    return null;
  }
}
