/** Events, actions, the prompt, the latest move and the table in words: the terminal table and the status line. */
import {
  unlistedEvent,
  type Locale,
  type MatchView,
  type Params,
  type Seat,
  type Seen,
  type SeenEvent,
} from "../../engine/index.ts";
import { effectText } from "./card-text.ts";
import { bySet, cardName, deckList, levelName, location, raider } from "./cards.ts";
import type { LastAction, Roll, SquareView, TombRaiderAction, TombRaiderEvent, TombRaiderView } from "./state.ts";
import type { TombRaiderStringKey } from "./strings.ts";
import {
  cardList,
  conditionText,
  conditionsText,
  directionName,
  joinWords,
  raiderName,
  say,
  squareName,
  statName,
} from "./words.ts";

function rollLine(roll: Roll, success: boolean | undefined, locale: Locale, names: readonly string[]): string {
  const what =
    roll.purpose === "check"
      ? say("roll.check", locale, { stat: statName(roll.stat ?? "fight", locale) })
      : say(`roll.${roll.purpose}`, locale);
  const params = { player: names[roll.seat] ?? "?", what, dice: roll.dice.join("+") || "0", total: roll.total };
  if (roll.target === undefined || success === undefined) return say("event.roll", locale, params);
  return say("event.roll-target", locale, {
    ...params,
    target: roll.target,
    result: say(success ? "result.success" : "result.failure", locale),
  });
}

const SHUFFLED = {
  level: "event.shuffle-level",
  obstacles: "event.shuffle-obstacles",
  deck: "event.shuffle-deck",
} as const;

/** One line for an event as its viewer saw it, or null for events not worth a line. */
export function describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null {
  // A stored log holds this game's events as they were emitted: read as its own.
  const { type, data: d } = event as Seen<TombRaiderEvent>;
  const line = (key: TombRaiderStringKey, seat: Seat | null, params: Params = {}): string =>
    say(key, locale, { player: names[seat ?? 0] ?? "?", ...params });
  switch (type) {
    case "level":
      return line("event.level", null, { level: levelName(d.level)[locale] });
    case "shuffle":
      return line(SHUFFLED[d.zone], d.zone === "level" ? null : d.seat, { count: d.count });
    case "raiders":
      return line("event.raiders", null, {
        raiders: joinWords(
          d.characters.map((c) => raiderName(c, locale)),
          locale,
        ),
      });
    case "hand":
      return d.cards
        ? line("event.hand-secret", d.seat, { cards: cardList(d.cards, locale) })
        : line("event.hand", d.seat, { count: d.count });
    case "turn":
      return line("event.turn", null, { turn: d.turn });
    case "roll": {
      const { success, ...roll } = d;
      return rollLine(roll, success, locale, names);
    }
    case "first":
    case "action":
      return line(`event.${type}`, d.seat);
    case "play":
    case "discover":
    case "discard":
    case "companion-leaves":
      return line(`event.${type}`, d.seat, { card: cardName(d.card, locale) });
    case "move":
      return line("event.move", d.seat, { square: squareName(d.to, locale) });
    case "explore":
      return line("event.explore", d.seat, { square: squareName(d.square, locale), card: cardName(d.card, locale) });
    case "place":
      return line(d.byDeck === true ? "event.place-deck" : "event.place", d.seat, {
        square: squareName(d.square, locale),
        card: cardName(d.card, locale),
      });
    case "obstacle-gone": {
      const obstacle =
        d.card !== null
          ? cardName(d.card, locale)
          : say("obstacle.printed-of", locale, { location: cardName(d.location, locale) });
      return line(`event.obstacle-${d.reason}`, null, { square: squareName(d.square, locale), obstacle });
    }
    case "placing":
    case "save":
    case "save-point":
    case "reload":
    case "flood":
    case "drain":
      return line(`event.${type}`, d.seat, { square: squareName(d.square, locale) });
    case "no-place":
    case "emptied":
      return line(`event.${type}`, null, { square: squareName(d.square, locale) });
    case "obstacles-skipped":
    case "reshuffle":
      return line(`event.${type}`, d.seat, { count: d.count });
    case "obstacle-discarded":
      return line("event.obstacle-discarded", d.seat, { card: cardName(d.card, locale) });
    case "obstacle-hit":
      return line("event.obstacle-hit", null, { square: squareName(d.square, locale), damage: d.damage, life: d.life });
    case "damage":
      return line("event.damage", d.seat, { amount: d.amount, damage: d.damage, life: d.life });
    case "heal":
      return line("event.heal", d.seat, { amount: d.amount });
    case "air":
      return line("event.air", d.seat, { air: d.air });
    case "attack":
      return line("event.attack", d.seat, { target: names[d.target] ?? "?" });
    case "fight":
      return line("event.fight", d.seat, {
        target: names[d.target] ?? "?",
        result: fightResult(d.winner, locale, names),
      });
    case "draw":
      if (d.count === 0) return null;
      return d.cards
        ? line("event.draw-secret", d.seat, { count: d.count, cards: cardList(d.cards, locale) })
        : line("event.draw", d.seat, { count: d.count });
    case "stuck":
      return d.card !== null
        ? line("event.stuck-at", d.seat, { card: cardName(d.card, locale) })
        : line("event.stuck", d.seat);
    case "death":
    case "nothing-found":
    case "lost":
    case "reset":
    case "win":
      return line(`event.${type}`, d.seat);
    default:
      return unlistedEvent(type);
  }
}

