/** The turn: draw, open cards, growth, birth, recovery, the penalty draw, deck-out and the end phase. */
import { describe, expect, it } from "vitest";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import { begin, card, decision, neko, scenario, viewOf, zone } from "./helpers.ts";

describe("Powapowa draw phase and open cards", () => {
  it("draws one card into the hand, and the first breeder draws in turn 1 (P-21, P-34)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], deck: ["cozy-house", "scratch"] },
        { field: [{ id: "kinako" }], deck: ["dodge"] },
      ],
      turn: 1,
    });
    const match = begin(m);
    const events = match.events();
    expect(zone(match, "hand0")).toEqual([card(0, "cozy-house")]);
    expect(decision(match)).toBe("breeder");
    const draw = events.find((e) => e.type === "draw");
    expect(draw?.data).toEqual({ seat: 0, count: 1 });
    expect(draw?.secret).toEqual({ to: [0], data: { cards: [card(0, "cozy-house")] } });
  });

  it("shows a drawn open card to everyone, uses it at once and discards it; it is not replaced (P-35, P-144, P-147, OP-4)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi", territories: ["cozy-house"] }], deck: ["spring-breeze", "scratch"] },
        { field: [{ id: "kinako" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    const events = match.events();
    expect(events.find((e) => e.type === "open")?.data).toEqual({ seat: 0, card: card(0, "spring-breeze") });
    expect(events.find((e) => e.type === "open")?.secret).toBeUndefined();
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(2);
    expect(zone(match, "discard0")).toEqual([card(0, "spring-breeze")]);
    expect(zone(match, "hand0")).toEqual([]);
    expect(zone(match, "deck0")).toEqual([card(0, "scratch")]);
  });

  it("grows only a nekomimi whose attached territories meet its next requirement; footprints take any kind (P-112, P-122, OP-5)", () => {
    // Mochi at stage 2 needs a house and any other territory; a town and a meadow do not do.
    const m = scenario({
      seats: [
        { field: [{ id: "mochi", stage: 2, territories: ["market-street", "clover-field"] }], deck: ["spring-breeze"] },
        { field: [{ id: "kinako" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    const events = match.events();
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(2);
    expect(events.some((e) => e.type === "no-growth")).toBe(true);
    const ok = scenario({
      seats: [
        { field: [{ id: "mochi", stage: 2, territories: ["cozy-house", "clover-field"] }], deck: ["spring-breeze"] },
        { field: [{ id: "kinako" }], deck: ["dodge"] },
      ],
    });
    expect(begin(ok).state.neko[neko(0, "mochi")]?.stage).toBe(3);
  });

  it("keeps territories, attachments and incapacity through growth, and counts a territory with a cat tower twice (OP-5)", () => {
    // Mochi at stage 3 needs house + town + any: a house with a cat tower and a town meet it with two territories.
    const m = scenario({
      seats: [
        {
          field: [
            {
              id: "mochi",
              stage: 3,
              down: 1,
              territories: ["cozy-house", "market-street"],
              onTerritory: { 0: "cat-tower" },
              attached: ["ribbon-bow"],
            },
          ],
          deck: ["sunny-day"],
        },
        { field: [{ id: "kinako" }], deck: ["dodge"] },
      ],
      turn: 2,
    });
    const match = begin(m);
    const mochi = viewOf(match, 1).seats[0]?.nekomimi[0];
    expect(mochi?.stage).toBe(4);
    expect(mochi?.down).toBe(true);
    expect(mochi?.territories).toHaveLength(2);
    expect(mochi?.charisma).toBe(6 + 2);
  });

  it("asks the drawer which nekomimi grows when several could, and grows one stage only (P-121, OP-5)", () => {
    const m = scenario({
      seats: [
        {
          field: [
            { id: "mochi", territories: ["cozy-house"] },
            { id: "kinako", territories: ["rooftops"] },
          ],
          deck: ["spring-breeze"],
        },
        { field: [{ id: "sora" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    expect(decision(match)).toBe("open");
    expect(match.legal(0)).toEqual([
      { type: "choose", nekomimi: neko(0, "mochi") },
      { type: "choose", nekomimi: neko(0, "kinako") },
    ]);
    match.act(0, { type: "choose", nekomimi: neko(0, "kinako") });
    expect(match.state.neko[neko(0, "kinako")]?.stage).toBe(2);
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(1);
    expect(decision(match)).toBe("breeder");
  });

  it("does not grow off-field nekomimi, nor past stage 4 (OP-5, OP-8)", () => {
    const m = scenario({
      seats: [
        {
          field: [{ id: "mochi", stage: 4, territories: ["cozy-house", "market-street", "clover-field"] }],
          off: [{ id: "kinako", territories: ["rooftops"] }],
          deck: ["spring-breeze"],
        },
        { field: [{ id: "sora" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(4);
    expect(match.state.neko[neko(0, "kinako")]?.stage).toBe(1);
  });

  it("grows one nekomimi of each breeder with the festival card, the drawer first, then in seat order (P-146)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi", territories: ["cozy-house"] }], deck: ["festival"] },
        {
          field: [
            { id: "kinako", territories: ["rooftops"] },
            { id: "sora", territories: ["attic"] },
          ],
          deck: ["dodge"],
        },
        { field: [{ id: "hana", territories: ["flower-hill"] }], deck: ["dodge"] },
      ],
      active: 0,
    });
    const match = begin(m);
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(2);
    // Seat 1 has two candidates: it chooses; seat 2 follows.
    expect(decision(match)).toBe("open");
    expect(powapowaSeats(match)).toEqual([1]);
    match.act(1, { type: "choose", nekomimi: neko(1, "sora") });
    expect(match.state.neko[neko(1, "sora")]?.stage).toBe(2);
    expect(match.state.neko[neko(2, "hana")]?.stage).toBe(2);
    expect(zone(match, "discard0")).toEqual([card(0, "festival")]);
  });

  it("brings a nekomimi of the drawer's choice from the cradle to the field at stage 1; it may act at once (P-26, P-118, P-149, OP-6)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], cradle: ["kinako", "sora"], hand: ["clover-field"], deck: ["pitter-patter"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    expect(decision(match)).toBe("open");
    // Which nekomimi wait in the cradle stays hidden from the others.
    expect(JSON.stringify(viewOf(match, 1))).not.toContain("kinako");
    expect(viewOf(match, 1).seats[0]?.cradle.count).toBe(2);
    match.act(0, { type: "choose", nekomimi: neko(0, "sora") });
    expect(zone(match, "field0")).toEqual([neko(0, "mochi"), neko(0, "sora")]);
    expect(zone(match, "cradle0")).toEqual([neko(0, "kinako")]);
    match.act(0, { type: "skip" });
    expect(decision(match)).toBe("nekomimi");
    expect(match.legal(0)).toContainEqual({
      type: "play",
      card: card(0, "clover-field"),
      by: neko(0, "sora"),
      nekomimi: neko(0, "sora"),
    });
  });

  it("with an empty cradle the birth card does nothing (OP-6)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], deck: ["pitter-patter"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    const events = match.events();
    expect(events.some((e) => e.type === "no-birth")).toBe(true);
    expect(zone(match, "field0")).toEqual([neko(0, "mochi")]);
  });

  it("puts out a breeder who must draw from an empty deck; with one breeder left, they win (P-3, P-5, P-25, P-36, R-P6)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], deck: [] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
    });
    const match = begin(m);
    const events = match.events();
    expect(events.map((e) => e.type)).toContain("deck-out");
    expect(match.state.outSeats).toEqual([0]);
    expect(match.state.winner).toBe(1);
    expect(match.state.reason).toBe("last-breeder");
    expect(powapowaGame.outcome(match.state)?.ranking).toEqual([[1], [0]]);
  });

  it("a breeder going out takes every card they own off the table, frees the cap, and the turn passes on (OP-27)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi", territories: ["cozy-house"], attached: ["1/spiky-collar"] }], deck: [] },
        { field: [{ id: "hana", attached: ["0/ribbon-bow"] }], deck: ["dodge", "scratch"] },
        { field: [{ id: "sora" }], deck: ["dodge", "scratch"] },
      ],
    });
    const match = begin(m);
    expect(match.state.outSeats).toEqual([0]);
    expect(match.state.winner).toBeNull();
    // Were seat 2 to leave next, seat 1 would rank first, then seat 2 (out last), then seat 0.
    expect(
      powapowaGame.outcome({ ...match.state, outSeats: [0, 2], winner: 1, reason: "last-breeder" })?.ranking,
    ).toEqual([[1], [2], [0]]);
    // Seat 1's collar on seat 0's nekomimi goes to seat 1's discard pile; seat 0's bow leaves with seat 0.
    expect(zone(match, "discard1")).toContain(card(1, "spiky-collar"));
    expect(match.state.on[card(0, "ribbon-bow")]).toBeUndefined();
    expect(viewOf(match, 1).cap.used).toBe(0);
    expect(match.state.active).toBe(1);
    expect(decision(match)).toBe("breeder");
  });
});

