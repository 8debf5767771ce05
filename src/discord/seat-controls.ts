import type { Locale, MatchView, Seat } from "../engine/index.ts";
import type { DeckStore, SavedDeck } from "../db/decks.ts";
import type { TableRecord } from "../db/store.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import type { Control, Controls, PickOption } from "../games/controls.ts";
import type { TableService } from "../tables/service.ts";
import { tableStrings } from "../tables/strings.ts";
import { t } from "./strings.ts";
import { refusalText } from "./plain-text.ts";

const MAX_OPTIONS = 25;
/** Most greyed-out saved decks shown as buttons (one row); the notes name them all. */
const MAX_GREYED = 5;

/**
 * A seat's controls as its game offers them; when the game asks for a deck, the player's saved decks for that game
 * follow as one menu. Each is the game's own deck choice for that list, checked by the game against this table (its
 * size, its rules of the day): those that pass are offered, by name (so a deck saved in the meantime shifts nothing),
 * the others are listed with the reason.
 */
/** Whether a seat's controls offer its player's saved decks: a deck decision, at a table that is not an event's. */
export function offersSavedDecks(kind: AnyTableKind, table: TableRecord, view: MatchView<unknown>): boolean {
  return (
    view.prompt?.decision === "deck" && DECK_FORMATS.has(kind.game.id) && table.match !== null && table.eventId === null
  );
}

/**
 * The saved decks a seat's controls offer (see offersSavedDecks): read only when offered, as a hand is shown at
 * nearly every move.
 */
export async function savedDecksFor(
  decks: Pick<DeckStore, "of">,
  service: TableService,
  table: TableRecord,
  seat: Seat,
  userId: string,
): Promise<readonly SavedDeck[]> {
  const kind = service.kindOf(table);
  const view = service.view(table, seat);
  return view && offersSavedDecks(kind, table, view) ? decks.of(userId, kind.game.id) : [];
}

export function seatControls(
  kind: AnyTableKind,
  table: TableRecord,
  seat: Seat,
  view: MatchView<unknown>,
  legal: unknown[],
  locale: Locale,
  saved: readonly SavedDeck[],
): Controls<unknown> {
  const offered = kind.controls(view, legal, locale);
  const format = DECK_FORMATS.get(kind.game.id);
  // An event's table plays registered lists (made for the player) or preconstructed decks: never another saved deck.
  if (!format || !table.match || saved.length === 0 || !offersSavedDecks(kind, table, view)) return offered;
  const state = table.match.state;
  const usable: { deck: SavedDeck; action: unknown }[] = [];
  const notes: string[] = [];
  for (const deck of saved) {
    const action = format.tableChoice(deck.list);
    const refusal = action === null ? { code: "malformed" } : kind.game.check(state, seat, action);
    if (refusal === null) usable.push({ deck, action });
    else
      notes.push(
        t("hand.deck-unusable", locale, { name: deck.name, reason: refusalText(kind, refusal, locale, tableStrings) }),
      );
  }
  const controls: Control<unknown>[] = [...offered.controls];
  // Decks that cannot be played here stay in sight, greyed out; the notes say why.
  const unusable = saved.filter((deck) => !usable.some((u) => u.deck === deck)).slice(0, MAX_GREYED);
  controls.push(...unusable.map((deck): Control<unknown> => ({ type: "blocked", label: deck.name })));
  if (usable.length > 0) {
    const options: PickOption[] = usable.slice(0, MAX_OPTIONS).map((u) => ({
      value: u.deck.name,
      label: u.deck.name,
      description: t("hand.deck-size", locale, { size: u.deck.list.reduce((n, l) => n + l.copies, 0) }),
    }));
    controls.push({
      type: "pick",
      placeholder: t("hand.own-deck", locale),
      count: 1,
      options,
      action: ([name]) => usable.find((u) => u.deck.name === name)?.action ?? null,
    });
  }
  return { ...offered, controls, notes: [...(offered.notes ?? []), ...notes] };
}