function fightResult(winner: Seat | null, locale: Locale, names: readonly string[]): string {
  return winner !== null ? say("result.winner", locale, { winner: names[winner] ?? "?" }) : say("result.tie", locale);
}

export function describeAction(action: TombRaiderAction, locale: Locale, names: readonly string[] = []): string {
  switch (action.type) {
    case "level":
      return say("action.level", locale, { level: levelName(action.level)[locale] });
    case "deck":
      return say("action.deck", locale, {
        raider: raiderName(action.character, locale),
        stats: say("table.stats", locale, { ...raider(action.character).stats }),
        deck: action.cards ? say("deck.own", locale) : (deckList(action.deck)?.name[locale] ?? action.deck),
      });
    case "hand":
      return say("action.hand", locale, { cards: cardList(action.cards, locale) });
    case "reroll":
      return say(action.want ? "action.reroll-yes" : "action.reroll-no", locale);
    case "first":
      return say("action.first", locale, {
        player: names[action.seat] ?? say("player.default", locale, { n: action.seat + 1 }),
      });
    case "move":
      return directionName(action.dir, locale);
    case "attack":
      return say("action.attack", locale, {
        player: names[action.target] ?? say("player.default", locale, { n: action.target + 1 }),
      });
    case "tackle":
      return say("action.tackle", locale, { stat: statName(action.stat, locale) });
    case "play":
      if (action.using)
        return say("action.play-with", locale, {
          card: cardName(action.card, locale),
          condition: conditionText(action.using, locale),
        });
      return say("action.play", locale, { card: cardName(action.card, locale) });
    case "place":
    case "discover":
    case "discard":
      return say(`action.${action.type}`, locale, { card: cardName(action.card, locale) });
    case "search":
      return action.using
        ? say("action.search-with", locale, { condition: conditionText(action.using, locale) })
        : say("action.search", locale);
    case "stop":
    case "pass":
    case "done":
    case "save":
      return say(`action.${action.type}`, locale);
    case "reset":
      return say(action.entrance ? "action.reset-entrance" : "action.reset", locale);
  }
}