describe("Powapowa recovery, penalty and end phases", () => {
  it("recovers nekomimi incapacitated before this turn began, not those incapacitated during it (P-86, OP-21)", () => {
    const m = scenario({
      seats: [
        {
          field: [
            { id: "mochi", stage: 2, down: 3 },
            { id: "kinako", stage: 2, down: 4 },
          ],
          deck: ["dodge", "scratch"],
        },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
      turn: 4,
      step: "recovery",
    });
    const match = begin(m);
    expect(match.state.neko[neko(0, "mochi")]?.down).toBeNull();
    expect(match.state.neko[neko(0, "kinako")]?.down).toBe(4);
    expect(viewOf(match, 1).seats[0]?.nekomimi[1]?.recovers).toBe(true);
  });

  it("makes a breeder with no nekomimi on the field draw 4, one at a time, open cards resolving (P-87, OP-22)", () => {
    const m = scenario({
      seats: [
        { off: [{ id: "mochi" }], cradle: ["kinako"], deck: ["dodge", "pitter-patter", "scratch", "pounce", "cheer"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
      step: "recovery",
    });
    const match = begin(m);
    const events = match.events();
    expect(events.some((e) => e.type === "penalty")).toBe(true);
    expect(zone(match, "hand0")).toEqual([card(0, "dodge"), card(0, "scratch"), card(0, "pounce")]);
    expect(zone(match, "field0")).toEqual([neko(0, "kinako")]);
    expect(zone(match, "deck0")).toEqual([card(0, "cheer")]);
  });

  it("puts a breeder out when the penalty draw empties the deck (OP-22)", () => {
    const m = scenario({
      seats: [
        { cradle: ["kinako"], deck: ["dodge", "scratch"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
        { field: [{ id: "sora" }], deck: ["dodge"] },
      ],
      step: "recovery",
    });
    const match = begin(m);
    expect(match.state.outSeats).toEqual([0]);
    expect(match.state.active).toBe(1);
  });

  it("discards down to 6 in the end phase, one card at a time, and only in the breeder's own turn (P-18, P-90, OP-31)", () => {
    const hand = ["dodge", "scratch", "pounce", "cheer", "trip", "splash", "gallant", "vet"];
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], hand, deck: ["dodge"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
      step: "end",
    });
    const match = begin(m);
    expect(decision(match)).toBe("end");
    expect(match.refusal(0, { type: "skip" })).toEqual({ code: "over-hand-limit", params: { limit: 6 } });
    match.act(0, { type: "discard", card: card(0, "vet") });
    expect(decision(match)).toBe("end");
    match.act(0, { type: "discard", card: card(0, "trip") });
    expect(zone(match, "hand0")).toHaveLength(6);
    expect(match.state.active).toBe(1);
    expect(match.refusal(1, { type: "discard", card: card(1, "dodge") })).toEqual({ code: "wrong-decision" });
  });

  it("plays in seat order, and an empty end phase ends the turn by itself (P-4, P-91, OP-1)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], deck: ["dodge"] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
        { field: [{ id: "sora" }], deck: ["dodge"] },
      ],
      active: 2,
      step: "end",
    });
    const match = begin(m);
    expect(match.state.active).toBe(0);
    expect(match.state.turn).toBe(2);
  });
});

function powapowaSeats(match: ReturnType<typeof scenario>): number[] {
  return match.legal(0).length > 0 ? [0] : [1, 2, 3].filter((s) => match.legal(s).length > 0);
}
