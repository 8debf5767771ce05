/**
 * Every legal move reachable by a person (issue 27, point 5): at a decision, the actions a person can make through the
 * seat's controls, used as Discord shows them (at most 5 rows of 5 buttons, menus of at most 25 options, groups
 * opened one option at a time with a Back button beside the opened controls), must include every legal action, and
 * each of them must pass the game's check. Menus of several items are tried with every selection they allow. A pass
 * window's pass button must be the game's own pass (`GameDefinition.pass`), and only a pass window may have one.
 */
import {
  cloneJson,
  viewMatch,
  waitingFor,
  type GameDefinition,
  type Locale,
  type Match,
  type MatchView,
  type Seat,
} from "../../src/engine/index.ts";
import {
  actionKey,
  LABEL_MAX,
  MAX_DEPTH,
  MAX_OPTIONS,
  OPTION_TEXT_MAX,
  roomOf,
  rowsOf,
  selections,
  type Control,
  type Controls,
} from "../../src/games/controls.ts";

export type ControlsOf<A, V> = (view: MatchView<V>, legal: A[], locale: Locale) => Controls<A>;

/** Most selections one menu of several items may allow: past it nobody could weigh them, and nor can this check. */
const MAX_SELECTIONS = 20_000;
/** The longest placeholder a menu shows. */
const PLACEHOLDER_MAX = 150;

interface Walk<A> {
  reached: Map<string, A>;
  problems: string[];
  /** Rows an opened group may take. */
  openRoom: number;
}

/** What a person reaches through `controls` shown in `room` rows (`more` buttons of the presenter's beside them). */
function walk<A>(
  controls: readonly Control<A>[],
  perRow: number | undefined,
  room: number,
  more: number,
  depth: number,
  where: string,
  into: Walk<A>,
): void {
  const problem = (what: string): void => void into.problems.push(`${where || "controls"}: ${what}`);
  const rows = rowsOf(controls, perRow, more);
  if (rows > room) problem(`${rows} rows where ${room} fit`);
  const buttons = controls.filter((c) => c.type === "button" || c.type === "blocked").length + more;
  if (buttons > MAX_OPTIONS) problem(`${buttons} buttons`);
  controls.forEach((control, index) => {
    const at = `${where}${where ? "." : ""}${index}`;
    if (control.type === "blocked") return;
    if (control.type === "button") {
      if (control.label.trim() === "" || control.label.length > LABEL_MAX)
        problem(`button ${at} labelled "${control.label}"`);
      into.reached.set(actionKey(control.action), control.action);
      return;
    }
    if (control.placeholder.length > PLACEHOLDER_MAX) problem(`menu ${at}'s placeholder is too long`);
    if (control.options.length === 0 || control.options.length > MAX_OPTIONS)
      problem(`menu ${at} has ${control.options.length} options`);
    for (const o of control.options) {
      if (o.label.trim() === "" || o.label.length > OPTION_TEXT_MAX || (o.description ?? "").length > OPTION_TEXT_MAX)
        problem(`menu ${at}'s option "${o.label}"`);
    }
    if (control.type === "group") {
      if (depth >= MAX_DEPTH) problem(`group ${at} lies ${depth + 1} groups deep`);
      control.options
        .slice(0, MAX_OPTIONS)
        .forEach((o, n) => walk(o.controls, o.perRow, into.openRoom, 1, depth + 1, `${at}.${n}`, into));
      return;
    }
    const values = control.options.slice(0, MAX_OPTIONS).map((o) => o.value);
    if (new Set(values).size !== values.length) problem(`menu ${at} repeats a value`);
    const min = control.min ?? control.count;
    if (min < 1 || control.count > values.length || min > control.count)
      problem(`menu ${at} asks for ${min}-${control.count} of ${values.length}`);
    const chosen = selections(values, Math.max(1, min), control.count, MAX_SELECTIONS);
    if (chosen === null) return problem(`menu ${at} allows more than ${MAX_SELECTIONS} selections`);
    for (const selection of chosen) {
      const action = control.action(selection);
      if (action !== null) into.reached.set(actionKey(action), action);
    }
  });
}

/** What a person can do through the offered controls of a decision, and how the controls break Discord's limits. */
export function reachable<A>(offered: Controls<A>): Walk<A> {
  const into: Walk<A> = { reached: new Map(), problems: [], openRoom: roomOf(offered, true) };
  walk(offered.controls, offered.perRow, roomOf(offered, false), 0, 0, "", into);
  return into;
}

/**
 * Null when every legal action of `seat` at this decision is reachable through its controls and every reachable
 * action passes the game's check; else what is wrong, naming at most a few actions.
 */
export function reachProblem<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  controls: ControlsOf<A, V>,
  match: Match<S, A>,
  seat: Seat,
  locale: Locale = "en",
): string | null {
  const legal = game.legalActions(match.state, seat);
  const offered = controls(viewMatch(game, match, seat), legal, locale);
  const { reached, problems } = reachable(offered);
  const few = (actions: readonly unknown[]): string =>
    `${actions.length}: ${actions
      .slice(0, 3)
      .map((a) => JSON.stringify(a))
      .join(", ")}`;
  const missing = legal.filter((a) => !reached.has(actionKey(a)));
  if (missing.length > 0) problems.push(`legal but not reachable ${few(missing)}`);
  const refused = [...reached.values()].filter(
    (a) => !game.parseAction(a).ok || game.check(match.state, seat, a) !== null,
  );
  if (refused.length > 0) problems.push(`reachable but refused ${few(refused)}`);
  // The one-press pass (the table's, the DM's) is the rules' pass, the one auto-pass and time-outs go by.
  const shown = offered.pass === undefined ? undefined : offered.controls[offered.pass];
  const offeredPass = shown?.type === "button" ? shown.action : null;
  const rulesPass = game.pass?.(match.state, seat) ?? null;
  if (actionKey(offeredPass) !== actionKey(rulesPass))
    problems.push(`the controls pass with ${JSON.stringify(offeredPass)}, the rules with ${JSON.stringify(rulesPass)}`);
  return problems.length === 0 ? null : `seat ${seat}, seq ${match.seq}: ${problems.slice(0, 4).join("; ")}`;
}

/** The same for every seat the match waits for. */
export function reachProblems<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  controls: ControlsOf<A, V>,
  match: Match<S, A>,
  locale: Locale = "en",
): string | null {
  for (const seat of waitingFor(game, match)) {
    const problem = reachProblem(game, controls, match, seat, locale);
    if (problem) return problem;
  }
  return null;
}

/**
 * A copy of the state with large hands: every card of each `from` zone dealt in turn into the `to` zones (a deck
 * into the hands), so the controls are tried with more cards than games usually hold.
 */
export function withLargeHands<S extends { zones: Record<string, { cards: string[] } | undefined> }>(
  state: S,
  from: readonly string[],
  to: readonly string[],
): S {
  const copy = cloneJson(state);
  const hands = to.flatMap((name) => copy.zones[name] ?? []);
  let next = 0;
  for (const name of from) {
    const zone = copy.zones[name];
    if (!zone || hands.length === 0) continue;
    for (const card of zone.cards.splice(0)) hands[next++ % hands.length]?.cards.push(card);
  }
  return copy;
}
