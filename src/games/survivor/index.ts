import type { TableKind, TableSetting } from "../catalog.ts";
import { guideFrom } from "../guide.ts";
import { survivorBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { describeAction, describeEvent, describePrompt, describeRecent, describeTable, ownHand } from "./describe.ts";
import { DEFAULT_OPTIONS, survivorGame } from "./game.ts";
import { survivorGuide } from "./guide.ts";
import type { SurvivorAction, SurvivorOptions, SurvivorState, SurvivorView } from "./state.ts";
import { survivorStrings } from "./strings.ts";
import { cardList, defaultNames, say } from "./words.ts";

/** A setting that is off by default or on, its words under `setting.<option>` in the game's catalog. */
function onOff(key: keyof SurvivorOptions, option: string): TableSetting {
  return {
    key,
    option,
    label: `setting.${option}`,
    description: `setting.${option}.about`,
    choices: [
      { value: false, label: "setting.off" },
      { value: true, label: "setting.on" },
    ],
  };
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
      onOff("smallCast", "small-cast"),
      onOff("noEarlyAlliances", "no-early-alliances"),
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
    guide: guideFrom(survivorGuide),
  },
];
