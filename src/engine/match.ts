import { applyConcession, concessionRefusal, isConcession } from "./concede.ts";
import type { GameEvent } from "./events.ts";
import { cloneJson, cloneJsonWith } from "./json.ts";
import { isSeed, Rng, seedRng } from "./rng.ts";
import type { Answer, GameDefinition, Intent, Match, MatchSetup, Prompt, Refusal, Seat } from "./types.ts";
import { copyZones } from "./zones.ts";

export type Applied<S, A> = { ok: true; match: Match<S, A>; events: GameEvent[] };
export type Refused = { ok: false; refusal: Refusal };

/** Starts a match. Refuses a bad player count or bad options. */
export function createMatch<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  setup: MatchSetup<O>,
): Applied<S, A> | Refused {
  if (!isSeed(setup.seed)) return { ok: false, refusal: { code: "bad-seed" } };
  if (!Number.isInteger(setup.players) || setup.players < game.players.min || setup.players > game.players.max) {
    return { ok: false, refusal: { code: "player-count", params: { min: game.players.min, max: game.players.max } } };
  }
  const options = game.parseOptions(setup.options);
  if (!options.ok) return options;
  const rngState = seedRng(setup.seed);
  const events: GameEvent[] = [];
  const state = game.setup(
    { players: setup.players, rng: new Rng(rngState), emit: events.push.bind(events) },
    options.value,
  );
  const match: Match<S, A> = {
    game: game.id,
    rulesVersion: game.rulesVersion,
    setup: cloneJson(setup),
    seq: 0,
    promptSeq: 0,
    rng: rngState,
    state,
    pending: [],
  };
  return { ok: true, match, events };
}

/** The seats that still owe an answer to the current prompt. */
export function waitingFor<S, A>(game: GameDefinition<S, A, unknown, unknown>, match: Match<S, A>): Seat[] {
  const prompt = game.prompt(match.state);
  if (!prompt) return [];
  return prompt.seats.filter((seat) => !match.pending.some((p) => p.seat === seat));
}

/** Refuses a choice offered at another moment of the match; null when `seq` is current. */
function staleRefusal<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  seq: number,
): Refusal | null {
  // Answers to a simultaneous or drafting prompt may arrive in any order, each built when the prompt was first shown.
  const prompt = game.prompt(match.state);
  const oldest = prompt?.simultaneous || prompt?.drafting ? match.promptSeq : match.seq;
  return seq < oldest || seq > match.seq ? { code: "stale", params: { seq: match.seq } } : null;
}

/** An intent that passed every check: what applying it needs (a concession needs only its seat). */
type Checked<A> = { prompt: Prompt; answer: Answer<A> } | { concession: Seat };

/** Checks an intent: shape, then prompted seat and seq, then the game's legality. Reads the match, never changes it. */
function checkIntent<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  match: Match<S, A>,
  intent: Intent<unknown>,
): Checked<A> | Refused {
  if (match.game !== game.id || match.rulesVersion !== game.rulesVersion) {
    return { ok: false, refusal: { code: "rules-version", params: { pinned: match.rulesVersion } } };
  }
  if (game.outcome(match.state)) return { ok: false, refusal: { code: "match-over" } };
  if (!Number.isInteger(intent.seq) || !Number.isInteger(intent.seat)) {
    return {
      ok: false,
      refusal: { code: "malformed", params: { path: "$.seq", expected: "whole numbers for seq and seat" } },
    };
  }
  const prompt = game.prompt(match.state);
  const stale = staleRefusal(game, match, intent.seq);
  if (stale) return { ok: false, refusal: stale };
  if (isConcession(intent.action)) {
    const refusal = concessionRefusal(game, match.state, intent.seat);
    return refusal ? { ok: false, refusal } : { concession: intent.seat };
  }
  const parsed = game.parseAction(intent.action);
  if (!parsed.ok) return parsed;
  const action = cloneJson(parsed.value);
  if (!prompt || !prompt.seats.includes(intent.seat)) return { ok: false, refusal: { code: "not-your-turn" } };
  if (match.pending.some((p) => p.seat === intent.seat)) return { ok: false, refusal: { code: "already-answered" } };
  const illegal = game.check(match.state, intent.seat, action);
  if (illegal) return { ok: false, refusal: illegal };
  return { prompt, answer: { seat: intent.seat, action } };
}

/** Takes a checked intent into `next`, changing it. */
function advance<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  next: Match<S, A>,
  checked: Checked<A>,
): Applied<S, A> {
  if ("concession" in checked)
    return { ok: true, match: next, events: applyConcession(game, next, checked.concession) };
  const { prompt, answer } = checked;
  next.seq += 1;
  const events: GameEvent[] = [];
  if (prompt.simultaneous) {
    next.pending.push(answer);
    events.push({ type: "answered", data: { seat: answer.seat, decision: prompt.decision } });
    if (next.pending.length < prompt.seats.length) return { ok: true, match: next, events };
  }
  const answers = prompt.simultaneous ? next.pending.sort((a, b) => a.seat - b.seat) : [answer];
  next.pending = [];
  game.apply(next.state, answers, { rng: new Rng(next.rng), emit: events.push.bind(events) });
  const after = game.prompt(next.state);
  // A drafting prompt goes on while its decision does: the other seats' pending choices stay current.
  if (!(prompt.drafting && after?.drafting && after.decision === prompt.decision)) next.promptSeq = next.seq;
  return { ok: true, match: next, events };
}

/**
 * Checks an intent and, when it passes, applies it to a copy: the given match is never changed, whatever the answer.
 * For a match the caller shares or keeps (the table service's stored record, a view's source).
 */
export function applyIntent<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  match: Match<S, A>,
  intent: Intent<unknown>,
): Applied<S, A> | Refused {
  const checked = checkIntent(game, match, intent);
  if ("ok" in checked) return checked;
  return advance(game, copyMatch(game, match), checked);
}

/** A deep copy of a match to apply an intent to, its zones (most of the state) copied by their known shape. */
function copyMatch<S, A>(game: GameDefinition<S, A, unknown, unknown>, match: Match<S, A>): Match<S, A> {
  const zones = game.zones(match.state);
  return cloneJsonWith(match, zones, copyZones(zones));
}

/**
 * The same checks, then the intent applied to `match` itself, for a caller that owns it and keeps no older copy
 * (autoplay, replay): no copy of the whole match per intent. A refusal leaves it untouched: every check runs before
 * anything changes. The returned match is `match`. Games emit events as data of their own, never parts of the state
 * (a test plays every game both ways and compares), so events stay as they were when later intents change the state.
 */
export function applyIntentInPlace<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  match: Match<S, A>,
  intent: Intent<unknown>,
): Applied<S, A> | Refused {
  const checked = checkIntent(game, match, intent);
  if ("ok" in checked) return checked;
  return advance(game, match, checked);
}