/** What the table is waiting for, in one line. */
export function describePrompt(view: MatchView<TombRaiderView>, locale: Locale, names: readonly string[]): string {
  const t = view.table;
  const player = names[t.active] ?? "?";
  switch (t.phase) {
    case "level":
      return say("prompt.level", locale, { player: names[0] ?? "?" });
    case "deck":
    case "hand":
    case "ready":
      return say(`prompt.${t.phase}`, locale);
    case "first":
      return say("prompt.first", locale, { player: names[t.initiativeWinner ?? 0] ?? "?" });
    case "move":
      return say("prompt.move", locale, { player, moves: t.raiders[t.active]?.movesLeft ?? 0 });
    case "place": {
      const p = t.placement;
      const players = joinWords(
        (view.prompt?.seats ?? []).map((s) => names[s] ?? "?"),
        locale,
      );
      return say("prompt.place", locale, {
        players,
        square: p ? squareName(p.square, locale) : "?",
        limit: p?.limit ?? 0,
      });
    }
    case "discover":
      if (t.searchFinds)
        return say("prompt.discover-only", locale, {
          player,
          roll: t.searchRoll ?? 0,
          kinds: joinWords(
            t.searchFinds.map((f) => say(`find.${f}`, locale)),
            locale,
          ),
        });
      return say("prompt.discover", locale, { player, roll: t.searchRoll ?? 0 });
    case "tackle": {
      const o = t.checking;
      const check = {
        player,
        obstacle: o?.card ? cardName(o.card, locale) : say("obstacle.this-printed", locale),
        danger: o?.danger ?? 0,
        stats: joinWords(
          (o?.stats ?? []).map((stat) => statName(stat, locale)),
          locale,
        ),
      };
      if (t.reacting === null) return say("prompt.tackle", locale, check);
      return say("prompt.react", locale, { ...check, rival: names[t.reacting] ?? "?" });
    }
    case "fight": {
      const target = t.target === null ? null : (names[t.target] ?? "?");
      if (target === null) return say("prompt.fight", locale, { player });
      if (t.reacting === null) return say("prompt.strike", locale, { player, target });
      return say("prompt.defend", locale, { player, target });
    }
    case "search":
    case "discard":
    case "wrap-up":
      return say(`prompt.${t.phase}`, locale, { player });
    case "over":
      return say("prompt.won", locale, { player: names[t.winner ?? 0] ?? "?" });
  }
}

/** One of the table's recent actions in one line, as the whole table may know it. */
export function describeLast(last: LastAction, locale: Locale, names: readonly string[]): string {
  const player = "seat" in last ? (names[last.seat] ?? "?") : "?";
  const p = { player };
  switch (last.type) {
    case "level":
      return say("event.level", locale, { level: levelName(last.level)[locale] });
    case "raiders":
      return say("event.raiders", locale, {
        raiders: joinWords(
          last.characters.map((c) => raiderName(c, locale)),
          locale,
        ),
      });
    case "hands":
      return say("prompt.hand", locale);
    case "roll":
      return rollLine(last.roll, last.success, locale, names);
    case "first":
      return say("event.first", locale, p);
    case "move":
      return say("event.move", locale, { ...p, square: squareName(last.to, locale) });
    case "explore":
      return say("event.explore", locale, {
        ...p,
        square: squareName(last.square, locale),
        card: cardName(last.card, locale),
      });
    case "place":
      return say(last.byDeck ? "event.place-deck" : "event.place", locale, {
        ...p,
        square: squareName(last.square, locale),
        card: cardName(last.card, locale),
      });
    case "no-place":
    case "emptied":
      return say(`event.${last.type}`, locale, { square: squareName(last.square, locale) });
    case "obstacle-gone": {
      if (last.reason === "discarded") {
        return last.card
          ? say("event.obstacle-discarded", locale, { card: cardName(last.card, locale) })
          : say("event.obstacle-gone", locale, { square: squareName(last.square, locale) });
      }
      const obstacle = last.card ? cardName(last.card, locale) : say("obstacle.this-printed", locale);
      return say(`event.obstacle-${last.reason}`, locale, { square: squareName(last.square, locale), obstacle });
    }
    case "obstacle-hit":
      return say("event.obstacle-hit", locale, {
        square: squareName(last.square, locale),
        damage: last.damage,
        life: last.life,
      });
    case "damage":
      return say("event.damage", locale, { ...p, amount: last.amount, damage: last.damage, life: last.life });
    case "air":
      return say("event.air", locale, { ...p, air: last.air });
    case "attack":
      return say("event.attack", locale, { ...p, target: names[last.target] ?? "?" });
    case "fight":
      return say("event.fight", locale, {
        ...p,
        target: names[last.target] ?? "?",
        result: fightResult(last.winner, locale, names),
      });
    case "play":
    case "discover":
    case "discard":
      return say(`event.${last.type}`, locale, { ...p, card: cardName(last.card, locale) });
    case "draw":
      return say("event.draw", locale, { ...p, count: last.count });
    case "save":
    case "reload":
      return say(`event.${last.type}`, locale, { ...p, square: squareName(last.square, locale) });
    case "stop":
      return say("action.stop", locale);
    case "stuck":
    case "nothing-found":
    case "reset":
    case "death":
    case "win":
      return say(`event.${last.type}`, locale, p);
  }
}

export function describeRecent(view: MatchView<TombRaiderView>, locale: Locale, names: readonly string[]): string[] {
  return view.table.recent.filter((l) => l.type !== "stop").map((last) => describeLast(last, locale, names));
}

