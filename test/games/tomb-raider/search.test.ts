import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { describeAction, describeTable } from "../../../src/games/tomb-raider/describe.ts";
import { at, clearHand, give, lay, rollCheck, started, zoneFaces, type TrScenario } from "./helpers.ts";
import { types } from "../scenario.ts";

/** Solo, standing on `square` with the location laid there, in the Search round. */
function searching(locationId: string, square = "c1d2", deck = "delver", character = "mara"): TrScenario {
  const m = started({ players: 1, characters: [character], decks: [deck] });
  const s = m.state;
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  if (!s.squares[square]) lay(s, square, locationId);
  at(s, 0, square);
  s.raiders[0]!.movesLeft = 0;
  s.phase = "search";
  s.active = 0;
  s.queue = [];
  s.progress = null;
  return m;
}

describe("the Search round", () => {
  it("rolls Search dice plus the location's number; a discovery of difficulty up to the roll may be played", () => {
    const m = searching("t-library");
    const s = m.state;
    const [lantern, pistolsLike] = give(s, 0, ["d-lantern", "d-old-map"]);
    const events = m.act(0, { type: "search" }, [1, 1, 1, 1, 1]);
    expect(events.find((e) => e.type === "roll")?.data).toMatchObject({ dice: [1, 1, 1, 1, 1], total: 5 });
    expect(s.phase).toBe("discover");
    expect(m.legal(0)).toEqual([{ type: "discover", card: lantern }, { type: "done" }]);
    expect(m.refusal(0, { type: "discover", card: pistolsLike! })).toEqual({
      code: "too-difficult",
      params: { roll: 5 },
    });
    m.act(0, { type: "discover", card: lantern! });
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-lantern"]);
    expect(s.phase).toBe("discard");
  });

  it("a triggered discovery takes effect at once and is discarded", () => {
    const m = searching("t-library");
    const s = m.state;
    const [spring] = give(s, 0, ["d-spring"]);
    s.raiders[0]!.damage = 2;
    m.act(0, { type: "search" }, [6, 6, 6]);
    m.act(0, { type: "discover", card: spring! });
    expect(s.raiders[0]?.damage).toBe(0);
    expect(zoneFaces(s, "discard0")).toContain("d-spring");
  });

  it("a Save Crystal sets a Save Point on the location", () => {
    const m = searching("t-library");
    const s = m.state;
    const [crystal] = give(s, 0, ["d-save-crystal"]);
    m.act(0, { type: "search" }, [6, 6, 6, 6, 6]);
    m.act(0, { type: "discover", card: crystal! });
    expect(s.squares.c1d2?.savePoint).toBe(true);
  });

  it("one companion at a time: a new one sends the old one away", () => {
    const m = searching("t-library", "c1d2", "diver");
    const s = m.state;
    give(s, 0, ["d-porter"], "unsaved");
    const [scholar] = give(s, 0, ["d-scholar"]);
    m.act(0, { type: "search" }, [6, 6, 6, 6, 6]);
    m.act(0, { type: "discover", card: scholar! });
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-scholar"]);
    expect(zoneFaces(s, "discard0")).toContain("d-porter");
  });

  it("an Empty location gets its token after one search, found or not; then searching there does nothing", () => {
    const m = searching("t-ossuary");
    const s = m.state;
    const [rope] = give(s, 0, ["d-rope"]);
    m.act(0, { type: "search" }, [6, 6, 6, 6]);
    const events = m.act(0, { type: "discover", card: rope! });
    expect(s.squares.c1d2?.emptyToken).toBe(true);
    expect(types(events)).toContain("emptied");
    const m2 = searching("t-ossuary");
    const t = m2.state;
    give(t, 0, ["d-rope"]);
    m2.act(0, { type: "search" }, [1, 1, 1, 1]);
    expect(types(m2.act(0, { type: "done" }))).toEqual(["nothing-found", "emptied"]);
    expect(t.squares.c1d2?.emptyToken).toBe(true);
    // Next turn on the emptied location: no Search decision at all.
    t.phase = "move";
    t.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    m2.act(0, { type: "stop" });
    expect(t.phase).toBe("discard");
  });

  it("an emptied Empty location under water: no roll and no air used", () => {
    const m = searching("t-pool");
    const s = m.state;
    s.squares.c1d2!.emptyToken = true;
    s.raiders[0]!.air = 4;
    s.phase = "move";
    s.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    const events = types(m.act(0, { type: "stop" }));
    expect(events).not.toContain("roll");
    expect(s.raiders[0]?.air).toBe(4);
    expect(s.phase).toBe("discard");
  });

  it("a roll that finds nothing playable still offers the choice (the hand stays secret), and finding nothing is allowed", () => {
    const m = searching("t-library");
    const s = m.state;
    m.act(0, { type: "search" }, [1, 1, 1, 1, 1]);
    expect(m.legal(0)).toEqual([{ type: "done" }]);
    m.act(0, { type: "done" });
    expect(s.phase).toBe("discard");
  });

  it("where nothing can be found there is no search", () => {
    const m = started({ players: 1 });
    const s = m.state;
    moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
    clearHand(s, 0);
    lay(s, "c1d2", "t-corridor");
    at(s, 0, "c1d2");
    m.act(0, { type: "stop" });
    const events = types(rollCheck(m, [6, 6, 6]));
    expect(events).not.toContain("nothing-found");
    expect(s.phase).toBe("discard");
  });

  it("the Treasure Room wins on a roll at or above its number, not below", () => {
    const m = searching("t-vault", "c1d4");
    const s = m.state;
    s.squares.c1d4!.faceDown = false;
    m.act(0, { type: "search" }, [5, 5, 5, 2]);
    expect(s.winner).toBeNull();
    expect(s.phase).toBe("discard");
    const m2 = searching("t-vault", "c1d4");
    const t = m2.state;
    t.squares.c1d4!.faceDown = false;
    const events = m2.act(0, { type: "search" }, [5, 5, 5, 3]);
    expect(t.winner).toBe(0);
    expect(tombRaiderGame.outcome(t)).toEqual({ winners: [0], reason: "treasure" });
    expect(m2.prompt()).toBeNull();
    expect(types(events)).toContain("win");
  });

  it("a search action card searches instead, with its extra dice", () => {
    const m = searching("t-vault", "c1d4");
    const s = m.state;
    s.squares.c1d4!.faceDown = false;
    const [sweep] = give(s, 0, ["a-sweep"]);
    expect(m.refusal(0, { type: "play", card: sweep! })).toBeNull();
    m.act(0, { type: "play", card: sweep! }, [3, 3, 3, 3, 3, 3]);
    expect(s.winner).toBe(0);
  });

  it("a raider that attacked, cannot move or is dead does not search", () => {
    const m = searching("t-library");
    const s = m.state;
    s.phase = "move";
    s.progress = { seat: 0, start: "c1d2", moved: false, met: [], next: 0, reacting: null, target: null };
    s.raiders[0]!.stuck = true;
    m.act(0, { type: "stop" });
    expect(s.phase).toBe("discard");
  });
});

