/** The turn's first steps: S-58 … S-70, OP-6, OP-9, OP-11, OP-16. */
import { describe, expect, it } from "vitest";
import { survivorGame } from "../../../src/games/survivor/game.ts";
import { allDone, begin, card, scenario } from "./helpers.ts";

const twoSeats = () =>
  scenario({
    seats: [
      {
        cast: ["ava-stone", "bruno-vale", "chika-mori"],
        deck: ["grilled-fish", "island-feast", "red-handshake", "rope", "lucky-find", "canteen"],
      },
      { cast: ["gus-tanner", "kai-renner"], deck: ["coconut-milk", "blue-oath", "sabotage", "spear", "machete"] },
    ],
    challenges: ["raft-race", "log-walk"],
    idol: 1,
  });

describe("Survivor turn: draw, feeding and alliance cards", () => {
  it("draws up to exactly 5 from the player's own deck (S-58)", () => {
    const match = twoSeats();
    begin(match);
    expect(match.state.zones.hand0?.cards).toHaveLength(5);
    expect(match.state.zones.deck0?.cards).toHaveLength(1);
    expect(match.state.phase).toBe("feed");
  });

  it("reuses the discard pile when the deck runs out, and never loses (S-49, OP-16)", () => {
    const m = scenario({
      seats: [
        { cast: ["ava-stone"], deck: ["rope", "spear"], discard: ["canteen", "compass", "machete"] },
        { cast: ["gus-tanner"], deck: ["rope", "spear", "canteen", "compass", "machete"] },
      ],
      challenges: ["log-walk"],
    });
    const events = begin(m).events();
    expect(m.state.zones.hand0?.cards).toHaveLength(5);
    expect(m.state.zones.discard0?.cards).toEqual([]);
    expect(events.some((e) => e.type === "shuffle" && e.data.seat === 0 && e.data.from === "discard")).toBe(true);
  });

  it("builds each plan in secret, several cards on one castaway, and turns every plan up together (S-59, S-60, R-S2)", () => {
    const match = twoSeats();
    begin(match);
    expect(survivorGame.prompt(match.state)).toMatchObject({ decision: "feed", seats: [0, 1], drafting: true });
    match.act(0, { type: "place", card: card(0, "grilled-fish"), castaway: "ava-stone" });
    match.act(0, { type: "place", card: card(0, "island-feast"), castaway: "ava-stone" });
    // The other seat sees nothing of it: the same hand count, no card on the castaway.
    const seen = match.view(1).table;
    expect(seen.seats[0]?.hand.count).toBe(5);
    expect(seen.seats[0]?.cast[0]?.attached).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain("grilled-fish");
    expect(match.view(0).table.seats[0]?.plan.map((p) => p.castaway)).toEqual(["ava-stone", "ava-stone"]);
    const done = match.act(0, { type: "done" });
    expect(done.map((e) => e.type)).toEqual(["ready"]);
    expect(survivorGame.prompt(match.state)?.seats).toEqual([1]);
    match.act(1, { type: "done" });
    expect(match.state.phase).toBe("ally");
    expect(match.view(1).table.seats[0]?.cast[0]?.attached).toEqual(["grilled-fish", "island-feast"]);
  });

  it("takes a planned card back before confirming", () => {
    const match = twoSeats();
    begin(match);
    match.act(0, { type: "place", card: card(0, "grilled-fish"), castaway: "ava-stone" });
    match.act(0, { type: "unplace", card: card(0, "grilled-fish") });
    expect(match.state.zones.hand0?.cards).toContain(card(0, "grilled-fish"));
    expect(match.refusal(0, { type: "unplace", card: card(0, "grilled-fish") })).toEqual({ code: "not-planned" });
  });

  it("feeds only the player's own castaways, with food only (OP-6)", () => {
    const match = twoSeats();
    begin(match);
    expect(match.refusal(0, { type: "place", card: card(0, "grilled-fish"), castaway: "gus-tanner" })).toEqual({
      code: "not-your-castaway",
    });
    expect(match.refusal(0, { type: "place", card: card(0, "rope"), castaway: "ava-stone" })).toEqual({
      code: "not-food",
    });
    expect(match.refusal(0, { type: "place", card: card(1, "coconut-milk"), castaway: "ava-stone" })).toEqual({
      code: "card-not-in-hand",
    });
  });

  it("adds or changes a castaway's colour with alliance cards, for this turn (S-64 … S-66, OP-11)", () => {
    let match = allDone(begin(twoSeats()));
    expect(match.state.phase).toBe("ally");
    match.act(0, { type: "place", card: card(0, "red-handshake"), castaway: "ava-stone" });
    match.act(1, { type: "place", card: card(1, "blue-oath"), castaway: "gus-tanner" });
    match = allDone(match);
    const seen = match.view(0).table;
    expect(seen.seats[0]?.cast.find((c) => c.id === "ava-stone")?.colors).toEqual(["green", "red"]);
    expect(seen.seats[1]?.cast.find((c) => c.id === "gus-tanner")?.colors).toEqual(["blue"]);
  });

  it("then the idol holder turns up the next challenge, stacked on the used ones (S-67, S-68)", () => {
    const m = twoSeats();
    m.state.zones.used!.cards = ["night-watch"];
    const match = allDone(allDone(begin(m)));
    expect(match.state.zones.used?.cards).toEqual(["night-watch", "raft-race"]);
    expect(match.view(0).table.challenge).toBe("raft-race");
    expect(match.state.phase).toBe("enter");
  });
  it("rebuilds an empty challenge deck from the used challenges, never the removed one (OP-16)", () => {
    const m = scenario({
      seats: [
        { cast: ["ava-stone"], deck: ["rope"] },
        { cast: ["gus-tanner"], deck: ["rope"] },
      ],
      challenges: [],
    });
    m.state.zones.used!.cards = ["log-walk", "reef-swim"];
    m.state.zones.removed!.cards = ["fire-making"];
    begin(m);
    let step = m.act(0, { type: "done" });
    step = m.act(1, { type: "done" });
    step = m.act(0, { type: "done" });
    step = m.act(1, { type: "done" });
    expect(step.some((e) => e.type === "shuffle" && e.data.challenges === 2)).toBe(true);
    expect(["log-walk", "reef-swim"]).toContain(m.view(0).table.challenge);
    expect(m.state.zones.removed?.cards).toEqual(["fire-making"]);
  });
});

