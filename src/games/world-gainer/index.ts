import { guideFrom } from "../guide.ts";
import type { GameRegistration } from "../registration.ts";
import { worldGainerBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { worldGainerDeck } from "./deck.ts";
import { describeAction, describeEvent, describePrompt, describeRecent, describeTable, ownHand } from "./describe.ts";
import { worldGainerGame } from "./game.ts";
import { worldGainerGuide } from "./guide.ts";
import { pointsAtTime } from "./outcome.ts";
import type { WorldGainerOptions } from "./setup.ts";
import type { WorldGainerAction, WorldGainerState, WorldGainerView } from "./state.ts";
import { worldGainerStrings } from "./strings.ts";
import { cardList, defaultNames, say } from "./words.ts";

/** World Gainer: one table kind, and its deck lists. */
export const worldGainer: GameRegistration<
  "world-gainer",
  "world-gainer",
  WorldGainerState,
  WorldGainerAction,
  WorldGainerView,
  WorldGainerOptions
> = {
  id: "world-gainer",
  kinds: [
    {
      id: "world-gainer",
      game: worldGainerGame,
      options: {},
      bot: worldGainerBot,
      strings: worldGainerStrings,
      turns: (state) => state.turn,
      atTime: pointsAtTime,
      turnsAre: "turns",
      name: (locale) => say("game.world-gainer", locale),
      describeEvent,
      describeAction,
      describePrompt,
      describeRecent,
      describeTable,
      ownHand,
      cardList,
      defaultNames,
      controls,
      guide: guideFrom(worldGainerGuide),
    },
  ],
  deck: worldGainerDeck,
};
