import { ButtonStyle, ComponentType } from "discord.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cloneJson, LOCALES, Rng, seedRng, translate, type Locale } from "../../src/engine/index.ts";
import { findHiddenCard, hiddenCards } from "../../src/engine/testing.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { encodeId } from "../../src/discord/codec.ts";
import { handPayload, lobbyPayload, mentionNames, tablePayload, timerText } from "../../src/discord/presenter.ts";
import { t } from "../../src/discord/strings.ts";
import { seatNames } from "../../src/tables/seat-names.ts";
import { tableStrings } from "../../src/tables/strings.ts";
import { KINDS, type Variant } from "../../src/games/spymaster/cards.ts";
import { describeAction } from "../../src/games/spymaster/describe.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { SpymasterAction } from "../../src/games/spymaster/state.ts";
import { say } from "../../src/games/spymaster/words.ts";
import {
  ALL_CARD_IDS,
  expectNoCardsLogged,
  GUEST,
  HOST,
  HOST_AUTH,
  lobby,
  ok,
  rig,
  started,
  tempFiles,
  type Rig,
} from "../tables/helpers.ts";
import { Scenario } from "../games/scenario.ts";
import { assertConserved, position, type Position, type SpyScenario } from "../games/spymaster/helpers.ts";
import {
  choicesIn,
  componentProblems,
  hiddenProblems,
  recordGames,
  stateOf,
  type HiddenCounts,
  type Step,
} from "./helpers.ts";

/**
 * The presenter over every moment of 30 seeded matches (both variants, two human seats, legal moves chosen by a
 * seeded generator). Painting real PNGs for all of them would take minutes, so here the painters are replaced by
 * ones whose "image" is the exact input they were given (game, view, locale, names): the hidden-means-hidden check
 * then compares what would be painted. presenter-png.test.ts repeats that check with real PNG bytes on two matches.
 */
vi.mock("../../src/render/index.ts", () => ({
  paintTable: (game: string, view: unknown, locale: string, names?: readonly string[]): Buffer =>
    Buffer.from(JSON.stringify({ board: game, view, locale, names: names ?? null })),
  paintOwnHand: (game: string, cards: readonly string[], locale: string): Buffer =>
    Buffer.from(JSON.stringify({ hand: game, cards, locale })),
}));

const GAMES = 30;
const temp = tempFiles("bot-presenter-");
let r: Rig;
let steps: Step[];
let seed = 0;
beforeAll(async () => {
  r = rig(temp, { seed: () => seed });
  steps = await recordGames(r.service, (s) => (seed = s), GAMES, 7000);
});
afterAll(async () => {
  expectNoCardsLogged(r.log);
  temp.cleanup();
});

function controlsOf(table: TableRecord, seat: number, locale: Locale) {
  const view = r.service.view(table, seat);
  if (!view) throw new Error("no view");
  return r.service.kindOf(table).controls(view, r.service.legal(table, seat), locale);
}

/** The buttons of a table that has ended after play: play again, its replay, showing all hands in it, rules. */
const ended = (id: string): string[] => [`a:${id}`, `v:${id}:f:p`, `u:${id}`, `r:${id}`];

function mention(table: TableRecord, seat: number): string {
  return `<@${table.seats[seat]?.userId ?? "?"}>`;
}

describe("the recorded matches", () => {
  it("cover both variants to the end and every kind of decision", async () => {
    expect(new Set(steps.map((s) => s.game)).size).toBe(GAMES);
    const finished = steps.filter((s) => s.table.status === "finished");
    expect(finished).toHaveLength(GAMES);
    const decisions = new Set(steps.map((s) => `${s.variant}:${stateOf(s.table).phase}`));
    expect([...decisions].sort()).toEqual([
      "mindmaster:attack",
      "mindmaster:discard",
      "mindmaster:guess",
      "mindmaster:over",
      "mindmaster:pick",
      "spymaster:attack",
      "spymaster:guess",
      "spymaster:over",
    ]);
    expect(steps.some((s) => stateOf(s.table).bonusStrike && stateOf(s.table).phase === "attack")).toBe(true);
    expect(steps.some((s) => stateOf(s.table).tuckUnder !== null && stateOf(s.table).phase === "attack")).toBe(true);
    expect(steps.some((s) => (s.table.match?.pending.length ?? 0) > 0)).toBe(true);
  });
});

