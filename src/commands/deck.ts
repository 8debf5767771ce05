/**
 * /deck: check a list (pasted in a modal, attached as a text file, or a deck code) against a game's construction
 * rules, save it under a name after a passing check, and list, show, delete or export saved decks. Reports answer
 * only the user, with a button to post them in the channel.
 */
import { randomBytes } from "node:crypto";
import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type APIApplicationCommandBasicOption,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { Locale } from "../engine/index.ts";
import type { BotContext } from "../discord/context.ts";
import { encodeModalId, type ModalId } from "../discord/codec.ts";
import { checkDeck, checkList, type DeckReport } from "../decks/check.ts";
import { encodeDeck } from "../decks/code.ts";
import type { DeckFormat } from "../decks/format.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { gameName } from "../games/catalog.ts";
import { fold, MAX_LIST_CHARS } from "../decks/parse.ts";
import { reportLines } from "../decks/report.ts";
import { button, buttonRows } from "../discord/components.ts";
import { privateText, privately, textPayload, type Payload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { paintCardImage } from "../render/index.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfGuild, localeOfUser, personOf } from "../discord/who.ts";
import { editReply, reply, suggest } from "../discord/answer.ts";
import { plainName } from "../discord/plain-text.ts";

/** The modal's text limit (Discord's), and the largest attached file read. */
const MODAL_CHARS = 4000;
const MAX_FILE_BYTES = MAX_LIST_CHARS * 4;
/** Longest report sent as a message; a longer one goes as a file. */
const MESSAGE_CHARS = 1900;
const TEXT_FILE = /\.(txt|ydk|dek|deck|list|text)$/i;
/** A deck name: what people type, trimmed, up to 32 characters, no line breaks. */
const DECK_NAME = /^[^\n\r]{1,32}$/;

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

/** A deck report in the reader's words (a file when it is too long for a message), after `lead`. */
export function deckReportPayload(format: DeckFormat, report: DeckReport, locale: Locale, lead = ""): Payload {
  const lines = (quote?: (text: string) => string) =>
    reportLines(format, report, gameName(format.game, locale), locale, quote).join("\n");
  const text = `${lead}${lines(plainName)}`;
  if (text.length <= MESSAGE_CHARS) return textPayload(text);
  // A file is not Markdown: it gets the list's words as they were written.
  return {
    ...textPayload(`${lead}${t("deck.report-file", locale)}`),
    files: [{ attachment: Buffer.from(lines(), "utf8"), name: "deck-report.txt" }],
  };
}

type Asked = ChatInputCommandInteraction | ModalSubmitInteraction;

/** A report for the user, with its Post button; `lead` says what happened first (saved, not saved). */
async function sendReport(interaction: Asked, format: DeckFormat, report: DeckReport, lead = ""): Promise<void> {
  const locale = localeOfUser(interaction);
  const key = keep(format.game, report, interaction.user.id);
  const payload = {
    ...deckReportPayload(format, report, locale, lead),
    components: buttonRows([button(t("deck.post", locale), { type: "report", key })]),
  };
  if (interaction.deferred) await editReply(interaction, payload);
  else await reply(interaction, privately(payload));
}

/** Checks the text; with a name, saves the deck when it passes (and says it was not saved otherwise). */
async function checkAndMaybeSave(
  interaction: Asked,
  ctx: BotContext,
  format: DeckFormat,
  text: string,
  name: string | null,
): Promise<void> {
  const locale = localeOfUser(interaction);
  const report = checkDeck(format, text);
  if (name === null) return sendReport(interaction, format, report);
  if (!report.legal)
    return sendReport(interaction, format, report, `${t("deck.not-saved", locale, { name: plainName(name) })}\n\n`);
  await ctx.decks.save({
    userId: interaction.user.id,
    game: format.game,
    name,
    list: report.list,
    setVersion: format.setVersion,
  });
  return sendReport(interaction, format, report, `${t("deck.saved", locale, { name: plainName(name) })}\n\n`);
}

/** An attached list: plain text only, within the size limit; null after telling the user why not. */
async function readAttachment(interaction: ChatInputCommandInteraction): Promise<string | null> {
  const locale = localeOfUser(interaction);
  const file = interaction.options.getAttachment("file", true);
  const type = file.contentType ?? "";
  const plain =
    type.startsWith("text/") || ((type === "" || type === "application/octet-stream") && TEXT_FILE.test(file.name));
  if (!plain) {
    await reply(interaction, privateText(t("deck.file-type", locale, { file: plainName(file.name) })));
    return null;
  }
  if (file.size > MAX_FILE_BYTES) {
    await reply(
      interaction,
      privateText(t("deck.file-size", locale, { file: plainName(file.name), size: file.size, max: MAX_FILE_BYTES })),
    );
    return null;
  }
  await interaction.deferReply({ flags: privately(textPayload("")).flags });
  const response = await fetch(file.url).catch(() => null);
  const bytes = response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  if (!bytes || bytes.includes(0)) {
    await editReply(
      interaction,
      textPayload(t(bytes ? "deck.file-type" : "deck.file-unreadable", locale, { file: file.name })),
    );
    return null;
  }
  return bytes.toString("utf8");
}

/** The list for check and save: an attached file, a code, or (neither given) the modal, which answers later. */
async function withList(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  format: DeckFormat,
  name: string | null,
): Promise<void> {
  if (interaction.options.getAttachment("file")) {
    const text = await readAttachment(interaction);
    if (text !== null) await checkAndMaybeSave(interaction, ctx, format, text, name);
    return;
  }
  const code = interaction.options.getString("code");
  if (code) return checkAndMaybeSave(interaction, ctx, format, code, name);
  const locale = localeOfUser(interaction);
  const input = new TextInputBuilder()
    .setCustomId("list")
    .setLabel(t("deck.modal.label", locale).slice(0, 45))
    .setStyle(TextInputStyle.Paragraph)
    .setMaxLength(MODAL_CHARS)
    .setRequired(true);
  const modal = new ModalBuilder()
    .setCustomId(encodeModalId({ type: "deck-list", game: format.game, name }))
    .setTitle(t("deck.modal.title", locale, { game: gameName(format.game, locale) }).slice(0, 45))
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
  await interaction.showModal(modal);
}

/** A saved deck of the user's, or null after saying there is none by that name. */
async function savedDeck(interaction: ChatInputCommandInteraction, ctx: BotContext, format: DeckFormat) {
  const name = interaction.options.getString("name", true);
  const deck = await ctx.decks.get(interaction.user.id, format.game, name);
  if (!deck)
    await reply(
      interaction,
      privateText(
        t("deck.no-such-deck", localeOfUser(interaction), {
          name: plainName(name),
          game: gameName(format.game, localeOfUser(interaction)),
        }),
      ),
    );
  return deck;
}

const gameOption = (required: boolean): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.String,
  ...named("game", "ゲーム"),
  ...described("cmd.deck.game"),
  required,
  choices: [...DECK_FORMATS.keys()].map((game) => ({
    name: gameName(game, "en"),
    name_localizations: { ja: gameName(game, "ja") },
    value: game,
  })),
});
const listOptions: APIApplicationCommandBasicOption[] = [
  { type: ApplicationCommandOptionType.Attachment, ...named("file", "ファイル"), ...described("cmd.deck.file") },
  {
    type: ApplicationCommandOptionType.String,
    ...named("code", "コード"),
    ...described("cmd.deck.code"),
    max_length: 200,
  },
];
const nameOption = (autocomplete: boolean): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.String,
  ...named("name", "名前"),
  ...described("cmd.deck.name"),
  required: true,
  max_length: 32,
  ...(autocomplete ? { autocomplete: true } : {}),
});
const subcommand = (name: string, ja: string, options: APIApplicationCommandBasicOption[]) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  ...named(name, ja),
  ...described(`cmd.deck.${name}` as Parameters<typeof described>[0]),
  options,
});