describe("Survivor picks (S-69, S-70, OP-9)", () => {
  const picks = (challenge: string, cast0: string[], cast1: string[]) =>
    allDone(
      allDone(
        begin(
          scenario({
            seats: [
              { cast: cast0, deck: ["rope"] },
              { cast: cast1, deck: ["rope"] },
            ],
            challenges: [challenge],
          }),
        ),
      ),
    );

  it("asks each player for 1 to the challenge's maximum of their castaways, in secret", () => {
    const match = picks(
      "raft-race",
      ["ava-stone", "bruno-vale", "chika-mori", "dario-penn"],
      ["gus-tanner", "kai-renner"],
    );
    expect(survivorGame.prompt(match.state)).toMatchObject({ decision: "enter", seats: [0, 1], simultaneous: true });
    const sizes = survivorGame.legalActions(match.state, 0).map((a) => (a.type === "enter" ? a.castaways.length : 0));
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(3);
    expect(
      match.refusal(0, { type: "enter", castaways: ["ava-stone", "bruno-vale", "chika-mori", "dario-penn"] }),
    ).toEqual({ code: "bad-entry" });
    expect(match.refusal(0, { type: "enter", castaways: ["gus-tanner"] })).toEqual({ code: "not-your-castaway" });
  });

  it("lets only castaways meeting the condition enter, and drops the condition when nobody meets it", () => {
    // Deep Dive: printed Swimming 5 or more. Ava (2) may not enter; Bruno (8) may.
    const match = picks("deep-dive", ["ava-stone", "bruno-vale"], ["gus-tanner", "otto-lind"]);
    expect(match.state.entered[0]).toEqual(["bruno-vale"]);
    expect(match.state.phase).toBe("fortunes");
    const nobody = picks("deep-dive", ["ava-stone"], ["gus-tanner"]);
    expect(nobody.state.entered).toEqual([["ava-stone"], ["gus-tanner"]]);
  });

  it("settles a pick without asking when there is only one possible entry, and asks the rest", () => {
    const match = picks("beach-sprint", ["ava-stone"], ["gus-tanner", "kai-renner"]);
    expect(match.state.entered[0]).toEqual(["ava-stone"]);
    expect(survivorGame.prompt(match.state)?.seats).toEqual([1]);
  });

  it("needs the challenge's printed minimum when the player has that many (Tug of War: 2 to 4)", () => {
    const match = picks("tug-of-war", ["ava-stone", "bruno-vale", "chika-mori"], ["gus-tanner"]);
    expect(match.refusal(0, { type: "enter", castaways: ["ava-stone"] })).toEqual({ code: "bad-entry" });
    expect(match.state.entered[1]).toEqual(["gus-tanner"]);
  });
});
