import { zone, type SetupContext } from "../../engine/index.ts";
import { deckOf, type CardId, type Variant } from "./cards.ts";
import { startRound } from "./spymaster-round.ts";
import type { SpymasterEvent, SpymasterState } from "./state.ts";
import { draw } from "./board.ts";

export interface SpymasterOptions {
  variant: Variant;
}

const OPENING_HAND = 5;

export function setup(ctx: SetupContext<SpymasterEvent>, options: SpymasterOptions): SpymasterState {
  const deck = ctx.rng.shuffle(deckOf(options.variant).map((c) => c.id));
  const state: SpymasterState = {
    variant: options.variant,
    zones: {
      deck: zone<CardId>("hidden", null, deck),
      discard: zone<CardId>("public"),
      played: zone<CardId>("owner", 0),
      hand0: zone<CardId>("owner", 0),
      hand1: zone<CardId>("owner", 1),
      row0: zone<CardId>("public", 0),
      row1: zone<CardId>("public", 1),
    },
    phase: "pick",
    attacker: 0,
    round: 0,
    firstRound: true,
    documents: [0, 0],
    strikes: [0, 0],
    outs: [0, 0],
    tucks: {},
    turned: null,
    rightmost: null,
    tuckUnder: null,
    bonusStrike: false,
    shownHand: null,
    discardDue: [0, 0],
    recent: [],
    winner: null,
    endReason: null,
  };
  ctx.emit({ type: "shuffle", data: { count: deck.length } });
  const applyCtx = { rng: ctx.rng, emit: ctx.emit };
  draw(state, 0, OPENING_HAND, applyCtx, "opening");
  draw(state, 1, OPENING_HAND, applyCtx, "opening");
  if (options.variant === "spymaster") {
    // The seed asks for "a fair method" to pick the first attacker: the match's seeded generator.
    state.attacker = ctx.rng.int(2);
    ctx.emit({ type: "first-attacker", data: { seat: state.attacker } });
    startRound(state, applyCtx);
  }
  return state;
}
