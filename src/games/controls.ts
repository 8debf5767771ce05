/**
 * How a prompted seat's choices are offered, free of any chat platform: a button per choice, a pick of a fixed
 * number of items from a list, or a group whose options each open their own controls (a card, then its target). A
 * presenter turns them into buttons and menus.
 */
export type Control<A> = ButtonControl<A> | PickControl<A> | BlockedControl | GroupControl<A>;

export interface ButtonControl<A> {
  type: "button";
  label: string;
  action: A;
  /** "quiet" for a choice that steps aside (skip, back) rather than makes a move. */
  tone?: "main" | "quiet";
  /** What the choice's card does, for a reader that shows text beside a choice (the terminal). */
  description?: string;
}

/** A choice shown but not on offer (a square you may not take), greyed out; say why in the controls' notes. */
export interface BlockedControl {
  type: "blocked";
  label: string;
}

export interface PickOption {
  value: string;
  label: string;
  /** A second line under the label (a menu option's description). */
  description?: string;
}

export interface PickControl<A> {
  type: "pick";
  placeholder: string;
  /** At most this many options may be chosen; exactly this many unless `min` says fewer will do. */
  count: number;
  min?: number;
  options: PickOption[];
  /** The action for the chosen values, or null when they name no choice; the game's check refuses the rest. */
  action(values: string[]): A | null;
}

/**
 * One decision with more choices than fit in one place, made in steps: a menu whose options each open controls of
 * their own, shown in place of the decision's with a way back (a card, then its target; a nekomimi, then its
 * action). An opened option may hold groups of its own.
 */
export interface GroupControl<A> {
  type: "group";
  placeholder: string;
  options: GroupOption<A>[];
}

export interface GroupOption<A> {
  label: string;
  /** A second line under the label. */
  description?: string;
  controls: Control<A>[];
  /** Lines shown above the opened controls. */
  notes?: string[];
  /** Buttons per row of the opened controls, as `Controls.perRow`. */
  perRow?: number;
}

/**
 * A decision's controls and where they belong: on the public table, when the choices themselves reveal nothing
 * (the defender's guess), or in the player's private hand reply.
 */
export interface Controls<A> {
  place: "table" | "hand";
  controls: Control<A>[];
  /** Buttons per row, when the choices have a shape of their own (a 3 x 3 grid); five by default. */
  perRow?: number;
  /** Lines shown above the controls, such as why a greyed-out choice is not on offer. */
  notes?: string[];
  /**
   * A window that only offers passing or optional cards (Tomb Raider's rival windows, Survivor's fortune windows):
   * the position of its pass button, whose action is the rules' pass (`GameDefinition.pass`, which auto-pass and
   * time-outs go by). Passing reveals nothing, so the public table also offers it as one press, and a window left to
   * time out does not count towards handing the seat to the bot. Set it whatever the hand holds.
   */
  pass?: number;
}

/** Longest label a choice shows. */
export const LABEL_MAX = 80;
/** Longest label and description a menu option shows. */
export const OPTION_TEXT_MAX = 100;

/** A label cut to fit, ending in an ellipsis when cut. */
export function fitLabel(label: string): string {
  return label.length <= LABEL_MAX ? label : `${label.slice(0, LABEL_MAX - 1)}…`;
}

/** Most buttons a reply can carry next to one menu row: four rows of five. */
export const MAX_BUTTONS = 20;
/** Most options one menu offers. */
export const MAX_OPTIONS = 25;
/** Most rows of controls a reply carries, and buttons in one row. */
export const MAX_ROWS = 5;
export const PER_ROW = 5;
/** Groups opened within groups at most, so a choice's position always fits in a component's id. */
export const MAX_DEPTH = 8;

/**
 * Rows a decision's controls may take: three on the public table (under its own buttons), one fewer than all in a
 * pass window's private reply (which adds the auto-pass button), else all; an opened group is always private.
 */
export function roomOf(offered: Pick<Controls<unknown>, "place" | "pass">, opened: boolean): number {
  if (offered.place === "table" && !opened) return 3;
  return offered.pass === undefined ? MAX_ROWS : MAX_ROWS - 1;
}

/** Rows the controls take: their buttons `perRow` to a row (with `more` buttons of the presenter's), each menu a row. */
export function rowsOf(controls: readonly Control<unknown>[], perRow = PER_ROW, more = 0): number {
  const buttons = controls.filter((c) => c.type === "button" || c.type === "blocked").length + more;
  const width = Math.min(Math.max(1, perRow), PER_ROW);
  return Math.ceil(buttons / width) + controls.filter((c) => c.type === "pick" || c.type === "group").length;
}

/**
 * Buttons while they fit in `room`, otherwise one single-choice menu of the same actions (keyed by position); more
 * than one menu holds, pages of menus (see `paged`). Only for choices with no natural split of their own: a game with
 * one (a card, then its target) offers its own groups.
 */
