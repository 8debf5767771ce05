/**
 * The game-agnostic rules engine: the only module games import. It knows nothing of Discord or storage. Its names
 * come in two groups, for hosts (what runs a match: the table service, the terminal, the bench) and for game authors
 * (what a game's rules are built from). Invariants and replay checks for tests are in `testing.ts`.
 */

// For hosts: create a match, apply intents, show it to a viewer, let bots decide.
export type {
  Answer,
  AnyGame,
  GameDefinition,
  Intent,
  Match,
  MatchSetup,
  Outcome,
  Prompt,
  Refusal,
  Seat,
  Viewer,
} from "./types.ts";
export { createMatch, applyIntent, waitingFor, type Applied, type Refused } from "./match.ts";
export { viewMatch, stillToAnswer, type MatchView, type PromptView } from "./view.ts";
export { viewToken } from "./token.ts";
export { CONCEDE } from "./concede.ts";
export { eventFor, type GameEvent, type SeenEvent } from "./events.ts";
export { botIntent, randomBot, type Bot } from "./bot.ts";
export { autoplay, type AutoplayOptions, type PlayedGame } from "./autoplay.ts";
export { Rng, freshSeed, isSeed, seedRng, type Seed } from "./rng.ts";
export { LOCALES, localeOf, translate, type Catalog, type Locale, type Params } from "./i18n.ts";
export { engineStrings } from "./strings.ts";

// For game authors: zones and cards, events, pass windows, schemas, JSON.
export { otherSeat, seatList, type ApplyContext, type Parsed, type SetupContext } from "./types.ts";
export {
  canSee,
  copyZones,
  moveAll,
  moveCard,
  moveTop,
  seatZones,
  viewZone,
  zone,
  zoneName,
  type Zone,
  type ZoneMap,
  type ZoneView,
} from "./zones.ts";
export { byCopy, idParts, onePerFace, ownedFace, physicalCards, revealCopies, turnFaceUp } from "./copies.ts";
export { unlistedEvent, type EventOf, type Seen } from "./events.ts";
export { answerWindow, leaveWindow, openWindow, windowSeat, type PassWindow } from "./pass-window.ts";
export { array, bool, int, object, oneOf, optional, parseWith, str, tagged, validate, type Schema } from "./schema.ts";
export { cloneJson, cloneJsonWith, sameJson, type Json, type JsonObject } from "./json.ts";
