/** Set-up: S-20 … S-30, S-34, S-51 … S-57, ruling 1, OP-3, OP-4. */
import { describe, expect, it } from "vitest";
import { CHALLENGES, DECKS, statLine } from "../../../src/games/survivor/cards.ts";
import { chosenSettings, optionsFor, TABLE_KINDS } from "../../../src/games/catalog.ts";
import { survivorDeck } from "../../../src/games/survivor/deck.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import { castawaysEach } from "../../../src/games/survivor/setup.ts";
import type { SurvivorState } from "../../../src/games/survivor/state.ts";
import { start } from "../scenario.ts";
import { begin, scenario, toFortunes } from "./helpers.ts";

const options = { ...DEFAULT_OPTIONS };

/** The state once every seat has chosen a deck (with the castaways it brings, by seat): the castaways are dealt. */
function dealt(
  players: number,
  seed: number,
  extra: Partial<typeof options> = {},
  brought: string[][] = [],
): SurvivorState {
  const match = start(survivorGame, { seed, players, options: { ...options, ...extra } });
  for (let seat = 0; seat < players; seat++) {
    const castaways = brought[seat] ?? [];
    match.act(seat, { type: "deck", deck: "iron-team", ...(castaways.length > 0 ? { castaways } : {}) });
  }
  return match.state;
}

describe("Survivor set-up", () => {
  it("deals castaways per ruling 1: 2 players 8 each (5 with the small cast), 3 → 5, 4 → 4, 5 → 3, 6 → 2", () => {
    expect([2, 3, 4, 5, 6].map((p) => castawaysEach(p, false))).toEqual([8, 5, 4, 3, 2]);
    expect(castawaysEach(2, true)).toBe(5);
    for (const players of [2, 3, 4, 5, 6]) {
      const state = dealt(players, players);
      for (let seat = 0; seat < players; seat++)
        expect(state.zones[`cast${seat}`]?.cards).toHaveLength(castawaysEach(players, false));
    }
    expect(dealt(2, 9, { smallCast: true }).zones.cast0?.cards).toHaveLength(5);
  });

  it("never deals two castaways with the same printed stat line (a create-your-own castaway and its original)", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const state = dealt(2, seed);
      const all = [...(state.zones.cast0?.cards ?? []), ...(state.zones.cast1?.cards ?? [])];
      expect(new Set(all.map(statLine)).size).toBe(all.length);
    }
  });

  it("builds the challenge deck from as many different challenges as castaways, one removed face down for good (S-34, S-54)", () => {
    for (const players of [2, 4, 6]) {
      const state = dealt(players, 11);
      const castaways = castawaysEach(players, false) * players;
      expect(state.zones.challenges?.cards).toHaveLength(castaways - 1);
      expect(state.zones.removed?.cards).toHaveLength(1);
      expect(state.zones.removed?.visibility).toBe("hidden");
      expect(new Set([...(state.zones.challenges?.cards ?? []), ...(state.zones.removed?.cards ?? [])]).size).toBe(
        castaways,
      );
    }
  });

  it("starts with empty hands, the idol with a seat drawn by the generator, and every deck chosen in secret (S-51, S-56, OP-3)", () => {
    const holders = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) holders.add(dealt(4, seed).idol);
    expect(holders.size).toBe(4);
    const match = start(survivorGame, { seed: 3, players: 3, options });
    expect(match.state.zones.hand0?.cards).toEqual([]);
    expect(survivorGame.prompt(match.state)).toMatchObject({ decision: "deck", seats: [0, 1, 2], simultaneous: true });
    for (const [seat, deck] of ["iron-team", "schemer", "castaway-crew"].entries()) {
      match.act(seat, { type: "deck", deck });
      if (seat === 0) expect(match.view(1).table.seats[0]?.deckName).toBeNull();
    }
    // Step 1 of the first turn: everyone draws up to 5 at once (S-53, S-58).
    for (const seat of [0, 1, 2]) expect(match.state.zones[`hand${seat}`]?.cards).toHaveLength(5);
    expect(match.state.phase).toBe("feed");
  });

  it("draws the play order with the match's generator, the first in it holding the idol, and says it (OP-3)", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const created = start(survivorGame, { seed, players: 4, options });
      const { order, idol } = created.state;
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      expect(idol).toBe(order[0]);
      expect(created.events()).toContainEqual({ type: "order", data: { order } });
      orders.add(order.join());
    }
    // Not just seat order from a random first seat: the seats themselves are shuffled.
    const rotations = new Set(["0,1,2,3", "1,2,3,0", "2,3,0,1", "3,0,1,2"]);
    expect([...orders].filter((o) => !rotations.has(o)).length).toBeGreaterThan(5);
  });

  it("goes round every window in the play order from the idol holder, skipping nobody still in (OP-3, R-All: windows)", () => {
    let m = begin(
      scenario({
        seats: [0, 1, 2, 3].map((s) => ({
          cast: [["sami-hollis", "gus-tanner", "hana-ito", "kai-renner"][s] as string],
          deck: ["rope", "rope", "rope", "rope", "rope"],
        })),
        challenges: ["log-walk"],
        order: [2, 0, 3, 1],
        idol: 0,
      }),
    );
    m = toFortunes(m, {});
    const asked: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = survivorGame.prompt(m.state)?.seats[0] as number;
      asked.push(seat);
      m.act(seat, { type: "pass" });
    }
    expect(asked).toEqual([0, 3, 1, 2]);
    expect(m.view("spectator").table.order).toEqual([2, 0, 3, 1]);
  });

  it("offers only decks of the table's size: a 40-card table refuses a 20-card deck (OP-2)", () => {
    const created = start(survivorGame, { seed: 3, players: 2, options: { ...options, deckSize: 40 } });
    const legal = created.legal(0);
    expect(legal.map((a) => (a.type === "deck" ? a.deck : ""))).toEqual([
      "iron-team-40",
      "schemer-40",
      "castaway-crew-40",
    ]);
    expect(survivorGame.check(created.state, 0, { type: "deck", deck: "iron-team" })).toEqual({
      code: "deck-size",
      params: { size: 40 },
    });
  });
});

