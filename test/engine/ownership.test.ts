/**
 * Who owns a match: `applyIntent` never changes the match it is given, accepted or refused; `applyIntentInPlace`
 * changes it only when it accepts, to exactly what `applyIntent` returns; and autoplay, which applies in place,
 * plays the same games with the same events as copying every step would.
 */
import { describe, expect, it } from "vitest";
import {
  applyIntent,
  autoplay,
  botIntent,
  cloneJson,
  createMatch,
  Rng,
  seedRng,
  waitingFor,
  type GameEvent,
  type Intent,
  type Match,
} from "../../src/engine/index.ts";
import { applyIntentInPlace } from "../../src/engine/testing.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";

const tables = [...TABLE_KINDS.values()].flatMap((kind) =>
  [...new Set([kind.game.players.min, kind.game.players.max])].map((players) => ({ kind, players })),
);
const GAMES = 3;
const STEPS = 120;

/** Objects and arrays reachable from both values: a copy shares none with its original. */
function sharedParts(a: unknown, b: unknown): string[] {
  const inA = new Set<object>();
  const collect = (v: unknown): void => {
    if (typeof v !== "object" || v === null) return;
    inA.add(v);
    for (const x of Object.values(v)) collect(x);
  };
  collect(a);
  const shared: string[] = [];
  const find = (v: unknown, path: string): void => {
    if (typeof v !== "object" || v === null) return;
    if (inA.has(v)) shared.push(path);
    for (const [k, x] of Object.entries(v)) find(x, `${path}.${k}`);
  };
  find(b, "$");
  return shared;
}

/** Intents that must be refused at this point: a stale seq, a seat not prompted, a malformed action, another seat's move. */
function refusedIntents(
  match: Match<unknown, unknown>,
  intent: Intent<unknown>,
  players: number,
  legalOf: (seat: number) => unknown[],
): Intent<unknown>[] {
  const waiting = new Set(waitingFor(TABLE_KINDS.get(match.game)?.game ?? (null as never), match));
  const idle = Array.from({ length: players }, (_, s) => s).find((s) => !waiting.has(s));
  const out: Intent<unknown>[] = [
    { ...intent, seq: match.seq + 5 },
    { ...intent, action: { type: "no-such-action" } },
    { ...intent, seat: players + 3 },
  ];
  if (idle !== undefined) out.push({ seat: idle, seq: match.seq, action: legalOf(intent.seat)[0] ?? intent.action });
  return out;
}

describe.each(tables)("$kind.id with $players players", ({ kind, players }) => {
  const game = kind.game;
  const bots = Array.from({ length: players }, () => kind.bot);

  it("applyIntent leaves the caller's match untouched, accepted or refused; in place changes it only on acceptance, to the same result", () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const created = createMatch(game, { seed, players, options: kind.options });
      if (!created.ok) throw new Error(created.refusal.code);
      let match = created.match;
      const rng = new Rng(seedRng(seed));
      for (let step = 0; step < STEPS; step++) {
        const seat = waitingFor(game, match)[0];
        if (seat === undefined) break;
        const intent = botIntent(game, match, seat, kind.bot, rng);
        const before = JSON.stringify(match);
        for (const bad of refusedIntents(match, intent, players, (s) => game.legalActions(match.state, s))) {
          expect(applyIntent(game, match, bad).ok, JSON.stringify(bad)).toBe(false);
          expect(JSON.stringify(match)).toBe(before);
          const mine = cloneJson(match);
          expect(applyIntentInPlace(game, mine, bad).ok).toBe(false);
          expect(JSON.stringify(mine)).toBe(before);
        }
        const copied = applyIntent(game, match, intent);
        if (!copied.ok) throw new Error(copied.refusal.code);
        expect(copied.match).not.toBe(match);
        expect(sharedParts(match, copied.match)).toEqual([]);
        expect(JSON.stringify(match)).toBe(before);
        const mine = cloneJson(match);
        const inPlace = applyIntentInPlace(game, mine, intent);
        if (!inPlace.ok) throw new Error(inPlace.refusal.code);
        expect(inPlace.match).toBe(mine);
        expect(JSON.stringify(mine)).toBe(JSON.stringify(copied.match));
        expect(JSON.stringify(inPlace.events)).toBe(JSON.stringify(copied.events));
        match = copied.match;
      }
    }
  });

  it("autoplay, applying in place, plays the game a copying loop plays, with the same events kept unchanged to the end", () => {
    const seed = 11;
    const played = autoplay(game, { seed, players, options: kind.options }, { bots, botSeed: seed, maxIntents: 3000 });
    const created = createMatch(game, { seed, players, options: kind.options });
    if (!created.ok) throw new Error(created.refusal.code);
    let match = created.match;
    const events: GameEvent[] = [...created.events];
    const rng = new Rng(seedRng(seed));
    for (let i = 0; i < played.intents.length; i++) {
      const seat = waitingFor(game, match)[0] as number;
      const applied = applyIntent(game, match, botIntent(game, match, seat, kind.bot, rng));
      if (!applied.ok) throw new Error(applied.refusal.code);
      match = applied.match;
      events.push(...applied.events);
    }
    expect(JSON.stringify(played.match)).toBe(JSON.stringify(match));
    expect(JSON.stringify(played.events)).toBe(JSON.stringify(events));
  });
});
