/**
 * Every legal move reachable by a person (issue 27, point 5): with large hands, several nekomimi each and 2 or 4
 * breeders, every decision's legal actions can all be made through the controls as Discord shows them.
 */
import { describe, expect, it } from "vitest";
import { controls } from "../../../src/games/powapowa/controls.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import { reachProblem, reachProblems } from "../reach.ts";
import { start } from "../scenario.ts";
import { begin, card, decision, neko, scenario, type PwScenario, type SeatSpec } from "./helpers.ts";

/** A hand of every kind of card a turn can play, two of most. */
const BIG_HAND = [
  "cozy-house",
  "attic",
  "market-street",
  "rooftops",
  "clover-field",
  "flower-hill",
  "pond-side",
  "riverbank",
  "ribbon-bow",
  "bell-collar",
  "sparkle-tiara",
  "spiky-collar",
  "heavy-mittens",
  "cat-tower",
  "cushion",
  "feather-toy",
  "treat-bag",
  "singing",
  "dancing",
  "boxing",
  "napping",
  "shopping",
  "rumor",
  "flood",
  "vet",
  "wander",
  "hiss",
  "homecoming",
  "cold",
  "sulk",
  "scratch",
  "dodge",
  "pounce",
  "splash",
  "gallant",
  "stray-cat",
  "guard-dog",
  "cheer",
  "trip",
  "stage-fright",
];

const rival = (ids: string[], extra: Partial<SeatSpec> = {}): SeatSpec => ({
  field: ids.map((id, i) => ({
    id,
    stage: 2 + (i % 3),
    territories: i === 0 ? ["rooftops"] : [],
    attached: i === 1 ? ["spiky-collar"] : [],
  })),
  off: [{ id: "ume", stage: 2, territories: ["riverbank", "rooftops"] }],
  hand: ["scratch", "dodge"],
  deck: ["dodge", "dodge", "dodge"],
  ...extra,
});

function table(players: 2 | 4, step: "breeder" | "nekomimi" | "declare", contest = false): PwScenario {
  const mine: SeatSpec = {
    field: [
      { id: "mochi", stage: 4, territories: ["cozy-house", "market-street"] },
      { id: "kinako", stage: 3, territories: ["rooftops"], onTerritory: { 0: "cushion" } },
      { id: "azuki", stage: 2 },
    ],
    off: [{ id: "yuzu", stage: 3, territories: ["pond-side"] }],
    hand: BIG_HAND,
    deck: ["dodge", "dodge", "dodge", "dodge"],
  };
  const rivals = [rival(["hana", "tama", "kuro"]), rival(["sora", "kumo", "shiro"]), rival(["nori", "rin", "purin"])];
  return begin(
    scenario({
      seats: [mine, ...rivals.slice(0, players - 1)],
      step,
      turn: 5,
      ...(contest ? { contest: { declarer: 1, turn: 4, entries: [] } } : {}),
    }),
  );
}

const reach = (match: PwScenario, seat = 0): string | null => reachProblem(powapowaGame, controls, match.match, seat);

describe("Powapowa: every legal move is reachable", () => {
  for (const players of [2, 4] as const) {
    it(`${players} breeders, three nekomimi each and a large hand: the breeder action, the nekomimi actions and the third action`, () => {
      const breeder = table(players, "breeder");
      expect(decision(breeder)).toBe("breeder");
      expect(breeder.legal(0).length).toBeGreaterThan(players === 4 ? 100 : 50);
      expect(reach(breeder)).toBeNull();
      const nekomimi = table(players, "nekomimi");
      expect(decision(nekomimi)).toBe("nekomimi");
      expect(nekomimi.legal(0).length).toBeGreaterThan(players === 4 ? 137 : 75);
      expect(reach(nekomimi)).toBeNull();
      const third = table(players, "declare", true);
      expect(decision(third)).toBe("third");
      expect(reach(third)).toBeNull();
    });
  }

  it("a fight: fight cards face down, the answer, the bystanders' window and a reveal of four cards with both proxies", () => {
    const match = table(4, "nekomimi");
    match.act(0, { type: "fight", by: neko(0, "mochi"), target: neko(1, "hana") });
    expect(reach(match)).toBeNull();
    match.act(0, { type: "commit", card: card(0, "stray-cat") });
    match.act(0, { type: "commit", card: card(0, "guard-dog") });
    match.act(0, { type: "commit", card: card(0, "scratch") });
    match.act(0, { type: "commit", card: card(0, "pounce") });
    match.act(0, { type: "done" });
    expect(reach(match, 1)).toBeNull();
    match.act(1, { type: "accept", ground: card(1, "rooftops") });
    match.act(1, { type: "done" });
    expect(decision(match)).toBe("fight-window");
    expect(reachProblems(powapowaGame, controls, match.match)).toBeNull();
    match.act(2, { type: "pass" });
    match.act(3, { type: "pass" });
    expect(decision(match)).toBe("fight-reveal");
    expect(match.legal(0).length).toBeGreaterThan(20);
    expect(reach(match)).toBeNull();
  });

  it("the end phase's discards from a large hand, and the fan vote for several entries", () => {
    const discarding = table(2, "nekomimi");
    discarding.act(0, { type: "skip" });
    discarding.act(0, { type: "skip" });
    expect(decision(discarding)).toBe("end");
    expect(reach(discarding)).toBeNull();
    const voting = begin(
      scenario({
        seats: [
          {
            field: [
              { id: "mochi", stage: 4 },
              { id: "kinako", stage: 4 },
              { id: "azuki", stage: 3 },
              { id: "yuzu", stage: 4 },
            ],
            hand: BIG_HAND,
            deck: ["dodge", "dodge", "dodge"],
          },
          { field: [{ id: "hana", stage: 4 }], deck: ["dodge", "dodge"] },
        ],
        step: "end",
        active: 1,
        turn: 6,
        contest: {
          declarer: 1,
          turn: 4,
          entries: [neko(0, "mochi"), neko(0, "kinako"), neko(0, "azuki"), neko(0, "yuzu"), neko(1, "hana")],
        },
      }),
    );
    expect(decision(voting)).toBe("vote");
    expect(voting.legal(0).length).toBeGreaterThan(100);
    expect(reach(voting)).toBeNull();
    // With cards placed, each can be taken back.
    const placed = voting;
    for (const c of ["ribbon-bow", "singing", "cozy-house", "scratch"])
      placed.act(0, { type: "back", nekomimi: neko(0, "mochi"), card: card(0, c) });
    expect(reach(placed)).toBeNull();
  });

  it("the nekomimi a breeder prepares: every set of up to four of the sixteen", () => {
    const match = start(powapowaGame, { seed: 4, players: 4, options: { nekomimi: 4 } });
    for (const seat of [0, 1, 2, 3]) match.act(seat, { type: "deck", deck: "garden" });
    expect(decision(match)).toBe("prepare");
    expect(match.legal(0)).toHaveLength(2516);
    expect(reach(match)).toBeNull();
  });
});
