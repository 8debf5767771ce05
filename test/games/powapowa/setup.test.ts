import { describe, expect, it } from "vitest";
import { createMatch, viewMatch, type GameEvent } from "../../../src/engine/index.ts";
import { DECKS } from "../../../src/games/powapowa/cards.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import { act, decision, legal, refusal, zone, type PwMatch } from "./helpers.ts";

/** Set-up: the deal, secret decks and starting nekomimi, opening hands and the mulligan (P-14, P-18 … P-22, P-29 … P-33). */

function fresh(players = 2, seed = 3, options: object = {}): PwMatch {
  const created = createMatch(powapowaGame, { seed, players, options });
  if (!created.ok) throw new Error(created.refusal.code);
  return created.match;
}

/** Decks chosen by every seat; then (optionally) a deck stacked before the opening hands. */
function withDecks(match: PwMatch, stack?: (m: PwMatch) => void): PwMatch {
  let m = match;
  for (let seat = 0; seat < m.state.players; seat++) m = act(m, seat, { type: "deck", deck: "garden" }).match;
  stack?.(m);
  return m;
}

function firstPicks(match: PwMatch): { match: PwMatch; events: GameEvent[] } {
  let m = match;
  const events: GameEvent[] = [];
  for (let seat = 0; seat < m.state.players; seat++) {
    if (m.pending.some((p) => p.seat === seat)) continue;
    const pick = legal(m, seat)[0];
    if (!pick) throw new Error("no pick");
    const step = act(m, seat, pick);
    m = step.match;
    events.push(...step.events);
  }
  return { match: m, events };
}

describe("Powapowa set-up", () => {
  it("deals each breeder 4 different nekomimi in the cradle, all different at the table, secret to the others (P-14, P-16, P-30, OP-2, OP-32)", () => {
    const match = fresh(4);
    const all = [0, 1, 2, 3].flatMap((s) => zone(match, `cradle${s}`));
    expect(all).toHaveLength(16);
    expect(new Set(all.map((n) => n.split(":")[1])).size).toBe(16);
    const seen = viewMatch(powapowaGame, match, 1).table.seats[0]?.cradle;
    expect(seen).toEqual({ count: 4, cards: null });
    expect(match.state.cap).toBe(16);
  });

  it("deals fewer nekomimi with the table option, and refuses a count outside 1 to 4 (P-14, P-120)", () => {
    expect(zone(fresh(2, 3, { nekomimi: 2 }), "cradle0")).toHaveLength(2);
    const refused = createMatch(powapowaGame, { seed: 1, players: 2, options: { nekomimi: 5 } });
    expect(refused.ok).toBe(false);
    expect(createMatch(powapowaGame, { seed: 1, players: 5, options: { nekomimi: 4 } })).toMatchObject({ ok: false, refusal: { code: "player-count" } });
  });

  it("sets the territory cap at 4 x the breeders at the start (P-22, P-132, R-P3)", () => {
    expect(fresh(2).state.cap).toBe(8);
    expect(fresh(3).state.cap).toBe(12);
  });

  it("collects the deck choice and the starting nekomimi in secret and reveals the nekomimi together (P-29, OP-2)", () => {
    let match = fresh(2);
    expect(powapowaGame.prompt(match.state)).toMatchObject({ decision: "deck", simultaneous: true });
    match = act(match, 0, { type: "deck", deck: "alley" }).match;
    expect(JSON.stringify(viewMatch(powapowaGame, match, 1))).not.toContain("alley");
    match = act(match, 1, { type: "deck", deck: "stage" }).match;
    expect(decision(match)).toBe("first");
    expect(refusal(match, 0, { type: "first", nekomimi: zone(match, "cradle1")[0] ?? "" })).toEqual({ code: "not-legal" });
    const pick = zone(match, "cradle0")[2] ?? "";
    const first = act(match, 0, { type: "first", nekomimi: pick });
    expect(first.events.map((e) => e.type)).toEqual(["answered"]);
    const { match: started, events } = firstPicks(first.match);
    expect(events.find((e) => e.type === "first")?.data.nekomimi).toContain(pick);
    expect(zone(started, "field0")).toEqual([pick]);
    expect(zone(started, "cradle0")).toHaveLength(3);
  });

  it("lets a breeder play their own legal deck, refused with the rule when it breaks one (P-9, P-12)", () => {
    const match = fresh(2);
    const garden = DECKS[0]?.cards ?? [];
    expect(refusal(match, 0, { type: "deck", deck: "own", cards: garden.slice(1) })).toEqual({ code: "deck.deck-size", params: { found: 56, min: 60 } });
    expect(refusal(match, 0, { type: "deck", deck: "own", cards: [...garden, { card: "mochi", copies: 1 }] })).toEqual({ code: "deck.nekomimi-in-deck", params: { card: "mochi" } });
    const own = [...garden.map((l) => (l.card === "cozy-house" ? { ...l, copies: 3 } : l)), { card: "guard-dog", copies: 1 }];
    const chosen = act(act(match, 0, { type: "deck", deck: "own", cards: own }).match, 1, { type: "deck", deck: "alley" }).match;
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
      const others = deck.filter((c) => !c.includes("breeze") && !c.includes("sunny") && !c.includes("festival") && !c.includes("pitter")).slice(0, 4);
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
    const allOpen = (seat: number) => (m: PwMatch) => {
      const deck = m.state.zones[`deck${seat}`]?.cards ?? [];
      const opens = deck.filter((c) => /spring|sunny|festival|pitter/.test(c)).slice(0, 6);
      deck.splice(0, Infinity, ...deck.filter((c) => !opens.includes(c)), ...opens);
    };
    const { match } = firstPicks(withDecks(fresh(2), allOpen(0)));
    expect(powapowaGame.prompt(match.state)).toMatchObject({ decision: "mulligan", seats: [0] });
    expect(zone(match, "hand0")).toEqual([]);
    // Exchanged: the six go back, the deck is shuffled (logged), six are drawn again.
    const exchanged = act(match, 0, { type: "mulligan", take: true });
    expect(exchanged.events.map((e) => e.type)).toEqual(expect.arrayContaining(["mulligan", "shuffle", "opening"]));
    const mine = ["deck0", "hand0", "discard0", "shown"].flatMap((z) => zone(exchanged.match, z)).filter((c) => c.startsWith("0:"));
    expect(mine).toHaveLength(60);
    // With nothing but open cards in the deck, the new hand is all open again: the exchange is offered again.
    const onlyOpen = firstPicks(
      withDecks(fresh(2), (m) => {
        const deck = m.state.zones.deck0?.cards ?? [];
        deck.splice(0, Infinity, ...deck.filter((c) => /spring|sunny|festival|pitter/.test(c)).slice(0, 6));
      }),
    ).match;
    const again = act(onlyOpen, 0, { type: "mulligan", take: true }).match;
    expect(powapowaGame.prompt(again.state)).toMatchObject({ decision: "mulligan", seats: [0] });
    // Declining starts with no cards.
    const declined = act(match, 0, { type: "mulligan", take: false }).match;
    expect(zone(declined, "hand0").length).toBeLessThanOrEqual(1);
    expect(declined.state.phase).toBe("turn");
  });
});
