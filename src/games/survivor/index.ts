import { translate } from "../../engine/index.ts";
import type { TableKind } from "../catalog.ts";
import { survivorBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { describeAction, describeEvent, describePrompt, describeRecent, describeTable, ownHand } from "./describe.ts";
import { DEFAULT_OPTIONS, survivorGame } from "./game.ts";
import { survivorGuide } from "./guide.ts";
import type { SurvivorAction, SurvivorOptions, SurvivorState, SurvivorView } from "./state.ts";
import { survivorStrings } from "./strings.ts";
import { cardList, defaultNames, say } from "./words.ts";

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
      {
        key: "smallCast",
        option: "small-cast",
        label: "setting.small-cast",
        description: "setting.small-cast.about",
        choices: [
          { value: false, label: "setting.off" },
          { value: true, label: "setting.on" },
        ],
      },
      {
        key: "noEarlyAlliances",
        option: "no-early-alliances",
        label: "setting.no-early-alliances",
        description: "setting.no-early-alliances.about",
        choices: [
          { value: false, label: "setting.off" },
          { value: true, label: "setting.on" },
        ],
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
    ownHand,
    cardList,
    defaultNames,
    controls,
    guide: (locale) => ({
      title: translate(survivorGuide, "guide.title", locale),
      summary: translate(survivorGuide, "guide.summary", locale),
      body: translate(survivorGuide, "guide.body", locale),
    }),
  },
];