describe("castaway lists players bring (ruling 1, OP-5)", () => {
  const withLists = (lists: string[][], seed = 1): SurvivorState => dealt(3, seed, { lists } as never);

  it("gives each seat the castaways on its list and deals the seats without one at random", () => {
    const state = withLists([
      ["ava-stone", "bruno-vale", "chika-mori", "dario-penn", "elin-frost"],
      [],
      ["kai-renner", "lena-duarte", "mateo-brisk", "nora-kade", "otto-lind"],
    ]);
    expect(state.zones.cast0?.cards).toEqual(["ava-stone", "bruno-vale", "chika-mori", "dario-penn", "elin-frost"]);
    expect(state.zones.cast2?.cards).toEqual(["kai-renner", "lena-duarte", "mateo-brisk", "nora-kade", "otto-lind"]);
    const all = [0, 1, 2].flatMap((s) => state.zones[`cast${s}`]?.cards ?? []);
    expect(new Set(all.map(statLine)).size).toBe(15);
  });

  it("settles a person on two lists by the generator: one keeps it, the other gets a castaway nobody uses", () => {
    const keepers = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const state = withLists(
        [
          ["ava-stone", "bruno-vale", "chika-mori", "dario-penn", "elin-frost"],
          ["ava-stone", "farah-quill", "gus-tanner", "hana-ito", "ivo-marsh"],
        ],
        seed,
      );
      const [a, b] = [state.zones.cast0?.cards ?? [], state.zones.cast1?.cards ?? []];
      expect([a.includes("ava-stone"), b.includes("ava-stone")].filter(Boolean)).toHaveLength(1);
      keepers.add(a.includes("ava-stone") ? 0 : 1);
      expect(a).toHaveLength(5);
      expect(b).toHaveLength(5);
      const all = [0, 1, 2].flatMap((s) => state.zones[`cast${s}`]?.cards ?? []);
      expect(new Set(all.map(statLine)).size).toBe(all.length);
    }
    expect(keepers).toEqual(new Set([0, 1]));
  });

  it("treats a create-your-own castaway and its original as the same stat line", () => {
    // Create-your-own A copies Wade Orrin's stat line.
    const state = withLists([
      ["custom-a", "bruno-vale", "chika-mori", "dario-penn", "elin-frost"],
      ["wade-orrin", "farah-quill", "gus-tanner", "hana-ito", "ivo-marsh"],
    ]);
    const all = [0, 1, 2].flatMap((s) => state.zones[`cast${s}`]?.cards ?? []);
    expect(all.filter((c) => c === "custom-a" || c === "wade-orrin")).toHaveLength(1);
  });

  it("refuses unknown castaways and a name twice", () => {
    expect(survivorGame.parseOptions({ lists: [["nobody-here"]] })).toEqual({
      ok: false,
      refusal: { code: "unknown-castaway", params: { castaway: "nobody-here" } },
    });
    expect(survivorGame.parseOptions({ lists: [["ava-stone", "ava-stone"]] })).toEqual({
      ok: false,
      refusal: { code: "castaway-twice" },
    });
  });

  it("takes the lists as a table setting: names in either language, seats by semicolons, an empty part dealt at random", () => {
    const kind = TABLE_KINDS.get("survivor");
    if (!kind) throw new Error("no survivor kind");
    expect(optionsFor(kind, { castaways: "Ava Stone, 森 千佳, dario-penn; ; Kai Renner" })).toMatchObject({
      ok: true,
      value: { lists: [["ava-stone", "chika-mori", "dario-penn"], [], ["kai-renner"]] },
    });
    expect(optionsFor(kind, { castaways: "Ava Stone; Nobody" })).toEqual({
      ok: false,
      refusal: { code: "unknown-castaway", params: { castaway: "Nobody" } },
    });
    expect(
      chosenSettings(kind, { ...DEFAULT_OPTIONS, lists: [["ava-stone"], [], ["kai-renner"]] }, "en"),
    ).toContainEqual({
      label: "Castaways",
      value: "seat 1: Ava Stone · seat 2: at random · seat 3: Kai Renner",
      players: null,
    });
    const state = dealt(3, 2, { lists: [["ava-stone", "chika-mori", "dario-penn"], [], ["kai-renner"]] });
    expect(state.zones.cast0?.cards).toEqual(expect.arrayContaining(["ava-stone", "chika-mori", "dario-penn"]));
    expect(state.zones.cast2?.cards).toContain("kai-renner");
  });

  it("takes a list brought with a saved deck, dealt once every deck is in, clashes settled by the generator (OP-5)", () => {
    const created = start(survivorGame, { seed: 5, players: 2, options });
    expect(created.state.zones.cast0?.cards).toEqual([]);
    const saved = survivorDeck.tableChoice([
      ...(DECKS.find((d) => d.id === "schemer")?.cards ?? []).map((c) => ({ ...c, section: "deck" })),
      { card: "ava-stone", copies: 1, section: "castaways" },
      { card: "kai-renner", copies: 1, section: "castaways" },
    ]);
    expect(saved).toMatchObject({ type: "deck", deck: "own", castaways: ["ava-stone", "kai-renner"] });
    expect(
      survivorGame.check(created.state, 0, { type: "deck", deck: "iron-team", castaways: ["ava-stone", "ava-stone"] }),
    ).toEqual({ code: "castaway-twice" });
    const keepers = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      // Seat 0 brings Ava and Kai with its deck; the table's list gives Ava to seat 1 too.
      const state = dealt(2, seed, { lists: [[], ["ava-stone", "bruno-vale"]] }, [["ava-stone", "kai-renner"]]);
      const [a, b] = [state.zones.cast0?.cards ?? [], state.zones.cast1?.cards ?? []];
      expect(a).toContain("kai-renner");
      expect(b).toContain("bruno-vale");
      expect([a.includes("ava-stone"), b.includes("ava-stone")].filter(Boolean)).toHaveLength(1);
      expect([a.length, b.length]).toEqual([8, 8]);
      keepers.add(a.includes("ava-stone") ? 0 : 1);
    }
    expect(keepers).toEqual(new Set([0, 1]));
  });
});

