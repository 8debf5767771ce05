/** The breeder's action (phase 1), the nekomimi's actions (phase 2), the marks, limits and event effects. */
import { describe, expect, it } from "vitest";
import { begin, card, decision, neko, scenario, viewOf, zone, type SeatSpec } from "./helpers.ts";

const rival: SeatSpec = { field: [{ id: "hana", stage: 2, territories: ["flower-hill"] }], deck: ["dodge", "scratch"] };

function atBreeder(me: SeatSpec, other: SeatSpec = rival, extra: { turn?: number } = {}) {
  return begin(
    scenario({ seats: [{ deck: ["dodge", "scratch", "pounce"], ...me }, other], step: "breeder", ...extra }),
  );
}

describe("Powapowa breeder action (phase 1)", () => {
  it("takes one breeder action or none, then moves to the nekomimi actions (P-37)", () => {
    const match = atBreeder({ field: [{ id: "mochi" }], hand: ["ribbon-bow", "singing"] });
    expect(decision(match)).toBe("breeder");
    match.act(0, { type: "play", card: card(0, "singing"), nekomimi: neko(0, "mochi") });
    expect(decision(match)).toBe("nekomimi");
    expect(match.refusal(0, { type: "play", card: card(0, "ribbon-bow"), nekomimi: neko(0, "mochi") })).toEqual({
      code: "nekomimi-phase",
    });
  });

  it("draws a card as the breeder action, open cards included (P-38)", () => {
    const match = atBreeder({
      field: [{ id: "mochi", territories: ["cozy-house"] }],
      deck: ["spring-breeze", "dodge"],
    });
    match.act(0, { type: "draw" });
    expect(match.state.neko[neko(0, "mochi")]?.stage).toBe(2);
    expect(zone(match, "discard0")).toEqual([card(0, "spring-breeze")]);
  });

  it("attaches an item to any breeder's nekomimi on the field, a harmful one to a rival's; it stays the owner's card (P-39, P-134, P-135, OP-30)", () => {
    const match = atBreeder({ field: [{ id: "mochi" }], hand: ["spiky-collar"] });
    match.act(0, { type: "play", card: card(0, "spiky-collar"), nekomimi: neko(1, "hana") });
    expect(match.state.on[card(0, "spiky-collar")]).toBe(neko(1, "hana"));
    expect(zone(match, "attached0")).toEqual([card(0, "spiky-collar")]);
    expect(viewOf(match, 1).seats[1]?.nekomimi[0]?.charisma).toBe(3 - 2);
  });

  it("caps items at the nekomimi's stage, items on its territories included, and one item per territory (P-136, P-137, P-138)", () => {
    const full = atBreeder({
      field: [
        {
          id: "mochi",
          stage: 2,
          territories: ["cozy-house", "market-street"],
          attached: ["ribbon-bow"],
          onTerritory: { 0: "cushion" },
        },
      ],
      hand: ["bell-collar", "cat-tower"],
    });
    expect(full.refusal(0, { type: "play", card: card(0, "bell-collar"), nekomimi: neko(0, "mochi") })).toEqual({
      code: "item-cap",
      params: { limit: 2 },
    });
    expect(full.refusal(0, { type: "play", card: card(0, "cat-tower"), territory: card(0, "market-street") })).toEqual({
      code: "bad-target",
    });
    const room = atBreeder({
      field: [{ id: "mochi", stage: 3, territories: ["cozy-house", "market-street"], onTerritory: { 0: "cushion" } }],
      hand: ["cat-tower"],
    });
    expect(room.refusal(0, { type: "play", card: card(0, "cat-tower"), territory: card(0, "cozy-house") })).toEqual({
      code: "bad-target",
    });
    room.act(0, { type: "play", card: card(0, "cat-tower"), territory: card(0, "market-street") });
    expect(room.state.on[card(0, "cat-tower")]).toBe(card(0, "market-street"));
  });

  it("attaches a talent to one of the breeder's own nekomimi, one per nekomimi (P-41, P-139)", () => {
    const match = atBreeder({ field: [{ id: "mochi", attached: ["dancing"] }, { id: "kinako" }], hand: ["singing"] });
    expect(match.legal(0).filter((a) => a.type === "play")).toEqual([
      { type: "play", card: card(0, "singing"), nekomimi: neko(0, "kinako") },
    ]);
    expect(match.refusal(0, { type: "play", card: card(0, "singing"), nekomimi: neko(1, "hana") })).toEqual({
      code: "one-talent",
    });
  });

  it("uses clock events with the bell or no user as the breeder action: draw, a random discard, a territory flood (P-40, OP-28)", () => {
    const match = atBreeder({ field: [{ id: "mochi" }], hand: ["shopping"], deck: ["dodge", "scratch", "pounce"] });
    match.act(0, { type: "play", card: card(0, "shopping") });
    expect(zone(match, "hand0")).toEqual([card(0, "dodge"), card(0, "scratch")]);
    const rumor = atBreeder({ field: [{ id: "mochi" }], hand: ["rumor"] }, { ...rival, hand: ["cheer"] });
    rumor.act(0, { type: "play", card: card(0, "rumor"), seat: 1 });
    expect(zone(rumor, "discard1")).toEqual([card(1, "cheer")]);
    const flood = atBreeder({ field: [{ id: "mochi" }], hand: ["flood"] });
    flood.act(0, { type: "play", card: card(0, "flood"), territory: card(1, "flower-hill") });
    expect(zone(flood, "discard1")).toEqual([card(1, "flower-hill")]);
  });

  it("takes a named harmful item off with the card-target event (P-117 card, P-136)", () => {
    const match = atBreeder({ field: [{ id: "mochi", attached: ["1/spiky-collar", "ribbon-bow"] }], hand: ["vet"] });
    expect(match.legal(0).filter((a) => a.type === "play")).toEqual([
      { type: "play", card: card(0, "vet"), attached: card(1, "spiky-collar") },
    ]);
    match.act(0, { type: "play", card: card(0, "vet"), attached: card(1, "spiky-collar") });
    expect(zone(match, "discard1")).toContain(card(1, "spiky-collar"));
    expect(match.state.on[card(0, "ribbon-bow")]).toBe(neko(0, "mochi"));
  });

  it("searches for an off-field nekomimi: back at the same stage, attachments kept, able (P-42, P-152, OP-7)", () => {
    // Kinako went off the field incapacitated in this very turn: it still comes back able.
    const match = atBreeder(
      { field: [{ id: "mochi" }], off: [{ id: "kinako", stage: 3, down: 3, territories: ["rooftops"] }] },
      rival,
      { turn: 3 },
    );
    match.act(0, { type: "search", nekomimi: neko(0, "kinako") });
    const kinako = viewOf(match, 1).seats[0]?.nekomimi.find((n) => n.id === neko(0, "kinako"));
    expect(kinako).toMatchObject({ place: "field", stage: 3, down: false, territories: [card(0, "rooftops")] });
    expect(match.legal(0).some((a) => "by" in a && a.by === neko(0, "kinako"))).toBe(true);
  });

  it("draws as the breeder action from an empty deck as the draw phase does: the breeder is out (P-36, P-38)", () => {
    const players = [
      { field: [{ id: "mochi" }], deck: ["dodge"] },
      { field: [{ id: "hana" }], deck: ["dodge"] },
      { field: [{ id: "sora" }], deck: ["dodge"] },
    ];
    // The draw phase takes the last card; the breeder action may still draw, and goes out.
    const empty = begin(scenario({ seats: players }));
    expect(zone(empty, "deck0")).toEqual([]);
    expect(empty.legal(0)).toContainEqual({ type: "draw" });
    const events = empty.act(0, { type: "draw" });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["draw-action", "deck-out", "out"]));
    expect(empty.state.outSeats).toEqual([0]);
    expect(empty.state.active).toBe(1);
  });

  it("plays a territory marked for the breeder (bell) as the breeder action: a designated breeder action (P-43)", () => {
    const match = atBreeder({ field: [{ id: "mochi" }], hand: ["attic", "cozy-house"] });
    expect(match.legal(0).filter((a) => a.type === "play")).toEqual([
      { type: "play", card: card(0, "attic"), nekomimi: neko(0, "mochi") },
    ]);
    match.act(0, { type: "play", card: card(0, "attic"), nekomimi: neko(0, "mochi") });
    expect(match.state.on[card(0, "attic")]).toBe(neko(0, "mochi"));
  });

  it("permanent events stay on their nekomimi; a time-limited one leaves at its breeder's next recovery phase (P-114, OP-29)", () => {
    const match = atBreeder({ field: [{ id: "mochi", stage: 2 }], hand: ["cold", "sulk"] });
    match.act(0, { type: "play", card: card(0, "cold"), nekomimi: neko(1, "hana") });
    match.act(0, { type: "play", card: card(0, "sulk"), by: neko(0, "mochi"), nekomimi: neko(1, "hana") });
    expect(viewOf(match, 0).seats[1]?.nekomimi[0]).toMatchObject({ charisma: 3 - 1, attack: 0 });
    // Mochi has acted: the turn runs on to seat 1's, whose recovery phase ends the sulk; the cold stays.
    expect(match.state.active).toBe(1);
    // Seat 1's turn: its recovery phase ends the sulk; the cold stays.
    match.act(1, { type: "skip" });
    match.act(1, { type: "skip" });
    expect(zone(match, "discard0")).toContain(card(0, "sulk"));
    expect(match.state.on[card(0, "cold")]).toBe(neko(1, "hana"));
  });
});

