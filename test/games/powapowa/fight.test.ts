/** Fights (P-53 … P-80, OP-12 … OP-19): declaration, answer, commitments, windows, the reveal, damage and spoils. */
import { describe, expect, it } from "vitest";
import { autoplay, createMatch, Rng, seedRng } from "../../../src/engine/index.ts";
import { applyIntentInPlace } from "../../../src/engine/testing.ts";
import { powapowaBot } from "../../../src/games/powapowa/bot.ts";
import { faceOf } from "../../../src/games/powapowa/cards.ts";
import { revealNamed } from "../../../src/games/powapowa/fight.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "../../../src/games/powapowa/game.ts";
import { begin, card, decision, neko, scenario, viewOf, zone, type SeatSpec } from "./helpers.ts";

function atNekomimi(seats: SeatSpec[], turn = 3) {
  return begin(
    scenario({ seats: seats.map((s) => ({ deck: ["dodge", "scratch", "pounce"], ...s })), step: "nekomimi", turn }),
  );
}

const M = neko(0, "mochi");
const H = neko(1, "hana");

describe("Powapowa fights: who may fight", () => {
  it("is one against one between able nekomimi of stage 2 or higher of different breeders (P-28, P-54, P-55, OP-12)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }, { id: "kinako" }] },
      {
        field: [{ id: "hana", stage: 2 }, { id: "sora", stage: 3, down: 2 }, { id: "yuzu" }],
        off: [{ id: "tama", stage: 3 }],
      },
    ]);
    const fights = match.legal(0).filter((a) => a.type === "fight");
    expect(fights).toEqual([{ type: "fight", by: M, target: H }]);
    expect(match.refusal(0, { type: "fight", by: neko(0, "kinako"), target: H })).toEqual({ code: "stage-one-fight" });
    expect(match.refusal(0, { type: "fight", by: M, target: neko(1, "yuzu") })).toEqual({ code: "stage-one-fight" });
    expect(match.refusal(0, { type: "fight", by: M, target: neko(1, "sora") })).toEqual({ code: "target-down" });
  });
});

describe("Powapowa fights: declaration and answer", () => {
  it("puts fight cards face down up to the attacker's stage; the count is public, the cards are not (P-56 … P-58, OP-14)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }], hand: ["scratch", "dodge", "pounce"] },
      { field: [{ id: "hana", stage: 2 }] },
    ]);
    match.act(0, { type: "fight", by: M, target: H });
    expect(decision(match)).toBe("fight-attack");
    match.act(0, { type: "commit", card: card(0, "scratch") });
    match.act(0, { type: "commit", card: card(0, "dodge") });
    expect(match.refusal(0, { type: "commit", card: card(0, "pounce") })).toEqual({
      code: "fight-card-limit",
      params: { limit: 2 },
    });
    const seen = viewOf(match, 1);
    expect(seen.seats[0]?.facedown).toEqual({ count: 2, cards: null });
    expect(JSON.stringify(seen)).not.toContain("scratch");
    expect(viewOf(match, 0).seats[0]?.facedown.cards).toEqual([card(0, "scratch"), card(0, "dodge")]);
  });

  it("makes a nekomimi with no item or territory accept (P-61)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }] },
      { field: [{ id: "hana", stage: 2, attached: ["singing"] }] },
    ]);
    match.act(0, { type: "fight", by: M, target: H });
    match.act(0, { type: "done" });
    expect(decision(match)).toBe("fight-answer");
    expect(match.legal(1)).toEqual([{ type: "accept", ground: null }]);
    expect(match.refusal(1, { type: "decline", card: card(1, "singing") })).toEqual({ code: "must-accept" });
  });

  it("on a decline the defender discards its chosen attachment, the attacker's cards go home and it may act again (P-60, P-62 … P-64, OP-18, OP-19)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }], hand: ["scratch"] },
      {
        field: [
          { id: "hana", stage: 2, territories: ["flower-hill"], onTerritory: { 0: "cushion" }, attached: ["singing"] },
        ],
      },
    ]);
    match.act(0, { type: "fight", by: M, target: H });
    match.act(0, { type: "commit", card: card(0, "scratch") });
    match.act(0, { type: "done" });
    // Talents are not on offer; items on its territories are.
    expect(match.legal(1).filter((a) => a.type === "decline")).toEqual([
      { type: "decline", card: card(1, "flower-hill") },
      { type: "decline", card: card(1, "cushion") },
    ]);
    match.act(1, { type: "decline", card: card(1, "cushion") });
    expect(zone(match, "discard1")).toEqual([card(1, "cushion")]);
    expect(zone(match, "hand0")).toContain(card(0, "scratch"));
    expect(match.state.fight).toBeNull();
    expect(decision(match)).toBe("nekomimi");
    expect(match.legal(0)).toContainEqual({ type: "fight", by: M, target: H });
  });
});