export function buttonsOrMenu<A>(
  items: { label: string; action: A; description?: string }[],
  placeholder: string,
  room = MAX_BUTTONS,
): Control<A>[] {
  if (items.length <= room)
    return items.map((i) => ({
      type: "button",
      label: i.label,
      action: i.action,
      ...(i.description ? { description: i.description } : {}),
    }));
  return [menu(items, placeholder)];
}

/** One single-choice menu of the actions (keyed by position); more than it holds, pages of menus (see `paged`). */
export function menu<A>(items: { label: string; action: A; description?: string }[], placeholder: string): Control<A> {
  return paged(items, placeholder, (page) => menuOf(page, placeholder));
}

/** A group of any number of options: more than one menu holds, in pages (see `paged`). */
export function groupOf<A>(placeholder: string, options: GroupOption<A>[]): Control<A> {
  return paged(options, placeholder, (page): Control<A> => ({ type: "group", placeholder, options: page }));
}

function menuOf<A>(items: { label: string; action: A; description?: string }[], placeholder: string): Control<A> {
  const options = items.map((i, n) => ({
    value: String(n),
    label: i.label,
    ...(i.description ? { description: fitOption(i.description) } : {}),
  }));
  return {
    type: "pick",
    placeholder,
    count: 1,
    options,
    action: (values) => (values.length === 1 ? (items[Number(values[0])]?.action ?? null) : null),
  };
}

/**
 * Items shown by `whole` while one menu holds them; more, pages of them in a group, as few as hold them (pages of
 * pages past 25 x 25), each named by its first and last item.
 */
function paged<T extends { label: string }, A>(
  items: T[],
  placeholder: string,
  whole: (page: T[]) => Control<A>,
): Control<A> {
  if (items.length <= MAX_OPTIONS) return whole(items);
  let size = MAX_OPTIONS;
  while (Math.ceil(items.length / size) > MAX_OPTIONS) size *= MAX_OPTIONS;
  const options: GroupOption<A>[] = [];
  for (let start = 0; start < items.length; start += size) {
    const page = items.slice(start, start + size);
    options.push({
      label: fitOption(`${page[0]?.label ?? ""} … ${page.at(-1)?.label ?? ""}`),
      controls: [paged(page, placeholder, whole)],
    });
  }
  return { type: "group", placeholder, options };
}

/** A menu option's text cut to fit, ending in an ellipsis when cut. */
export function fitOption(text: string): string {
  return text.length <= OPTION_TEXT_MAX ? text : `${text.slice(0, OPTION_TEXT_MAX - 1)}…`;
}

/**
 * A control by its position: control indexes, with the option opened between two (`[2, 5, 0]`: the first control of
 * the sixth option of the third control).
 */
export function controlAt<A>(controls: readonly Control<A>[], path: readonly number[]): Control<A> | undefined {
  const [index, option, ...rest] = path;
  const control = index === undefined ? undefined : controls[index];
  if (option === undefined || control?.type !== "group") return control;
  const opened = control.options[option];
  return opened ? controlAt(opened.controls, rest) : undefined;
}

/** What an opened group shows: its option's controls, notes and row width, and the options' labels on the way. */
export interface Opened<A> {
  controls: Control<A>[];
  notes: string[];
  perRow?: number;
  /** The label of each option opened, outermost first. */
  trail: string[];
}

/** The controls shown with `open` opened (pairs of control and option positions; none: the decision's own). */
export function openedAt<A>(offered: Controls<A>, open: readonly number[]): Opened<A> | null {
  let shown: Opened<A> = {
    controls: offered.controls,
    notes: offered.notes ?? [],
    ...(offered.perRow ? { perRow: offered.perRow } : {}),
    trail: [],
  };
  for (let i = 0; i + 1 < open.length; i += 2) {
    const control = shown.controls[open[i] as number];
    const option = control?.type === "group" ? control.options[open[i + 1] as number] : undefined;
    if (!option) return null;
    shown = {
      controls: option.controls,
      notes: option.notes ?? [],
      ...(option.perRow ? { perRow: option.perRow } : {}),
      trail: [...shown.trail, option.label],
    };
  }
  return open.length % 2 === 0 ? shown : null;
}

/**
 * An action as a key that does not depend on how it was built: object keys sorted, and lists of plain values (cards
 * chosen together) sorted, since a menu hands its selection back in its own order.
 */
export function actionKey(action: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(canonical);
      return items.every((i) => typeof i !== "object" || i === null) ? [...items].sort() : items;
    }
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  };
  return JSON.stringify(canonical(action));
}

/** Every selection of `min` to `max` of the values, in their order; null when there are more than `limit`. */
export function selections(values: readonly string[], min: number, max: number, limit: number): string[][] | null {
  const out: string[][] = [];
  const grow = (from: number, chosen: string[]): boolean => {
    if (chosen.length >= min) out.push([...chosen]);
    if (out.length > limit) return false;
    if (chosen.length === max) return true;
    for (let i = from; i < values.length; i++) if (!grow(i + 1, [...chosen, values[i] as string])) return false;
    return true;
  };
  return grow(0, []) ? out : null;
}