describe("(a) components stay within Discord's limits", () => {
  it("for the table and both hands at every step, in both locales", async () => {
    let menus = 0;
    let strikeMenus = 0;
    let handRows = 0;
    for (const { table } of steps) {
      for (const locale of LOCALES) {
        const board = await tablePayload(r.service, table, locale);
        expect(componentProblems(board.components), `table ${table.id} seq ${table.seq}`).toEqual([]);
        expect(board.content.length).toBeLessThanOrEqual(2000);
        expect(
          board.files.map((f) => (f.description ?? "").length <= 1024 && (f.description ?? "").length > 0),
        ).toEqual([true]);
        for (const seat of [0, 1]) {
          const hand = handPayload(r.service, table, seat, locale);
          const offered = table.status === "playing" ? controlsOf(table, seat, locale).controls : null;
          expect(componentProblems(hand.components, offered), `hand ${seat} of ${table.id} seq ${table.seq}`).toEqual(
            [],
          );
          expect(hand.content.length).toBeLessThanOrEqual(2000);
          handRows = Math.max(handRows, hand.components.length);
          for (const c of choicesIn(hand.components, table.id)) {
            if (c.kind !== "select") continue;
            menus += 1;
            if (c.label === say("control.strike", locale)) strikeMenus += 1;
          }
        }
      }
    }
    expect(menus).toBeGreaterThan(strikeMenus);
    expect(strikeMenus).toBeGreaterThan(40);
    expect(handRows).toBeGreaterThanOrEqual(2);
  });

  it("for the lobby", async () => {
    const table = await lobby(r.service, { channelId: "lobby-a" });
    for (const locale of LOCALES) {
      const payload = lobbyPayload(r.service.kindOf(table), table, locale);
      expect(componentProblems(payload.components)).toEqual([]);
      expect(payload.components).toHaveLength(1);
      expect(payload.components[0]?.components.map((c) => ("custom_id" in c ? c.custom_id : null))).toEqual(
        (["join", "leave", "bot", "start", "cancel"] as const).map((verb) =>
          encodeId({ type: "lobby", table: table.id, verb }),
        ),
      );
    }
    ok(await r.service.cancel(table.id, HOST_AUTH));
  });
});

/** A recorded table with its match replaced by a stacked position. */
function stacked(p: Position): TableRecord {
  const base = steps.find((s) => s.variant === p.variant && s.table.status === "playing");
  if (!base) throw new Error("no base table");
  const { match } = position(p);
  return { ...base.table, seq: match.seq, match };
}

