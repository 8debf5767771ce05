import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import type { TombRaiderState } from "../../../src/games/tomb-raider/state.ts";
import { viewMatch, type Match } from "../../../src/engine/index.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { describeAction, describeTable } from "../../../src/games/tomb-raider/describe.ts";
import type { TombRaiderAction } from "../../../src/games/tomb-raider/state.ts";
import { act, at, clearHand, give, lay, refusal, rollCheck, started, types, zoneFaces } from "./helpers.ts";

/** Solo, standing on `square` with the location laid there, in the Search round. */
function searching(locationId: string, square = "c1d2", deck = "delver", character = "mara"): TombRaiderState {
  const s = started({ players: 1, characters: [character], decks: [deck] });
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  if (!s.squares[square]) lay(s, square, locationId);
  at(s, 0, square);
  s.raiders[0]!.movesLeft = 0;
  s.phase = "search";
  s.active = 0;
  s.queue = [];
  s.progress = null;
  return s;
}

function asMatch(state: TombRaiderState): Match<TombRaiderState, TombRaiderAction> {
  return { game: "tomb-raider", rulesVersion: tombRaiderGame.rulesVersion, setup: { seed: 1, players: state.players, options: {} }, seq: 0, promptSeq: 0, rng: [1, 2, 3, 4], state, pending: [] };
}

describe("the Search round", () => {
  it("rolls Search dice plus the location's number; a discovery of difficulty up to the roll may be played", () => {
    const s = searching("t-library");
    const [lantern, pistolsLike] = give(s, 0, ["d-lantern", "d-old-map"]);
    const events = act(s, 0, { type: "search" }, [1, 1, 1, 1, 1]);
    expect(events.find((e) => e.type === "roll")?.data).toMatchObject({ dice: [1, 1, 1, 1, 1], total: 5 });
    expect(s.phase).toBe("discover");
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "discover", card: lantern }, { type: "done" }]);
    expect(refusal(s, 0, { type: "discover", card: pistolsLike! })).toEqual({ code: "too-difficult", params: { roll: 5 } });
    act(s, 0, { type: "discover", card: lantern! });
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-lantern"]);
    expect(s.phase).toBe("discard");
  });

  it("a triggered discovery takes effect at once and is discarded", () => {
    const s = searching("t-library");
    const [spring] = give(s, 0, ["d-spring"]);
    s.raiders[0]!.damage = 2;
    act(s, 0, { type: "search" }, [6, 6, 6]);
    act(s, 0, { type: "discover", card: spring! });
    expect(s.raiders[0]?.damage).toBe(0);
    expect(zoneFaces(s, "discard0")).toContain("d-spring");
  });

  it("a Save Crystal sets a Save Point on the location", () => {
    const s = searching("t-library");
    const [crystal] = give(s, 0, ["d-save-crystal"]);
    act(s, 0, { type: "search" }, [6, 6, 6, 6, 6]);
    act(s, 0, { type: "discover", card: crystal! });
    expect(s.squares.c1d2?.savePoint).toBe(true);
  });

  it("one companion at a time: a new one sends the old one away", () => {
    const s = searching("t-library", "c1d2", "diver");
    give(s, 0, ["d-porter"], "unsaved");
    const [scholar] = give(s, 0, ["d-scholar"]);
    act(s, 0, { type: "search" }, [6, 6, 6, 6, 6]);
    act(s, 0, { type: "discover", card: scholar! });
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-scholar"]);
    expect(zoneFaces(s, "discard0")).toContain("d-porter");
  });

  it("an Empty location gets its token after one search, found or not; then searching there does nothing", () => {
    const s = searching("t-ossuary");
    const [rope] = give(s, 0, ["d-rope"]);
    act(s, 0, { type: "search" }, [6, 6, 6, 6]);
    const events = act(s, 0, { type: "discover", card: rope! });
    expect(s.squares.c1d2?.emptyToken).toBe(true);
    expect(types(events)).toContain("emptied");
    const t = searching("t-ossuary");
    give(t, 0, ["d-rope"]);
    act(t, 0, { type: "search" }, [1, 1, 1, 1]);
    expect(types(act(t, 0, { type: "done" }))).toEqual(["nothing-found", "emptied"]);
    expect(t.squares.c1d2?.emptyToken).toBe(true);
    // Next turn on the emptied location: no Search decision at all.
    t.phase = "move";
    t.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    act(t, 0, { type: "stop" });
    expect(t.phase).toBe("discard");
  });

  it("an emptied Empty location under water: no roll and no air used", () => {
    const s = searching("t-pool");
    s.squares.c1d2!.emptyToken = true;
    s.raiders[0]!.air = 4;
    s.phase = "move";
    s.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    const events = types(act(s, 0, { type: "stop" }));
    expect(events).not.toContain("roll");
    expect(s.raiders[0]?.air).toBe(4);
    expect(s.phase).toBe("discard");
  });

  it("a roll that finds nothing playable still offers the choice (the hand stays secret), and finding nothing is allowed", () => {
    const s = searching("t-library");
    act(s, 0, { type: "search" }, [1, 1, 1, 1, 1]);
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "done" }]);
    act(s, 0, { type: "done" });
    expect(s.phase).toBe("discard");
  });

  it("where nothing can be found there is no search", () => {
    const s = started({ players: 1 });
    moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
    clearHand(s, 0);
    lay(s, "c1d2", "t-corridor");
    at(s, 0, "c1d2");
    act(s, 0, { type: "stop" });
    const events = types(rollCheck(s, [6, 6, 6]));
    expect(events).not.toContain("nothing-found");
    expect(s.phase).toBe("discard");
  });

  it("the Treasure Room wins on a roll at or above its number, not below", () => {
    const s = searching("t-vault", "c1d4");
    s.squares.c1d4!.faceDown = false;
    act(s, 0, { type: "search" }, [5, 5, 5, 2]);
    expect(s.winner).toBeNull();
    expect(s.phase).toBe("discard");
    const t = searching("t-vault", "c1d4");
    t.squares.c1d4!.faceDown = false;
    const events = act(t, 0, { type: "search" }, [5, 5, 5, 3]);
    expect(t.winner).toBe(0);
    expect(tombRaiderGame.outcome(t)).toEqual({ winners: [0], reason: "treasure" });
    expect(tombRaiderGame.prompt(t)).toBeNull();
    expect(types(events)).toContain("win");
  });

  it("a search action card searches instead, with its extra dice", () => {
    const s = searching("t-vault", "c1d4");
    s.squares.c1d4!.faceDown = false;
    const [sweep] = give(s, 0, ["a-sweep"]);
    expect(refusal(s, 0, { type: "play", card: sweep! })).toBeNull();
    act(s, 0, { type: "play", card: sweep! }, [3, 3, 3, 3, 3, 3]);
    expect(s.winner).toBe(0);
  });

  it("a raider that attacked, cannot move or is dead does not search", () => {
    const s = searching("t-library");
    s.phase = "move";
    s.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    s.raiders[0]!.stuck = true;
    act(s, 0, { type: "stop" });
    expect(s.phase).toBe("discard");
  });
});

