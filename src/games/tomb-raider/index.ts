import { guideFrom } from "../guide.ts";
import type { GameRegistration } from "../registration.ts";
import { tombRaiderBot } from "./bot.ts";
import { locationText } from "./card-text.ts";
import { LEVELS, levelLocations } from "./cards.ts";
import { controls } from "./controls.ts";
import { tombRaiderDeck } from "./deck.ts";
import {
  describeAction,
  describeEvent,
  describePrompt,
  describeRecent,
  describeSecrets,
  describeTable,
  ownHand,
} from "./describe.ts";
import { tombRaiderGame } from "./game.ts";
import { tombRaiderGuide } from "./guide.ts";
import type { TombRaiderOptions } from "./setup.ts";
import type { TombRaiderAction, TombRaiderState, TombRaiderView } from "./state.ts";
import { tombRaiderStrings } from "./strings.ts";
import { cardList, defaultNames, say } from "./words.ts";

export { tombRaiderGame } from "./game.ts";

/** Tomb Raider: one table kind, the Introductory Level for one or two players, and its deck lists. */
export const tombRaider: GameRegistration<
  "tomb-raider",
  "tomb-raider",
  TombRaiderState,
  TombRaiderAction,
  TombRaiderView,
  TombRaiderOptions
> = {
  id: "tomb-raider",
  kinds: [
    {
      id: "tomb-raider",
      game: tombRaiderGame,
      options: {},
      bot: tombRaiderBot,
      strings: tombRaiderStrings,
      turns: (state) => state.turn,
      turnsAre: "turns",
      name: (locale) => say("game.tomb-raider", locale),
      describeEvent,
      describeAction: (action, locale) => describeAction(action, locale),
      describePrompt,
      describeRecent,
      describeTable,
      describeSecrets,
      ownHand,
      cardList,
      defaultNames,
      controls,
      cardBook: () =>
        LEVELS.flatMap((level) => levelLocations(level)).map((place) => ({
          names: place.name,
          text: (locale) => locationText(place, locale),
        })),
      guide: guideFrom(tombRaiderGuide),
    },
  ],
  deck: tombRaiderDeck,
};
