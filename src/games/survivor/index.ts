import type { Locale, Parsed } from "../../engine/index.ts";
import { castawayNamed, CHALLENGES, challengeNamed } from "./cards.ts";
import { guideFrom } from "../guide.ts";
import { seatsIn } from "./board.ts";
import type { GameRegistration, TableSetting } from "../registration.ts";
import { survivorBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { survivorDeck } from "./deck.ts";
import { describeAction, describeEvent, describePrompt, describeRecent, describeSecrets, ownHand } from "./describe.ts";
import { describeTable } from "./describe-table.ts";
import { DEFAULT_OPTIONS, survivorGame } from "./game.ts";
import { survivorGuide } from "./guide.ts";
import type { SurvivorAction, SurvivorOptions, SurvivorState, SurvivorView } from "./state.ts";
import { survivorStrings } from "./strings.ts";
import { cardList, challengeText, defaultNames, say } from "./words.ts";

/** A setting that is off by default or on, its words under `setting.<option>` in the game's catalog. */
function onOff(key: keyof SurvivorOptions, option: string, players?: readonly number[]): TableSetting {
  return {
    key,
    option,
    ...(players ? { players } : {}),
    label: `setting.${option}`,
    description: `setting.${option}.about`,
    choices: [
      { value: false, label: "setting.off" },
      { value: true, label: "setting.on" },
    ],
  };
}

/** The host's challenge list: names (either language) or ids, separated by commas, 、 or new lines. */
function readChallengeList(text: string): Parsed<string[]> {
  const names = text
    .split(/[,、\n]+/)
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
  const ids: string[] = [];
  for (const name of names) {
    const id = challengeNamed(name);
    if (id === null) return { ok: false, refusal: { code: "unknown-challenge", params: { challenge: name } } };
    if (ids.includes(id)) return { ok: false, refusal: { code: "challenge-twice" } };
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/**
 * Castaway lists brought to the table (R-S1), one per seat in seat order: names (either language) or ids separated by
 * commas or 、, seats separated by semicolons or new lines; an empty part leaves that seat to the random deal.
 */
function readCastawayLists(text: string): Parsed<string[][]> {
  const lists: string[][] = [];
  for (const part of text.split(/[;；\n]/)) {
    const ids: string[] = [];
    for (const name of part
      .split(/[,、，]/)
      .map((n) => n.trim())
      .filter((n) => n.length > 0)) {
      const id = castawayNamed(name);
      if (id === null) return { ok: false, refusal: { code: "unknown-castaway", params: { castaway: name } } };
      if (ids.includes(id)) return { ok: false, refusal: { code: "castaway-twice" } };
      ids.push(id);
    }
    lists.push(ids);
  }
  return { ok: true, value: lists };
}

/** The brought lists in words, seat by seat ("1: Ava Stone, Bruno Vale · 2: random"), or null when none is brought. */
function showCastawayLists(value: unknown, locale: Locale): string | null {
  const lists = Array.isArray(value) ? value.map((l) => (Array.isArray(l) ? l.map(String) : [])) : [];
  if (lists.every((l) => l.length === 0)) return null;
  return lists
    .map((l, seat) =>
      say("setting.castaways.seat", locale, {
        seat: seat + 1,
        castaways: l.length > 0 ? cardList(l, locale) : say("setting.castaways.random", locale),
      }),
    )
    .join(" · ");
}

/** Survivor: one table kind, its options set in the lobby, and its deck lists. */
export const survivor: GameRegistration<
  "survivor",
  "survivor",
  SurvivorState,
  SurvivorAction,
  SurvivorView,
  SurvivorOptions
> = {
  id: "survivor",
  kinds: [
    {
      id: "survivor",
      game: survivorGame,
      options: DEFAULT_OPTIONS,
      bot: survivorBot,
      strings: survivorStrings,
      settings: [
        {
          key: "deckSize",
          option: "deck-size",
          label: "setting.deck-size",
          description: "setting.deck-size.about",
          choices: [
            { value: 20, label: "setting.deck-size.20" },
            { value: 40, label: "setting.deck-size.40" },
          ],
        },
        onOff("smallCast", "small-cast", [2]),
        onOff("noEarlyAlliances", "no-early-alliances"),
        {
          key: "challenges",
          option: "challenges",
          label: "setting.challenges",
          description: "setting.challenges.about",
          parse: readChallengeList,
          show: (value, locale) =>
            Array.isArray(value) && value.length > 0 ? cardList(value.map(String), locale) : null,
        },
        {
          key: "lists",
          option: "castaways",
          label: "setting.castaways",
          description: "setting.castaways.about",
          parse: readCastawayLists,
          show: showCastawayLists,
        },
      ],
      turns: (state) => state.turn,
      // Time: the players still in share first place, those out keep theirs (the last to leave first).
      atTime: (state) => ({
        winners: [],
        reason: "time",
        ranking: [seatsIn(state), ...[...state.outSeats].reverse().map((s) => [s])],
      }),
      turnsAre: "turns",
      name: (locale) => say("game.survivor", locale),
      describeEvent,
      describeAction,
      describePrompt,
      describeRecent,
      describeTable,
      describeSecrets,
      ownHand,
      cardList,
      defaultNames,
      controls,
      cardBook: () => CHALLENGES.map((c) => ({ names: c.name, text: (locale) => challengeText(c.id, locale) })),
      guide: guideFrom(survivorGuide),
    },
  ],
  deck: survivorDeck,
};
