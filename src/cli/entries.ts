import type { Locale, MatchView } from "../engine/index.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import { actionKey, selections, type Control, type PickControl } from "../games/controls.ts";
import { controlEntries, type Entry } from "./prompt.ts";

/** More legal actions than this are offered as the game's own controls (buttons, lists and groups) rather than one by one. */
const LIST_MAX = 30;

/** How the game's controls word each action they offer one by one: a button's label, a menu option's label and text. */
function offeredWords(controls: readonly Control<unknown>[]): Map<string, { label: string; description?: string }> {
  const words = new Map<string, { label: string; description?: string }>();
  const offer = (action: unknown, label: string, description: string | undefined): void => {
    const key = actionKey(action);
    if (!words.has(key)) words.set(key, description ? { label, description } : { label });
  };
  for (const control of controls) {
    if (control.type === "button") offer(control.action, control.label, control.description);
    if (control.type !== "pick" || control.count !== 1 || (control.min ?? 1) !== 1) continue;
    for (const option of control.options) {
      const action = control.action([option.value]);
      if (action !== null) offer(action, option.label, option.description);
    }
  }
  return words;
}

/** What the card an action names does, from the game's card texts (its deck lists' cards), when the action names one. */
function cardTextOf(kind: AnyTableKind, action: unknown, locale: Locale): string | undefined {
  const card = typeof action === "object" && action !== null && "card" in action ? action.card : undefined;
  if (typeof card !== "string") return undefined;
  return DECK_FORMATS.get(kind.game.id)?.text?.(card, locale) ?? undefined;
}

/** How many different choices a pick allows: the ways to take from `min` to `count` of its options. */
function choicesOf(pick: PickControl<unknown>): number {
  const n = pick.options.length;
  const ways = (k: number): number => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return Math.round(c);
  };
  let total = 0;
  for (let k = pick.min ?? pick.count; k <= Math.min(pick.count, n); k++) total += ways(k);
  return total;
}

/** Most selections of a pick tried for an action not listed; a pick allowing more is offered as it is. */
const PICKS_TRIED = 2000;

/** Whether a control offers an action the listed ones do not (a hand built card by card, a payment made in steps). */
function reachesMore(control: Control<unknown>, listed: ReadonlySet<string>): boolean {
  switch (control.type) {
    case "button":
      return !listed.has(actionKey(control.action));
    case "pick": {
      const chosen = selections(
        control.options.map((o) => o.value),
        Math.max(1, control.min ?? control.count),
        control.count,
        PICKS_TRIED,
      );
      return (
        chosen === null ||
        chosen.some((values) => {
          const action = control.action(values);
          return action !== null && !listed.has(actionKey(action));
        })
      );
    }
    case "group":
      return control.options.some((o) => o.controls.some((c) => reachesMore(c, listed)));
    case "blocked":
      return false;
  }
}

/**
 * The numbered entries of a decision: every legal action, worded as the game's controls word it (with its card's
 * text) or else as the game describes it, then each list the game offers to pick several from and each group that
 * reaches more; when the legal actions are too many to read (every team Survivor's pick allows), the game's
 * controls instead.
 */
export function entriesOf(
  kind: AnyTableKind,
  view: MatchView<unknown>,
  legal: unknown[],
  locale: Locale,
): Entry<unknown>[] {
  const seat = view.viewer === "spectator" ? 0 : view.viewer;
  const controls = kind.controls(view, legal, locale).controls;
  if (legal.length > LIST_MAX) return controlEntries(controls, locale);
  const words = offeredWords(controls);
  const order = [...words.keys()];
  const place = (action: unknown): number => {
    const at = order.indexOf(actionKey(action));
    return at === -1 ? order.length : at;
  };
  // In the order the controls offer them (grouped and sorted as Discord shows them); any they leave out last.
  const sorted = legal.map((action, i) => ({ action, i, at: place(action) })).sort((a, b) => a.at - b.at || a.i - b.i);
  const entries: Entry<unknown>[] = sorted.map(({ action }) => {
    const worded = words.get(actionKey(action)) ?? { label: kind.describeAction(action, locale, seat, view) };
    const text = worded.description ?? cardTextOf(kind, action, locale);
    return { ...worded, ...(text ? { description: text } : {}), action };
  });
  const listed = new Set(legal.map(actionKey));
  for (const control of controls) {
    if (control.type === "button" || control.type === "blocked") continue;
    const several =
      control.type === "pick" &&
      (control.count > 1 || (control.min ?? control.count) !== control.count) &&
      choicesOf(control) > 1;
    if (several || reachesMore(control, listed)) entries.push(...controlEntries([control], locale));
  }
  return entries;
}
