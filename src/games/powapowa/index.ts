import { guideFrom } from "../guide.ts";
import { seatsIn } from "./board.ts";
import type { GameRegistration } from "../registration.ts";
import { powapowaBot } from "./bot.ts";
import { controls } from "./controls.ts";
import { powapowaDeck } from "./deck.ts";
import { describeAction } from "./describe-action.ts";
import { describeEvent, describePrompt, describeRecent, describeSecrets, describeTable, ownHand } from "./describe.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "./game.ts";
import { powapowaGuide } from "./guide.ts";
import type { PowapowaAction, PowapowaOptions, PowapowaState, PowapowaView } from "./state.ts";
import { powapowaStrings } from "./strings.ts";
import { defaultNames, handList, say } from "./words.ts";

/** Powapowa: one table kind, how many nekomimi each breeder raises set in the lobby, and its deck lists. */
export const powapowa: GameRegistration<
  "powapowa",
  "powapowa",
  PowapowaState,
  PowapowaAction,
  PowapowaView,
  PowapowaOptions
> = {
  id: "powapowa",
  kinds: [
    {
      id: "powapowa",
      game: powapowaGame,
      options: DEFAULT_OPTIONS,
      bot: powapowaBot,
      strings: powapowaStrings,
      settings: [
        {
          key: "nekomimi",
          option: "nekomimi",
          label: "setting.nekomimi",
          description: "setting.nekomimi.about",
          choices: [
            { value: 4, label: "setting.nekomimi.4" },
            { value: 3, label: "setting.nekomimi.3" },
            { value: 2, label: "setting.nekomimi.2" },
          ],
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
      name: (locale) => say("game.powapowa", locale),
      describeEvent,
      describeAction: (action, locale, seat, view) =>
        describeAction(action, locale, seat, defaultNames(locale), view?.table),
      describePrompt,
      describeRecent,
      describeTable,
      describeSecrets,
      ownHand,
      cardList: handList,
      defaultNames,
      controls,
      guide: guideFrom(powapowaGuide),
    },
  ],
  deck: powapowaDeck,
};
