import { describe, expect, it } from "vitest";
import { viewMatch } from "../../../src/engine/index.ts";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { act, allDone, allPass, begin, card, refusal, scenario, toFortunes, type SvMatch } from "./helpers.ts";

/** Every entry of the fortune and politics vocabulary not already shown in challenge.test.ts and council.test.ts. */

/** Seat 0 and seat 1 at the fortune window of the given challenge, with these hands (seat 0 holds the idol). */
function atFortunes(challenge: string, hand0: string[], hand1: string[], cast0 = ["sami-hollis"], cast1 = ["gus-tanner"], enter: Record<number, string[]> = {}): SvMatch {
  const m = scenario({
    seats: [
      { cast: cast0, deck: [...hand0, "rope", "rope", "rope", "rope", "rope"].slice(0, Math.max(5, hand0.length)) },
      { cast: cast1, deck: [...hand1, "spear", "spear", "spear", "spear", "spear"].slice(0, Math.max(5, hand1.length)) },
    ],
    challenges: [challenge],
    idol: 0,
  });
  m.state.zones.deck0!.cards.unshift("0:compass:1", "0:compass:2");
  m.state.zones.deck1!.cards.unshift("1:compass:1");
  return toFortunes(begin(m).match, enter);
}

const scores = (m: SvMatch): (number | null)[] | null => viewMatch(survivorGame, m, 0).table.scores;

