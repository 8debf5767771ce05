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
import { readingAttachments } from "./board.ts";
import { CARD_SET_VERSION, isNekomimiId, isOpen, ownerOf } from "./cards.ts";
import { apply, check, legalActions, prompt, windowPass } from "./rules.ts";
import { finishingOrder } from "./contest.ts";
import { concede, concedeProblem } from "./concede.ts";
import { setup } from "./setup.ts";
import type { PowapowaAction, PowapowaEvent, PowapowaOptions, PowapowaState, PowapowaView } from "./state.ts";
import { view } from "./view.ts";

const cardId = str({ max: 40, pattern: /^[0-3]:[a-z][a-z0-9-]*:[0-9]{1,2}$/ });
const nekoId = str({ max: 30, pattern: /^[0-3]:[a-z][a-z0-9-]*$/ });
const seat = int({ min: 0, max: 3 });
const slug = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const tag = <T extends string>(t: T): Schema<T> => oneOf([t]);

const actionSchema: Schema<PowapowaAction> = tagged<"type", PowapowaAction>("type", {
  deck: object({
    type: tag("deck"),
    deck: str({ min: 1, max: 40 }),
    cards: optional(array(object({ card: slug, copies: int({ min: 1, max: 99 }) }), { min: 1, max: 120 })),
    nekomimi: optional(array(slug, { min: 1, max: 8 })),
  }),
  prepare: object({ type: tag("prepare"), nekomimi: array(slug, { min: 1, max: 8 }) }),
  first: object({ type: tag("first"), nekomimi: nekoId }),
  mulligan: object({ type: tag("mulligan"), take: bool() }),
  choose: object({ type: tag("choose"), nekomimi: nekoId }),
  play: object({
    type: tag("play"),
    card: cardId,
    by: optional(nekoId),
    nekomimi: optional(nekoId),
    territory: optional(cardId),
    seat: optional(seat),
    attached: optional(cardId),
  }),
  draw: object({ type: tag("draw") }),
  search: object({ type: tag("search"), nekomimi: nekoId }),
  move: object({ type: tag("move"), by: nekoId, territory: cardId, to: nekoId }),
  remove: object({ type: tag("remove"), by: nekoId, territory: cardId }),
  fight: object({ type: tag("fight"), by: nekoId, target: nekoId }),
  skip: object({ type: tag("skip") }),
  declare: object({ type: tag("declare") }),
  enter: object({ type: tag("enter"), nekomimi: nekoId }),
  discard: object({ type: tag("discard"), card: cardId }),
  commit: object({ type: tag("commit"), card: cardId }),
  done: object({ type: tag("done") }),
  accept: object({ type: tag("accept"), ground: (v, p, i) => (v === null ? null : cardId(v, p, i)) }),
  decline: object({ type: tag("decline"), card: cardId }),
  reveal: object({
    type: tag("reveal"),
    cards: array(cardId, { max: 4 }),
    proxy: (v, p, i) => (v === null ? null : cardId(v, p, i)),
  }),
  spoil: object({ type: tag("spoil"), card: cardId }),
  pass: object({ type: tag("pass") }),
  back: object({ type: tag("back"), nekomimi: nekoId, card: (v, p, i) => (v === null ? null : cardId(v, p, i)) }),
  unback: object({ type: tag("unback"), card: cardId }),
});

const optionsSchema: Schema<PowapowaOptions> = object<PowapowaOptions>({ nekomimi: int({ min: 1, max: 4 }) });

export const DEFAULT_OPTIONS: PowapowaOptions = { nekomimi: 4 };

function parseOptions(raw: unknown): Parsed<PowapowaOptions> {
  return parseWith(optionsSchema, { ...DEFAULT_OPTIONS, ...(typeof raw === "object" && raw !== null ? raw : {}) });
}

export const powapowaGame: GameDefinition<PowapowaState, PowapowaAction, PowapowaView, PowapowaOptions, PowapowaEvent> =
  {
    id: "powapowa",
    // The card set's version is part of it: a match is replayed only with the cards it was dealt from.
    rulesVersion: `powapowa-1.1.0+cards.${CARD_SET_VERSION}`,
    players: { min: 2, max: 4 },
    parseOptions,
    setup,
    prompt,
    outcome: (state) =>
      state.winner === null
        ? null
        : { winners: [state.winner], reason: state.reason ?? "contest", ranking: finishingOrder(state) },
    parseAction: (raw) => parseWith(actionSchema, raw),
    legalActions: (state, seat) => readingAttachments(state, () => legalActions(state, seat)),
    pass: (state) => windowPass(prompt(state)?.decision ?? ""),
    check: (state, seat, action) => readingAttachments(state, () => check(state, seat, action)),
    apply,
    view,
    zones: (state) => state.zones,
    concede: { check: concedeProblem, apply: concede },
    // Nekomimi, open cards and the other deck cards never take each other's place, nor do one breeder's and another's:
    // an id names its owner, whose zones it lives in.
    kindOf: (card) => `${isNekomimiId(card) ? "nekomimi" : isOpen(card) ? "open" : "card"}:${ownerOf(card)}`,
  };
