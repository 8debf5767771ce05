/** Steps 6-11: alliances, tallies, the fortune and item windows, the tie-break and the idol (S-71 … S-95). */
import { describe, expect, it } from "vitest";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { allPass, begin, card, scenario, toFortunes } from "./helpers.ts";

describe("alliances (S-71 … S-76, OP-20)", () => {
  const allied = (challenge: string, cast0: string[], enter0: string[], options = {}) =>
    toFortunes(
      begin(
        scenario({
          seats: [
            { cast: cast0, deck: ["rope"] },
            { cast: ["gus-tanner"], deck: ["rope"] },
          ],
          challenges: [challenge],
          options,
        }),
      ),
      { 0: enter0 },
    );

  it("forms when two or more entered castaways share the challenge's colour", () => {
    const m = allied("long-haul", ["ava-stone", "bruno-vale", "farah-quill"], ["ava-stone", "bruno-vale"]);
    expect(m.state.alliances[0]?.color).toBe("green");
    expect(m.state.recent).toContainEqual({
      type: "alliance",
      seat: 0,
      color: "green",
      castaways: ["ava-stone", "bruno-vale"],
    });
  });

  it("needs more than one entered castaway and a coloured challenge", () => {
    expect(allied("long-haul", ["ava-stone", "bruno-vale"], ["ava-stone"]).state.alliances[0]).toBeNull();
    expect(
      allied("long-haul", ["ava-stone", "farah-quill"], ["ava-stone", "farah-quill"]).state.alliances[0],
    ).toBeNull();
    expect(
      allied("fire-making", ["ava-stone", "bruno-vale"], ["ava-stone", "bruno-vale"]).state.alliances[0],
    ).toBeNull();
  });

  it("adds no points (S-75)", () => {
    const m = allied("long-haul", ["ava-stone", "bruno-vale"], ["ava-stone", "bruno-vale"]);
    // Endurance 2 + 4.
    expect(m.state.firstTally?.[0]).toBe(6);
  });

  it("is not formed while 11 or more castaways remain, with the table option on (S-76)", () => {
    const big = [
      "ava-stone",
      "bruno-vale",
      "chika-mori",
      "dario-penn",
      "elin-frost",
      "farah-quill",
      "gus-tanner",
      "hana-ito",
      "ivo-marsh",
      "june-okafor",
    ];
    const m = allied("long-haul", big, ["ava-stone", "bruno-vale"], { noEarlyAlliances: true });
    expect(m.state.alliances[0]).toBeNull();
    const off = allied("long-haul", big, ["ava-stone", "bruno-vale"]);
    expect(off.state.alliances[0]?.color).toBe("green");
  });
});

describe("tallies and modifiers (S-77, S-88, R-S3, OP-7)", () => {
  it("adds each entered castaway's challenge stats with food; a two-stat challenge counts an all-stats food twice", () => {
    // Raft Race: Strength + Swimming. Ava 3+2, Bruno 6+8. Island Feast (+1 all) on Ava counts +2; Grilled Fish (+3
    // Strength) on Chika, who does not enter, counts nothing.
    let match = begin(
      scenario({
        seats: [
          {
            cast: ["ava-stone", "bruno-vale", "chika-mori"],
            deck: ["island-feast", "grilled-fish", "rope", "rope", "rope"],
          },
          { cast: ["gus-tanner"], deck: ["rope"] },
        ],
        challenges: ["raft-race"],
      }),
    );
    match.act(0, { type: "place", card: card(0, "island-feast"), castaway: "ava-stone" });
    match.act(0, { type: "place", card: card(0, "grilled-fish"), castaway: "chika-mori" });
    match = toFortunes(match, { 0: ["ava-stone", "bruno-vale"] });
    expect(match.state.firstTally).toEqual([3 + 2 + 2 + 6 + 8, 3 + 3]);
  });
});

const duel = (
  challenge: string,
  seat0: { cast: string[]; hand?: string[] },
  seat1: { cast: string[]; hand?: string[] },
  idol = 0,
) =>
  begin(
    scenario({
      seats: [
        { cast: seat0.cast, deck: seat0.hand ?? ["rope"] },
        { cast: seat1.cast, deck: seat1.hand ?? ["rope"] },
      ],
      challenges: [challenge],
      idol,
    }),
  );

