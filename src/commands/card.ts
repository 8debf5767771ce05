/** /card: a card of a game by name (autocompleted in both languages), as its image and text, for the asker only. */
import { ApplicationCommandOptionType, type AutocompleteInteraction } from "discord.js";
import type { Locale } from "../engine/index.ts";
import type { DeckCard, DeckFormat } from "../decks/format.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { gameName } from "../games/catalog.ts";
import { findCard, nameIndex, suggestions } from "../decks/names.ts";
import { fold } from "../decks/parse.ts";
import { privateText, privately, textPayload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { paintCardImage } from "../render/index.ts";
import { translate } from "../engine/index.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { reply, suggest } from "../discord/answer.ts";
import { plainName } from "../discord/plain-text.ts";

const indexes = new Map([...DECK_FORMATS.values()].map((f) => [f.game, nameIndex(f)]));
const CHOICES = 25;

/** Cards whose name (either language) starts with, then contains, what was typed; in the reader's language. */
export function cardChoices(format: DeckFormat, typed: string, locale: Locale): { name: string; value: string }[] {
  const key = fold(typed);
  const score = (card: DeckCard): number => {
    const names = [card.names.en, card.names.ja].map(fold);
    if (key === "") return 2;
    if (names.some((n) => n.startsWith(key))) return 0;
    return names.some((n) => n.includes(key)) ? 1 : 3;
  };
  return format.cards
    .map((card) => ({ card, score: score(card) }))
    .filter((c) => c.score < 3)
    .sort((a, b) => a.score - b.score || a.card.names[locale].localeCompare(b.card.names[locale]))
    .slice(0, CHOICES)
    .map(({ card }) => ({ name: card.names[locale].slice(0, 100), value: card.id }));
}

export const card: Command = {
  data: {
    ...named("card", "カード"),
    ...described("cmd.card"),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...named("game", "ゲーム"),
        ...described("cmd.card.game"),
        required: true,
        choices: [...DECK_FORMATS.keys()].map((game) => ({
          name: gameName(game, "en"),
          name_localizations: { ja: gameName(game, "ja") },
          value: game,
        })),
      },
      {
        type: ApplicationCommandOptionType.String,
        ...named("name", "名前"),
        ...described("cmd.card.name"),
        required: true,
        autocomplete: true,
        max_length: 100,
      },
    ],
  },
  async run(interaction) {
    const locale = localeOfUser(interaction);
    const game = interaction.options.getString("game", true);
    const format = DECK_FORMATS.get(game);
    const index = indexes.get(game);
    if (!format || !index) return;
    const typed = interaction.options.getString("name", true);
    const found = format.cards.find((c) => c.id === typed) ?? findCard(index, typed);
    if (!found) {
      const near = suggestions(index, typed).map((c) => c.names[locale]);
      const key = near.length > 0 ? "card.unknown-near" : "card.unknown";
      await reply(
        interaction,
        privateText(t(key, locale, { game: gameName(game, locale), name: plainName(typed), near: near.join(" / ") })),
      );
      return;
    }
    const section = format.sections.find((s) => s.id === found.section)?.name[locale] ?? found.section;
    const lines = [
      `**${found.names[locale]}** (${found.names[locale === "en" ? "ja" : "en"]})`,
      t("card.type", locale, { type: translate(format.strings, found.type, locale), section }),
    ];
    const extra = format.text?.(found.id, locale);
    if (extra) lines.push(extra);
    const image =
      found.section === format.imageSection ? paintCardImage(game, [found.id], found.names[locale], locale) : null;
    const files = image
      ? [{ attachment: image, name: `${found.id}.png`, description: lines.join("\n").slice(0, 1000) }]
      : [];
    await reply(interaction, privately({ ...textPayload(lines.join("\n")), files }));
  },
  async autocomplete(interaction: AutocompleteInteraction) {
    const locale = localeOfUser(interaction);
    const format = DECK_FORMATS.get(interaction.options.getString("game") ?? "");
    await suggest(interaction, format ? cardChoices(format, interaction.options.getFocused(), locale) : []);
  },
};
