/** Tribal Council and the end of the turn: S-96 … S-112, OP-14, OP-15, OP-17, OP-18. */
import { describe, expect, it } from "vitest";
import { controls } from "../../../src/games/survivor/controls.ts";
import { describeAction } from "../../../src/games/survivor/describe.ts";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { allPass, begin, card, scenario, toFortunes, type SeatSpec, type SvScenario } from "./helpers.ts";

/** Plays a turn up to the vote: Log Walk (Balance); Sami (8) wins it for seat 0 against anyone in these tests. */
function toVote(seats: SeatSpec[], challenges = ["log-walk"]): SvScenario {
  const m = toFortunes(begin(scenario({ seats, challenges, idol: 1 })), {});
  return allPass(allPass(m, "fortunes"), "items");
}

describe("Tribal Council", () => {
  const seats = (): SeatSpec[] => [
    { cast: ["sami-hollis", "ava-stone"], deck: ["blindside", "mutiny", "rope", "rope", "rope"] },
    { cast: ["gus-tanner", "kai-renner"], deck: ["blindside", "double-tribal", "rope", "rope", "rope"] },
    { cast: ["hana-ito", "nora-kade"], deck: ["blindside", "rope", "rope", "rope", "rope"] },
  ];

  it("has the idol holder name a castaway of another player, publicly, never one of their own (S-96, S-97)", () => {
    const m = toVote(seats());
    expect(m.state.idol).toBe(0);
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "vote", seats: [0] });
    expect(survivorGame.legalActions(m.state, 0).map((a) => (a.type === "vote" ? a.castaway : ""))).toEqual([
      "gus-tanner",
      "kai-renner",
      "hana-ito",
      "nora-kade",
    ]);
    expect(m.refusal(0, { type: "vote", castaway: "ava-stone" })).toEqual({ code: "not-a-candidate" });
  });

  it("says whose castaway each vote choice is, in the terminal's list and on the table's buttons (issue 28)", () => {
    const m = toVote(seats());
    const legal = survivorGame.legalActions(m.state, 0);
    expect(legal[0]).toEqual({ type: "vote", castaway: "gus-tanner", owner: 1 });
    expect(legal.map((a) => describeAction(a, "en", 0))).toEqual([
      "Vote off Gus Tanner (Player 2's)",
      "Vote off Kai Renner (Player 2's)",
      "Vote off Hana Ito (Player 3's)",
      "Vote off Nora Kade (Player 3's)",
    ]);
    const buttons = controls(m.view(0), legal, "en").controls.map((c) => (c.type === "button" ? c.label : ""));
    expect(buttons).toEqual([
      "Vote off Gus Tanner (with Kai Renner)",
      "Vote off Kai Renner (with Gus Tanner)",
      "Vote off Hana Ito (with Nora Kade)",
      "Vote off Nora Kade (with Hana Ito)",
    ]);
    expect(m.refusal(0, { type: "vote", castaway: "gus-tanner", owner: 2 })).toEqual({ code: "not-a-candidate" });
  });

  it("then opens a fortune window from the idol holder; the named castaway is voted off and turned face down (S-98, S-99)", () => {
    const m = toVote(seats());
    m.act(0, { type: "vote", castaway: "kai-renner" });
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "council", seats: [0] });
    expect(m.view(2).table.targets).toEqual(["kai-renner"]);
    allPass(m, "council");
    expect(m.state.zones.out1?.cards).toEqual(["kai-renner"]);
    expect(m.state.zones.cast1?.cards).toEqual(["gus-tanner"]);
    expect(m.state.recent).toContainEqual({ type: "voted-off", castaways: ["kai-renner"] });
  });

  it("lets a fortune move the vote to another player's castaway, never the idol holder's (OP-14)", () => {
    const m = toVote(seats());
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "pass" });
    expect(
      m.refusal(1, { type: "play", card: card(1, "blindside"), from: "kai-renner", castaway: "sami-hollis" }),
    ).toEqual({ code: "bad-target" });
    m.act(1, { type: "play", card: card(1, "blindside"), from: "kai-renner", castaway: "hana-ito" });
    allPass(m, "council");
    expect(m.state.zones.out2?.cards).toEqual(["hana-ito"]);
    expect(m.state.zones.cast1?.cards).toEqual(["gus-tanner", "kai-renner"]);
  });

  it("lets a fortune vote off one more castaway, chosen by the idol holder (S-100, OP-14)", () => {
    const m = toVote(seats());
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "play", card: card(0, "mutiny") });
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "extra", seats: [0] });
    m.act(0, { type: "vote", castaway: "nora-kade" });
    allPass(m, "council");
    expect(m.state.zones.out1?.cards).toEqual(["kai-renner"]);
    expect(m.state.zones.out2?.cards).toEqual(["nora-kade"]);
  });

  it("has the idol holder, not the card's player, choose an extra vote-off, never one of the idol holder's or one named (OP-14)", () => {
    const m = toVote(seats());
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "pass" });
    m.act(1, { type: "play", card: card(1, "double-tribal") });
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "extra", seats: [0] });
    expect(survivorGame.legalActions(m.state, 1)).toEqual([]);
    // The card's player's own castaways may be chosen; the idol holder's and the one named may not.
    expect(survivorGame.legalActions(m.state, 0).map((a) => (a.type === "vote" ? a.castaway : ""))).toEqual([
      "gus-tanner",
      "hana-ito",
      "nora-kade",
    ]);
    expect(m.refusal(0, { type: "vote", castaway: "ava-stone" })).toEqual({ code: "not-a-candidate" });
    m.act(0, { type: "vote", castaway: "gus-tanner" });
    expect(m.state.targets).toEqual(["kai-renner", "gus-tanner"]);
    // The window goes on after the card's player.
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "council", seats: [2] });
  });

  it("lets the player choose which named castaway a target change moves, and says which on the button (OP-14)", () => {
    const m = toVote(seats());
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "pass" });
    m.act(1, { type: "play", card: card(1, "double-tribal") });
    m.act(0, { type: "vote", castaway: "nora-kade" });
    // Seat 2 moves the vote off its own Nora, not off the idol holder's first choice.
    const legal = survivorGame.legalActions(m.state, 2).filter((a) => a.type === "play");
    expect(legal).toEqual(
      expect.arrayContaining([
        { type: "play", card: card(2, "blindside"), from: "kai-renner", castaway: "gus-tanner" },
        { type: "play", card: card(2, "blindside"), from: "nora-kade", castaway: "gus-tanner" },
      ]),
    );
    const save = { type: "play", card: card(2, "blindside"), from: "nora-kade", castaway: "gus-tanner" } as const;
    expect(describeAction(save, "en", 2)).toBe("Blindside: the vote on Nora Kade moves to Gus Tanner");
    m.act(2, save);
    allPass(m, "council");
    expect(m.state.zones.out1?.cards).toEqual(["kai-renner", "gus-tanner"]);
    expect(m.state.zones.cast2?.cards).toEqual(["hana-ito", "nora-kade"]);
  });
});