describe("several search conditions (探索条件: one is chosen at the roll)", () => {
  const anything = { n: 1 };
  const weapons = { n: 3, finds: ["weapon" as const] };

  it("each condition is a choice; its modifier sets the dice and its kinds limit what may be found", () => {
    const s = searching("t-crypt");
    const [machete, lantern] = give(s, 0, ["d-machete", "d-lantern"]);
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "search", using: anything }, { type: "search", using: weapons }, { type: "done" }]);
    // Mara's Search 3 + 3 for weapons only: six dice.
    act(s, 0, { type: "search", using: weapons }, [1, 1, 1, 1, 1, 1]);
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "discover", card: machete }, { type: "done" }]);
    expect(refusal(s, 0, { type: "discover", card: lantern! })).toEqual({ code: "not-this-search" });
    const t = searching("t-crypt");
    const [lantern2] = give(t, 0, ["d-lantern"]);
    // The plain condition: Search 3 + 1, four dice, anything may be found.
    act(t, 0, { type: "search", using: anything }, [1, 1, 1, 1]);
    expect(tombRaiderGame.legalActions(t, 0)).toEqual([{ type: "discover", card: lantern2 }, { type: "done" }]);
  });

  it("a search action card is offered once per condition; a condition the location lacks is refused", () => {
    const s = searching("t-crypt");
    const [sweep] = give(s, 0, ["a-sweep"]);
    const legal = tombRaiderGame.legalActions(s, 0);
    expect(legal.filter((a) => a.type === "play")).toEqual([
      { type: "play", card: sweep, using: anything },
      { type: "play", card: sweep, using: weapons },
    ]);
    expect(refusal(s, 0, { type: "search", using: { n: 6 } })).toEqual({ code: "unknown-condition" });
    expect(refusal(s, 0, { type: "play", card: sweep!, using: { n: 3, finds: ["item"] } })).toEqual({ code: "unknown-condition" });
    // Sweep's 2 extra dice on the weapons-only condition: 3 + 3 + 2.
    act(s, 0, { type: "play", card: sweep!, using: weapons }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(s.phase).toBe("discover");
    expect(s.searchFinds).toEqual(["weapon"]);
  });

  it("a location with one condition takes a plain search; naming a condition there must match it", () => {
    const s = searching("t-library");
    expect(tombRaiderGame.legalActions(s, 0)[0]).toEqual({ type: "search" });
    expect(refusal(s, 0, { type: "search", using: { n: 2 } })).toBeNull();
    expect(refusal(s, 0, { type: "search", using: weapons })).toEqual({ code: "unknown-condition" });
  });

  it("the bot picks the condition that finds its best discovery", () => {
    const s = searching("t-crypt");
    give(s, 0, ["d-machete"]);
    const view = viewMatch(tombRaiderGame, asMatch(s), 0);
    expect(tombRaiderBot.choose(view, tombRaiderGame.legalActions(s, 0), null as never)).toEqual({ type: "search", using: weapons });
    const t = searching("t-crypt");
    give(t, 0, ["d-lantern"]);
    const other = viewMatch(tombRaiderGame, asMatch(t), 0);
    expect(tombRaiderBot.choose(other, tombRaiderGame.legalActions(t, 0), null as never)).toEqual({ type: "search", using: anything });
  });

  it("labels name each condition in both languages; the table text lists them as alternatives", () => {
    expect(describeAction({ type: "search", using: weapons }, "en")).toBe("Search (+3, weapon only)");
    expect(describeAction({ type: "search", using: anything }, "ja")).toBe("探索する(+1)");
    expect(describeAction({ type: "play", card: "0:a-sweep:1", using: weapons }, "ja")).toBe("入念な捜索を使う(+3・武器のみ)");
    const s = searching("t-crypt");
    const text = describeTable(viewMatch(tombRaiderGame, asMatch(s), 0), "en", ["Ann"]).join("\n");
    expect(text).toContain("search +1 or +3, weapon only");
  });
});
