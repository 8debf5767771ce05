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
  type Parsed,
  type Schema,
} from "../../engine/index.ts";
import { CARD_SET_VERSION, isCastaway, isChallenge } from "./cards.ts";
import { logRecent } from "./board.ts";
import { castawayListProblem } from "./cast.ts";
import { concede, concedeProblem } from "./leave.ts";
import { apply, check, legalActions, prompt, windowPass } from "./rules.ts";
import { setup } from "./setup.ts";
import type { SurvivorAction, SurvivorEvent, SurvivorOptions, SurvivorState, SurvivorView } from "./state.ts";
import { view } from "./view.ts";

const cardId = str({ max: 40, pattern: /^[0-5]:[a-z][a-z0-9-]*:[0-9]{1,2}$/ });
const castaway = str({ max: 24, pattern: /^[a-z][a-z0-9-]*$/ });

const actionSchema: Schema<SurvivorAction> = tagged<"type", SurvivorAction>("type", {
  deck: object({
    type: oneOf(["deck"]),
    deck: str({ min: 1, max: 40 }),
    cards: optional(array(object({ card: castaway, copies: int({ min: 1, max: 40 }) }), { min: 1, max: 60 })),
    castaways: optional(array(castaway, { min: 1, max: 8 })),
  }),
  place: object({ type: oneOf(["place"]), card: cardId, castaway }),
  unplace: object({ type: oneOf(["unplace"]), card: cardId }),
  done: object({ type: oneOf(["done"]) }),
  enter: object({ type: oneOf(["enter"]), castaways: array(castaway, { min: 1, max: 8 }) }),
  play: object({
    type: oneOf(["play"]),
    card: cardId,
    castaway: optional(castaway),
    seat: optional(int({ min: 0, max: 5 })),
    attached: optional(cardId),
    from: optional(castaway),
  }),
  item: object({ type: oneOf(["item"]), card: cardId, castaway }),
  pass: object({ type: oneOf(["pass"]) }),
  vote: object({ type: oneOf(["vote"]), castaway, owner: optional(int({ min: 0, max: 5 })) }),
  discard: object({ type: oneOf(["discard"]), cards: array(cardId, { max: 20 }) }),
});

const optionsSchema: Schema<SurvivorOptions> = object<SurvivorOptions>({
  deckSize: oneOf([20, 40]),
  smallCast: bool(),
  noEarlyAlliances: bool(),
  lists: array(array(castaway, { max: 8 }), { max: 6 }),
  challenges: array(castaway, { max: 40 }),
});

export const DEFAULT_OPTIONS: SurvivorOptions = {
  deckSize: 20,
  smallCast: false,
  noEarlyAlliances: false,
  lists: [],
  challenges: [],
};

/** Table options checked: the shape, then every castaway on a brought list known to the set, each at most once. */
function parseOptions(raw: unknown): Parsed<SurvivorOptions> {
  const parsed = parseWith(optionsSchema, {
    ...DEFAULT_OPTIONS,
    ...(typeof raw === "object" && raw !== null ? raw : {}),
  });
  if (!parsed.ok) return parsed;
  for (const list of parsed.value.lists) {
    const problem = castawayListProblem(list);
    if (problem) return { ok: false, refusal: problem };
  }
  const challenges = parsed.value.challenges;
  const unknown = challenges.find((c) => !isChallenge(c));
  if (unknown !== undefined)
    return { ok: false, refusal: { code: "unknown-challenge", params: { challenge: unknown } } };
  if (new Set(challenges).size !== challenges.length) return { ok: false, refusal: { code: "challenge-twice" } };
  return parsed;
}

export const survivorGame: GameDefinition<SurvivorState, SurvivorAction, SurvivorView, SurvivorOptions, SurvivorEvent> =
  {
    id: "survivor",
    // The card set's version is part of it: a match is replayed only with the cards it was dealt from.
    rulesVersion: `survivor-1.1.0+cards.${CARD_SET_VERSION}`,
    players: { min: 2, max: 6 },
    parseOptions,
    setup,
    prompt,
    // The last castaway standing first, then the others, the last to leave first.
    outcome: (state) =>
      state.winner === null
        ? null
        : {
            winners: [state.winner],
            reason: "last-standing",
            ranking: [[state.winner], ...[...state.outSeats].reverse().map((s) => [s])],
          },
    parseAction: (raw) => parseWith(actionSchema, raw),
    legalActions,
    pass: (state) => windowPass(state.phase),
    check,
    apply,
    view,
    zones: (state) => state.zones,
    concede: {
      check: concedeProblem,
      apply: (state, seat, ctx) => {
        concede(state, seat, ctx);
        logRecent(state);
      },
    },
    kindOf: (card) => (card.includes(":") ? "action" : isCastaway(card) ? "castaway" : "challenge"),
  };
