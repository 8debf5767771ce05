import {
  array,
  int,
  object,
  oneOf,
  optional,
  parseWith,
  str,
  tagged,
  type GameDefinition,
  type Schema,
} from "../../engine/index.ts";
import { CARD_SET_VERSION } from "./cards.ts";
import { apply, check, legalActions, prompt } from "./rules.ts";
import { setup, type WorldGainerOptions } from "./setup.ts";
import type { SquareIndex, WorldGainerAction, WorldGainerEvent, WorldGainerState, WorldGainerView } from "./state.ts";
import { view } from "./view.ts";

const cardId = str({ max: 40, pattern: /^[01]:[a-z][a-z0-9-]*:[0-9]{1,2}$/ });
const cards = array(cardId, { max: 12 });
const square = int({ min: 0, max: 8 }) as Schema<SquareIndex>;

const actionSchema: Schema<WorldGainerAction> = tagged<"type", WorldGainerAction>("type", {
  deck: object({
    type: oneOf(["deck"]),
    deck: str({ min: 1, max: 40 }),
    cards: optional(
      array(object({ card: str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ }), copies: int({ min: 1, max: 9 }) }), {
        min: 1,
        max: 60,
      }),
    ),
  }),
  stun: object({ type: oneOf(["stun"]), card: cardId }),
  "skip-stun": object({ type: oneOf(["skip-stun"]) }),
  choose: object({ type: oneOf(["choose"]), card: cardId }),
  activate: object({ type: oneOf(["activate"]), card: cardId }),
  end: object({ type: oneOf(["end"]) }),
  square: object({ type: oneOf(["square"]), square }),
  pay: object({ type: oneOf(["pay"]), exhaust: cards, breakStuns: cards, breakField: cards }),
  back: object({ type: oneOf(["back"]) }),
});

const optionsSchema: Schema<WorldGainerOptions> = object<WorldGainerOptions>({});

export const worldGainerGame: GameDefinition<
  WorldGainerState,
  WorldGainerAction,
  WorldGainerView,
  WorldGainerOptions,
  WorldGainerEvent
> = {
  id: "world-gainer",
  // The card set's version is part of it: a match is replayed only with the cards it was dealt from.
  rulesVersion: `world-gainer-1.2.0+cards.${CARD_SET_VERSION}`,
  players: { min: 2, max: 2 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? {}),
  setup,
  prompt,
  outcome: (state) =>
    state.winner === null || state.endReason === null ? null : { winners: [state.winner], reason: state.endReason },
  parseAction: (raw) => parseWith(actionSchema, raw),
  legalActions,
  check,
  apply,
  view,
  zones: (state) => state.zones,
};
