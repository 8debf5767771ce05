import type { Locale, MatchView } from "../../engine/index.ts";
import { buttonsOrMenu, MAX_BUTTONS, type Control, type Controls, type PickControl } from "../controls.ts";
import { byFace, type CardId } from "./cards.ts";
import { describeAction } from "./describe.ts";
import type { SpymasterAction, SpymasterView } from "./state.ts";
import { cardName, say } from "./words.ts";

/** A pick of `count` cards from the viewer's hand, one option per physical card; copies of a face are numbered. */
function cardPick(
  hand: readonly CardId[],
  count: number,
  placeholder: string,
  locale: Locale,
  action: (cards: CardId[]) => SpymasterAction,
): PickControl<SpymasterAction> {
  const sorted = [...hand].sort(byFace);
  const names = sorted.map((c) => cardName(c, locale));
  const label = (name: string, i: number): string => {
    if (names.filter((n) => n === name).length < 2) return name;
    return say("control.copy", locale, { card: name, n: names.slice(0, i + 1).filter((n) => n === name).length });
  };
  return {
    type: "pick",
    placeholder,
    count,
    options: sorted.map((c, i) => ({ value: c, label: label(names[i] as string, i) })),
    action: (values) => action(values),
  };
}

/**
 * The viewer's choices: the defender's guess is public (the types are the same for everyone), every other
 * decision names cards from the hand and is made privately.
 */
export function controls(
  view: MatchView<SpymasterView>,
  legal: SpymasterAction[],
  locale: Locale,
): Controls<SpymasterAction> {
  const hand = view.viewer === "spectator" ? [] : (view.table.seats[view.viewer]?.hand.cards ?? []);
  const button = (action: SpymasterAction): { label: string; action: SpymasterAction } => ({
    label: describeAction(action, locale),
    action,
  });
  switch (view.table.phase) {
    case "guess":
      return { place: "table", controls: legal.map((a) => ({ type: "button", ...button(a) })) };
    case "discard": {
      const count = view.viewer === "spectator" ? 0 : (view.table.discardDue[view.viewer] ?? 0);
      const placeholder = say("control.discard", locale, { count });
      return {
        place: "hand",
        controls: [cardPick(hand, count, placeholder, locale, (cards) => ({ type: "discard", cards }))],
      };
    }
    case "attack": {
      const single = legal.filter((a) => a.type === "play" || a.type === "tuck").map(button);
      const strike = legal.some((a) => a.type === "strike");
      const out: Control<SpymasterAction>[] = buttonsOrMenu(
        single,
        say("control.play", locale),
        strike ? MAX_BUTTONS - 5 : MAX_BUTTONS,
      );
      if (strike) {
        out.push(cardPick(hand, 2, say("control.strike", locale), locale, (cards) => ({ type: "strike", cards })));
      }
      return { place: "hand", controls: out };
    }
    case "pick":
      return { place: "hand", controls: buttonsOrMenu(legal.map(button), say("control.pick", locale)) };
    case "over":
      return { place: "hand", controls: [] };
  }
}