/** Mochi (stage 2: A2 D3) attacks Hana (stage 2: A2 D3) on a given ground, both having committed what is given. */
function fought(
  attackerCards: string[],
  defenderCards: string[],
  opts: { ground?: string; reveal?: [string[], string[]]; proxies?: [string | null, string | null] } = {},
) {
  const ground = opts.ground ?? "flower-hill";
  const match = atNekomimi([
    { field: [{ id: "mochi", stage: 2, territories: ["cozy-house"] }], hand: attackerCards },
    { field: [{ id: "hana", stage: 2, territories: [ground], attached: ["bell-collar"] }], hand: defenderCards },
  ]);
  // Copies named twice are the first and second copy.
  const ids = (seat: number, names: string[]): string[] =>
    names.map((c, i) => card(seat, c, names.slice(0, i).filter((x) => x === c).length + 1));
  match.act(0, { type: "fight", by: M, target: H });
  for (const c of ids(0, attackerCards)) match.act(0, { type: "commit", card: c });
  match.act(0, { type: "done" });
  match.act(1, { type: "accept", ground: card(1, ground) });
  for (const c of ids(1, defenderCards)) match.act(1, { type: "commit", card: c });
  match.act(1, { type: "done" });
  expect(decision(match)).toBe("fight-reveal");
  const [ra, rd] = opts.reveal ?? [attackerCards, defenderCards];
  const [pa, pd] = opts.proxies ?? [null, null];
  const first = match.act(0, { type: "reveal", cards: ids(0, ra), proxy: pa ? card(0, pa) : null });
  // The first answer stays secret until both are in.
  expect(first.map((e) => e.type)).toEqual(["answered"]);
  expect(JSON.stringify(viewOf(match, 1).seats[0]?.up)).toBe("[]");
  return { match, events: match.act(1, { type: "reveal", cards: ids(1, rd), proxy: pd ? card(1, pd) : null }) };
}

