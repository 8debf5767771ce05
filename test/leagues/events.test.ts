import { afterEach, describe, expect, it } from "vitest";
import { current } from "../../src/leagues/events.ts";
import type { SettingsInput } from "../../src/leagues/event-settings.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { BACKENDS } from "../db/backends.ts";
import { leagueKit, manager, player, type LeagueKit } from "./helpers.ts";

let kit: LeagueKit | null = null;
afterEach(async () => {
  await kit?.cleanup();
  kit = null;
});

const players = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"];

describe.each(BACKENDS)("%s", (backend) => {
  describe("Swiss events", () => {
    it("seven players, three Swiss rounds and a top 4: byes, reports, no rematches, the cut by seed, a champion, every match rated", async () => {
      const k = (kit = await leagueKit({ backend, members: [...players, "p8"], seedOf: () => 0 }));
      const made = await k.events.create(k.league, manager, {
        name: "Cup",
        rounds: 3,
        topCut: 4,
        channelId: "c0",
        settings: { play: "reported" },
      });
      if (!made.ok) throw new Error(made.refusal.code);
      expect(
        await k.events.create(k.league, player("p1"), {
          name: "Other",
          rounds: null,
          topCut: 0,
          channelId: "c0",
          settings: { play: "reported" },
        }),
      ).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect(await k.events.join(k.league, made.value, player("zed"), null)).toMatchObject({
        ok: false,
        refusal: { code: "league-join-first" },
      });
      for (const p of players) expect((await k.events.join(k.league, made.value, player(p), null)).ok).toBe(true);
      expect(await k.events.join(k.league, made.value, player("p1"), null)).toMatchObject({
        ok: false,
        refusal: { code: "event-already-in" },
      });
      const event = async () =>
        (await k.stores.events.event(made.value.id)) ??
        (() => {
          throw new Error("gone");
        })();
      expect(await k.events.start(k.league, await event(), player("p1"))).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      const started = await k.events.start(k.league, await event(), manager);
      if (!started.ok || "finished" in started.value) throw new Error("not started");
      expect(started.value.round.filter((m) => m.b === null)).toHaveLength(1);
      expect(await k.events.join(k.league, await event(), player("p8"), null)).toMatchObject({
        ok: false,
        refusal: { code: "event-started" },
      });
      const met = new Set<string>();
      for (let round = 1; round <= 3; round++) {
        const now = current(await event());
        expect(now).toHaveLength(4);
        for (const m of now) {
          if (m.b === null) {
            expect(
              await k.events.report(k.league, await event(), player(m.a), { wins: 2, losses: 0, draws: 0 }, null),
            ).toMatchObject({ ok: false, refusal: { code: "event-bye" } });
            continue;
          }
          const key = [m.a, m.b].sort().join("|");
          expect(met.has(key)).toBe(false);
          met.add(key);
          expect(await k.events.pair(k.league, await event(), manager)).toMatchObject({
            ok: false,
            refusal: { code: "event-unreported" },
          });
          expect(
            await k.events.report(k.league, await event(), player(m.a), { wins: 4, losses: 0, draws: 0 }, null),
          ).toMatchObject({ ok: false, refusal: { code: "event-bad-score" } });
          expect(
            await k.events.report(k.league, await event(), player(m.a), { wins: 1, losses: 2, draws: 0 }, m.b),
          ).toMatchObject({ ok: false, refusal: { code: "league-admin-only" } });
          // The lower seed wins 2-1; the opponent corrects a first wrong report by reporting again.
          await k.events.report(k.league, await event(), player(m.b), { wins: 2, losses: 0, draws: 0 }, null);
          expect(
            (await k.events.report(k.league, await event(), player(m.a), { wins: 2, losses: 1, draws: 0 }, null)).ok,
          ).toBe(true);
        }
        const next = await k.events.pair(k.league, await event(), manager);
        if (!next.ok) throw new Error(next.refusal.code);
      }
      const byes = (await event()).matches.filter((m) => m.b === null).map((m) => m.a);
      expect(new Set(byes).size).toBe(3);
      const cut = current(await event());
      expect(cut.every((m) => m.stage === "cut")).toBe(true);
      const seeds = k.events
        .standings(await event())
        .slice(0, 4)
        .map((r) => r.userId);
      expect(cut.map((m) => [m.a, m.b])).toEqual([
        [seeds[0], seeds[3]],
        [seeds[1], seeds[2]],
      ]);
      const semi = cut[0];
      if (!semi) throw new Error("no semi-final");
      expect(
        await k.events.report(k.league, await event(), player(semi.a), { wins: 1, losses: 1, draws: 0 }, null),
      ).toMatchObject({ ok: false, refusal: { code: "event-cut-needs-winner" } });
      for (const m of cut)
        await k.events.report(k.league, await event(), player(m.b ?? ""), { wins: 2, losses: 0, draws: 0 }, null);
      await k.events.pair(k.league, await event(), manager);
      const final = current(await event());
      expect(final.map((m) => [m.a, m.b])).toEqual([[seeds[3], seeds[2]]]);
      await k.events.report(
        k.league,
        await event(),
        player(seeds[2] as string),
        { wins: 2, losses: 1, draws: 0 },
        null,
      );
      const done = await k.events.pair(k.league, await event(), manager);
      expect(done).toMatchObject({
        ok: true,
        value: { finished: true, event: { status: "finished", champion: seeds[2] } },
      });
      expect(await k.events.pair(k.league, await event(), manager)).toMatchObject({
        ok: false,
        refusal: { code: "event-finished" },
      });
      // 3 Swiss rounds of 3 matches, 2 semi-finals and a final: every one rated, byes rate nobody.
      expect(await k.stores.leagues.counted(k.league.id, 1)).toHaveLength(12);
      expect((await k.leagues.recompute(k.league)).mismatches).toEqual([]);
    });

    it("a dropped player is no longer paired, and a draw counts as a shared place", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b", "c", "d"], seedOf: () => 0 }));
      const made = await k.events.create(k.league, manager, {
        name: "Night",
        rounds: 2,
        topCut: 0,
        channelId: "c0",
        settings: { play: "reported" },
      });
      if (!made.ok) throw new Error(made.refusal.code);
      for (const p of ["a", "b", "c", "d"]) await k.events.join(k.league, made.value, player(p), null);
      const start = await k.events.start(k.league, made.value, manager);
      if (!start.ok || "finished" in start.value) throw new Error("not started");
      for (const m of start.value.round)
        await k.events.report(k.league, start.value.event, player(m.a), { wins: 1, losses: 1, draws: 1 }, null);
      const event = await k.stores.events.event(made.value.id);
      if (!event) throw new Error("gone");
      expect((await k.events.leave(event, player("d"))).ok).toBe(true);
      const next = await k.events.pair(k.league, event, manager);
      if (!next.ok || "finished" in next.value) throw new Error("not paired");
      expect(next.value.round.flatMap((m) => [m.a, m.b])).not.toContain("d");
      expect(next.value.round.filter((m) => m.b === null)).toHaveLength(1);
      const draws = await k.stores.leagues.counted(k.league.id, 1);
      expect(draws.every((r) => r.players.every((p) => p.place === 1))).toBe(true);
      // Round one's draws give everyone a point; round two's bye is a win at once.
      const bye = next.value.round.find((m) => m.b === null)?.a;
      const points = Object.fromEntries(k.events.standings(next.value.event).map((r) => [r.userId, r.points]));
      expect(points).toEqual({ a: 1, b: 1, c: 1, d: 1, [bye ?? ""]: 4 });
    });
  });

  describe("event settings, entries, check-in, late entry and registered lists", () => {
    it("settings are checked against the game and change only before the start, by admins", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b"] }));
      const create = (settings: SettingsInput) =>
        k.events.create(k.league, manager, { name: "Cup", rounds: 2, topCut: 0, channelId: "c0", settings });
      expect(await create({ format: "pods" })).toMatchObject({
        ok: false,
        refusal: { code: "event-pods-multiplayer" },
      });
      expect(await create({ decks: "registered" })).toMatchObject({
        ok: false,
        refusal: { code: "event-no-deck-lists" },
      });
      expect(await create({ readyMinutes: 20, noShowMinutes: 10 })).toMatchObject({
        ok: false,
        refusal: { code: "event-ready-after-no-show" },
      });
      expect(await create({ roundMinutes: 999 })).toMatchObject({ ok: false, refusal: { code: "event-bad-minutes" } });
      const made = await create({});
      if (!made.ok) throw new Error(made.refusal.code);
      expect(made.value.settings).toMatchObject({
        format: "swiss",
        play: "tables",
        decks: "preconstructed",
        channelId: "c0",
      });
      expect(await k.events.configure(k.league, made.value, player("a"), { bestOf: 3 })).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      const changed = await k.events.configure(k.league, made.value, manager, { bestOf: 3, lateEntry: true });
      expect(changed.ok && changed.value.settings).toMatchObject({ bestOf: 3, lateEntry: true });
      for (const p of ["a", "b"]) await k.events.join(k.league, made.value, player(p), null);
      await k.events.start(k.league, made.value, manager);
      expect(await k.events.configure(k.league, made.value, manager, { bestOf: 1 })).toMatchObject({
        ok: false,
        refusal: { code: "event-started" },
      });
      const pods = await leagueKit({ backend, game: "survivor" });
      try {
        const podEvent = await pods.events.create(pods.league, manager, {
          name: "Isle",
          rounds: 2,
          topCut: 0,
          channelId: "c0",
          settings: {},
        });
        expect(podEvent.ok && podEvent.value.settings).toMatchObject({
          format: "pods",
          podSize: 4,
          decks: "registered",
        });
        expect(
          await pods.events.create(pods.league, manager, {
            name: "Big",
            rounds: 2,
            topCut: 0,
            channelId: "c0",
            settings: { podSize: 7 },
          }),
        ).toMatchObject({ ok: false, refusal: { code: "event-pod-size" } });
        expect(
          await pods.events.create(pods.league, manager, {
            name: "Swiss",
            rounds: 2,
            topCut: 0,
            channelId: "c0",
            settings: { format: "swiss" },
          }),
        ).toMatchObject({ ok: false, refusal: { code: "event-swiss-two-player" } });
      } finally {
        await pods.cleanup();
      }
    });

    it("registered decks: needed, checked, changeable before the start, hidden from all but the player and admins until published", async () => {
      const k = (kit = await leagueKit({ backend, game: "survivor", members: ["a", "b", "c"], seedOf: () => 0 }));
      const made = await k.events.create(k.league, manager, {
        name: "Isle",
        rounds: 1,
        topCut: 0,
        channelId: "c0",
        settings: { podSize: 3 },
      });
      if (!made.ok) throw new Error(made.refusal.code);
      const list = (SURVIVOR_DECKS[0]?.cards ?? []).map((l) => ({ section: "deck", card: l.card, copies: l.copies }));
      const deck = (name: string) => ({ name, list });
      expect(await k.events.join(k.league, made.value, player("a"), null)).toMatchObject({
        ok: false,
        refusal: { code: "event-deck-needed" },
      });
      expect(
        await k.events.join(k.league, made.value, player("a"), { name: "Tiny", list: list.slice(0, 1) }),
      ).toMatchObject({ ok: false, refusal: { code: "event-deck-illegal" } });
      for (const p of ["a", "b", "c"]) await k.events.join(k.league, made.value, player(p), deck(`${p}'s`));
      const changed = await k.events.join(k.league, made.value, player("a"), deck("Second"));
      expect(changed.ok && changed.value.how).toBe("deck-changed");
      expect(await k.events.deckList(k.league, made.value, player("b"), "a")).toMatchObject({
        ok: false,
        refusal: { code: "event-lists-hidden" },
      });
      expect(await k.events.deckList(k.league, made.value, player("a"), "a")).toMatchObject({
        ok: true,
        value: { name: "Second" },
      });
      expect((await k.events.deckList(k.league, made.value, manager, "a")).ok).toBe(true);
      const started = await k.events.start(k.league, made.value, manager);
      if (!started.ok || "finished" in started.value) throw new Error("not started");
      // Locked at the start: no change any more, and still hidden while it runs.
      expect(await k.events.join(k.league, started.value.event, player("a"), deck("Third"))).toMatchObject({
        ok: false,
        refusal: { code: "event-already-in" },
      });
      expect((await k.events.deckList(k.league, started.value.event, player("b"), "a")).ok).toBe(false);
      const [pod] = started.value.pods;
      if (!pod) throw new Error("no pod");
      expect(await k.events.reportPlace(k.league, started.value.event, player("a"), "a", 1)).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      for (const [i, p] of pod.places.entries())
        await k.events.reportPlace(k.league, started.value.event, manager, p.userId, i + 1);
      const done = await k.events.pair(k.league, started.value.event, manager);
      if (!done.ok || !("finished" in done.value)) throw new Error("not finished");
      expect(await k.events.deckList(k.league, done.value.event, player("b"), "a")).toMatchObject({
        ok: true,
        value: { name: "Second" },
      });
    });

    it("check-in: only inside the window; those who did not check in are out before round one", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b", "c", "d", "e"], seedOf: () => 0 }));
      const made = await k.events.create(k.league, manager, {
        name: "Cup",
        rounds: 2,
        topCut: 0,
        channelId: "c0",
        settings: { checkInMinutes: 15 },
      });
      if (!made.ok) throw new Error(made.refusal.code);
      for (const p of ["a", "b", "c", "d", "e"]) await k.events.join(k.league, made.value, player(p), null);
      expect(await k.events.checkIn(made.value, player("a"))).toMatchObject({
        ok: false,
        refusal: { code: "event-check-in-closed" },
      });
      expect(await k.events.start(k.league, made.value, manager)).toMatchObject({
        ok: false,
        refusal: { code: "event-check-in-first" },
      });
      expect(await k.events.openCheckIn(k.league, made.value, player("a"))).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect((await k.events.openCheckIn(k.league, made.value, manager)).ok).toBe(true);
      for (const p of ["a", "b", "c", "d"]) expect((await k.events.checkIn(made.value, player(p))).ok).toBe(true);
      expect(await k.events.checkIn(made.value, player("a"))).toMatchObject({
        ok: false,
        refusal: { code: "event-checked-in-already" },
      });
      expect(await k.events.checkIn(made.value, player("zed"))).toMatchObject({
        ok: false,
        refusal: { code: "event-not-in" },
      });
      k.clock.at += 16 * 60_000;
      expect(await k.events.checkIn(made.value, player("e"))).toMatchObject({
        ok: false,
        refusal: { code: "event-check-in-closed" },
      });
      const started = await k.events.start(k.league, made.value, manager);
      if (!started.ok || "finished" in started.value) throw new Error("not started");
      expect(started.value.event.players.map((p) => p.userId).sort()).toEqual(["a", "b", "c", "d"]);
      expect(started.value.round.flatMap((m) => [m.a, m.b])).not.toContain("e");
    });

    it("late entry until round 2 is paired, with a loss for each round missed", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b", "c", "d", "e", "f"], seedOf: () => 0 }));
      const made = await k.events.create(k.league, manager, {
        name: "Cup",
        rounds: 3,
        topCut: 0,
        channelId: "c0",
        settings: { lateEntry: true, play: "reported" },
      });
      if (!made.ok) throw new Error(made.refusal.code);
      for (const p of ["a", "b", "c", "d"]) await k.events.join(k.league, made.value, player(p), null);
      const started = await k.events.start(k.league, made.value, manager);
      if (!started.ok || "finished" in started.value) throw new Error("not started");
      const late = await k.events.join(k.league, started.value.event, player("e"), null);
      expect(late.ok && late.value.how).toBe("late");
      const missed = late.ok ? late.value.event.matches.filter((m) => m.a === "e") : [];
      expect(missed).toMatchObject([{ round: 1, b: null, forfeit: "missed", reported: true }]);
      for (const m of started.value.round)
        await k.events.report(
          k.league,
          late.ok ? late.value.event : started.value.event,
          manager,
          { wins: 1, losses: 0, draws: 0 },
          m.a,
        );
      const event = async () =>
        (await k.stores.events.event(made.value.id)) as NonNullable<Awaited<ReturnType<typeof k.stores.events.event>>>;
      const rows = k.events.standings(await event());
      expect(rows.find((r) => r.userId === "e")).toMatchObject({ points: 0, losses: 1, byes: 0 });
      const round2 = await k.events.pair(k.league, await event(), manager);
      if (!round2.ok || "finished" in round2.value) throw new Error("not paired");
      expect(round2.value.round.some((m) => m.a === "e" || m.b === "e")).toBe(true);
      expect(await k.events.join(k.league, await event(), player("f"), null)).toMatchObject({
        ok: false,
        refusal: { code: "event-started" },
      });
    });
  });
});
