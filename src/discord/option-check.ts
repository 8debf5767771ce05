import type { Locale } from "../engine/index.ts";
import { plainName } from "./plain-text.ts";
import { t } from "./strings.ts";
import {
  ApplicationCommandOptionType as OptionType,
  type APIApplicationCommandOption,
  type CommandInteractionOption,
} from "discord.js";

/** Why a command's options are not ones its definition allows: the option (as defined, when it is) and the rule. */
export interface OptionProblem {
  option: string;
  definition: APIApplicationCommandOption | null;
  rule: "unknown" | "type" | "required" | "choice" | "range" | "length";
}

const SNOWFLAKE = /^\d{1,20}$/;
/** What an option of each basic type must be, when its value is of another type; users, roles and the like are picked. */
const TYPE_WORDS: Partial<Record<OptionType, "option.text" | "option.whole" | "option.number" | "option.boolean">> = {
  [OptionType.String]: "option.text",
  [OptionType.Integer]: "option.whole",
  [OptionType.Number]: "option.number",
  [OptionType.Boolean]: "option.boolean",
};
const SUBCOMMANDS: readonly OptionType[] = [OptionType.Subcommand, OptionType.SubcommandGroup];

/**
 * Checks options as Discord's client would before sending them: only defined options, of their type, within their
 * choices, ranges and lengths, required ones present. A forged interaction skips the client, so the bot checks too.
 * While a user types into an autocomplete option (`focused`), required options may still be missing.
 */
export function optionProblem(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  given: readonly CommandInteractionOption[],
  autocompleting = false,
): OptionProblem | null {
  const defined = definitions ?? [];
  const nested = given.find((option) => SUBCOMMANDS.includes(option.type));
  if (defined.some((d) => SUBCOMMANDS.includes(d.type))) {
    const definition =
      nested && given.length === 1 ? defined.find((d) => d.name === nested.name && d.type === nested.type) : undefined;
    if (!nested || !definition || !("options" in definition))
      return { option: nested?.name ?? "", definition: null, rule: "unknown" };
    return optionProblem(
      definition.options as APIApplicationCommandOption[] | undefined,
      nested.options ?? [],
      autocompleting,
    );
  }
  for (const option of given) {
    const definition = defined.find((d) => d.name === option.name);
    if (!definition) return { option: option.name, definition: null, rule: "unknown" };
    if (definition.type !== option.type) return { option: option.name, definition, rule: "type" };
    const problem = option.focused ? null : valueProblem(definition, option);
    if (problem) return problem;
  }
  if (!autocompleting) {
    const missing = defined.find((d) => "required" in d && d.required && !given.some((g) => g.name === d.name));
    if (missing) return { option: missing.name, definition: missing, rule: "required" };
  }
  return null;
}

function valueProblem(definition: APIApplicationCommandOption, given: CommandInteractionOption): OptionProblem | null {
  const value = given.value;
  const broken = (rule: OptionProblem["rule"]): OptionProblem => ({ option: definition.name, definition, rule });
  switch (definition.type) {
    case OptionType.String: {
      if (typeof value !== "string") return broken("type");
      if (definition.choices) return definition.choices.some((c) => c.value === value) ? null : broken("choice");
      const length = [...value].length;
      return length < (definition.min_length ?? 0) || length > (definition.max_length ?? Infinity)
        ? broken("length")
        : null;
    }
    case OptionType.Integer:
    case OptionType.Number: {
      if (
        typeof value !== "number" ||
        !Number.isFinite(value) ||
        (definition.type === OptionType.Integer && !Number.isInteger(value))
      )
        return broken("type");
      if (definition.choices) return definition.choices.some((c) => c.value === value) ? null : broken("choice");
      return value < (definition.min_value ?? -Infinity) || value > (definition.max_value ?? Infinity)
        ? broken("range")
        : null;
    }
    case OptionType.Boolean:
      return typeof value === "boolean" ? null : broken("type");
    default: {
      // Users, roles, channels, mentionables and attachments come as ids with the object Discord resolved.
      const resolved = given.user ?? given.role ?? given.channel ?? given.attachment;
      return typeof value === "string" && SNOWFLAKE.test(value) && resolved ? null : broken("type");
    }
  }
}

/** What the user reads: the option by its name in their language, and what it must be. */
export function optionProblemText(problem: OptionProblem, locale: Locale): string {
  const definition = problem.definition;
  const local = (named: { name: string; name_localizations?: Partial<Record<string, string | null>> | null }): string =>
    (locale === "ja" ? named.name_localizations?.ja : null) ?? named.name;
  const option = definition ? local(definition) : plainName(problem.option.slice(0, 32));
  if (!definition || problem.rule === "unknown") return t("option.unknown", locale, { option });
  const choices = "choices" in definition ? definition.choices : undefined;
  if (choices && (problem.rule === "type" || problem.rule === "choice"))
    return t("option.choice", locale, { option, choices: choices.map(local).join(", ") });
  if (problem.rule === "type") return t(TYPE_WORDS[definition.type] ?? "option.picked", locale, { option });
  if (problem.rule === "required") return t("option.required", locale, { option });
  if (problem.rule === "length" && definition.type === OptionType.String) {
    const max = definition.max_length ?? 6000;
    const min = definition.min_length ?? 0;
    return min > 0 ? t("option.length", locale, { option, min, max }) : t("option.length-max", locale, { option, max });
  }
  if (problem.rule === "range" && (definition.type === OptionType.Integer || definition.type === OptionType.Number)) {
    const { min_value: min, max_value: max } = definition;
    if (min !== undefined && max !== undefined) return t("option.range", locale, { option, min, max });
    return min !== undefined
      ? t("option.range-min", locale, { option, min })
      : t("option.range-max", locale, { option, max: max ?? 0 });
  }
  return t("option.unknown", locale, { option });
}