describe("Powapowa fights: resolution", () => {
  it("with one-sided damage the attacker wins, the defender is incapacitated and loses the attachment the winner picks (P-69, P-71 … P-74, P-76, P-78)", () => {
    // Mochi A2 + scratch 2 = 4 > Hana D3 + bell collar 1 = 4? No: 4 is not greater. Two scratches: 6 > 4.
    const { match, events } = fought(["scratch", "scratch"], []);
    expect(events.find((e) => e.type === "fight-result")?.data).toMatchObject({
      attack: { attacker: 6, defender: 2 },
      defence: { attacker: 3, defender: 4 },
      damaged: ["defender"],
      winner: "attacker",
    });
    expect(match.state.neko[H]?.down).toBe(3);
    expect(match.state.neko[M]?.down).toBeNull();
    expect(decision(match)).toBe("fight-spoils");
    expect(powapowaGame.prompt(match.state)?.seats).toEqual([0]);
    match.act(0, { type: "spoil", card: card(1, "bell-collar") });
    expect(zone(match, "discard1")).toContain(card(1, "bell-collar"));
    // Turned-up cards are discarded (P-79).
    expect(zone(match, "discard0")).toEqual([card(0, "scratch"), card(0, "scratch", 2)]);
    expect(match.state.fight).toBeNull();
  });

  it("needs attack strictly greater than defence; no damage either way is a draw and nothing is lost (P-73, P-77)", () => {
    const { match, events } = fought(["scratch"], []);
    expect(events.find((e) => e.type === "fight-result")?.data).toMatchObject({ damaged: [], winner: null });
    expect(match.state.neko[H]?.down).toBeNull();
    expect(zone(match, "attached1")).toHaveLength(2);
  });

  it("damage both ways is a draw; both nekomimi are incapacitated (P-74, P-77)", () => {
    const { match, events } = fought(["scratch", "scratch"], ["scratch", "scratch"]);
    expect(events.find((e) => e.type === "fight-result")?.data).toMatchObject({
      damaged: ["defender", "attacker"],
      winner: null,
    });
    expect(match.state.neko[H]?.down).toBe(3);
    expect(match.state.neko[M]?.down).toBe(3);
  });

  it("lets each side turn up only some of its cards; the rest go back to the hand (P-69, P-79, OP-15)", () => {
    const { match } = fought(["scratch", "dodge"], [], { reveal: [["dodge"], []] });
    expect(zone(match, "hand0")).toContain(card(0, "scratch"));
    expect(zone(match, "discard0")).toEqual([card(0, "dodge")]);
  });

  it("uses the defender's chosen territory as the ground: a meadow fight card gains its bonus there only (P-65, OP-13)", () => {
    // Pounce: attack +1, +2 more on meadow. A2 + 3 = 5 > D4.
    const meadow = fought(["pounce"], [], { ground: "flower-hill" });
    expect(meadow.events.find((e) => e.type === "fight-result")?.data).toMatchObject({
      attack: { attacker: 5 },
      winner: "attacker",
    });
    const town = fought(["pounce"], [], { ground: "market-street" });
    expect(town.events.find((e) => e.type === "fight-result")?.data).toMatchObject({
      attack: { attacker: 3 },
      winner: null,
    });
  });

  it("a proxy fights in the nekomimi's place with its own figures; with a proxy nobody is incapacitated (P-70, P-75, P-143, OP-17)", () => {
    // Neighbour's Dog: A5 D1 against Hana's D4: the dog damages; Hana (A2) damages the dog (D1) too: a draw.
    const dog = fought(["guard-dog"], [], { proxies: ["guard-dog", null] });
    expect(dog.events.find((e) => e.type === "fight-result")?.data).toMatchObject({
      attack: { attacker: 5, defender: 2 },
      defence: { attacker: 1 },
      winner: null,
    });
    expect(dog.match.state.neko[H]?.down).toBeNull();
    // With a defence card for the dog the proxy wins; still nobody is incapacitated.
    const guarded = fought(["guard-dog", "dodge"], [], { proxies: ["guard-dog", null] });
    expect(guarded.events.find((e) => e.type === "fight-result")?.data).toMatchObject({ winner: "attacker" });
    expect(guarded.match.state.neko[H]?.down).toBeNull();
  });

  it("gives a gender bonus only to a nekomimi of that gender (P-125)", () => {
    // Gallant Guard: defence +1, +2 more for a male nekomimi; Hana is female.
    const { events } = fought(["scratch", "scratch"], ["gallant"]);
    expect(events.find((e) => e.type === "fight-result")?.data).toMatchObject({ defence: { defender: 5 } });
  });

  it("lets the attacker and the defender use fight events in their declarations, and the others in a window of their own (P-59, P-67, P-68, OP-16)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }], hand: ["cheer"] },
      { field: [{ id: "hana", stage: 2 }], hand: ["trip"] },
      { field: [{ id: "sora" }], hand: ["cheer"] },
    ]);
    match.act(0, { type: "fight", by: M, target: H });
    match.act(0, { type: "play", card: card(0, "cheer"), nekomimi: M });
    match.act(0, { type: "done" });
    match.act(1, { type: "accept", ground: null });
    match.act(1, { type: "play", card: card(1, "trip"), nekomimi: M });
    match.act(1, { type: "done" });
    expect(decision(match)).toBe("fight-window");
    expect(powapowaGame.prompt(match.state)?.seats).toEqual([2]);
    match.act(2, { type: "play", card: card(2, "cheer"), nekomimi: H });
    match.act(2, { type: "pass" });
    expect(decision(match)).toBe("fight-reveal");
    const done = [
      ...match.act(0, { type: "reveal", cards: [], proxy: null }),
      ...match.act(1, { type: "reveal", cards: [], proxy: null }),
    ];
    // Mochi: A2 + 2 = 4, D3 - 2 = 1; Hana: A2 + 2 = 4, D3: Mochi damages Hana (4 > 3), Hana damages Mochi (4 > 1).
    expect(done.find((e) => e.type === "fight-result")?.data).toMatchObject({
      attack: { attacker: 4, defender: 4 },
      defence: { attacker: 1, defender: 3 },
      winner: null,
    });
  });

  it("counts a fought fight as the attacker's action, and a third-phase fight as the third action (P-45, P-84)", () => {
    const match = atNekomimi([
      { field: [{ id: "mochi", stage: 2 }, { id: "kinako" }] },
      { field: [{ id: "hana", stage: 2 }] },
    ]);
    match.act(0, { type: "fight", by: M, target: H });
    match.act(0, { type: "done" });
    match.act(1, { type: "accept", ground: null });
    match.act(1, { type: "done" });
    match.act(0, { type: "reveal", cards: [], proxy: null });
    match.act(1, { type: "reveal", cards: [], proxy: null });
    expect(match.state.acted).toEqual([M]);
    expect(decision(match)).toBe("nekomimi");
    // In the third action phase, after a declaration, the same nekomimi may fight again: that is the third action.
    const third = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi", stage: 2 }], deck: ["dodge"] },
          { field: [{ id: "hana", stage: 2 }], deck: ["dodge"] },
        ],
        step: "declare",
        acted: [M],
        contest: { declarer: 1, turn: 1, entries: [] },
        turn: 2,
      }),
    );
    expect(decision(third)).toBe("third");
    third.act(0, { type: "fight", by: M, target: H });
    third.act(0, { type: "done" });
    third.act(1, { type: "accept", ground: null });
    third.act(1, { type: "done" });
    third.act(0, { type: "reveal", cards: [], proxy: null });
    third.act(1, { type: "reveal", cards: [], proxy: null });
    expect(third.state.active).toBe(1);
  });
});