export const deck: Command = {
  data: {
    ...named("deck", "デッキ"),
    ...described("cmd.deck"),
    options: [
      subcommand("check", "チェック", [gameOption(true), ...listOptions]),
      subcommand("save", "保存", [gameOption(true), nameOption(false), ...listOptions]),
      subcommand("list", "一覧", [gameOption(false)]),
      subcommand("show", "表示", [gameOption(true), nameOption(true)]),
      subcommand("delete", "削除", [gameOption(true), nameOption(true)]),
      subcommand("export", "書き出し", [gameOption(true), nameOption(true)]),
    ],
  },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const sub = interaction.options.getSubcommand();
    if (sub === "list") return listDecks(interaction, ctx);
    const format = DECK_FORMATS.get(interaction.options.getString("game", true));
    if (!format) return;
    switch (sub) {
      case "check":
        return withList(interaction, ctx, format, null);
      case "save": {
        const name = interaction.options.getString("name", true).trim();
        if (!DECK_NAME.test(name)) return void (await reply(interaction, privateText(t("deck.bad-name", locale))));
        return withList(interaction, ctx, format, name);
      }
      case "show": {
        const saved = await savedDeck(interaction, ctx, format);
        if (!saved) return;
        const report = checkList(format, saved.list);
        const cards = saved.list.filter((l) => l.section === format.imageSection).map((l) => l.card);
        const typeOf = new Map(format.cards.map((c) => [c.id, c.type]));
        const byType = [...cards].sort((a, b) => (typeOf.get(a) ?? "").localeCompare(typeOf.get(b) ?? ""));
        const image = byType.length > 0 ? paintCardImage(format.game, byType, saved.name, locale) : null;
        const payload = deckReportPayload(format, report, locale, `**${plainName(saved.name)}**\n`);
        await reply(
          interaction,
          privately({
            ...payload,
            files: [...payload.files, ...(image ? [{ attachment: image, name: "deck.png" }] : [])],
          }),
        );
        return;
      }
      case "delete": {
        const name = interaction.options.getString("name", true);
        const gone = await ctx.decks.delete(interaction.user.id, format.game, name);
        await reply(
          interaction,
          privateText(
            t(gone ? "deck.deleted" : "deck.no-such-deck", locale, {
              name: plainName(name),
              game: gameName(format.game, locale),
            }),
          ),
        );
        return;
      }
      case "export": {
        const saved = await savedDeck(interaction, ctx, format);
        if (saved)
          await reply(
            interaction,
            privateText(t("deck.code", locale, { name: plainName(saved.name), code: encodeDeck(format, saved.list) })),
          );
        return;
      }
    }
  },
  async autocomplete(interaction: AutocompleteInteraction, ctx: BotContext) {
    const game = interaction.options.getString("game") ?? "";
    const typed = fold(interaction.options.getFocused());
    const names = (await ctx.decks.of(interaction.user.id, game)).map((d) => d.name);
    const matching = names.filter((n) => fold(n).includes(typed)).slice(0, 25);
    await suggest(
      interaction,
      matching.map((name) => ({ name, value: name })),
    );
  },
};