describe("stacked positions", () => {
  const nine = ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "forces1", "forces2"];
  const eight = ["hacker1", "hacker2", "hacker3", "hacker4", "hacker5", "hacker6", "hacker7", "forces3"];

  it("the Spymaster hand-size discard: a private menu of the whole hand per seat; an answer stays private", async () => {
    const table = stacked({
      variant: "spymaster",
      phase: "discard",
      attacker: 1,
      hand0: nine,
      hand1: eight,
      discardDue: [4, 4],
    });
    for (const locale of LOCALES) {
      expect((await tablePayload(r.service, table, locale)).components.map((row) => row.components.length)).toEqual([
        3,
      ]);
      for (const [seat, size] of [
        [0, 9],
        [1, 8],
      ] as const) {
        const hand = handPayload(r.service, table, seat, locale);
        expect(componentProblems(hand.components, controlsOf(table, seat, locale).controls)).toEqual([]);
        const menu = hand.components[0]?.components[0];
        expect(hand.components).toHaveLength(1);
        expect(menu?.type).toBe(ComponentType.StringSelect);
        if (menu?.type !== ComponentType.StringSelect) continue;
        expect([menu.custom_id, menu.min_values, menu.max_values, menu.options.length]).toEqual([
          `c:${table.id}:${r.service.token(table, seat)}:0`,
          4,
          4,
          size,
        ]);
        expect(menu.placeholder).toBe(say("control.discard", locale, { count: 4 }));
        // Sorted by face, as the set lists them: spies by number, then Special Forces, then Hackers.
        expect(menu.options.map((o) => o.value)).toEqual(seat === 0 ? nine : ["forces3", ...eight.slice(0, 7)]);
      }
    }
    const counts: HiddenCounts = { compared: 0, moved: 0 };
    expect(await hiddenProblems(r.service, table, new Rng(seedRng(1)), LOCALES, LOCALES, counts)).toEqual([]);
    expect(counts).toEqual({ compared: 6, moved: 3 });

    const answering = new Scenario(spymasterGame, cloneJson(table.match as SpyScenario["match"]), {
      afterAct: assertConserved,
    });
    answering.act(0, { type: "discard", cards: ["spy1", "spy2", "spy3", "forces1"] });
    const answered = answering.match;
    expect(answered.pending).toHaveLength(1);
    const half: TableRecord = { ...table, seq: answered.seq, match: answered };
    for (const locale of LOCALES) {
      const mine = handPayload(r.service, half, 0, locale);
      expect(mine.components).toEqual([]);
      expect(mine.content).toContain(
        t("hand.answered", locale, {
          action: describeAction({ type: "discard", cards: ["spy1", "spy2", "spy3", "forces1"] }, locale),
        }),
      );
      const theirs = handPayload(r.service, half, 1, locale);
      // Seat 1's choices stand as they were offered before seat 0 answered: the same token.
      expect(choicesIn(theirs.components, half.id).map((c) => [c.token, c.path])).toEqual([
        [r.service.token(table, 1), [0]],
      ]);
      const board = await tablePayload(r.service, half, locale);
      for (const word of ["Spy 1", "Spy 2", "Spy 3", "スパイ1"]) expect(board.content).not.toContain(word);
      // The stacked table has no log of its own (the store's log belongs to the recorded match), so compare the rest.
      const status = (content: string): string[] => content.split("\n").filter((line) => !line.startsWith("-# "));
      expect(status(board.content)).toEqual(status((await tablePayload(r.service, table, locale)).content));
    }
    const again: HiddenCounts = { compared: 0, moved: 0 };
    expect(await hiddenProblems(r.service, half, new Rng(seedRng(2)), LOCALES, LOCALES, again)).toEqual([]);
    expect(again.moved).toBe(3);
  });

  it("an attack with every face and six tucks: fourteen buttons in three rows", async () => {
    const hand0 = ["spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "forces1", "hacker1"];
    const table = stacked({
      variant: "spymaster",
      phase: "attack",
      attacker: 0,
      hand0,
      hand1: ["forces2"],
      row0: ["spy1"],
      tuckUnder: "spy1",
      rightmost: "spy1",
    });
    for (const locale of LOCALES) {
      const offered = controlsOf(table, 0, locale).controls;
      expect(offered).toHaveLength(14);
      const hand = handPayload(r.service, table, 0, locale);
      expect(componentProblems(hand.components, offered)).toEqual([]);
      expect(hand.components.map((row) => row.components.length)).toEqual([5, 5, 4]);
      expect(choicesIn(hand.components, table.id).map((c) => c.path)).toEqual([...Array(14).keys()].map((i) => [i]));
      expect((await tablePayload(r.service, table, locale)).content).toContain(`<@${HOST.id}>`);
    }
  });
});

