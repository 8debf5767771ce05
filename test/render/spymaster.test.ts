import { describe, expect, it } from "vitest";
import {
  applyIntent,
  cloneJson,
  createMatch,
  Rng,
  seedRng,
  viewMatch,
  waitingFor,
  type Locale,
  type Match,
  type MatchView,
  type Viewer,
} from "../../src/engine/index.ts";
import { card, type Variant } from "../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { Phase, SpymasterAction, SpymasterState, SpymasterView } from "../../src/games/spymaster/state.ts";
import { palette } from "../../src/render/kit/palette.ts";
import { paintTable } from "../../src/render/index.ts";
import { paintHand, paintSpymaster } from "../../src/render/spymaster.ts";
import { documentSlot, playedSlot, sideOf } from "../../src/render/spymaster/layout.ts";
import { decode, isPng, pngSize, shareOf } from "./pixels.ts";

type SpyMatch = Match<SpymasterState, SpymasterAction>;

function start(variant: Variant, seed: number): SpyMatch {
  const created = createMatch(spymasterGame, { seed, players: 2, options: { variant } });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  return created.match;
}

/** One random legal answer from one of the seats the match waits for; null once it is over. */
function randomStep(match: SpyMatch, rng: Rng): SpyMatch | null {
  const seats = waitingFor(spymasterGame, match);
  if (seats.length === 0) return null;
  const seat = rng.pick(seats);
  const action = rng.pick(spymasterGame.legalActions(match.state, seat));
  const applied = applyIntent(spymasterGame, match, { seat, seq: match.seq, action });
  if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)}: ${applied.refusal.code}`);
  return applied.match;
}

/** The Spymaster match (a fresh one of this seed, by default) after its attacker played a card face down. */
function guessing(from: number | SpyMatch): SpyMatch {
  const match = typeof from === "number" ? start("spymaster", from) : from;
  const attacker = match.state.attacker;
  const play = spymasterGame.legalActions(match.state, attacker).find((a) => a.type === "play");
  if (!play) throw new Error("the attacker has nothing to play");
  const applied = applyIntent(spymasterGame, match, { seat: attacker, seq: match.seq, action: play });
  if (!applied.ok) throw new Error(applied.refusal.code);
  expect(applied.match.state.phase).toBe("guess");
  return applied.match;
}

/** Random play seldom fills a Spymaster hand to the limit: stack the defender's hand, then end the round. */
function discarding(seed: number): SpyMatch {
  const stacked = cloneJson(start("spymaster", seed));
  const { zones, attacker } = stacked.state;
  const defenderHand = attacker === 0 ? zones.hand1 : zones.hand0;
  defenderHand.cards.push(...zones.deck.cards.splice(0, 8 - defenderHand.cards.length));
  const played = guessing(stacked);
  const kind = card(played.state.zones.played.cards[0] as string).kind;
  const applied = applyIntent(spymasterGame, played, { seat: 1 - attacker, seq: played.seq, action: { type: "guess", kind } });
  if (!applied.ok) throw new Error(applied.refusal.code);
  expect(applied.match.state.phase).toBe("discard");
  return applied.match;
}

/** The same match with the face-down card and both hands swapped for deck cards of other kinds. */
function withOtherHiddenCards(match: SpyMatch): SpyMatch {
  const next = cloneJson(match);
  const { deck, played, hand0, hand1 } = next.state.zones;
  for (const zone of [played, hand0, hand1]) {
    zone.cards = zone.cards.map((id) => {
      const at = deck.cards.findIndex((other) => card(other).kind !== card(id).kind);
      if (at < 0) return id;
      const [other] = deck.cards.splice(at, 1, id);
      return other ?? id;
    });
  }
  return next;
}

function render(match: SpyMatch, viewer: Viewer, locale: Locale = "en"): Buffer {
  return paintSpymaster(viewMatch(spymasterGame, match, viewer), locale);
}

describe("paintSpymaster", () => {
  it("draws a 1200 x 800 PNG", () => {
    const png = render(start("spymaster", 1), "spectator");
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1200, height: 800 });
  });

  it("draws the same bytes for the same view", () => {
    const view = viewMatch(spymasterGame, guessing(2), 0);
    expect(paintSpymaster(view, "ja", ["Alice", "ボブ"]).equals(paintSpymaster(cloneJson(view), "ja", ["Alice", "ボブ"]))).toBe(true);
  });

  it("draws English and Japanese", () => {
    const view = viewMatch(spymasterGame, guessing(3), "spectator");
    const en = paintSpymaster(view, "en");
    const ja = paintSpymaster(view, "ja");
    expect(isPng(en) && isPng(ja)).toBe(true);
    expect(en.equals(ja)).toBe(false);
  });

  it("puts the viewer's seat at the bottom, and seat 0 for a spectator", () => {
    expect(sideOf(1, 1)).toBe("bottom");
    expect(sideOf(1, 0)).toBe("top");
    expect(sideOf("spectator", 0)).toBe("bottom");
    const match = guessing(4);
    expect(render(match, 0).equals(render(match, "spectator"))).toBe(true);
    expect(render(match, 1).equals(render(match, "spectator"))).toBe(false);
  });

  it("is the same picture whatever the hidden cards are, even for the viewer who may see them", () => {
    const match = guessing(5);
    const other = withOtherHiddenCards(match);
    const attacker = match.state.attacker === 0 ? 0 : 1;
    const mine = viewMatch(spymasterGame, match, attacker).table;
    const theirs = viewMatch(spymasterGame, other, attacker).table;
    expect(mine.played.cards).not.toEqual(theirs.played.cards);
    expect(mine.seats[attacker].hand.cards).not.toEqual(theirs.seats[attacker].hand.cards);
    for (const viewer of ["spectator", 0, 1] as const) {
      expect(render(match, viewer).equals(render(other, viewer)), `viewer ${viewer}`).toBe(true);
    }
  });

  it("shows the face-down attack card as a card back in the attacker's area", async () => {
    const match = guessing(6);
    const slot = playedSlot(sideOf("spectator", match.state.attacker === 0 ? 0 : 1));
    const during = await decode(render(match, "spectator"));
    expect(shareOf(during, slot, palette.cardBack)).toBeGreaterThan(0.3);
    const before = await decode(render(start("spymaster", 6), "spectator"));
    expect(shareOf(before, slot, palette.cardBack)).toBe(0);
  });

  it("draws a revealed document unlike a hidden one", async () => {
    const view = viewMatch(spymasterGame, start("spymaster", 7), "spectator");
    const revealed: MatchView<SpymasterView> = cloneJson(view);
    revealed.table.seats[0].documents = 1;
    const [hiddenPicture, revealedPicture] = await Promise.all([decode(paintSpymaster(view, "en")), decode(paintSpymaster(revealed, "en"))]);
    const first = documentSlot("bottom", 0);
    expect(shareOf(hiddenPicture, first, palette.faint)).toBeGreaterThan(0.2);
    expect(shareOf(hiddenPicture, first, palette.danger)).toBe(0);
    expect(shareOf(revealedPicture, first, palette.danger)).toBeGreaterThan(0.2);
    const second = documentSlot("bottom", 1);
    expect(shareOf(revealedPicture, second, palette.danger)).toBe(0);
  });

  it("draws every phase of both variants from random play without throwing", () => {
    const expected: Record<Variant, Phase[]> = {
      spymaster: ["attack", "guess", "discard", "over"],
      mindmaster: ["pick", "attack", "guess", "discard", "over"],
    };
    const viewers: Viewer[] = ["spectator", 0, 1];
    for (const variant of ["spymaster", "mindmaster"] as const) {
      const drawn = new Set<string>();
      const draw = (match: SpyMatch): void => {
        const { phase, last } = match.state;
        const situation = `${phase}/${last?.type ?? "none"}/${match.pending.length}`;
        // Only situations not drawn yet, to keep the test fast.
        if (drawn.has(situation)) return;
        drawn.add(situation);
        const png = render(match, viewers[drawn.size % 3] as Viewer, drawn.size % 2 === 0 ? "en" : "ja");
        expect(pngSize(png)).toEqual({ width: 1200, height: 800 });
      };
      if (variant === "spymaster") draw(discarding(8));
      for (let seed = 1; seed <= 12; seed++) {
        const rng = new Rng(seedRng(seed));
        for (let match: SpyMatch | null = start(variant, seed), step = 0; match && step < 600; step++) {
          draw(match);
          match = randomStep(match, rng);
        }
      }
      const phases = new Set([...drawn].map((situation) => situation.split("/")[0]));
      expect([...phases].sort(), variant).toEqual([...expected[variant]].sort());
    }
  });
});

describe("paintHand", () => {
  it("draws a hand, and an empty one, in both languages", () => {
    const hand = ["spy3", "forces2", "hacker5", "spy7", "spy1", "forces1", "hacker2"];
    for (const locale of ["en", "ja"] as const) {
      const png = paintHand(hand, locale);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png).width).toBeGreaterThan(pngSize(paintHand(["heart4"], locale)).width);
      expect(isPng(paintHand([], locale))).toBe(true);
    }
  });
});

describe("paintTable", () => {
  it("finds the painter by game id", () => {
    const view = viewMatch(spymasterGame, guessing(9), 1);
    expect(paintTable("spymaster", view, "en", ["A", "B"]).equals(paintSpymaster(view, "en", ["A", "B"]))).toBe(true);
    expect(() => paintTable("chess", view, "en")).toThrow(/no board painter/);
  });
});
