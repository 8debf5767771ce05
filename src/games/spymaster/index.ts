import { guideFrom } from "../guide.ts";
import type { GameRegistration } from "../registration.ts";
import { spymasterBot } from "./bot.ts";
import { KINDS, kindName, VARIANTS, type Variant } from "./cards.ts";
import { controls } from "./controls.ts";
import {
  describeAction,
  describeEvent,
  describePrompt,
  describeRecent,
  describeSecrets,
  describeTable,
  ownHand,
} from "./describe.ts";
import { spymasterGame } from "./game.ts";
import { spymasterGuide } from "./guide.ts";
import type { SpymasterOptions } from "./setup.ts";
import type { SpymasterAction, SpymasterState, SpymasterView } from "./state.ts";
import { spymasterStrings } from "./strings.ts";
import { cardList, defaultNames, say } from "./words.ts";

export { spymasterGame } from "./game.ts";

/** Spymaster: two table kinds, one per variant (Spymaster ver.2 and its draft MindMaster); no deck lists. */
export const spymaster: GameRegistration<
  "spymaster",
  Variant,
  SpymasterState,
  SpymasterAction,
  SpymasterView,
  SpymasterOptions
> = {
  id: "spymaster",
  kinds: VARIANTS.map((variant) => ({
    id: variant,
    game: spymasterGame,
    options: { variant },
    bot: spymasterBot,
    strings: spymasterStrings,
    turns: (state) => state.round,
    turnsAre: "rounds",
    name: (locale) => say(`game.${variant}`, locale),
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
    cardBook: () =>
      KINDS[variant].map((kind) => ({
        names: { en: kindName(kind, "en"), ja: kindName(kind, "ja") },
        text: (locale) => say(`text.${kind}`, locale),
      })),
    guide: guideFrom(spymasterGuide, `guide.${variant}.`),
  })),
};