describe("the fortune window (S-78 … S-83, OP-12, OP-13)", () => {
  it("goes round from the idol holder, one card per act, until everyone passes in a row; a player who passed may act again", () => {
    const m = toFortunes(
      duel(
        "log-walk",
        { cast: ["ava-stone"], hand: ["crowd-favourite", "adrenaline"] },
        { cast: ["gus-tanner"], hand: ["crowd-favourite"] },
        1,
      ),
      {},
    );
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "fortunes", seats: [1] });
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "crowd-favourite") });
    expect(survivorGame.prompt(m.state)?.seats).toEqual([1]);
    m.act(1, { type: "play", card: card(1, "crowd-favourite") });
    m.act(0, { type: "pass" });
    m.act(1, { type: "pass" });
    expect(m.state.phase).toBe("items");
  });

  it("keeps Tribal Council fortunes for the council and items for the item window", () => {
    const m = toFortunes(
      duel("log-walk", { cast: ["ava-stone"], hand: ["blindside", "rope"] }, { cast: ["gus-tanner"] }),
      {},
    );
    expect(m.refusal(0, { type: "play", card: card(0, "blindside"), castaway: "gus-tanner" })).toEqual({
      code: "council-only",
    });
    expect(m.refusal(0, { type: "item", card: card(0, "rope"), castaway: "ava-stone" })).toEqual({
      code: "wrong-decision",
    });
  });

  it("raises one's own castaway and lowers a rival's, never below 0 (boost, weaken)", () => {
    const m = toFortunes(
      duel("reef-swim", { cast: ["ava-stone"], hand: ["second-wind", "cramp"] }, { cast: ["gus-tanner"] }),
      {},
    );
    m.act(0, { type: "play", card: card(0, "second-wind"), castaway: "ava-stone" });
    expect(m.view(1).table.scores).toEqual([3, 3]);
    m.act(1, { type: "pass" });
    // Cramp: Swimming -3 on Gus (3) leaves 0.
    m.act(0, { type: "play", card: card(0, "cramp"), castaway: "gus-tanner" });
    expect(m.view(1).table.scores).toEqual([3, 0]);
    expect(m.refusal(1, { type: "play", card: card(1, "rope") })).toEqual({ code: "not-playable" });
  });

  it("cannot be used against a player holding an alliance of the icon's colour (S-83)", () => {
    // Long Haul is green; seat 1 allies Ava and Bruno. Sprained Ankle carries a green icon, Food Poisoning a red one.
    let m = duel(
      "long-haul",
      { cast: ["gus-tanner"], hand: ["sprained-ankle", "food-poisoning"] },
      { cast: ["ava-stone", "bruno-vale"] },
    );
    m = toFortunes(m, { 1: ["ava-stone", "bruno-vale"] });
    expect(m.state.alliances[1]?.color).toBe("green");
    expect(m.refusal(0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toEqual({
      code: "no-target",
    });
    expect(m.refusal(0, { type: "play", card: card(0, "food-poisoning"), castaway: "ava-stone" })).toBeNull();
  });

  it("cancels a face-up food card on a rival's castaway", () => {
    let m = duel(
      "raft-race",
      { cast: ["gus-tanner"], hand: ["sabotage"] },
      { cast: ["bruno-vale"], hand: ["grilled-fish"] },
    );
    m.act(1, { type: "place", card: card(1, "grilled-fish"), castaway: "bruno-vale" });
    m = toFortunes(m, {});
    expect(m.state.firstTally?.[1]).toBe(6 + 3 + 8);
    m.act(0, { type: "play", card: card(0, "sabotage"), castaway: "bruno-vale", attached: card(1, "grilled-fish") });
    expect(m.view(0).table.scores?.[1]).toBe(6 + 8);
    expect(m.state.zones.discard1?.cards).toEqual([card(1, "grilled-fish")]);
  });
});

describe("the item window (S-84 … S-87, OP-8)", () => {
  it("places items face down on entered castaways up to the challenge's limit, then turns them all up together", () => {
    let m = toFortunes(
      duel(
        "log-walk",
        { cast: ["ava-stone"], hand: ["rope", "climbing-kit"] },
        { cast: ["gus-tanner"], hand: ["spear"] },
      ),
      {},
    );
    m = allPass(m, "fortunes");
    expect(m.state.phase).toBe("items");
    m.act(0, { type: "item", card: card(0, "rope"), castaway: "ava-stone" });
    const seen = m.view(1).table.seats[0]?.cast[0];
    expect(seen?.facedown).toBe(1);
    expect(JSON.stringify(m.view(1))).not.toContain("rope");
    m.act(1, { type: "pass" });
    // Log Walk allows one item each.
    expect(m.refusal(0, { type: "item", card: card(0, "climbing-kit"), castaway: "ava-stone" })).toEqual({
      code: "item-limit",
      params: { limit: 1 },
    });
    const up = m.act(0, { type: "pass" });
    expect(up.find((e) => e.type === "items-up")?.data).toEqual({
      items: [{ seat: 0, card: card(0, "rope"), castaway: "ava-stone" }],
    });
    // Tally 2: Balance 3 + 2 against 3.
    expect(m.state.result?.scores).toEqual([5, 3]);
  });
});