describe("fortune effects", () => {
  it("score-down lowers a rival's score (Rumour Mill)", () => {
    const m = act(atFortunes("log-walk", ["rumour-mill"], []), 0, { type: "play", card: card(0, "rumour-mill"), seat: 1 }).match;
    expect(scores(m)).toEqual([8, 1]);
  });

  it("draw takes cards from the player's deck, after the hand is played from (Lucky Find)", () => {
    const before = atFortunes("log-walk", ["lucky-find"], []);
    const m = act(before, 0, { type: "play", card: card(0, "lucky-find") }).match;
    expect(m.state.zones.hand0?.cards).toHaveLength(4 + 2);
    expect(m.state.recent).toContainEqual({ type: "play", seat: 0, card: "lucky-find", drew: 2 });
  });

  it("rival-discard throws away a random card of a rival's hand, face up (Lost Supplies)", () => {
    const m = act(atFortunes("log-walk", ["lost-supplies"], []), 0, { type: "play", card: card(0, "lost-supplies"), seat: 1 }).match;
    expect(m.state.zones.hand1?.cards).toHaveLength(4);
    expect(m.state.zones.discard1?.cards).toHaveLength(1);
    const played = m.state.recent.find((r) => r.type === "play");
    expect(played && "discarded" in played ? played.discarded : null).toEqual([m.state.zones.discard1?.cards[0]?.split(":")[1]]);
  });

  it("break-alliance takes a rival's alliance, and with it the protection of its colour (Divide and Rule)", () => {
    // Long Haul is green: seat 1 allies Ava and Bruno. Sprained Ankle (green icon) cannot touch them until the alliance is broken.
    let m = atFortunes("long-haul", ["divide-and-rule", "sprained-ankle"], [], ["gus-tanner"], ["ava-stone", "bruno-vale"], { 1: ["ava-stone", "bruno-vale"] });
    expect(m.state.alliances[1]?.color).toBe("green");
    expect(refusal(m, 0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toEqual({ code: "no-target" });
    m = act(m, 0, { type: "play", card: card(0, "divide-and-rule"), seat: 1 }).match;
    expect(m.state.alliances[1]).toBeNull();
    m = act(m, 1, { type: "pass" }).match;
    expect(refusal(m, 0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toBeNull();
  });

  it("keeps a played fortune with the turn's used cards until step 13: Lucky Find on an empty deck cannot come back", () => {
    const m0 = scenario({
      seats: [
        { cast: ["sami-hollis"], deck: ["lucky-find", "rumour-mill", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["spear", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["log-walk"],
    });
    let m = toFortunes(begin(m0).match, {});
    m = act(m, 0, { type: "play", card: card(0, "lucky-find") }).match;
    // The deck and the discard pile were empty: nothing is drawn, and Lucky Find is not shuffled back into the hand.
    expect(m.state.zones.hand0?.cards).not.toContain(card(0, "lucky-find"));
    expect(m.state.zones.discard0?.cards).toEqual([]);
    expect(viewMatch(survivorGame, m, 1).table.seats[0]?.played).toEqual(["lucky-find"]);
    m = act(m, 1, { type: "pass" }).match;
    m = act(m, 0, { type: "play", card: card(0, "rumour-mill"), seat: 1 }).match;
    m = allPass(allPass(allPass(m, "fortunes"), "items"), "council");
    // Step 13: every card used this turn goes to the discard pile.
    expect(m.state.zones.discard0?.cards).toEqual([card(0, "lucky-find"), card(0, "rumour-mill")]);
  });

  it("counts the alliance formed at step 6, even after one of its alliance cards is cancelled (Strength in Numbers, OP-11)", () => {
    let m = scenario({
      seats: [
        { cast: ["ava-stone", "farah-quill"], deck: ["green-handshake", "strength-in-numbers", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["sabotage", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["long-haul"],
    });
    m = allDone(begin(m).match);
    // Farah (red) takes green for the turn: with Ava she makes a green alliance on Long Haul.
    m = act(m, 0, { type: "place", card: card(0, "green-handshake"), castaway: "farah-quill" }).match;
    m = toFortunes(m, { 0: ["ava-stone", "farah-quill"] });
    expect(m.state.alliances[0]).toEqual({ color: "green", members: ["ava-stone", "farah-quill"] });
    m = act(m, 0, { type: "pass" }).match;
    m = act(m, 1, { type: "play", card: card(1, "sabotage"), castaway: "farah-quill", attached: card(0, "green-handshake") }).match;
    // Endurance 2 + 8 = 10; both castaways of the alliance formed at step 6 count: +2 each.
    m = act(m, 0, { type: "play", card: card(0, "strength-in-numbers") }).match;
    expect(scores(m)?.[0]).toBe(10 + 4);
  });

  it("ally-bonus adds per castaway in the player's alliance, and needs an alliance (Strength in Numbers)", () => {
    const allied = atFortunes("long-haul", ["strength-in-numbers"], [], ["ava-stone", "bruno-vale"], ["gus-tanner"], { 0: ["ava-stone", "bruno-vale"] });
    // Endurance 2 + 4, then +2 for each of the two allied castaways.
    expect(scores(act(allied, 0, { type: "play", card: card(0, "strength-in-numbers") }).match)?.[0]).toBe(6 + 4);
    const alone = atFortunes("log-walk", ["strength-in-numbers"], []);
    expect(refusal(alone, 0, { type: "play", card: card(0, "strength-in-numbers") })).toEqual({ code: "no-alliance" });
  });
});

describe("politics cards: all-player effects at their stated timing (S-116, OP-19)", () => {
  it("everyone draws (Town Meeting, step 8)", () => {
    const m = act(atFortunes("log-walk", ["town-meeting"], []), 0, { type: "play", card: card(0, "town-meeting") }).match;
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
    m = begin(m).match;
    m = act(m, 1, { type: "place", card: card(1, "palm-hearts"), castaway: "gus-tanner" }).match;
    m = toFortunes(m, {});
    expect(scores(m)).toEqual([8, 5]);
    m = act(m, 0, { type: "play", card: card(0, "food-shortage") }).match;
    expect(scores(m)).toEqual([8, 3]);
  });

  it("everyone may place one more item (Supply Drop, in the item window only)", () => {
    let m = atFortunes("log-walk", ["supply-drop", "rope", "climbing-kit"], []);
    expect(refusal(m, 0, { type: "play", card: card(0, "supply-drop") })).toEqual({ code: "not-this-window" });
    m = allPass(m, "fortunes");
    m = act(m, 0, { type: "item", card: card(0, "rope"), castaway: "sami-hollis" }).match;
    m = act(m, 1, { type: "pass" }).match;
    expect(refusal(m, 0, { type: "item", card: card(0, "climbing-kit"), castaway: "sami-hollis" })).toEqual({ code: "item-limit", params: { limit: 1 } });
    m = act(m, 0, { type: "play", card: card(0, "supply-drop") }).match;
    m = act(m, 1, { type: "pass" }).match;
    expect(refusal(m, 0, { type: "item", card: card(0, "climbing-kit"), castaway: "sami-hollis" })).toBeNull();
  });

  it("closes Tribal Council's window at once (Closed Session)", () => {
    let m = atFortunes("log-walk", ["closed-session"], ["blindside"], ["sami-hollis"], ["gus-tanner", "kai-renner"]);
    m = allPass(allPass(m, "fortunes"), "items");
    m = act(m, 0, { type: "vote", castaway: "kai-renner" }).match;
    m = act(m, 0, { type: "play", card: card(0, "closed-session") }).match;
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
    const at = toFortunes(begin(m).match, { 1: ["ava-stone", "bruno-vale"] });
    expect(at.state.alliances[1]?.color).toBe("green");
    expect(refusal(at, 0, { type: "play", card: card(0, "sprained-ankle"), castaway: "ava-stone" })).toEqual({ code: "shielded-green" });
    expect(refusal(at, 0, { type: "play", card: card(0, "sprained-ankle"), castaway: "hana-ito" })).toBeNull();
  });
});
