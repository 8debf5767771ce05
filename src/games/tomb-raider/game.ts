import {
  array,
  bool,
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
import { CARD_SET_VERSION, DIRECTIONS, LEVELS, searchCondition, STATS } from "./cards.ts";
import { apply, check, legalActions, prompt, windowPass } from "./rules.ts";
import { setup, type TombRaiderOptions } from "./setup.ts";
import type { TombRaiderAction, TombRaiderEvent, TombRaiderState, TombRaiderView } from "./state.ts";
import { view } from "./view.ts";

const cardId = str({ min: 1, max: 40, pattern: /^[0-9]:[a-z][a-z0-9-]*:[0-9]{1,2}$/ });
const name = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const seat = int({ min: 0, max: 1 });
const only = <T extends string>(type: T): Schema<T> => oneOf([type]);

const actionSchema: Schema<TombRaiderAction> = tagged<"type", TombRaiderAction>("type", {
  level: object({ type: only("level"), level: oneOf(LEVELS) }),
  deck: object({
    type: only("deck"),
    character: name,
    deck: name,
    cards: optional(array(object({ card: name, copies: int({ min: 1, max: 9 }) }), { min: 1, max: 120 })),
  }),
  hand: object({ type: only("hand"), cards: array(cardId, { max: 12 }) }),
  reroll: object({ type: only("reroll"), want: bool() }),
  first: object({ type: only("first"), seat }),
  move: object({ type: only("move"), dir: oneOf(DIRECTIONS) }),
  stop: object({ type: only("stop") }),
  play: object({ type: only("play"), card: cardId, using: optional(searchCondition) }),
  place: object({ type: only("place"), card: cardId }),
  pass: object({ type: only("pass") }),
  attack: object({ type: only("attack"), target: seat }),
  tackle: object({ type: only("tackle"), stat: oneOf(STATS) }),
  search: object({ type: only("search"), using: optional(searchCondition) }),
  discover: object({ type: only("discover"), card: cardId }),
  discard: object({ type: only("discard"), card: cardId }),
  done: object({ type: only("done") }),
  reset: object({ type: only("reset"), entrance: bool() }),
  save: object({ type: only("save") }),
});

const optionsSchema: Schema<TombRaiderOptions> = object<TombRaiderOptions>({});

/** Tomb Raider, Introductory Level: one or two raiders race for the Treasure Room. */
export const tombRaiderGame: GameDefinition<
  TombRaiderState,
  TombRaiderAction,
  TombRaiderView,
  TombRaiderOptions,
  TombRaiderEvent
> = {
  id: "tomb-raider",
  // The card set's version is part of it: a match is replayed only with the cards it was played with.
  rulesVersion: `tomb-raider-intro-1.3.0+cards.${CARD_SET_VERSION}`,
  players: { min: 1, max: 2 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? {}),
  setup: (ctx) => setup(ctx),
  prompt,
  outcome: (state) =>
    state.winner === null || state.endReason === null ? null : { winners: [state.winner], reason: state.endReason },
  parseAction: (raw) => parseWith(actionSchema, raw),
  legalActions,
  pass: (state, seat) => windowPass(state.phase, legalActions(state, seat)),
  check,
  apply,
  view,
  zones: (state) => state.zones,
};
