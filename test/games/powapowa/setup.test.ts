/** Set-up: the deal, secret decks and starting nekomimi, opening hands and the mulligan (P-14, P-18 … P-22, P-29 … P-33). */
import { describe, expect, it } from "vitest";
import { createMatch, type GameEvent } from "../../../src/engine/index.ts";
import { byNekomimi, DECKS, isOpen } from "../../../src/games/powapowa/cards.ts";
import { controls } from "../../../src/games/powapowa/controls.ts";
import { powapowaDeck } from "../../../src/games/powapowa/deck.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import type { PowapowaAction } from "../../../src/games/powapowa/state.ts";
import { start } from "../scenario.ts";
import { decision, zone, type PwScenario } from "./helpers.ts";

function fresh(players = 2, seed = 3, options: object = {}): PwScenario {
  return start(powapowaGame, { seed, players, options });
}

/** The nekomimi in a seat's cradle, by set id. */
const cradleOf = (match: PwScenario, seat: number): string[] =>
  zone(match, `cradle${seat}`)
    .map((n) => n.split(":")[1] ?? "")
    .sort(byNekomimi);

/** Decks chosen by every seat, the nekomimi dealt kept; then (optionally) a deck stacked before the opening hands. */
function withDecks(m: PwScenario, stack?: (m: PwScenario) => void): PwScenario {
  for (let seat = 0; seat < m.state.players; seat++) m.act(seat, { type: "deck", deck: "garden" });
  for (let seat = 0; seat < m.state.players; seat++) m.act(seat, { type: "prepare", nekomimi: cradleOf(m, seat) });
  stack?.(m);
  return m;
}

function firstPicks(m: PwScenario): { match: PwScenario; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let seat = 0; seat < m.state.players; seat++) {
    if (m.match.pending.some((p) => p.seat === seat)) continue;
    const pick = m.legal(seat)[0];
    if (!pick) throw new Error("no pick");
    events.push(...m.act(seat, pick));
  }
  return { match: m, events };
}