describe("the host's challenge list (OP-4)", () => {
  const kind = TABLE_KINDS.get("survivor");
  if (!kind) throw new Error("no survivor kind");

  it("reads names in either language, ids and loose spacing, and refuses unknown or repeated names", () => {
    expect(optionsFor(kind, { challenges: "Log Walk, サンゴ礁の遠泳、 tug-of-war" })).toMatchObject({
      ok: true,
      value: { challenges: ["log-walk", "reef-swim", "tug-of-war"] },
    });
    expect(optionsFor(kind, { challenges: "Log Walk, Bungee Jump" })).toEqual({
      ok: false,
      refusal: { code: "unknown-challenge", params: { challenge: "Bungee Jump" } },
    });
    expect(optionsFor(kind, { challenges: "Log Walk, log walk" })).toEqual({
      ok: false,
      refusal: { code: "challenge-twice" },
    });
  });

  it("builds the deck from the list: all of it when it is just long enough, the list made public", () => {
    const chosen = [
      "log-walk",
      "reef-swim",
      "tug-of-war",
      "night-watch",
      "beach-sprint",
      "deep-dive",
      "puzzle-hut",
      "fire-making",
      "raft-race",
      "sharp-shot",
      "long-haul",
      "slingshot",
      "balance-beam",
      "coconut-toss",
      "lone-wolf",
      "memory-maze",
    ];
    const created = start(survivorGame, { seed: 4, players: 2, options: { ...DEFAULT_OPTIONS, challenges: chosen } });
    const state = created.state;
    expect([...(state.zones.challenges?.cards ?? []), ...(state.zones.removed?.cards ?? [])].sort()).toEqual(
      [...chosen].sort(),
    );
    expect(created.events().find((e) => e.type === "challenge-list")?.data).toEqual({ challenges: [...chosen].sort() });
  });

  it("tops a short list up at random from the rest of the set, and draws from a long one", () => {
    const short = start(survivorGame, {
      seed: 4,
      players: 6,
      options: { ...DEFAULT_OPTIONS, challenges: ["log-walk", "reef-swim"] },
    });
    const deck = [...(short.state.zones.challenges?.cards ?? []), ...(short.state.zones.removed?.cards ?? [])];
    expect(deck).toHaveLength(12);
    expect(deck).toEqual(expect.arrayContaining(["log-walk", "reef-swim"]));
    const all = CHALLENGES.map((c) => c.id);
    const long = start(survivorGame, {
      seed: 4,
      players: 6,
      options: { ...DEFAULT_OPTIONS, challenges: all.slice(0, 20) },
    });
    const drawn = [...(long.state.zones.challenges?.cards ?? []), ...(long.state.zones.removed?.cards ?? [])];
    expect(drawn).toHaveLength(12);
    for (const c of drawn) expect(all.slice(0, 20)).toContain(c);
  });
});
