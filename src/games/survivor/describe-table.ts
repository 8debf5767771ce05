/**
 * The table as lines of text (the terminal's screen, the board's description): the turn, the challenge (only once it
 * is this turn's), the used challenges and the effects in play, then each player. The viewer's own castaways come one
 * per line with their printed stats; everyone else's on one line per player, with their value in the challenge.
 */
import type { Locale, MatchView } from "../../engine/index.ts";
import { castawayCards, seatEffects, tableEffects } from "./effects.ts";
import type { CastawayView, SeatView, SurvivorView } from "./state.ts";
import { cardList, cardName, castawayStats, challengeText, colorName, joinWords, say } from "./words.ts";

function colors(c: CastawayView, locale: Locale): string {
  return c.colors.map((x) => colorName(x, locale)).join("/") || colorName(null, locale);
}

function cardsOn(t: SurvivorView, c: CastawayView, locale: Locale): string {
  const cards = [
    ...castawayCards(t, c, locale),
    ...(c.facedown > 0 ? [say("table.facedown", locale, { count: c.facedown })] : []),
  ];
  return cards.length > 0 ? say("table.attached", locale, { cards: joinWords(cards, locale) }) : "";
}

function marks(c: CastawayView, locale: Locale): string {
  return `${c.targeted ? say("table.targeted", locale) : ""}${c.entered ? say("table.entered", locale) : ""}`;
}

/** One of the viewer's castaways, with every printed stat. */
function ownLine(t: SurvivorView, c: CastawayView, locale: Locale): string {
  return say("table.castaway", locale, {
    marks: marks(c, locale),
    castaway: `${cardName(c.id, locale)} [${colors(c, locale)}] ${castawayStats(c.id, locale)}${t.challenge ? say("table.value", locale, { value: c.value }) : ""}`,
    attached: cardsOn(t, c, locale),
  });
}

/** Another player's castaways on one line: name, colours, value in the challenge, cards. */
function othersLine(t: SurvivorView, s: SeatView, locale: Locale): string {
  const each = s.cast.map(
    (c) =>
      `${marks(c, locale)}${cardName(c.id, locale)} [${colors(c, locale)}]${t.challenge ? say("table.value", locale, { value: c.value }) : ""}${cardsOn(t, c, locale)}`,
  );
  return say("table.castaways", locale, { castaways: each.join(say("table.castaway-join", locale)) });
}

function seatLines(view: MatchView<SurvivorView>, s: SeatView, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const player = names[s.seat] ?? "?";
  if (s.out) return [say("table.seat-out", locale, { player })];
  const score = t.scores?.[s.seat] ?? null;
  const effects = seatEffects(t, s.seat, locale);
  const lines = [
    say("table.seat", locale, {
      player,
      alliance: s.alliance ? say("table.seat-alliance", locale, { color: colorName(s.alliance, locale) }) : "",
      hand: s.hand.count,
      deck: s.deck,
      discard: s.discard.length,
      score: score === null ? "" : say("table.seat-score", locale, { score }),
    }),
  ];
  if (s.cast.length > 0)
    lines.push(...(view.viewer === s.seat ? s.cast.map((c) => ownLine(t, c, locale)) : [othersLine(t, s, locale)]));
  if (s.played.length > 0 || effects.length > 0)
    lines.push(
      say("table.played", locale, {
        cards: joinWords([...s.played.map((c) => cardName(c, locale)), ...effects], locale),
      }),
    );
  if (s.votedOff.length > 0) lines.push(say("table.voted-off", locale, { castaways: cardList(s.votedOff, locale) }));
  return lines;
}

export function describeTable(view: MatchView<SurvivorView>, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const idol = names[t.idol] ?? "?";
  const order = t.order.map((s) => names[s] ?? "?").join(say("order.join", locale));
  const header =
    t.phase === "over"
      ? say("table.final", locale, { turn: t.turn })
      : t.phase === "deck"
        ? say("table.choosing-decks", locale)
        : say(t.showdown ? "table.turn-showdown" : "table.turn", locale, {
            turn: t.turn,
            player: idol,
            limit: t.handLimit,
          });
  const lines = [header, say("table.order", locale, { players: order })];
  if (t.challenge) lines.push(say("table.challenge", locale, { challenge: challengeText(t.challenge, locale) }));
  else if (t.phase !== "deck" && t.phase !== "over") lines.push(say("table.challenge-next", locale));
  const used = t.challenge ? t.usedChallenges.slice(0, -1) : t.usedChallenges;
  lines.push(
    used.length > 0
      ? say("table.challenges-used", locale, { count: t.challengesLeft, used: cardList(used, locale) })
      : say("table.challenges-left", locale, { count: t.challengesLeft }),
  );
  const effects = tableEffects(t, locale);
  if (effects.length > 0)
    lines.push(say("table.effects", locale, { effects: effects.join(say("table.castaway-join", locale)) }));
  for (const s of t.seats) lines.push(...seatLines(view, s, locale, names));
  return lines;
}
