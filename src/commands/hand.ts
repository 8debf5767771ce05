import { InteractionContextType } from "discord.js";
import { replyWithHand } from "../discord/hand-reply.ts";
import { tableStrings } from "../tables/strings.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { privateText } from "../discord/presenter.ts";
import { findTable } from "./find-table.ts";
import { reply } from "../discord/answer.ts";
import { refusalText } from "../discord/plain-text.ts";

export const hand: Command = {
  data: { ...named("hand", "手札"), ...described("cmd.hand"), contexts: [InteractionContextType.Guild] },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const found = await findTable(interaction, ctx);
    if (!found.ok) {
      await reply(interaction, privateText(found.message));
      return;
    }
    const { table } = found;
    const seat = ctx.service.seatOf(table, interaction.user.id);
    if (seat === null || table.status !== "playing") {
      const code = seat === null ? "not-seated" : "not-started";
      await reply(interaction, privateText(refusalText(ctx.service.kindOf(table), { code }, locale, tableStrings)));
      return;
    }
    await replyWithHand(interaction, ctx, table, seat, locale);
  },
};
