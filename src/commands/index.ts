import { card } from "./card.ts";
import type { Command } from "./command.ts";
import { deck } from "./deck.ts";
import { concede } from "./concede.ts";
import { end } from "./end.ts";
import { event } from "./event.ts";
import { hand } from "./hand.ts";
import { help } from "./help.ts";
import { league } from "./league.ts";
import { play } from "./play.ts";
import { replay } from "./replay.ts";
import { rules } from "./rules.ts";
import { server } from "./server.ts";
import { settings } from "./settings.ts";
import { table } from "./table.ts";
import { timer } from "./timer.ts";

export const COMMANDS: ReadonlyMap<string, Command> = new Map(
  [play, table, hand, concede, end, timer, rules, help, settings, server, deck, card, league, event, replay].map(
    (c) => [c.data.name, c],
  ),
);