describe("Powapowa nekomimi actions (phase 2)", () => {
  const atNekomimi = (me: SeatSpec, other: SeatSpec = rival, turn = 1) =>
    begin(scenario({ seats: [{ deck: ["dodge", "scratch"], ...me }, other], step: "nekomimi", turn }));

  it("gives each able nekomimi one action; off-field and incapacitated ones cannot act (P-44, P-46)", () => {
    const match = atNekomimi(
      {
        field: [{ id: "mochi" }, { id: "kinako", down: 1 }, { id: "yuzu" }],
        off: [{ id: "sora" }],
        hand: ["cozy-house", "rooftops"],
      },
      rival,
      2,
    );
    const actors = new Set(match.legal(0).flatMap((a) => ("by" in a && a.by ? [a.by] : [])));
    expect([...actors]).toEqual([neko(0, "mochi"), neko(0, "yuzu")]);
    match.act(0, { type: "play", card: card(0, "cozy-house"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") });
    expect(
      match.refusal(0, { type: "play", card: card(0, "rooftops"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") }),
    ).toEqual({ code: "already-acted" });
    expect(
      match.refusal(0, { type: "play", card: card(0, "rooftops"), by: neko(0, "kinako"), nekomimi: neko(0, "kinako") }),
    ).toEqual({ code: "nekomimi-down" });
    match.act(0, { type: "play", card: card(0, "rooftops"), by: neko(0, "yuzu"), nekomimi: neko(0, "yuzu") });
    // Every able nekomimi has acted: the turn runs on by itself.
    expect(match.state.active).toBe(1);
  });

  it("attaches a territory to the acting nekomimi within its limit and the table cap (P-22, P-47, P-128 … P-132, OP-11)", () => {
    const atLimit = atNekomimi({ field: [{ id: "mochi", territories: ["cozy-house", "attic"] }], hand: ["rooftops"] });
    expect(
      atLimit.refusal(0, { type: "play", card: card(0, "rooftops"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") }),
    ).toEqual({ code: "territory-limit", params: { limit: 2 } });
    // Two breeders: the cap is 8 territories on the whole table, off-field nekomimi's included.
    const capped = atNekomimi(
      {
        field: [{ id: "kinako", stage: 4, territories: ["cozy-house", "attic", "rooftops"] }],
        off: [{ id: "sora", stage: 3, territories: ["clover-field"] }],
        hand: ["pond-side"],
      },
      {
        field: [{ id: "hana", stage: 4, territories: ["flower-hill", "riverbank", "market-street", "cozy-house"] }],
        deck: ["dodge"],
      },
    );
    expect(viewOf(capped, 0).cap).toEqual({ used: 8, max: 8 });
    expect(
      capped.refusal(0, {
        type: "play",
        card: card(0, "pond-side"),
        by: neko(0, "kinako"),
        nekomimi: neko(0, "kinako"),
      }),
    ).toEqual({ code: "table-cap", params: { cap: 8 } });
  });

  it("moves a territory (and its item) to another of the breeder's nekomimi within limits (P-48, P-131, OP-9)", () => {
    const match = atNekomimi({
      field: [
        { id: "mochi", stage: 2, territories: ["cozy-house"], onTerritory: { 0: "cat-tower" } },
        { id: "kinako" },
      ],
    });
    match.act(0, { type: "move", by: neko(0, "mochi"), territory: card(0, "cozy-house"), to: neko(0, "kinako") });
    expect(match.state.on[card(0, "cozy-house")]).toBe(neko(0, "kinako"));
    expect(match.state.on[card(0, "cat-tower")]).toBe(card(0, "cozy-house"));
    const capped = atNekomimi({
      field: [
        { id: "mochi", stage: 2, territories: ["cozy-house"], onTerritory: { 0: "cat-tower" } },
        { id: "kinako", attached: ["ribbon-bow"] },
      ],
    });
    expect(capped.legal(0).some((a) => a.type === "move")).toBe(false);
    expect(capped.legal(0).some((a) => a.type === "move" && a.to === neko(1, "hana"))).toBe(false);
  });

  it("removes a territory from an off-field nekomimi of any breeder (P-49, OP-8, OP-10)", () => {
    const match = atNekomimi(
      { field: [{ id: "mochi" }] },
      {
        field: [{ id: "hana" }],
        off: [{ id: "sora", stage: 2, territories: ["riverbank"], onTerritory: { 0: "cushion" } }],
        deck: ["dodge"],
      },
    );
    expect(match.legal(0)).toContainEqual({ type: "remove", by: neko(0, "mochi"), territory: card(1, "riverbank") });
    match.act(0, { type: "remove", by: neko(0, "mochi"), territory: card(1, "riverbank") });
    expect(zone(match, "discard1")).toEqual([card(1, "cushion"), card(1, "riverbank")]);
  });

  it("uses clock events with the cat face as a nekomimi action: off the field, incapacitate, by stage (P-50, P-126, P-151)", () => {
    const match = atNekomimi(
      {
        field: [
          { id: "mochi", stage: 3 },
          { id: "kinako", stage: 2 },
        ],
        hand: ["wander", "hiss"],
      },
      {
        field: [
          { id: "hana", stage: 3 },
          { id: "sora", stage: 2 },
        ],
        deck: ["dodge"],
      },
      5,
    );
    // A stage 2 hisser may only hiss at a lower stage; wandering reaches up to its own stage.
    expect(match.legal(0)).not.toContainEqual({
      type: "play",
      card: card(0, "hiss"),
      by: neko(0, "kinako"),
      nekomimi: neko(1, "sora"),
    });
    match.act(0, { type: "play", card: card(0, "hiss"), by: neko(0, "mochi"), nekomimi: neko(1, "sora") });
    expect(match.state.neko[neko(1, "sora")]?.down).toBe(5);
    match.act(0, { type: "play", card: card(0, "wander"), by: neko(0, "kinako"), nekomimi: neko(1, "sora") });
    expect(zone(match, "off1")).toEqual([neko(1, "sora")]);
    // Off the field it keeps its stage, and cannot be targeted, grown or given attachments.
    expect(match.state.neko[neko(1, "sora")]?.stage).toBe(2);
  });

  it("brings an off-field nekomimi back able with an event of either user, as a nekomimi action (P-52, P-152, OP-7)", () => {
    const match = atNekomimi(
      { field: [{ id: "mochi" }], off: [{ id: "kinako", stage: 2, down: 4 }], hand: ["homecoming"] },
      rival,
      4,
    );
    match.act(0, { type: "play", card: card(0, "homecoming"), by: neko(0, "mochi"), nekomimi: neko(0, "kinako") });
    expect(zone(match, "field0")).toEqual([neko(0, "mochi"), neko(0, "kinako")]);
    expect(match.state.neko[neko(0, "kinako")]?.down).toBeNull();
    // Back and able: it takes its own action this turn.
    expect(decision(match)).toBe("nekomimi");
    expect(match.legal(0).some((a) => "by" in a && a.by === neko(0, "kinako"))).toBe(true);
  });

  it("picks up an item marked for the nekomimi (cat face) as its own action: a designated nekomimi action (P-52)", () => {
    const match = atNekomimi({ field: [{ id: "mochi" }], hand: ["feather-toy"] });
    expect(match.legal(0).filter((a) => a.type === "play")).toEqual([
      { type: "play", card: card(0, "feather-toy"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") },
    ]);
    match.act(0, { type: "play", card: card(0, "feather-toy"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") });
    expect(match.state.on[card(0, "feather-toy")]).toBe(neko(0, "mochi"));
  });

  it("refuses cards at the wrong moment by their marks: fight cards, timed events, breeder cards (P-115, P-116, OP-28)", () => {
    const match = atNekomimi({ field: [{ id: "mochi", stage: 2 }], hand: ["scratch", "cheer", "ribbon-bow"] });
    expect(
      match.refusal(0, { type: "play", card: card(0, "scratch"), by: neko(0, "mochi"), nekomimi: neko(1, "hana") }),
    ).toEqual({ code: "fight-card-commit" });
    expect(
      match.refusal(0, { type: "play", card: card(0, "cheer"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") }),
    ).toEqual({ code: "when-fight" });
    expect(
      match.refusal(0, { type: "play", card: card(0, "ribbon-bow"), by: neko(0, "mochi"), nekomimi: neko(0, "mochi") }),
    ).toEqual({ code: "breeder-card" });
    expect(match.refusal(1, { type: "skip" })).toEqual({ code: "not-your-turn" });
  });
});
