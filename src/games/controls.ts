/**
 * How a prompted seat's choices are offered, free of any chat platform: a button per choice, or a pick of a
 * fixed number of items from a list. A presenter turns them into buttons and menus.
 */
export type Control<A> = ButtonControl<A> | PickControl<A> | BlockedControl;

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
   * the position of its pass button. Passing reveals nothing, so the public table also offers it as one press, and a
   * window left to time out does not count towards handing the seat to the bot. Set it whatever the hand holds.
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
const MAX_OPTIONS = 25;

/**
 * Buttons while they fit, otherwise one single-choice menu of the same actions (keyed by position), so a large
 * hand never overflows a reply.
 */
export function buttonsOrMenu<A>(items: { label: string; action: A; description?: string }[], placeholder: string, room = MAX_BUTTONS): Control<A>[] {
  if (items.length <= room) return items.map((i) => ({ type: "button", ...i }));
  const options = items.slice(0, MAX_OPTIONS).map((i, n) => ({ value: String(n), label: i.label, ...(i.description ? { description: i.description.slice(0, OPTION_TEXT_MAX) } : {}) }));
  return [
    {
      type: "pick",
      placeholder,
      count: 1,
      options,
      action: (values) => (values.length === 1 ? (items[Number(values[0])]?.action ?? null) : null),
    },
  ];
}
