import { describe, expect, it } from "vitest";
import { drawCard, faceKey, levelLocations } from "../../../src/games/tomb-raider/cards.ts";
import { fresh, hand, started, zoneFaces } from "./helpers.ts";

describe("set-up", () => {
  it("seat 0 chooses the level; two players get entrances left and right, the Treasure Room face down at the centre of depth 4", () => {
    const m = fresh(2);
    const s = m.state;
    expect(m.prompt()).toMatchObject({ decision: "level", seats: [0] });
    m.act(0, { type: "level", level: "cave" });
    expect(s.squares.c0d1?.card).toBe("c-mouth");
    expect(s.squares.c2d1?.card).toBe("c-sinkhole");
    expect(s.squares.c1d4).toMatchObject({ card: "c-grotto", faceDown: true });
    expect(s.zones.facedown?.cards).toEqual(["c-grotto"]);
    expect(s.zones.facedown?.visibility).toBe("hidden");
    const rooms = levelLocations("cave").filter((l) => l.role === "room").length;
    expect(s.zones.level?.cards).toHaveLength(rooms);
    expect(Object.keys(s.squares)).toHaveLength(3);
  });

  it("one player gets a single entrance at the centre of depth 1; the other entrance is not used", () => {
    const s = started({ players: 1 }).state;
    expect(s.squares.c1d1?.card).toBe("t-gate");
    expect(s.raiders[0]?.at).toBe("c1d1");
    expect(Object.values(s.zones).some((z) => z.cards.includes("t-stair"))).toBe(false);
  });

  it("the raider and deck are picked secretly and at once; only raiders are revealed", () => {
    const m = fresh(2);
    m.act(0, { type: "level", level: "tomb" });
    m.act(0, { type: "deck", character: "dex", deck: "diver" });
    expect(m.view(1).table.raiders[0]?.character).toBeNull();
    m.act(1, { type: "deck", character: "ines", deck: "delver" });
    const seen1 = m.view(1).table;
    expect(seen1.raiders[0]?.character).toBe("dex");
    expect(seen1.raiders[0]?.deck).toBeNull();
    expect(m.view(0).table.raiders[0]?.deck).toBe("diver");
  });

  it("refuses a raider of another power and unknown decks", () => {
    const m = fresh(1);
    m.act(0, { type: "level", level: "tomb" });
    expect(m.refusal(0, { type: "deck", character: "nobody", deck: "delver" })?.code).toBe("unknown-raider");
    expect(m.refusal(0, { type: "deck", character: "mara", deck: "nothing" })?.code).toBe("unknown-deck");
  });

  it("the starting hand is chosen, not drawn: exactly Think cards from the deck; the first legal action is the suggested hand", () => {
    const m = fresh(1);
    const s = m.state;
    m.act(0, { type: "level", level: "tomb" });
    m.act(0, { type: "deck", character: "ines", deck: "delver" });
    const legal = m.legal(0);
    expect(legal).toHaveLength(1);
    expect(legal[0]).toMatchObject({ type: "hand" });
    expect((legal[0] as { cards: string[] }).cards).toHaveLength(3);
    const deck = s.zones.deck0?.cards ?? [];
    expect(m.refusal(0, { type: "hand", cards: deck.slice(0, 2) })).toEqual({
      code: "hand-size",
      params: { count: 3 },
    });
    expect(m.refusal(0, { type: "hand", cards: [deck[0], deck[0], deck[1]] as string[] })?.code).toBe("duplicate-card");
    expect(m.refusal(0, { type: "hand", cards: ["0:o-pit:1", ...deck.slice(0, 2)] })?.code).toBe("card-not-in-deck");
    const mine = deck
      .filter((c) => faceKey(c) === "d-save-crystal")
      .concat(deck.filter((c) => faceKey(c) === "a-sprint").slice(0, 1));
    m.act(0, { type: "hand", cards: mine });
    expect(hand(s, 0).sort()).toEqual(["a-sprint", "d-save-crystal", "d-save-crystal"]);
    expect(s.zones.deck0?.visibility).toBe("hidden");
    expect(s.phase).toBe("move");
    expect(s.turn).toBe(1);
  });

  it("solo: the obstacles of the deck become the obstacle deck before the hand is chosen", () => {
    const s = started({ players: 1 }).state;
    expect(zoneFaces(s, "obstacleDeck0").every((f) => drawCard(f).kind === "obstacle")).toBe(true);
    expect(zoneFaces(s, "obstacleDeck0")).toHaveLength(8);
    expect([...zoneFaces(s, "deck0"), ...hand(s, 0)].some((f) => drawCard(f).kind === "obstacle")).toBe(false);
  });
});

describe("the Ready round", () => {
  it("turn 1 always rolls Move dice for initiative; the highest chooses the first player", () => {
    const s = started({ players: 2, characters: ["mara", "dex"], initiative: [1, 1, 1, 6, 6] }).state;
    expect(s.order).toEqual([1, 0]);
    expect(s.active).toBe(1);
  });

  it("ties re-roll among the tied", () => {
    const m = fresh(2);
    const s = m.state;
    m.act(0, { type: "level", level: "tomb" });
    for (const seat of [0, 1]) m.act(seat, { type: "deck", character: "dex", deck: "delver" });
    const hands = [0, 1].map((seat) => m.legal(seat)[0]!);
    m.act(0, hands[0]!);
    const events = m.act(1, hands[1]!, [3, 4, 4, 3, 1, 1, 2, 2]);
    expect(events.filter((e) => e.type === "roll")).toHaveLength(4);
    expect(s.phase).toBe("first");
    expect(s.initiativeWinner).toBe(1);
    expect(m.legal(1)).toEqual([
      { type: "first", seat: 1 },
      { type: "first", seat: 0 },
    ]);
  });

  it("from turn 2, the order stays unless someone asks; asking rolls again", () => {
    const m = started({ players: 2, initiative: [6, 6, 6, 1, 1, 1] });
    const s = m.state;
    s.phase = "ready";
    s.turn = 2;
    expect(m.prompt()).toMatchObject({ decision: "ready", simultaneous: true, seats: [0, 1] });
    const keep = m.fork();
    keep.act(0, { type: "reroll", want: false });
    keep.act(1, { type: "reroll", want: false });
    expect(keep.state.phase).toBe("move");
    expect(keep.state.active).toBe(0);
    m.act(0, { type: "reroll", want: false });
    m.act(1, { type: "reroll", want: true }, [1, 1, 1, 6, 6, 6]);
    expect(s.phase).toBe("first");
    expect(s.initiativeWinner).toBe(1);
  });

  it("initiative rolls the printed Move, even for a damaged raider", () => {
    const m = started({ players: 2 });
    const s = m.state;
    s.phase = "ready";
    s.turn = 2;
    s.raiders[0]!.damage = 1;
    m.act(0, { type: "reroll", want: true });
    const events = m.act(1, { type: "reroll", want: false }, [1, 1, 1, 6, 6, 6]);
    expect(events.filter((e) => e.type === "roll").map((e) => (e.data.dice as number[]).length)).toEqual([3, 3]);
    expect(s.initiativeWinner).toBe(1);
  });
});
