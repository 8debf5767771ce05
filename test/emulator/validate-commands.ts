import { ApplicationCommandOptionType as OptionType, ApplicationCommandType, Locale } from "discord-api-types/v10";
import type { FieldError } from "./errors.ts";
import { FieldChecks, textLength } from "./field-checks.ts";
import { isObject, type JsonObject } from "./json.ts";

type Path = readonly (string | number)[];

const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LOCALES: ReadonlySet<string> = new Set(Object.values(Locale));
const MAX_COMMAND_SIZE = 4000;
const CHOICE_TYPES: readonly number[] = [OptionType.String, OptionType.Integer, OptionType.Number];
const SUBCOMMAND_TYPES: readonly number[] = [OptionType.Subcommand, OptionType.SubcommandGroup];

/** Discord's rules for a bulk overwrite of application commands. */
export function validateCommandList(body: unknown): FieldError[] {
  const checks = new FieldChecks();
  if (!Array.isArray(body)) {
    checks.add([], "BASE_TYPE_ARRAY", "Could not interpret value as array.");
    return checks.errors;
  }
  const seen = new Set<string>();
  const perType = new Map<number, number>();
  body.forEach((command, i) => {
    validateCommandAt(checks, [i], command);
    if (!isObject(command)) return;
    const type = typeof command["type"] === "number" ? command["type"] : ApplicationCommandType.ChatInput;
    perType.set(type, (perType.get(type) ?? 0) + 1);
    const key = `${type}:${String(command["name"])}`;
    if (seen.has(key))
      checks.add([i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique");
    seen.add(key);
  });
  const chatInputs = perType.get(ApplicationCommandType.ChatInput) ?? 0;
  if (chatInputs > 100) checks.add([], "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands.");
  return checks.errors;
}

export function validateCommand(command: unknown): FieldError[] {
  const checks = new FieldChecks();
  validateCommandAt(checks, [], command);
  return checks.errors;
}

function validateCommandAt(checks: FieldChecks, path: Path, command: unknown): void {
  if (!isObject(command)) {
    checks.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    return;
  }
  const type = command["type"] ?? ApplicationCommandType.ChatInput;
  checks.oneOf([...path, "type"], type, [1, 2, 3, 4]);
  const chatInput = type === ApplicationCommandType.ChatInput;
  if (chatInput) {
    checkName(checks, [...path, "name"], command["name"]);
    checks.text([...path, "description"], command["description"], 1, 100, true);
  } else {
    checks.text([...path, "name"], command["name"], 1, 32, true);
    if (command["description"])
      checks.add([...path, "description"], "APPLICATION_COMMAND_DESCRIPTION_NOT_EMPTY", "Description must be empty");
  }
  checkLocalizations(
    checks,
    [...path, "name_localizations"],
    command["name_localizations"],
    chatInput ? "name" : "label",
  );
  checkLocalizations(
    checks,
    [...path, "description_localizations"],
    command["description_localizations"],
    "description",
  );
  const permissions = command["default_member_permissions"];
  if (
    permissions !== undefined &&
    permissions !== null &&
    (typeof permissions !== "string" || !/^\d+$/.test(permissions))
  )
    checks.add([...path, "default_member_permissions"], "BASE_TYPE_STRING", "Must be a permission bitfield string");
  checkOptions(checks, [...path, "options"], command["options"], 0);
  if (chatInput && commandSize(command) > MAX_COMMAND_SIZE)
    checks.add(path, "APPLICATION_COMMAND_TOO_LARGE", `Command exceeds maximum size (${MAX_COMMAND_SIZE})`);
}

function checkOptions(checks: FieldChecks, path: Path, raw: unknown, depth: number): void {
  const options = checks.list(path, raw, 0, 25);
  const names = new Set<string>();
  let sawOptional = false;
  let sawSubcommand = false;
  let sawPlain = false;
  options.forEach((option, i) => {
    const at = [...path, i];
    if (!isObject(option)) return checks.required(at);
    const type = option["type"];
    checks.oneOf([...at, "type"], type, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    checkName(checks, [...at, "name"], option["name"]);
    checks.text([...at, "description"], option["description"], 1, 100, true);
    checkLocalizations(checks, [...at, "name_localizations"], option["name_localizations"], "name");
    checkLocalizations(
      checks,
      [...at, "description_localizations"],
      option["description_localizations"],
      "description",
    );
    if (typeof option["name"] === "string") {
      if (names.has(option["name"]))
        checks.add([...at, "name"], "APPLICATION_COMMAND_OPTIONS_DUPLICATED", "Command option names must be unique");
      names.add(option["name"]);
    }

    const isSubcommand = typeof type === "number" && SUBCOMMAND_TYPES.includes(type);
    if (isSubcommand) {
      sawSubcommand = true;
      const allowedDepth = type === OptionType.SubcommandGroup ? 0 : 1;
      if (depth > allowedDepth)
        checks.add(
          [...at, "type"],
          "APPLICATION_COMMAND_OPTION_INVALID_NESTING",
          "Subcommands cannot be nested this way",
        );
      if (type === OptionType.SubcommandGroup) {
        const inner = Array.isArray(option["options"]) ? option["options"] : [];
        inner.forEach((sub, j) => {
          if (!isObject(sub) || sub["type"] !== OptionType.Subcommand)
            checks.add(
              [...at, "options", j, "type"],
              "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
              "A subcommand group may only hold subcommands",
            );
        });
      }
      checkOptions(checks, [...at, "options"], option["options"], depth + 1);
      return;
    }
    sawPlain = true;
    if (option["required"] === true) {
      if (sawOptional)
        checks.add(
          [...at, "required"],
          "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
          "Required options must be placed before non-required options",
        );
    } else sawOptional = true;
    checkChoices(checks, at, option);
    if (type === OptionType.String) {
      checks.integer([...at, "min_length"], option["min_length"], 0, 6000);
      checks.integer([...at, "max_length"], option["max_length"], 1, 6000);
    }
  });
  if (sawSubcommand && sawPlain)
    checks.add(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Subcommands cannot be mixed with other options");
}

function checkChoices(checks: FieldChecks, at: Path, option: JsonObject): void {
  const type = option["type"];
  if (option["choices"] === undefined || option["choices"] === null) return;
  if (typeof type !== "number" || !CHOICE_TYPES.includes(type)) {
    checks.add(
      [...at, "choices"],
      "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
      "Only string, integer and number options have choices",
    );
    return;
  }
  if (option["autocomplete"] === true)
    checks.add(
      [...at, "autocomplete"],
      "APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES",
      "Autocomplete cannot be used with choices",
    );
  const choices = checks.list([...at, "choices"], option["choices"], 0, 25);
  choices.forEach((choice, j) => {
    const path = [...at, "choices", j];
    if (!isObject(choice)) return checks.required(path);
    checks.text([...path, "name"], choice["name"], 1, 100, true);
    checkLocalizations(checks, [...path, "name_localizations"], choice["name_localizations"], "label");
    const value = choice["value"];
    if (type === OptionType.String) checks.text([...path, "value"], value, 1, 100, true);
    else if (type === OptionType.Integer && !Number.isInteger(value))
      checks.add([...path, "value"], "NUMBER_TYPE_COERCE", `Value "${String(value)}" is not int.`);
    else if (type === OptionType.Number && typeof value !== "number")
      checks.add([...path, "value"], "NUMBER_TYPE_COERCE", `Value "${String(value)}" is not a number.`);
  });
}

function checkName(checks: FieldChecks, path: Path, name: unknown): void {
  if (typeof name !== "string") return checks.required(path);
  if (!CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase())
    checks.add(path, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid");
}

function checkLocalizations(
  checks: FieldChecks,
  path: Path,
  map: unknown,
  kind: "name" | "label" | "description",
): void {
  if (map === undefined || map === null) return;
  if (!isObject(map)) {
    checks.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType");
    return;
  }
  for (const [locale, value] of Object.entries(map)) {
    if (!LOCALES.has(locale)) {
      checks.add([...path, locale], "ENUM_TYPE_COERCE", `Value "${locale}" is not a valid enum value.`);
      continue;
    }
    if (value === null) continue;
    if (kind === "name") checkName(checks, [...path, locale], value);
    else checks.text([...path, locale], value, 1, 100, true);
  }
}

/** Discord counts names, descriptions and choice names/values (the longest localization of each) towards 4000. */
function commandSize(node: JsonObject): number {
  const longest = (base: unknown, localizations: unknown) =>
    Math.max(textLength(base), ...(isObject(localizations) ? Object.values(localizations).map(textLength) : []));
  let size =
    longest(node["name"], node["name_localizations"]) + longest(node["description"], node["description_localizations"]);
  if (node["value"] !== undefined) size += textLength(String(node["value"]));
  for (const key of ["options", "choices"] as const) {
    const children = node[key];
    if (Array.isArray(children)) for (const child of children) if (isObject(child)) size += commandSize(child);
  }
  return size;
}