describe("Powapowa fights: a reveal named by any copies", () => {
  it("stands for the legal reveal of the same faces and proxy face, as the list of every legal reveal has it; only those are accepted", () => {
    const rng = new Rng(seedRng(5));
    let positions = 0;
    for (let seed = 0; seed < 30; seed++) {
      const setup = { seed, players: 2, options: DEFAULT_OPTIONS };
      const played = autoplay(powapowaGame, setup, {
        bots: [powapowaBot, powapowaBot],
        botSeed: seed,
        maxIntents: 5000,
      });
      const replayed = createMatch(powapowaGame, setup);
      if (!replayed.ok) throw new Error(replayed.refusal.code);
      const match = replayed.match;
      for (const intent of played.intents) {
        if (decision(match) === "fight-reveal") {
          positions++;
          const down = zone(match, `facedown${intent.seat}`);
          const hand = zone(match, `hand${intent.seat}`);
          for (let probe = 0; probe < 20; probe++) {
            const cards = [...down, ...hand].filter(() => rng.int(3) === 0);
            const proxy = rng.int(2) === 0 || cards.length === 0 ? null : rng.pick([...cards, ...hand]);
            const faces = (list: readonly string[]): string => list.map(faceOf).sort().join();
            const listed = powapowaGame
              .legalActions(match.state, intent.seat)
              .find(
                (a) =>
                  a.type === "reveal" &&
                  faces(a.cards) === faces(cards) &&
                  (a.proxy === null ? proxy === null : proxy !== null && faceOf(a.proxy) === faceOf(proxy)),
              );
            expect(revealNamed(match.state, intent.seat, cards, proxy)).toEqual(listed ?? null);
            const allDown = cards.every((c) => down.includes(c));
            expect(powapowaGame.check(match.state, intent.seat, { type: "reveal", cards, proxy })).toEqual(
              listed && allDown ? null : { code: "not-legal" },
            );
          }
        }
        applyIntentInPlace(powapowaGame, match, intent);
      }
    }
    expect(positions).toBeGreaterThan(50);
  });
});