describe("the winner and the tie-break (S-89 … S-95, OP-10)", () => {
  it("gives the challenge and the idol to the highest score", () => {
    const m = allPass(
      allPass(toFortunes(duel("log-walk", { cast: ["sami-hollis"] }, { cast: ["gus-tanner"] }, 1), {}), "fortunes"),
      "items",
    );
    expect(m.state.result).toMatchObject({ winner: 0, tied: [], decidedBy: null });
    expect(m.state.idol).toBe(0);
  });

  it("breaks a tie on the challenge stat's printed values, then the unused stats from the top", () => {
    // Log Walk (Balance): Sami and Tess both 8. Then Accuracy 4-4, Endurance 5-5, Politics 3-3, Speed 1-2: Tess.
    const m = allPass(
      allPass(toFortunes(duel("log-walk", { cast: ["sami-hollis"] }, { cast: ["tess-calder"] }), {}), "fortunes"),
      "items",
    );
    expect(m.state.result).toMatchObject({
      winner: 1,
      tied: [0, 1],
      decidedBy: { castaway: "tess-calder", stat: "speed", value: 2, against: "sami-hollis", theirs: 1 },
    });
  });

  it("with two stats, the one printed first decides: Strength before Swimming in Raft Race (S-92)", () => {
    // Otto: Strength 3, Swimming 8; Tess: Strength 9, Swimming 2. Both score 11; Tess's Strength wins it.
    const m = allPass(
      allPass(toFortunes(duel("raft-race", { cast: ["otto-lind"] }, { cast: ["tess-calder"] }), {}), "fortunes"),
      "items",
    );
    expect(m.state.result?.scores).toEqual([11, 11]);
    expect(m.state.result).toMatchObject({
      winner: 1,
      decidedBy: { castaway: "tess-calder", stat: "strength", value: 9, against: "otto-lind", theirs: 3 },
    });
  });

  it("reaches the last stat when castaways differ only in Wits", () => {
    const m = allPass(
      allPass(toFortunes(duel("beach-sprint", { cast: ["vera-nakai"] }, { cast: ["umar-fidel"] }, 1), {}), "fortunes"),
      "items",
    );
    expect(m.state.result?.decidedBy).toMatchObject({ castaway: "vera-nakai", stat: "wits", value: 9, theirs: 8 });
  });

  it("ignores every modifier in the tie-break (S-93)", () => {
    // Crowd Favourite lifts Sami's team to a tie with Gus... scores tie at 8 but printed Balance decides: Sami 8 vs Gus 3.
    let m = toFortunes(
      duel(
        "log-walk",
        { cast: ["gus-tanner"], hand: ["crowd-favourite", "crowd-favourite", "second-wind"] },
        { cast: ["sami-hollis"] },
      ),
      {},
    );
    m.act(0, { type: "play", card: card(0, "crowd-favourite") });
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "crowd-favourite", 2) });
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "second-wind"), castaway: "gus-tanner" });
    m = allPass(allPass(m, "fortunes"), "items");
    expect(m.state.result?.scores).toEqual([8, 8]);
    expect(m.state.result).toMatchObject({
      winner: 1,
      decidedBy: { castaway: "sami-hollis", stat: "balance", value: 8, theirs: 3 },
    });
  });

  it("never lets a player who entered nobody win (OP-9)", () => {
    // Lone Wolf takes colourless castaways only: Ava (green) cannot enter while Sami can.
    const m = allPass(
      allPass(toFortunes(duel("lone-wolf", { cast: ["ava-stone"] }, { cast: ["sami-hollis"] }), {}), "fortunes"),
      "items",
    );
    expect(m.state.result?.scores[0]).toBeNull();
    expect(m.state.result?.winner).toBe(1);
  });
});