describe("Powapowa set-up", () => {
  it("deals each breeder 4 different nekomimi in the cradle, all different at the table, secret to the others (P-14, P-16, P-30, OP-2, OP-32)", () => {
    const match = fresh(4);
    const all = [0, 1, 2, 3].flatMap((s) => zone(match, `cradle${s}`));
    expect(all).toHaveLength(16);
    expect(new Set(all.map((n) => n.split(":")[1])).size).toBe(16);
    const seen = match.view(1).table.seats[0]?.cradle;
    expect(seen).toEqual({ count: 4, cards: null });
    expect(match.state.cap).toBe(16);
  });

  it("deals fewer nekomimi with the table option, and refuses a count outside 1 to 4 (P-14, P-120)", () => {
    expect(zone(fresh(2, 3, { nekomimi: 2 }), "cradle0")).toHaveLength(2);
    const refused = createMatch(powapowaGame, { seed: 1, players: 2, options: { nekomimi: 5 } });
    expect(refused.ok).toBe(false);
    expect(createMatch(powapowaGame, { seed: 1, players: 5, options: { nekomimi: 4 } })).toMatchObject({
      ok: false,
      refusal: { code: "player-count" },
    });
  });

  it("sets the territory cap at 4 x the breeders at the start (P-22, P-132, R-P3)", () => {
    expect(fresh(2).state.cap).toBe(8);
    expect(fresh(3).state.cap).toBe(12);
  });

  it("collects the deck choice and the starting nekomimi in secret and reveals the nekomimi together (P-29, OP-2)", () => {
    const match = fresh(2);
    expect(powapowaGame.prompt(match.state)).toMatchObject({ decision: "deck", simultaneous: true });
    match.act(0, { type: "deck", deck: "alley" });
    expect(JSON.stringify(match.view(1))).not.toContain("alley");
    match.act(1, { type: "deck", deck: "stage" });
    expect(decision(match)).toBe("prepare");
    match.act(0, { type: "prepare", nekomimi: cradleOf(match, 0) });
    match.act(1, { type: "prepare", nekomimi: cradleOf(match, 1) });
    expect(decision(match)).toBe("first");
    expect(match.refusal(0, { type: "first", nekomimi: zone(match, "cradle1")[0] ?? "" })).toEqual({
      code: "not-legal",
    });
    const pick = zone(match, "cradle0")[2] ?? "";
    const first = match.act(0, { type: "first", nekomimi: pick });
    expect(first.map((e) => e.type)).toEqual(["answered"]);
    const { match: started, events } = firstPicks(match);
    expect(events.find((e) => e.type === "first")?.data.nekomimi).toContain(pick);
    expect(zone(started, "field0")).toEqual([pick]);
    expect(zone(started, "cradle0")).toHaveLength(3);
  });

  it("lets each breeder prepare their own nekomimi in secret: 1 to the table's number, all different, any of the set; one of them starts (P-14, P-16, P-29, OP-2, OP-32)", () => {
    const match = fresh(2, 3, { nekomimi: 3 });
    match.act(0, { type: "deck", deck: "alley" });
    match.act(1, { type: "deck", deck: "garden" });
    expect(powapowaGame.prompt(match.state)).toMatchObject({ decision: "prepare", seats: [0, 1], simultaneous: true });
    // Every set of 1 to 3 of the 16 is offered: the dealt ones among them.
    expect(match.legal(0)).toHaveLength(16 + 120 + 560);
    expect(match.legal(0)).toContainEqual({ type: "prepare", nekomimi: cradleOf(match, 0) });
    expect(match.refusal(0, { type: "prepare", nekomimi: ["mochi", "kinako", "azuki", "yuzu"] })).toEqual({
      code: "deck.nekomimi-count",
      params: { found: 4, max: 3 },
    });
    expect(match.refusal(0, { type: "prepare", nekomimi: ["mochi", "mochi"] })).toEqual({
      code: "deck.nekomimi-twice",
      params: {},
    });
    expect(match.refusal(0, { type: "prepare", nekomimi: ["cozy-house"] })).toEqual({
      code: "deck.unknown-nekomimi",
      params: { nekomimi: "cozy-house" },
    });
    // Seat 1 prepares the same nekomimi as seat 0 was dealt: allowed (OP-32); the order named does not matter.
    const theirs = [...cradleOf(match, 0)].reverse().slice(0, 2);
    match.act(1, { type: "prepare", nekomimi: theirs });
    const prepared = match.act(0, { type: "prepare", nekomimi: ["purin", "kuro"] });
    expect(cradleOf(match, 0)).toEqual(["kuro", "purin"]);
    expect([...cradleOf(match, 1)].sort()).toEqual([...theirs].sort());
    // The others learn how many, never which.
    const seen = match.view(1).table.seats[0]?.cradle;
    expect(seen).toEqual({ count: 2, cards: null });
    expect(JSON.stringify(prepared.filter((e) => e.type === "prepared").map((e) => e.data))).not.toContain("purin");
    expect(decision(match)).toBe("first");
    expect(match.legal(0)).toEqual([
      { type: "first", nekomimi: "0:kuro" },
      { type: "first", nekomimi: "0:purin" },
    ]);
  });

  it("brings the nekomimi of a breeder's deck list to the table with it, within the table's number (P-14, P-16)", () => {
    const match = fresh(2, 3, { nekomimi: 2 });
    const garden = DECKS[0]?.cards ?? [];
    expect(
      match.refusal(0, { type: "deck", deck: "own", cards: garden, nekomimi: ["mochi", "kinako", "azuki"] }),
    ).toEqual({ code: "deck.nekomimi-count", params: { found: 3, max: 2 } });
    expect(match.refusal(0, { type: "deck", deck: "garden", nekomimi: ["mochi"] })).toEqual({ code: "not-legal" });
    const chosen = match;
    chosen.act(0, { type: "deck", deck: "own", cards: garden, nekomimi: ["shiro", "hana"] });
    chosen.act(1, { type: "deck", deck: "alley" });
    expect(zone(chosen, "cradle0")).toEqual(["0:hana", "0:shiro"]);
    // Keeping them is one of the preparations.
    expect(chosen.legal(0)).toContainEqual({ type: "prepare", nekomimi: ["hana", "shiro"] });
  });

  it("takes a saved list's nekomimi into the deck choice, and offers the preparation as one press to keep and one pick of up to the table's number", () => {
    const match = fresh(2, 3, { nekomimi: 3 });
    const list = [
      ...(DECKS[0]?.cards ?? []).map((l) => ({ ...l, section: "deck" })),
      { card: "kuro", copies: 1, section: "nekomimi" },
      { card: "mochi", copies: 1, section: "nekomimi" },
    ];
    const choice = powapowaDeck.tableChoice(list) as PowapowaAction;
    expect(choice).toMatchObject({ type: "deck", deck: "own", nekomimi: ["kuro", "mochi"] });
    expect(powapowaGame.check(match.state, 0, choice)).toBeNull();
    const chosen = match;
    chosen.act(0, choice);
    chosen.act(1, { type: "deck", deck: "alley" });
    const offered = controls(chosen.view(0), chosen.legal(0), "en");
    expect(offered.place).toBe("hand");
    expect(offered.controls[0]).toMatchObject({
      type: "button",
      label: "Keep: Mochi, Kuro",
      action: { type: "prepare", nekomimi: ["mochi", "kuro"] },
    });
    const pick = offered.controls[1];
    if (pick?.type !== "pick") throw new Error("no pick");
    expect(pick).toMatchObject({ count: 3, min: 1 });
    expect(pick.options).toHaveLength(16);
    expect(pick.action(["purin", "azuki"])).toEqual({ type: "prepare", nekomimi: ["azuki", "purin"] });
  });

  it("lets a breeder play their own legal deck, refused with the rule when it breaks one (P-9, P-12)", () => {
    const match = fresh(2);
    const garden = DECKS[0]?.cards ?? [];
    expect(match.refusal(0, { type: "deck", deck: "own", cards: garden.slice(1) })).toEqual({
      code: "deck.deck-size",
      params: { found: 56, min: 60 },
    });
    expect(match.refusal(0, { type: "deck", deck: "own", cards: [...garden, { card: "mochi", copies: 1 }] })).toEqual({
      code: "deck.nekomimi-in-deck",
      params: { card: "mochi" },
    });
    const own = [
      ...garden.map((l) => (l.card === "cozy-house" ? { ...l, copies: 3 } : l)),
      { card: "guard-dog", copies: 1 },
    ];
    const chosen = match;
    chosen.act(0, { type: "deck", deck: "own", cards: own });
    chosen.act(1, { type: "deck", deck: "alley" });
    const mine = zone(chosen, "deck0").map((c) => c.split(":")[1] ?? "");
    expect(mine.filter((c) => c === "guard-dog")).toHaveLength(1);
    expect(mine.filter((c) => c === "cozy-house")).toHaveLength(3);
    expect(chosen.state.decks).toEqual(["own", "alley"]);
  });

  it("draws 6 each, discards the open cards without effect and starts with the rest; the first breeder draws in turn 1 (P-19, P-21, P-31, P-32, R-P2)", () => {
    const match = withDecks(fresh(2), (m) => {
      // Seat 0's top six: two open cards among four others; the first breeder is seat m.state.first.
      const deck = m.state.zones.deck0?.cards ?? [];
      const opens = deck.filter((c) => c.includes("spring-breeze")).slice(0, 2);
      const others = deck.filter((c) => !isOpen(c)).slice(0, 4);
      const rest = deck.filter((c) => !opens.includes(c) && !others.includes(c));
      deck.splice(0, Infinity, ...rest, ...others, ...opens);
    });
    const { match: started, events } = firstPicks(match);
    const opening = events.find((e) => e.type === "opening" && e.data.seat === 0);
    expect(opening?.data).toMatchObject({ seat: 0, count: 4 });
    expect(zone(started, "discard0").filter((c) => c.includes("spring-breeze"))).toHaveLength(2);
    // Nothing grew: open cards in the opening hand have no effect.
    expect(Object.values(started.state.neko).every((n) => n.stage === 1)).toBe(true);
    const firstSeat = started.state.first;
    expect(started.state.active).toBe(firstSeat);
    expect(zone(started, `hand${firstSeat}`).length).toBeGreaterThanOrEqual(5);
  });

  it("offers an exchange to a breeder whose opening hand was all open cards, and repeats it while it stays so (P-20, P-33, OP-3)", () => {
    const allOpen = (seat: number) => (m: PwScenario) => {
      const deck = m.state.zones[`deck${seat}`]?.cards ?? [];
      const opens = deck.filter(isOpen).slice(0, 6);
      deck.splice(0, Infinity, ...deck.filter((c) => !opens.includes(c)), ...opens);
    };
    const { match } = firstPicks(withDecks(fresh(2), allOpen(0)));
    expect(powapowaGame.prompt(match.state)).toMatchObject({ decision: "mulligan", seats: [0] });
    expect(zone(match, "hand0")).toEqual([]);
    // Exchanged: the six go back, the deck is shuffled (logged), six are drawn again.
    const exchanged = match.fork();
    const exchangeEvents = exchanged.act(0, { type: "mulligan", take: true });
    expect(exchangeEvents.map((e) => e.type)).toEqual(expect.arrayContaining(["mulligan", "shuffle", "opening"]));
    const mine = ["deck0", "hand0", "discard0", "shown"]
      .flatMap((z) => zone(exchanged, z))
      .filter((c) => c.startsWith("0:"));
    expect(mine).toHaveLength(60);
    // With nothing but open cards in the deck, the new hand is all open again: the exchange is offered again.
    const onlyOpen = firstPicks(
      withDecks(fresh(2), (m) => {
        const deck = m.state.zones.deck0?.cards ?? [];
        deck.splice(0, Infinity, ...deck.filter(isOpen).slice(0, 6));
      }),
    ).match;
    onlyOpen.act(0, { type: "mulligan", take: true });
    expect(powapowaGame.prompt(onlyOpen.state)).toMatchObject({ decision: "mulligan", seats: [0] });
    // Declining starts with no cards.
    match.act(0, { type: "mulligan", take: false });
    expect(zone(match, "hand0").length).toBeLessThanOrEqual(1);
    expect(match.state.phase).toBe("turn");
  });
});