/** The user's saved decks, each with its size and whether it still passes the current rules. */
async function listDecks(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const game = interaction.options.getString("game");
  const decks = await ctx.decks.of(interaction.user.id, game ?? undefined);
  if (decks.length === 0) return void (await reply(interaction, privateText(t("deck.none-saved", locale))));
  const lines = decks.flatMap((saved) => {
    const format = DECK_FORMATS.get(saved.game);
    if (!format) return [];
    const report = checkList(format, saved.list);
    const size = report.counts.map((c) => c.cards).join(" + ");
    return [
      t(report.legal ? "deck.entry" : "deck.entry-illegal", locale, {
        game: gameName(saved.game, locale),
        name: plainName(saved.name),
        size,
      }),
    ];
  });
  await reply(interaction, privateText(lines.join("\n").slice(0, MESSAGE_CHARS)));
}

/** The pasted list from the check or save modal. */
export async function deckModal(interaction: ModalSubmitInteraction, ctx: BotContext, id: ModalId): Promise<void> {
  const format = DECK_FORMATS.get(id.game);
  if (!format) return;
  await checkAndMaybeSave(interaction, ctx, format, interaction.fields.getTextInputValue("list"), id.name);
}

/** The Post button: the report, in the server's language, in the channel, once. */
export async function postReport(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  key: string,
): Promise<void> {
  const found = kept.get(key);
  const format = found ? DECK_FORMATS.get(found.game) : undefined;
  if (!found || !format || found.userId !== interaction.user.id) {
    await reply(interaction, privateText(t("deck.report-gone", localeOfUser(interaction))));
    return;
  }
  kept.delete(key);
  const locale = localeOfGuild(interaction);
  await reply(
    interaction,
    deckReportPayload(
      format,
      found.report,
      locale,
      `${t("deck.posted-by", locale, { user: plainName(personOf(interaction).name) })}\n`,
    ),
  );
}
