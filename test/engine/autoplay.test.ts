import { describe, expect, it } from "vitest";
import {
  autoplay,
  botIntent,
  randomBot,
  Rng,
  seedRng,
  viewMatch,
  type Bot,
  type GameEvent,
  type Intent,
  type MatchView,
} from "../../src/engine/index.ts";
import { climb, type ClimbAction, type ClimbView } from "./games/climb.ts";
import { sealedBids, type BidAction, type BidsView } from "./games/sealed-bids.ts";
import { start } from "./helpers.ts";

const randoms = [randomBot, randomBot, randomBot, randomBot];

describe("autoplay with randomBot", () => {
  it.each([2, 3, 4])("plays sealed bids for %i to the end", (players) => {
    const played = autoplay(
      sealedBids,
      { seed: players, players, options: { rounds: 4 } },
      { bots: randoms, botSeed: 9, maxIntents: 1000 },
    );
    expect(played.finished).toBe(true);
    expect(played.intents).toHaveLength(players * 4);
    expect(played.outcome).toEqual(sealedBids.outcome(played.match.state));
    expect(played.outcome?.winners.length).toBeGreaterThan(0);
    expect(played.events.filter((e) => e.type === "revealed")).toHaveLength(4);
    expect(played.events.filter((e) => e.type === "dealt")).toHaveLength(players);
  });

  it("plays many seeded window games to the end", () => {
    for (let seed = 0; seed < 40; seed++) {
      const players = 1 + (seed % 4);
      const played = autoplay(
        climb,
        { seed, players, options: { hand: 1 + (seed % 6) } },
        { bots: randoms, botSeed: seed, maxIntents: 2000 },
      );
      expect(played.finished, `seed ${seed}`).toBe(true);
      expect(played.match.state.phase).toBe("over");
    }
  });

  it("is deterministic for a bot seed, and the bot seed matters", () => {
    const run = (botSeed: number) =>
      autoplay(climb, { seed: 6, players: 3, options: { hand: 6 } }, { bots: randoms, botSeed, maxIntents: 1000 });
    expect(run(1)).toEqual(run(1));
    expect(run(1).intents).not.toEqual(run(2).intents);
  });

  it("calls onStep once per accepted intent, with the match after it", () => {
    const seen: { seq: number; events: GameEvent[]; intent: Intent<unknown> }[] = [];
    const played = autoplay(
      sealedBids,
      { seed: 3, players: 2, options: { rounds: 2 } },
      {
        bots: randoms,
        botSeed: 2,
        maxIntents: 100,
        onStep: (match, events, intent) => seen.push({ seq: match.seq, events, intent }),
      },
    );
    expect(seen.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
    expect(seen.map((s) => s.intent)).toEqual(played.intents);
    expect(seen.flatMap((s) => s.events)).toEqual(played.events.filter((e) => e.type !== "dealt"));
  });

  it("stops at maxIntents and reports an unfinished game", () => {
    const played = autoplay(
      sealedBids,
      { seed: 3, players: 2, options: { rounds: 4 } },
      { bots: randoms, botSeed: 2, maxIntents: 3 },
    );
    expect(played.finished).toBe(false);
    expect(played.outcome).toBeNull();
    expect(played.intents).toHaveLength(3);
    expect(played.match.seq).toBe(3);
  });

  it("throws when a seat has no bot, or the setup is refused", () => {
    expect(() =>
      autoplay(sealedBids, { seed: 3, players: 3, options: null }, { bots: [randomBot], botSeed: 1, maxIntents: 10 }),
    ).toThrow("no bot for seat");
    expect(() =>
      autoplay(sealedBids, { seed: 3, players: 1, options: null }, { bots: randoms, botSeed: 1, maxIntents: 10 }),
    ).toThrow("sealed-bids: setup refused: player-count");
  });

  it("throws when a bot's choice is refused", () => {
    const cheat: Bot<BidsView, BidAction> = { choose: () => ({ type: "bid", card: "c99" }) };
    expect(() =>
      autoplay(
        sealedBids,
        { seed: 3, players: 2, options: null },
        { bots: [cheat, cheat], botSeed: 1, maxIntents: 10 },
      ),
    ).toThrow(/bot intent refused: .*card-not-in-hand/);
  });
});

describe("botIntent", () => {
  it("gives the bot its own view and its legal actions, and stamps the current seq", () => {
    const match = start(climb, { seed: 2, players: 2, options: { hand: 3 } });
    const calls: { view: MatchView<ClimbView>; legal: ClimbAction[] }[] = [];
    const spy: Bot<ClimbView, ClimbAction> = {
      choose: (view, legal) => {
        calls.push({ view, legal });
        return legal[legal.length - 1] as ClimbAction;
      },
    };
    const intent = botIntent(climb, match, 0, spy, new Rng(seedRng(1)));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.view).toEqual(viewMatch(climb, match, 0));
    expect(calls[0]?.view.mustAnswer).toBe(true);
    expect(calls[0]?.legal).toEqual(climb.legalActions(match.state, 0));
    expect(intent).toEqual({ seat: 0, seq: 0, action: calls[0]?.legal.at(-1) });
  });

  it("randomBot picks among the legal actions with the given generator", () => {
    const match = start(climb, { seed: 2, players: 2, options: { hand: 6 } });
    const legal = climb.legalActions(match.state, 0);
    const picks = new Set<string>();
    const rng = new Rng(seedRng(4));
    for (let i = 0; i < 60; i++) picks.add(JSON.stringify(botIntent(climb, match, 0, randomBot, rng).action));
    expect([...picks].sort()).toEqual(legal.map((a) => JSON.stringify(a)).sort());
  });

  it("throws when a prompted seat has no legal action (a rules bug)", () => {
    const stuck = { ...climb, legalActions: () => [] };
    const match = start(stuck, { seed: 2, players: 2, options: null });
    expect(() => botIntent(stuck, match, 0, randomBot, new Rng(seedRng(1)))).toThrow(
      "climb: seat 0 is prompted but has no legal action",
    );
  });
});
