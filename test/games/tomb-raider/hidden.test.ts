import { describe, expect, it } from "vitest";
import {
  applyIntent,
  autoplay,
  cloneJson,
  createMatch,
  eventFor,
  moveCard,
  viewMatch,
} from "../../../src/engine/index.ts";
import { findHiddenCard, hiddenCards } from "../../../src/engine/testing.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { drawCard } from "../../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { clearHand, give, stackLevel, started } from "./helpers.ts";

const isMoveCard = (card: string): boolean => drawCard(card).effects?.some((e) => e.do === "move") ?? false;

describe("hidden information", () => {
  it("an obstacle stays unknown to the moving player until it is placed, then everyone sees it", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    const [tripwire] = give(s, 1, ["o-pit"]);
    stackLevel(s, ["t-crypt", "t-hall", "t-sunshaft"]);
    m.act(0, { type: "move", dir: "right" });
    const seen = m.view(0);
    expect(seen.table.raiders[1]?.hand).toEqual({ count: 1, cards: null });
    expect(findHiddenCard(seen, hiddenCards(tombRaiderGame, s, 0))).toBeNull();
    expect(JSON.stringify(seen)).not.toContain("o-pit");
    expect(m.legal(0)).toEqual([]);
    expect(m.refusal(1, { type: "place", card: tripwire! })).toBeNull();
    const events = m.act(1, { type: "place", card: tripwire! });
    const placed = events.find((e) => e.type === "place");
    expect(placed && eventFor(placed, 0).data.card).toBe(tripwire);
    expect(m.view(0).table.map.find((q) => q.key === "c1d1")?.obstacles[0]?.card).toBe(tripwire);
  });

  it("drawn cards are told only to the drawer; the spectator sees counts", () => {
    const m = started({ players: 2 });
    const s = m.state;
    s.phase = "discard";
    s.active = 0;
    s.queue = [];
    clearHand(s, 0);
    const events = m.act(0, { type: "done" });
    const draw = events.find((e) => e.type === "draw");
    if (!draw) throw new Error("no draw");
    expect(eventFor(draw, 0).data.cards).toHaveLength(6);
    expect(eventFor(draw, 1).data).toEqual({ seat: 0, count: 6 });
    expect(eventFor(draw, "spectator").data.cards).toBeUndefined();
  });

  it("the face-down Treasure Room and the level deck are hidden from everyone", () => {
    const seen = started({ players: 1 }).view(0);
    expect(seen.table.map.find((q) => q.key === "c1d4")).toMatchObject({ card: null, faceDown: true, treasure: null });
    expect(JSON.stringify(seen)).not.toContain("t-vault");
    expect(seen.table.levelDeckCount).toBe(16);
  });

  it("whether the move goes on never depends on the hand: at 0 Move the raider is asked, Sprint in hand or not", () => {
    const seen = ["a-sprint", "a-bandage"].map((face) => {
      const m = started({ players: 2 });
      const s = m.state;
      clearHand(s, 0);
      give(s, 0, [face]);
      stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
      s.raiders[0]!.movesLeft = 1;
      m.act(0, { type: "move", dir: "right" });
      m.act(1, { type: "pass" });
      return { view: m.view(1), prompt: m.prompt() };
    });
    // At 0 Move seat 0 is asked (stop, or play a card), whatever seat 0 holds.
    expect(seen[0]!.prompt).toMatchObject({ decision: "move", seats: [0] });
    expect(seen[0]).toEqual(seen[1]);
  });

  it("in bot play, swapping the mover's hand for other cards of its deck changes nothing the others see after a step, a stop or a pass before a check or a fight roll", () => {
    let compared = 0;
    let passes = 0;
    let fightPasses = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const setup = { seed, players: 2, options: {} };
      const played = autoplay(tombRaiderGame, setup, {
        bots: [tombRaiderBot, tombRaiderBot],
        botSeed: seed,
        maxIntents: 3000,
      });
      const created = createMatch(tombRaiderGame, setup);
      if (!created.ok) throw new Error("setup");
      let match = created.match;
      for (const intent of played.intents) {
        const mover = intent.seat;
        const other = mover === 0 ? 1 : 0;
        const type = intent.action.type;
        const passing = (match.state.phase === "tackle" || match.state.phase === "fight") && type === "pass";
        if ((match.state.phase === "move" && (type === "move" || type === "stop")) || passing) {
          if (passing) passes += 1;
          if (passing && match.state.phase === "fight") fightPasses += 1;
          const swapped = cloneJson(match);
          const hand = swapped.state.zones[`hand${mover}`]!;
          const deck = swapped.state.zones[`deck${mover}`]!;
          // Swap in cards that may change a move: Move actions first.
          const spare = [...deck.cards]
            .sort((a, b) => Number(isMoveCard(b)) - Number(isMoveCard(a)))
            .slice(0, hand.cards.length);
          const held = [...hand.cards].slice(0, spare.length);
          for (const c of held) moveCard(hand, deck, c);
          for (const c of spare) moveCard(deck, hand, c);
          const a = applyIntent(tombRaiderGame, match, intent);
          const b = applyIntent(tombRaiderGame, swapped, intent);
          if (!a.ok || !b.ok) throw new Error("refused");
          for (const viewer of [other, "spectator"] as const) {
            expect(viewMatch(tombRaiderGame, b.match, viewer), `seed ${seed} seq ${intent.seq}`).toEqual(
              viewMatch(tombRaiderGame, a.match, viewer),
            );
          }
          compared += 1;
        }
        const next = applyIntent(tombRaiderGame, match, intent);
        if (!next.ok) throw new Error(next.refusal.code);
        match = next.match;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(passes).toBeGreaterThan(20);
    expect(fightPasses).toBeGreaterThan(0);
  });
});
