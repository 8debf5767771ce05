import { array, object, oneOf, parseWith, str, tagged, type GameDefinition, type Schema } from "../../engine/index.ts";
import { CARD_SET_VERSION, VARIANTS, type Kind } from "./cards.ts";
import { apply, check, legalActions, prompt } from "./rules.ts";
import { setup, type SpymasterOptions } from "./setup.ts";
import type { SpymasterAction, SpymasterEvent, SpymasterState, SpymasterView } from "./state.ts";
import { view } from "./view.ts";

const cardId = str({ max: 12, pattern: /^[a-z]+[0-9]{1,2}$/ });
const ALL_KINDS: readonly Kind[] = ["spy", "forces", "hacker", "spade", "heart", "diamond"];

const actionSchema: Schema<SpymasterAction> = tagged<"type", SpymasterAction>("type", {
  pick: object({ type: oneOf(["pick"]), card: cardId }),
  play: object({ type: oneOf(["play"]), card: cardId }),
  guess: object({ type: oneOf(["guess"]), kind: oneOf(ALL_KINDS) }),
  tuck: object({ type: oneOf(["tuck"]), card: cardId }),
  strike: object({ type: oneOf(["strike"]), cards: array(cardId, { max: 21 }) }),
  discard: object({ type: oneOf(["discard"]), cards: array(cardId, { max: 21 }) }),
});

const optionsSchema: Schema<SpymasterOptions> = object<SpymasterOptions>({ variant: oneOf(VARIANTS) });

/** Spymaster ver.2 and its draft MindMaster: one folder, two variants chosen by the `variant` option. */
export const spymasterGame: GameDefinition<
  SpymasterState,
  SpymasterAction,
  SpymasterView,
  SpymasterOptions,
  SpymasterEvent
> = {
  id: "spymaster",
  // The card set's version is part of it: a match is replayed only with the cards it was dealt from.
  rulesVersion: `spymaster-2.3.0+cards.${CARD_SET_VERSION}`,
  players: { min: 2, max: 2 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? { variant: "spymaster" }),
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
