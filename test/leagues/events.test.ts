import { afterEach, describe, expect, it } from "vitest";
import { current } from "../../src/leagues/events.ts";
import { leagueKit, manager, player, type LeagueKit } from "./helpers.ts";

let kit: LeagueKit | null = null;
afterEach(() => {
  kit?.cleanup();
  kit = null;
});

const players = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"];

describe("Swiss events", () => {
  it("seven players, three Swiss rounds and a top 4: byes, reports, no rematches, the cut by seed, a champion, every match rated", () => {
    const k = (kit = leagueKit({ members: [...players, "p8"], seedOf: () => 0 }));
    const made = k.events.create(k.league, manager, { name: "Cup", rounds: 3, topCut: 4 });
    if (!made.ok) throw new Error(made.refusal.code);
    expect(k.events.create(k.league, player("p1"), { name: "Other", rounds: null, topCut: 0 })).toMatchObject({ ok: false, refusal: { code: "league-admin-only" } });
    expect(k.events.join(k.league, made.value, player("zed"))).toMatchObject({ ok: false, refusal: { code: "league-join-first" } });
    for (const p of players) expect(k.events.join(k.league, made.value, player(p)).ok).toBe(true);
    expect(k.events.join(k.league, made.value, player("p1"))).toMatchObject({ ok: false, refusal: { code: "event-already-in" } });
    const event = () => k.events.store.event(made.value.id) ?? (() => { throw new Error("gone"); })();
    expect(k.events.start(k.league, event(), player("p1"))).toMatchObject({ ok: false, refusal: { code: "league-admin-only" } });
    const started = k.events.start(k.league, event(), manager);
    if (!started.ok || "finished" in started.value) throw new Error("not started");
    expect(started.value.round.filter((m) => m.b === null)).toHaveLength(1);
    expect(k.events.join(k.league, event(), player("p8"))).toMatchObject({ ok: false, refusal: { code: "event-started" } });
    const met = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const now = current(event());
      expect(now).toHaveLength(4);
      for (const m of now) {
        if (m.b === null) {
          expect(k.events.report(k.league, event(), player(m.a), { wins: 2, losses: 0, draws: 0 }, null)).toMatchObject({ ok: false, refusal: { code: "event-bye" } });
          continue;
        }
        const key = [m.a, m.b].sort().join("|");
        expect(met.has(key)).toBe(false);
        met.add(key);
        expect(k.events.pair(k.league, event(), manager)).toMatchObject({ ok: false, refusal: { code: "event-unreported" } });
        expect(k.events.report(k.league, event(), player(m.a), { wins: 4, losses: 0, draws: 0 }, null)).toMatchObject({ ok: false, refusal: { code: "event-bad-score" } });
        expect(k.events.report(k.league, event(), player(m.a), { wins: 1, losses: 2, draws: 0 }, m.b)).toMatchObject({ ok: false, refusal: { code: "league-admin-only" } });
        // The lower seed wins 2-1; the opponent corrects a first wrong report by reporting again.
        k.events.report(k.league, event(), player(m.b), { wins: 2, losses: 0, draws: 0 }, null);
        expect(k.events.report(k.league, event(), player(m.a), { wins: 2, losses: 1, draws: 0 }, null).ok).toBe(true);
      }
      const next = k.events.pair(k.league, event(), manager);
      if (!next.ok) throw new Error(next.refusal.code);
    }
    const byes = event().matches.filter((m) => m.b === null).map((m) => m.a);
    expect(new Set(byes).size).toBe(3);
    const cut = current(event());
    expect(cut.every((m) => m.stage === "cut")).toBe(true);
    const seeds = k.events.standings(event()).slice(0, 4).map((r) => r.userId);
    expect(cut.map((m) => [m.a, m.b])).toEqual([[seeds[0], seeds[3]], [seeds[1], seeds[2]]]);
    const semi = cut[0];
    if (!semi) throw new Error("no semi-final");
    expect(k.events.report(k.league, event(), player(semi.a), { wins: 1, losses: 1, draws: 0 }, null)).toMatchObject({ ok: false, refusal: { code: "event-cut-needs-winner" } });
    for (const m of cut) k.events.report(k.league, event(), player(m.b ?? ""), { wins: 2, losses: 0, draws: 0 }, null);
    k.events.pair(k.league, event(), manager);
    const final = current(event());
    expect(final.map((m) => [m.a, m.b])).toEqual([[seeds[3], seeds[2]]]);
    k.events.report(k.league, event(), player(seeds[2] as string), { wins: 2, losses: 1, draws: 0 }, null);
    const done = k.events.pair(k.league, event(), manager);
    expect(done).toMatchObject({ ok: true, value: { finished: true, event: { status: "finished", champion: seeds[2] } } });
    expect(k.events.pair(k.league, event(), manager)).toMatchObject({ ok: false, refusal: { code: "event-finished" } });
    // 3 Swiss rounds of 3 matches, 2 semi-finals and a final: every one rated, byes rate nobody.
    expect(k.leagues.store.counted(k.league.id, 1)).toHaveLength(12);
    expect(k.leagues.recompute(k.league).mismatches).toEqual([]);
  });

  it("a dropped player is no longer paired, and a draw counts as a shared place", () => {
    const k = (kit = leagueKit({ members: ["a", "b", "c", "d"], seedOf: () => 0 }));
    const made = k.events.create(k.league, manager, { name: "Night", rounds: 2, topCut: 0 });
    if (!made.ok) throw new Error(made.refusal.code);
    for (const p of ["a", "b", "c", "d"]) k.events.join(k.league, made.value, player(p));
    const start = k.events.start(k.league, made.value, manager);
    if (!start.ok || "finished" in start.value) throw new Error("not started");
    for (const m of start.value.round) k.events.report(k.league, start.value.event, player(m.a), { wins: 1, losses: 1, draws: 1 }, null);
    const event = k.events.store.event(made.value.id);
    if (!event) throw new Error("gone");
    expect(k.events.leave(event, player("d")).ok).toBe(true);
    const next = k.events.pair(k.league, event, manager);
    if (!next.ok || "finished" in next.value) throw new Error("not paired");
    expect(next.value.round.flatMap((m) => [m.a, m.b])).not.toContain("d");
    expect(next.value.round.filter((m) => m.b === null)).toHaveLength(1);
    const draws = k.leagues.store.counted(k.league.id, 1);
    expect(draws.every((r) => r.players.every((p) => p.place === 1))).toBe(true);
    // Round one's draws give everyone a point; round two's bye is a win at once.
    const bye = next.value.round.find((m) => m.b === null)?.a;
    const points = Object.fromEntries(k.events.standings(next.value.event).map((r) => [r.userId, r.points]));
    expect(points).toEqual({ a: 1, b: 1, c: 1, d: 1, [bye ?? ""]: 4 });
  });
});
