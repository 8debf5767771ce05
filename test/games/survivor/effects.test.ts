/** Every entry of the fortune and politics vocabulary not already shown in challenge.test.ts and council.test.ts. */
import { describe, expect, it } from "vitest";
import { allDone, allPass, begin, card, scenario, toFortunes, type SvScenario } from "./helpers.ts";

/** Seat 0 and seat 1 at the fortune window of the given challenge, with these hands (seat 0 holds the idol). */
function atFortunes(
  challenge: string,
  hand0: string[],
  hand1: string[],
  cast0 = ["sami-hollis"],
  cast1 = ["gus-tanner"],
  enter: Record<number, string[]> = {},
): SvScenario {
  const m = scenario({
    seats: [
      { cast: cast0, deck: [...hand0, "rope", "rope", "rope", "rope", "rope"].slice(0, Math.max(5, hand0.length)) },
      {
        cast: cast1,
        deck: [...hand1, "spear", "spear", "spear", "spear", "spear"].slice(0, Math.max(5, hand1.length)),
      },
    ],
    challenges: [challenge],
    idol: 0,
  });
  m.state.zones.deck0!.cards.unshift("0:compass:1", "0:compass:2");
  m.state.zones.deck1!.cards.unshift("1:compass:1");
  return toFortunes(begin(m), enter);
}

const scores = (m: SvScenario): (number | null)[] | null => m.view(0).table.scores;