describe("(b) hidden means hidden", () => {
  it("the table and each hand are byte-identical when the cards hidden from their reader are rearranged", async () => {
    const counts: HiddenCounts = { compared: 0, moved: 0 };
    const rng = new Rng(seedRng(0x5eed));
    const problems: string[] = [];
    for (const { table, game } of steps) {
      problems.push(
        ...(await hiddenProblems(r.service, table, rng, LOCALES, LOCALES, counts)).map((p) => `game ${game}: ${p}`),
      );
      if (problems.length > 5) break;
    }
    expect(problems).toEqual([]);
    expect(counts.compared).toBe(steps.length * 6);
    // Nearly every rearrangement really moved cards (at the end of a match a hand may be all there is to move).
    expect(counts.moved).toBeGreaterThan(steps.length * 3 * 0.9);
  });

  it("no public payload names a card id hidden from its reader", async () => {
    for (const { table } of steps) {
      const match = table.match;
      if (!match) throw new Error("no match");
      for (const locale of LOCALES) {
        const board = await tablePayload(r.service, table, locale);
        const text = [
          board.content,
          JSON.stringify(board.components),
          board.files.map((f) => f.description ?? "").join("\n"),
        ];
        // The table's text names cards by their faces, never by id.
        expect(findHiddenCard(text, ALL_CARD_IDS)).toBeNull();
        for (const seat of [0, 1]) {
          const hand = handPayload(r.service, table, seat, locale);
          const hidden = hiddenCards(spymasterGame, stateOf(table), seat);
          expect(findHiddenCard([hand.content, JSON.stringify(hand.components)], hidden)).toBeNull();
        }
      }
    }
  });
});

describe("(c) where the choices go", () => {
  it("public choices appear on the table only for the defender's guess and never name a card", async () => {
    let guesses = 0;
    for (const { table, variant } of steps) {
      const phase = stateOf(table).phase;
      for (const locale of LOCALES) {
        const board = await tablePayload(r.service, table, locale);
        const choices = choicesIn(board.components, table.id);
        if (phase !== "guess") {
          expect(choices).toEqual([]);
          continue;
        }
        guesses += 1;
        expect(choices.map((c) => c.label)).toEqual(
          KINDS[variant as Variant].map((kind) => describeAction({ type: "guess", kind }, locale)),
        );
        const token = r.service.token(table, "spectator");
        expect(choices.map((c) => [c.kind, c.token, c.path])).toEqual([
          ["button", token, [0]],
          ["button", token, [1]],
          ["button", token, [2]],
        ]);
        expect(findHiddenCard(JSON.stringify(board.components), ALL_CARD_IDS)).toBeNull();
        expect(choices.some((c) => /\d/.test(c.label))).toBe(false);
      }
    }
    expect(guesses).toBeGreaterThan(100);
  });

  it("the table always offers My hand, Watch and Rules while playing, and Play again, Replay, Show all hands and Rules once over", async () => {
    for (const { table } of steps) {
      const board = await tablePayload(r.service, table, "en");
      const last = board.components.at(-1)?.components.map((c) => ("custom_id" in c ? c.custom_id : null));
      if (table.status === "playing") expect(last).toEqual([`h:${table.id}`, `e:${table.id}`, `r:${table.id}`]);
      else expect(last).toEqual(ended(table.id));
    }
  });

  it("a hand reply carries the seat's controls exactly when it must answer privately", async () => {
    const seen = { hand: 0, table: 0, none: 0, answered: 0 };
    for (const { table } of steps) {
      const view = [r.service.view(table, 0), r.service.view(table, 1)];
      for (const seat of [0, 1]) {
        for (const locale of LOCALES) {
          const hand = handPayload(r.service, table, seat, locale);
          const must = table.status === "playing" && view[seat]?.mustAnswer === true;
          if (!must) {
            expect(hand.components).toEqual([]);
            if (view[seat]?.ownAnswer) {
              seen.answered += 1;
              expect(hand.content).toContain(
                t("hand.answered", locale, { action: describeAction(view[seat].ownAnswer as SpymasterAction, locale) }),
              );
            } else seen.none += 1;
            continue;
          }
          const offered = controlsOf(table, seat, locale);
          if (offered.place === "table") {
            seen.table += 1;
            expect(hand.components).toEqual([]);
            expect(hand.content).toContain(t("hand.on-table", locale));
            continue;
          }
          seen.hand += 1;
          const choices = choicesIn(hand.components, table.id);
          expect(choices.map((c) => c.path)).toEqual(offered.controls.map((_, i) => [i]));
          expect(new Set(choices.map((c) => c.token))).toEqual(new Set([r.service.token(table, seat)]));
          const labels = offered.controls.map((c) =>
            c.type === "pick" || c.type === "group" ? c.placeholder : c.label,
          );
          expect(choices.map((c) => c.label)).toEqual(labels);
          expect(hand.content).toContain(t("hand.decide", locale, { prompt: "" }).trim());
        }
      }
    }
    expect(seen.hand).toBeGreaterThan(200);
    expect(seen.table).toBeGreaterThan(100);
    expect(seen.none).toBeGreaterThan(200);
    expect(seen.answered).toBeGreaterThan(10);
  });

  it("a seat the bot took over shows no choices, only the notice and I'm back", async () => {
    const step = steps.find(
      (s) =>
        s.table.status === "playing" && r.service.view(s.table, 1)?.mustAnswer && stateOf(s.table).phase === "attack",
    );
    if (!step) throw new Error("no such step");
    const taken: TableRecord = {
      ...step.table,
      seats: step.table.seats.map((s) => (s.seat === 1 ? { ...s, bot: true, timeouts: 3 } : s)),
    };
    for (const locale of LOCALES) {
      const hand = handPayload(r.service, taken, 1, locale);
      expect(choicesIn(hand.components, taken.id)).toEqual([]);
      expect(
        hand.components.flatMap((row) => row.components.map((c) => ("custom_id" in c ? c.custom_id : ""))),
      ).toEqual([`b:${taken.id}`]);
      expect(hand.content).toContain(t("hand.bot", locale));
      expect(mentionNames(taken, locale)).toEqual([
        `<@${HOST.id}>`,
        translate(tableStrings, "bot.suffix", locale, { name: GUEST.name }),
      ]);
      expect(seatNames(taken, locale)).toEqual([
        HOST.name,
        translate(tableStrings, "bot.suffix", locale, { name: GUEST.name }),
      ]);
    }
  });
});

