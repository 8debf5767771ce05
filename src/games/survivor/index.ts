import type { Parsed } from "../../engine/index.ts";
import type { TableKind, TableSetting } from "../catalog.ts";
import { CHALLENGES, challengeNamed } from "./cards.ts";
import { guideFrom } from "../guide.ts";
import { survivorBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { describeAction, describeEvent, describePrompt, describeRecent, describeSecrets, describeTable, ownHand } from "./describe.ts";
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
  const names = text.split(/[,、\n]+/).map((n) => n.trim()).filter((n) => n.length > 0);
  const ids: string[] = [];
  for (const name of names) {
    const id = challengeNamed(name);
    if (id === null) return { ok: false, refusal: { code: "unknown-challenge", params: { challenge: name } } };
    if (ids.includes(id)) return { ok: false, refusal: { code: "challenge-twice" } };
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/** Survivor's one table kind; its options are set in the lobby. */
export const survivorTables: TableKind<SurvivorState, SurvivorAction, SurvivorView, SurvivorOptions>[] = [
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
        show: (value, locale) => (Array.isArray(value) && value.length > 0 ? cardList(value.map(String), locale) : null),
      },
    ],
    turns: (state) => state.turn,
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
];