describe("fortune effects", () => {
  it("score-down lowers a rival's score (Rumour Mill)", () => {
    const m = atFortunes("log-walk", ["rumour-mill"], []);
    m.act(0, { type: "play", card: card(0, "rumour-mill"), seat: 1 });
    expect(scores(m)).toEqual([8, 1]);
  });

  it("draw takes cards from the player's deck, after the hand is played from (Lucky Find)", () => {
    const before = atFortunes("log-walk", ["lucky-find"], []);
    before.act(0, { type: "play", card: card(0, "lucky-find") });
    expect(before.state.zones.hand0?.cards).toHaveLength(4 + 2);
    expect(before.state.recent).toContainEqual({ type: "play", seat: 0, card: "lucky-find", drew: 2 });
  });

  it("rival-discard throws away a random card of a rival's hand, face up (Lost Supplies)", () => {
    const m = atFortunes("log-walk", ["lost-supplies"], []);
    m.act(0, { type: "play", card: card(0, "lost-supplies"), seat: 1 });
    expect(m.state.zones.hand1?.cards).toHaveLength(4);
    expect(m.state.zones.discard1?.cards).toHaveLength(1);
    const played = m.state.recent.find((r) => r.type === "play");
    expect(played && "discarded" in played ? played.discarded : null).toEqual([
      m.state.zones.discard1?.cards[0]?.split(":")[1],
    ]);
  });

  it("rival-discard takes the same card however the rival's hand is ordered (a plan card taken back goes last)", () => {
    const discarded = (turn: number): string[] => {
      const m = atFortunes("log-walk", ["lost-supplies"], ["rope", "spear", "compass"]);
      const hand = m.state.zones.hand1?.cards ?? [];
      hand.push(...hand.splice(0, turn));
      m.act(0, { type: "play", card: card(0, "lost-supplies"), seat: 1 });
      return m.state.zones.discard1?.cards ?? [];
    };
    const first = discarded(0);
    for (let turn = 1; turn < 5; turn++) expect(discarded(turn)).toEqual(first);
  });

  it("break-alliance takes a rival's alliance, and with it the protection of its colour (Divide and Rule)", () => {
    // Long Haul is green: seat 1 allies Ava and Bruno. Sprained Ankle (green icon) cannot touch them until the alliance is broken.
    const m = atFortunes(
      "long-haul",
      ["divide-and-rule", "sprained-ankle"],
      [],
      ["gus-tanner"],
      ["ava-stone", "bruno-vale"],
      { 1: ["ava-stone", "bruno-vale"] },
    );
    expect(m.state.alliances[1]?.color).toBe("green");
    expect(m.refusal(0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toEqual({
      code: "no-target",
    });
    m.act(0, { type: "play", card: card(0, "divide-and-rule"), seat: 1 });
    expect(m.state.alliances[1]).toBeNull();
    m.act(1, { type: "pass" });
    expect(m.refusal(0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toBeNull();
  });

  it("keeps a played fortune with the turn's used cards until step 13: Lucky Find on an empty deck cannot come back", () => {
    const m0 = scenario({
      seats: [
        { cast: ["sami-hollis"], deck: ["lucky-find", "rumour-mill", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["spear", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["log-walk"],
    });
    let m = toFortunes(begin(m0), {});
    m.act(0, { type: "play", card: card(0, "lucky-find") });
    // The deck and the discard pile were empty: nothing is drawn, and Lucky Find is not shuffled back into the hand.
    expect(m.state.zones.hand0?.cards).not.toContain(card(0, "lucky-find"));
    expect(m.state.zones.discard0?.cards).toEqual([]);
    expect(m.view(1).table.seats[0]?.played).toEqual(["lucky-find"]);
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "rumour-mill"), seat: 1 });
    m = allPass(allPass(allPass(m, "fortunes"), "items"), "council");
    // Step 13: every card used this turn goes to the discard pile.
    expect(m.state.zones.discard0?.cards).toEqual([card(0, "lucky-find"), card(0, "rumour-mill")]);
  });

  it("counts the alliance formed at step 6, even after one of its alliance cards is cancelled (Strength in Numbers, OP-11)", () => {
    let m = scenario({
      seats: [
        {
          cast: ["ava-stone", "farah-quill"],
          deck: ["green-handshake", "strength-in-numbers", "rope", "rope", "rope"],
        },
        { cast: ["gus-tanner"], deck: ["sabotage", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["long-haul"],
    });
    m = allDone(begin(m));
    // Farah (red) takes green for the turn: with Ava she makes a green alliance on Long Haul.
    m.act(0, { type: "place", card: card(0, "green-handshake"), castaway: "farah-quill" });
    m = toFortunes(m, { 0: ["ava-stone", "farah-quill"] });
    expect(m.state.alliances[0]).toEqual({ color: "green", members: ["ava-stone", "farah-quill"] });
    m.act(0, { type: "pass" });
    m.act(1, {
      type: "play",
      card: card(1, "sabotage"),
      castaway: "farah-quill",
      attached: card(0, "green-handshake"),
    });
    // Endurance 2 + 8 = 10; both castaways of the alliance formed at step 6 count: +2 each.
    m.act(0, { type: "play", card: card(0, "strength-in-numbers") });
    expect(scores(m)?.[0]).toBe(10 + 4);
  });

  it("ally-bonus adds per castaway in the player's alliance, and needs an alliance (Strength in Numbers)", () => {
    const allied = atFortunes("long-haul", ["strength-in-numbers"], [], ["ava-stone", "bruno-vale"], ["gus-tanner"], {
      0: ["ava-stone", "bruno-vale"],
    });
    // Endurance 2 + 4, then +2 for each of the two allied castaways.
    allied.act(0, { type: "play", card: card(0, "strength-in-numbers") });
    expect(scores(allied)?.[0]).toBe(6 + 4);
    const alone = atFortunes("log-walk", ["strength-in-numbers"], []);
    expect(alone.refusal(0, { type: "play", card: card(0, "strength-in-numbers") })).toEqual({ code: "no-alliance" });
  });
});

describe("politics cards: all-player effects at their stated timing (S-116, OP-19)", () => {
  it("everyone draws (Town Meeting, step 8)", () => {
    const m = atFortunes("log-walk", ["town-meeting"], []);
    m.act(0, { type: "play", card: card(0, "town-meeting") });
    expect(m.state.zones.hand0?.cards).toHaveLength(4 + 1);
    expect(m.state.zones.hand1?.cards).toHaveLength(5 + 1);
  });

  it("food counts nothing this turn (Food Shortage)", () => {
    let m = scenario({
      seats: [
        { cast: ["sami-hollis"], deck: ["food-shortage", "rope", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["palm-hearts", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["log-walk"],
    });
    begin(m);
    m.act(1, { type: "place", card: card(1, "palm-hearts"), castaway: "gus-tanner" });
    m = toFortunes(m, {});
    expect(scores(m)).toEqual([8, 5]);
    m.act(0, { type: "play", card: card(0, "food-shortage") });
    expect(scores(m)).toEqual([8, 3]);
  });

  it("everyone may place one more item (Supply Drop, in the item window only)", () => {
    let m = atFortunes("log-walk", ["supply-drop", "rope", "climbing-kit"], []);
    expect(m.refusal(0, { type: "play", card: card(0, "supply-drop") })).toEqual({ code: "not-this-window" });
    m = allPass(m, "fortunes");
    m.act(0, { type: "item", card: card(0, "rope"), castaway: "sami-hollis" });
    m.act(1, { type: "pass" });
    expect(m.refusal(0, { type: "item", card: card(0, "climbing-kit"), castaway: "sami-hollis" })).toEqual({
      code: "item-limit",
      params: { limit: 1 },
    });
    m.act(0, { type: "play", card: card(0, "supply-drop") });
    m.act(1, { type: "pass" });
    expect(m.refusal(0, { type: "item", card: card(0, "climbing-kit"), castaway: "sami-hollis" })).toBeNull();
  });

  it("closes Tribal Council's window at once (Closed Session)", () => {
    let m = atFortunes("log-walk", ["closed-session"], ["blindside"], ["sami-hollis"], ["gus-tanner", "kai-renner"]);
    m = allPass(allPass(m, "fortunes"), "items");
    m.act(0, { type: "vote", castaway: "kai-renner" });
    m.act(0, { type: "play", card: card(0, "closed-session") });
    // Seat 1 never gets to move the vote: Kai is voted off.
    expect(m.state.zones.out1?.cards).toEqual(["kai-renner"]);
  });
});

describe("restriction icons with several rivals (S-83, OP-12)", () => {
  it("names the alliance that protects the chosen target while other targets stay open", () => {
    const m = scenario({
      seats: [
        { cast: ["gus-tanner"], deck: ["sprained-ankle", "rope", "rope", "rope", "rope"] },
        { cast: ["ava-stone", "bruno-vale"], deck: ["spear", "spear", "spear", "spear", "spear"] },
        { cast: ["hana-ito"], deck: ["spear", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["long-haul"],
    });
    const at = toFortunes(begin(m), { 1: ["ava-stone", "bruno-vale"] });
    expect(at.state.alliances[1]?.color).toBe("green");
    expect(at.refusal(0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toEqual({
      code: "shielded-green",
    });
    expect(at.refusal(0, { type: "play", card: card(0, "sprained-ankle"), castaway: "hana-ito" })).toBeNull();
  });
});
