import { randomBytes } from "node:crypto";
import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { Locale } from "../engine/index.ts";
import { checkDeck, type DeckReport } from "../decks/check.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { MAX_LIST_CHARS } from "../decks/parse.ts";
import { reportLines } from "../decks/report.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { button, buttonRows } from "../discord/components.ts";
import { textPayload, type Payload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { described, localeOfGuild, localeOfUser, named, personOf, privately, privateText, type Command } from "./command.ts";

/**
 * /deck check: a list pasted in a modal, attached as a text file, or given as a deck code, checked against the game's
 * construction rules; the report answers only the user, with a button to post it in the channel.
 */

/** The modal's text limit (Discord's), and the largest attached file read. */
const MODAL_CHARS = 4000;
const MAX_FILE_BYTES = MAX_LIST_CHARS * 4;
/** Longest report sent as a message; a longer one goes as a file. */
const MESSAGE_CHARS = 1900;
const TEXT_FILE = /\.(txt|ydk|dek|deck|list|text)$/i;

/** Game name for a deck format (a game with construction rules is always a table kind too). */
function gameName(game: string, locale: Locale): string {
  return TABLE_KINDS.get(game)?.name(locale) ?? game;
}

/**
 * Reports kept for their Post button, newest last. Kept in memory only: after a restart the button says the report is
 * gone, and checking again costs one command.
 */
const kept = new Map<string, { game: string; report: DeckReport; userId: string }>();
const KEEP = 500;

function keep(game: string, report: DeckReport, userId: string): string {
  const key = randomBytes(6).toString("hex");
  kept.set(key, { game, report, userId });
  while (kept.size > KEEP) kept.delete(kept.keys().next().value ?? "");
  return key;
}

function reportPayload(game: string, report: DeckReport, locale: Locale, lead = ""): Payload {
  const format = DECK_FORMATS.get(game);
  if (!format) return textPayload("");
  const text = `${lead}${reportLines(format, report, gameName(game, locale), locale).join("\n")}`;
  if (text.length <= MESSAGE_CHARS) return textPayload(text);
  return { ...textPayload(`${lead}${t("deck.report-file", locale)}`), files: [{ attachment: Buffer.from(text, "utf8"), name: "deck-report.txt" }] };
}

async function answer(interaction: ChatInputCommandInteraction | ModalSubmitInteraction, game: string, text: string): Promise<void> {
  const format = DECK_FORMATS.get(game);
  if (!format) return;
  const locale = localeOfUser(interaction);
  const report = checkDeck(format, text);
  const key = keep(game, report, interaction.user.id);
  const payload = { ...reportPayload(game, report, locale), components: buttonRows([button(t("deck.post", locale), { type: "report", key })]) };
  if (interaction.deferred) await interaction.editReply(payload);
  else await interaction.reply(privately(payload));
}

/** An attached list: plain text only, within the size limit. */
async function readAttachment(interaction: ChatInputCommandInteraction, game: string): Promise<void> {
  const locale = localeOfUser(interaction);
  const file = interaction.options.getAttachment("file", true);
  const type = file.contentType ?? "";
  if (!(type.startsWith("text/") || (type === "" || type === "application/octet-stream") && TEXT_FILE.test(file.name))) {
    await interaction.reply(privateText(t("deck.file-type", locale, { file: file.name })));
    return;
  }
  if (file.size > MAX_FILE_BYTES) {
    await interaction.reply(privateText(t("deck.file-size", locale, { file: file.name, size: file.size, max: MAX_FILE_BYTES })));
    return;
  }
  await interaction.deferReply({ flags: privately(textPayload("")).flags });
  const response = await fetch(file.url).catch(() => null);
  const bytes = response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  if (!bytes || bytes.includes(0)) {
    await interaction.editReply(textPayload(t(bytes ? "deck.file-type" : "deck.file-unreadable", locale, { file: file.name })));
    return;
  }
  await answer(interaction, game, bytes.toString("utf8"));
}

export const deck: Command = {
  data: {
    ...named("deck", "デッキ"),
    ...described("cmd.deck"),
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...named("check", "チェック"),
        ...described("cmd.deck.check"),
        options: [
          {
            type: ApplicationCommandOptionType.String,
            ...named("game", "ゲーム"),
            ...described("cmd.deck.game"),
            required: true,
            choices: [...DECK_FORMATS.keys()].map((game) => ({ name: gameName(game, "en"), name_localizations: { ja: gameName(game, "ja") }, value: game })),
          },
          { type: ApplicationCommandOptionType.Attachment, ...named("file", "ファイル"), ...described("cmd.deck.file") },
          { type: ApplicationCommandOptionType.String, ...named("code", "コード"), ...described("cmd.deck.code"), max_length: 200 },
        ],
      },
    ],
  },
  async run(interaction) {
    const game = interaction.options.getString("game", true);
    if (!DECK_FORMATS.has(game)) return;
    if (interaction.options.getAttachment("file")) return readAttachment(interaction, game);
    const code = interaction.options.getString("code");
    if (code) return answer(interaction, game, code);
    const locale = localeOfUser(interaction);
    const input = new TextInputBuilder()
      .setCustomId("list")
      .setLabel(t("deck.modal.label", locale).slice(0, 45))
      .setStyle(TextInputStyle.Paragraph)
      .setMaxLength(MODAL_CHARS)
      .setRequired(true);
    const modal = new ModalBuilder()
      .setCustomId(`deck:${game}`)
      .setTitle(t("deck.modal.title", locale, { game: gameName(game, locale) }).slice(0, 45))
      .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
    await interaction.showModal(modal);
  },
};

/** The pasted list from /deck check's modal. */
export async function deckModal(interaction: ModalSubmitInteraction): Promise<void> {
  const game = interaction.customId.slice("deck:".length);
  if (!DECK_FORMATS.has(game)) return;
  await answer(interaction, game, interaction.fields.getTextInputValue("list"));
}

/** The Post button: the report, in the server's language, in the channel, once. */
export async function postReport(interaction: ButtonInteraction | StringSelectMenuInteraction, key: string): Promise<void> {
  const found = kept.get(key);
  if (!found || found.userId !== interaction.user.id) {
    await interaction.reply(privateText(t("deck.report-gone", localeOfUser(interaction))));
    return;
  }
  kept.delete(key);
  const locale = localeOfGuild(interaction);
  await interaction.reply(reportPayload(found.game, found.report, locale, `${t("deck.posted-by", locale, { user: personOf(interaction).name })}\n`));
}