describe("(d) the status line mentions people", () => {
  it("names the seats a decision waits for, or the winner, as <@id>, with the deadline", async () => {
    for (const { table } of steps) {
      const s = stateOf(table);
      for (const locale of LOCALES) {
        const content = (await tablePayload(r.service, table, locale)).content;
        expect(content.split("\n")[0]).toBe(
          t("table.header", locale, { game: r.service.kindOf(table).name(locale), id: table.id }),
        );
        switch (s.phase) {
          case "attack":
            expect(content).toContain(mention(table, s.attacker));
            break;
          case "guess":
            expect(content).toContain(mention(table, 1 - s.attacker));
            break;
          case "discard":
            for (const seat of [0, 1])
              if ((s.discardDue[seat] ?? 0) > 0) expect(content).toContain(mention(table, seat));
            break;
          case "over":
            expect(content).toContain(mention(table, s.winner ?? -1));
            break;
          case "pick":
            expect(content).toContain(say("prompt.pick", locale));
            break;
        }
        if (table.status === "playing") {
          expect(content).toContain(
            t("table.deadline", locale, { when: `<t:${Math.ceil((table.deadline ?? 0) / 1000)}:R>` }),
          );
        } else expect(content).not.toContain("<t:");
      }
    }
  });

  it("shows the table's log: what everyone saw in the latest moves, newest last, as small text and without mentions", async () => {
    let checked = 0;
    for (const { table } of steps) {
      if (table.seq < 3) continue;
      const kind = r.service.kindOf(table);
      const names = seatNames(table, "en");
      const described = (await r.service.publicLog(table, 6))
        .map((e) => kind.describeEvent(e, "en", names))
        .filter((line) => line !== null);
      const log = (await tablePayload(r.service, table, "en")).content
        .split("\n")
        .filter((line) => line.startsWith("-# "));
      expect(log.length).toBeGreaterThan(0);
      expect(log.length).toBeLessThanOrEqual(8);
      expect(log.map((line) => line.slice(3))).toEqual(described.slice(-log.length));
      expect(log.join("\n")).not.toContain("<@");
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a hand reply waiting on others mentions them", async () => {
    const step = steps.find((s) => s.table.status === "playing" && stateOf(s.table).phase === "attack");
    if (!step) throw new Error("no attack step");
    const attacker = stateOf(step.table).attacker;
    const waiting = handPayload(r.service, step.table, 1 - attacker, "en");
    expect(waiting.content).toContain(t("hand.waiting", "en", { players: mention(step.table, attacker) }));
  });

  it("the lobby says when a chosen setting applies only at some player counts", async () => {
    const opened = ok(
      await r.service.open({
        guildId: "guild-1",
        channelId: "lobby-s",
        host: HOST,
        kind: "survivor",
        locale: "en",
        turnSeconds: 120,
        settings: { "small-cast": "true" },
      }),
    ).table;
    const described = (locale: "en" | "ja") =>
      lobbyPayload(r.service.kindOf(opened), opened, locale).embeds[0]?.description ?? "";
    expect(described("en")).toContain("(only at a table of 2 players; with another count the game plays without it)");
    expect(described("ja")).toContain("(2人の卓のみ。ほかの人数では使われません)");
    ok(await r.service.cancel(opened.id, HOST_AUTH));
  });

  it("the lobby mentions the host and the seated people; bots by name", async () => {
    const table = ok(
      await r.service.addBot((await lobby(r.service, { channelId: "lobby-b", second: "none" })).id, HOST_AUTH, "Bot 1"),
    ).table;
    const payload = lobbyPayload(r.service.kindOf(table), table, "en");
    const description = payload.embeds[0]?.description ?? "";
    expect(description).toContain(`Host: <@${HOST.id}>`);
    expect(description).toContain(`Seats (2/2): <@${HOST.id}>, Bot 1`);
    expect(description).toContain(`Turn timer: ${timerText(120, "en")}`);
    expect(payload.embeds[0]?.footer?.text).toBe(table.id);
    expect(await tablePayload(r.service, table, "en")).toEqual(payload);
    const buttons = payload.components[0]?.components ?? [];
    expect(buttons.map((b) => (b.type === ComponentType.Button && "style" in b ? b.style : null))).toEqual([
      ButtonStyle.Primary,
      ButtonStyle.Secondary,
      ButtonStyle.Secondary,
      ButtonStyle.Success,
      ButtonStyle.Danger,
    ]);
    ok(await r.service.cancel(table.id, HOST_AUTH));
    expect(await tablePayload(r.service, (await r.service.get(table.id)) as TableRecord, "ja")).toEqual({
      content: t("lobby.cancelled", "ja", { game: r.service.kindOf(table).name("ja") }),
      embeds: [],
      components: [],
      files: [],
    });
  });

  it("a concession names the loser and the winner", async () => {
    const table = (await started(r.service, { channelId: "concede" })).table;
    const done = ok(await r.service.concede(table.id, GUEST.id)).table;
    for (const locale of LOCALES) {
      const payload = await tablePayload(r.service, done, locale);
      expect(payload.content).toContain(
        t("table.conceded", locale, { player: `<@${GUEST.id}>`, winners: `<@${HOST.id}>` }),
      );
      expect(
        payload.components.flatMap((row) => row.components.map((c) => ("custom_id" in c ? c.custom_id : null))),
      ).toEqual(ended(done.id));
      expect(handPayload(r.service, done, 0, locale).content).toContain(t("hand.over", locale));
    }
  });

  it("an ended match says so and offers Play again, its replay, showing all hands and Rules", async () => {
    const table = (await started(r.service, { channelId: "ended" })).table;
    const done = ok(await r.service.end(table.id, HOST_AUTH)).table;
    const payload = await tablePayload(r.service, done, "en");
    expect(payload.content).toContain(t("table.ended", "en"));
    expect(payload.content).not.toContain("<t:");
    expect(
      payload.components.flatMap((row) => row.components.map((c) => ("custom_id" in c ? c.custom_id : null))),
    ).toEqual(ended(done.id));
  });

  it("timers read naturally", async () => {
    expect(timerText(30, "en")).toBe("30 seconds");
    expect(timerText(60, "en")).toBe("1 minute");
    expect(timerText(300, "ja")).toBe("5分");
    expect(timerText(3600, "en")).toBe("1 hour");
  });
});