describe("several search conditions (探索条件: one is chosen at the roll)", () => {
  const anything = { n: 1 };
  const weapons = { n: 3, finds: ["weapon" as const] };

  it("each condition is a choice; its modifier sets the dice and its kinds limit what may be found", () => {
    const m = searching("t-crypt");
    const s = m.state;
    const [machete, lantern] = give(s, 0, ["d-machete", "d-lantern"]);
    expect(m.legal(0)).toEqual([
      { type: "search", using: anything },
      { type: "search", using: weapons },
      { type: "done" },
    ]);
    // Mara's Search 3 + 3 for weapons only: six dice.
    m.act(0, { type: "search", using: weapons }, [1, 1, 1, 1, 1, 1]);
    expect(m.legal(0)).toEqual([{ type: "discover", card: machete }, { type: "done" }]);
    expect(m.refusal(0, { type: "discover", card: lantern! })).toEqual({ code: "not-this-search" });
    const m2 = searching("t-crypt");
    const t = m2.state;
    const [lantern2] = give(t, 0, ["d-lantern"]);
    // The plain condition: Search 3 + 1, four dice, anything may be found.
    m2.act(0, { type: "search", using: anything }, [1, 1, 1, 1]);
    expect(m2.legal(0)).toEqual([{ type: "discover", card: lantern2 }, { type: "done" }]);
  });

  it("a search action card is offered once per condition; a condition the location lacks is refused", () => {
    const m = searching("t-crypt");
    const s = m.state;
    const [sweep] = give(s, 0, ["a-sweep"]);
    const legal = m.legal(0);
    expect(legal.filter((a) => a.type === "play")).toEqual([
      { type: "play", card: sweep, using: anything },
      { type: "play", card: sweep, using: weapons },
    ]);
    expect(m.refusal(0, { type: "search", using: { n: 6 } })).toEqual({ code: "unknown-condition" });
    expect(m.refusal(0, { type: "play", card: sweep!, using: { n: 3, finds: ["item"] } })).toEqual({
      code: "unknown-condition",
    });
    // Sweep's 2 extra dice on the weapons-only condition: 3 + 3 + 2.
    m.act(0, { type: "play", card: sweep!, using: weapons }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(s.phase).toBe("discover");
    expect(s.searchFinds).toEqual(["weapon"]);
  });

  it("a location with one condition takes a plain search; naming a condition there must match it", () => {
    const m = searching("t-library");
    expect(m.legal(0)[0]).toEqual({ type: "search" });
    expect(m.refusal(0, { type: "search", using: { n: 2 } })).toBeNull();
    expect(m.refusal(0, { type: "search", using: weapons })).toEqual({ code: "unknown-condition" });
  });

  it("the bot picks the condition that finds its best discovery", () => {
    const m = searching("t-crypt");
    const s = m.state;
    give(s, 0, ["d-machete"]);
    const view = m.view(0);
    expect(tombRaiderBot.choose(view, m.legal(0), null as never)).toEqual({ type: "search", using: weapons });
    const m2 = searching("t-crypt");
    const t = m2.state;
    give(t, 0, ["d-lantern"]);
    const other = m2.view(0);
    expect(tombRaiderBot.choose(other, m2.legal(0), null as never)).toEqual({ type: "search", using: anything });
  });

  it("labels name each condition in both languages; the table text lists them as alternatives", () => {
    expect(describeAction({ type: "search", using: weapons }, "en")).toBe("Search (+3, weapon only)");
    expect(describeAction({ type: "search", using: anything }, "ja")).toBe("探索する(+1)");
    expect(describeAction({ type: "play", card: "0:a-sweep:1", using: weapons }, "ja")).toBe(
      "入念な捜索を使う(+3・武器のみ)",
    );
    const m = searching("t-crypt");
    const text = describeTable(m.view(0), "en", ["Ann"]).join("\n");
    expect(text).toContain("search +1 or +3, weapon only");
  });
});