describe("the end of the turn (S-101 … S-105, OP-17, OP-18)", () => {
  it("discards every card used this turn, including those on castaways that did not enter (S-101)", () => {
    let m = begin(
      scenario({
        seats: [
          { cast: ["sami-hollis", "ava-stone"], deck: ["grilled-fish", "rope", "rope", "rope", "rope"] },
          { cast: ["gus-tanner", "kai-renner"], deck: ["spear", "spear", "spear", "spear", "spear"] },
        ],
        challenges: ["log-walk", "log-walk"],
        idol: 1,
      }),
    );
    m.act(0, { type: "place", card: card(0, "grilled-fish"), castaway: "ava-stone" });
    m = toFortunes(m, { 0: ["sami-hollis"], 1: ["gus-tanner"] });
    m = allPass(allPass(m, "fortunes"), "items");
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m = allPass(m, "council");
    expect(m.state.zones.discard0?.cards).toEqual([card(0, "grilled-fish")]);
    expect(m.state.on).toEqual({});
  });

  it("lets each player discard any number from hand, in secret, keeping within the limit (S-102, S-103)", () => {
    const m = toVote([
      { cast: ["sami-hollis", "ava-stone"], deck: ["rope", "spear", "canteen", "compass", "machete", "rope", "rope"] },
      { cast: ["gus-tanner", "kai-renner"], deck: ["rope", "rope", "rope", "rope", "rope", "rope", "rope"] },
    ]);
    m.act(0, { type: "vote", castaway: "kai-renner" });
    allPass(m, "council");
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "discard", seats: [0, 1], drafting: true });
    m.act(0, { type: "discard", cards: [card(0, "rope"), card(0, "spear")] });
    m.act(0, { type: "discard", cards: [card(0, "canteen")] });
    m.act(0, { type: "unplace", card: card(0, "canteen") });
    // Nothing shows before everyone is done: the others still count the cards in the hand.
    expect(m.state.zones.discard0?.cards).toEqual([]);
    expect(m.view(1).table.seats[0]?.hand.count).toBe(5);
    m.act(0, { type: "done" });
    m.act(1, { type: "done" });
    expect(m.state.zones.discard0?.cards).toEqual([card(0, "rope"), card(0, "spear")]);
    // The next turn draws back up to 5.
    expect(m.state.zones.hand0?.cards).toHaveLength(5);
  });

  it("picks the discard card by card, never enumerating the subsets of a large hand (S-102, S-103)", () => {
    const faces = [
      "rope",
      "spear",
      "canteen",
      "compass",
      "machete",
      "goggles",
      "megaphone",
      "running-shoes",
      "climbing-kit",
      "map-case",
    ];
    const m = scenario({
      seats: [{ cast: ["sami-hollis"], hand: [...faces, ...faces] }, { cast: ["gus-tanner"] }],
      showdown: true,
    });
    m.state.phase = "discard";
    m.state.done = [false, true];
    // 20 cards, keep at most 7: one choice per face, and no Confirm yet.
    expect(survivorGame.legalActions(m.state, 0)).toHaveLength(10);
    expect(survivorGame.legalActions(m.state, 0)).not.toContainEqual({ type: "done" });
    // Any cards at once are accepted.
    const drop = faces.flatMap((f) => [card(0, f), card(0, f, 2)]).slice(0, 13);
    m.act(0, { type: "discard", cards: drop.slice(0, 12) });
    expect(m.refusal(0, { type: "done" })).toEqual({ code: "over-hand-limit", params: { limit: 7, keep: 8 } });
    m.act(0, { type: "discard", cards: [drop[12] as string] });
    expect(survivorGame.legalActions(m.state, 0)).toContainEqual({ type: "done" });
    m.act(0, { type: "done" });
    expect(m.state.zones.discard0?.cards).toHaveLength(13);
  });

  it("puts a player out at the end of the turn, and the last player with castaways wins (S-3, S-104, OP-18)", () => {
    const m = toVote([
      { cast: ["sami-hollis"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      { cast: ["gus-tanner"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      { cast: ["hana-ito"], deck: ["rope", "rope", "rope", "rope", "rope"] },
    ]);
    m.act(0, { type: "vote", castaway: "gus-tanner" });
    allPass(m, "council");
    expect(m.state.outSeats).toEqual([1]);
    expect(m.state.winner).toBeNull();
    expect(survivorGame.prompt(m.state)?.seats).toEqual([0, 2]);
  });

  it("ends the game when one player has castaways left", () => {
    // Gus is the only castaway Sami's player may name: it is named at once.
    const named = toVote([
      { cast: ["sami-hollis", "ava-stone"], deck: ["rope"] },
      { cast: ["gus-tanner"], deck: ["rope"] },
    ]);
    expect(named.state.phase).toBe("council");
    expect(named.state.targets).toEqual(["gus-tanner"]);
    const m = allPass(named, "council");
    expect(m.state.winner).toBe(0);
    expect(survivorGame.outcome(m.state)).toEqual({ winners: [0], reason: "last-standing", ranking: [[0], [1]] });
  });
});

describe("the final showdown (S-105 … S-112, OP-4, OP-15)", () => {
  it("starts when two castaways of different players are left: hands discarded, decks and challenges reshuffled, hands of 7", () => {
    let m = toVote(
      [
        {
          cast: ["sami-hollis"],
          deck: ["rope", "spear", "canteen", "compass", "machete", "rope", "rope", "rope", "rope", "rope"],
        },
        { cast: ["gus-tanner"], deck: ["rope", "rope", "rope", "rope", "rope", "rope", "rope", "rope"] },
        { cast: ["hana-ito"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      ],
      ["log-walk", "reef-swim", "night-watch"],
    );
    m.state.zones.removed!.cards = ["fire-making"];
    m.act(0, { type: "vote", castaway: "hana-ito" });
    m = allPass(m, "council");
    expect(m.state.showdown).toBe(true);
    expect(m.state.outSeats).toEqual([2]);
    expect(m.state.recent).toContainEqual({ type: "showdown" });
    // Hands went to the discard piles and were shuffled back with the decks; the new turn drew up to 7.
    expect(m.state.zones.hand0?.cards).toHaveLength(7);
    expect(m.state.zones.deck0?.cards).toHaveLength(3);
    expect(m.state.zones.discard0?.cards).toEqual([]);
    expect(m.state.zones.hand1?.cards).toHaveLength(7);
    // The used challenge went back into the deck; the one removed at set-up stays out.
    expect([...(m.state.zones.challenges?.cards ?? [])].sort()).toEqual(["log-walk", "night-watch", "reef-swim"]);
    expect(m.state.zones.removed?.cards).toEqual(["fire-making"]);
    expect(m.view(1).table.handLimit).toBe(7);
    // No hand discard step before it: the hands were discarded anyway.
    expect(m.state.phase).toBe("feed");
  });

  it("cannot form alliances: each player enters one castaway (S-112)", () => {
    const m = scenario({
      seats: [
        { cast: ["ava-stone"], deck: ["rope"] },
        { cast: ["bruno-vale"], deck: ["rope"] },
      ],
      challenges: ["long-haul"],
      showdown: true,
    });
    const after = toFortunes(begin(m), {});
    expect(after.state.alliances).toEqual([null, null]);
    expect(after.state.entered).toEqual([["ava-stone"], ["bruno-vale"]]);
  });
});
