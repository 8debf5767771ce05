/**
 * The message a press belongs on. A handler that answers by changing the message it was pressed on may do so only
 * there: an id sent from another message (a forged press) must not turn a lobby into a standings page, nor show a
 * hand on the table message.
 */
import { MessageFlags } from "discord.js";
import type { ComponentId } from "../discord/codec.ts";
import { idsOn } from "../discord/components.ts";
import type { BotContext } from "../discord/context.ts";
import type { PressInteraction } from "./press.ts";

/** What an id acts on: its table, game, league season, reported result or kept deck report. */
function subjectOf(id: ComponentId): string {
  switch (id.type) {
    case "guide":
      return `guide:${id.kind}`;
    case "standings":
      return `standings:${id.league}:${id.season}`;
    case "verdict":
      return `verdict:${id.result}`;
    case "report":
      return `report:${id.key}`;
    case "checkin":
      return `checkin:${id.event}`;
    default:
      return `table:${id.table}`;
  }
}

/** Whether the pressed message carries a component acting on what `id` acts on. */
function carriesSubject(interaction: PressInteraction, id: ComponentId): boolean {
  const subject = subjectOf(id);
  return idsOn(interaction.message).some((other) => subjectOf(other) === subject);
}

const isPrivate = (interaction: PressInteraction): boolean => interaction.message.flags.has(MessageFlags.Ephemeral);

/** The presser's own reply about this table (their hand), which only they see. */
export function onHandReply(interaction: PressInteraction, table: string): boolean {
  return isPrivate(interaction) && idsOn(interaction.message).some((id) => subjectOf(id) === `table:${table}`);
}

/**
 * Whether the press came from the message its id belongs on: a table's private reply (the hand), a rules reply of
 * the same game, the standings of the same season, or the report of the same result (its stored message: a report
 * that closed has no buttons left).
 */
export async function onOwnMessage(interaction: PressInteraction, ctx: BotContext, id: ComponentId): Promise<boolean> {
  switch (id.type) {
    case "guide":
    case "report":
      return isPrivate(interaction) && carriesSubject(interaction, id);
    case "standings":
      return carriesSubject(interaction, id);
    case "verdict":
      return (
        carriesSubject(interaction, id) || (await ctx.leagues.result(id.result))?.messageId === interaction.message.id
      );
    case "checkin":
      return carriesSubject(interaction, id);
    default:
      return onHandReply(interaction, id.table);
  }
}