function squareLine(s: SquareView, locale: Locale, names: readonly string[]): string {
  const marks: string[] = [];
  if (s.role === "entrance") marks.push(say("mark.entrance", locale));
  if (s.role === "treasure" && s.treasure !== null) marks.push(say("mark.treasure", locale, { treasure: s.treasure }));
  if (s.savePoint) marks.push(say("mark.save", locale));
  if (s.empty) marks.push(say(s.emptyToken ? "mark.emptied" : "mark.empty", locale));
  if (s.wet) marks.push(say("mark.wet", locale));
  if (s.danger !== null) marks.push(say("mark.danger", locale, { danger: s.danger }));
  if (s.card !== null)
    marks.push(
      say("mark.exits", locale, {
        ways: joinWords(
          s.arrows.map((dir) => directionName(dir, locale)),
          locale,
        ),
      }),
    );
  const entering = s.card !== null ? (location(s.card).enter ?? []) : [];
  if (entering.length > 0)
    marks.push(
      say("mark.enter", locale, {
        effects: joinWords(
          entering.map((e) => effectText(e, locale)),
          locale,
        ),
      }),
    );
  if (s.search.length > 0) marks.push(say("mark.search", locale, { search: conditionsText(s.search, locale) }));
  for (const o of s.obstacles) {
    const life = o.life === null ? "" : say("mark.life", locale, { damage: o.damage, life: o.life });
    marks.push(
      say("mark.obstacle", locale, {
        name: o.card ? cardName(o.card, locale) : say("obstacle.printed", locale),
        danger: o.danger,
        life,
      }),
    );
  }
  if (s.raiders.length > 0)
    marks.push(
      say("mark.raiders", locale, {
        players: joinWords(
          s.raiders.map((r) => names[r] ?? "?"),
          locale,
        ),
      }),
    );
  const card = s.card ? cardName(s.card, locale) : say("card.face-down", locale);
  return say("table.location", locale, { square: squareName(s.key, locale), card, marks: marks.join("") });
}

/** The table as lines of text, from the viewer's seat (the terminal table and the Discord text fallback). */
export function describeTable(view: MatchView<TombRaiderView>, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const level = t.level ? levelName(t.level)[locale] : say("table.no-level", locale);
  const settingUp = t.phase === "level" || t.phase === "deck" || t.phase === "hand";
  // At the end, the winner is told by the last event and the prompt: the table itself says only that it is final.
  const header =
    t.phase === "over"
      ? say("table.final", locale, { turn: t.turn, level })
      : settingUp
        ? say("table.setting-up", locale, { level })
        : say("table.turn", locale, { turn: t.turn, level });
  const lines = [header];
  for (const r of t.raiders) {
    const player = names[r.seat] ?? "?";
    // Before a raider is chosen there is nothing of theirs to show.
    if (!r.character) continue;
    lines.push(
      say("table.raider", locale, {
        player,
        raider: raiderName(r.character, locale),
        power: r.power,
        square: squareName(r.at, locale),
        stats: say("table.stats", locale, { ...r.stats }),
        damage: r.damage,
        life: r.life,
        air: r.air,
        maxAir: r.maxAir,
      }),
    );
    lines.push(
      say("table.cards", locale, {
        player,
        hand: r.hand.count,
        deck: r.deckCount,
        saved: cardList(r.saved, locale),
        unsaved: cardList(r.unsaved, locale),
      }),
    );
    if (r.dead) lines.push(say("table.dead", locale, { player }));
  }
  for (const s of t.map) if (s.card !== null || s.faceDown) lines.push(squareLine(s, locale, names));
  return lines;
}

/** What only the viewer knows beyond its hand: while starting hands are chosen, its own draw deck. */
export function describeSecrets(view: MatchView<TombRaiderView>, locale: Locale): string[] {
  const deck = view.table.ownDeck;
  return deck && deck.length > 0 ? [say("private.deck", locale, { cards: cardList(deck, locale) })] : [];
}

/** The viewer's own hand, sorted as the set lists cards, or null for a spectator. */
export function ownHand(view: MatchView<TombRaiderView>): string[] | null {
  if (view.viewer === "spectator") return null;
  const hand = view.table.raiders[view.viewer]?.hand.cards;
  return hand ? [...hand].sort(bySet) : null;
}
