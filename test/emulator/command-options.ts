import {
  ApplicationCommandOptionType as OptionType,
  ApplicationCommandType,
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIChatInputApplicationCommandInteractionData,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedChannel,
  type InteractionType,
} from "discord-api-types/v10";
import { EmulatorUsageError } from "./errors.ts";
import { apiAttachment } from "./messages.ts";
import type { EmuUser } from "./model.ts";
import { apiEveryoneRole, apiMember, apiRole, apiUser, permissionsOf } from "./objects.ts";
import type { InteractionScene } from "./interaction-payloads.ts";
import type { EmulatorState } from "./state.ts";

/** A file a user attaches to an attachment option. */
export interface EmuFile {
  readonly filename: string;
  readonly data: Buffer;
  readonly contentType?: string;
}

/** A value a test passes for a slash command option: user options take an EmuUser or a user id, attachments an EmuFile. */
export type SlashOptionValue = string | number | boolean | EmuUser | EmuFile;

const isFile = (value: SlashOptionValue): value is EmuFile =>
  typeof value === "object" && "filename" in value && "data" in value;

type DataOption = APIApplicationCommandInteractionDataOption<InteractionType.ApplicationCommand>;

/**
 * Builds `data` for a chat input command as the Discord client would send it: option types from the registered
 * command, subcommands from the words after the command name ("deck add"), resolved users/channels/roles.
 * Anything the Discord client would not let a user send is an EmulatorUsageError.
 */
export function commandData(
  state: EmulatorState,
  scene: InteractionScene,
  command: APIApplicationCommand,
  subcommandPath: readonly string[],
  given: Readonly<Record<string, SlashOptionValue>>,
  focused: string | null = null,
  forged = false,
): APIChatInputApplicationCommandInteractionData {
  const resolved: APIInteractionDataResolved = {};
  const leafOptions = pickSubcommand(command, subcommandPath);
  let options = forged
    ? forgedOptions(leafOptions.options, given)
    : buildOptions(state, scene, command.name, leafOptions.options, given, resolved, focused);
  for (const { name, type } of [...leafOptions.path].reverse()) {
    options = [{ name, type, options } as DataOption];
  }
  const data: APIChatInputApplicationCommandInteractionData = {
    id: command.id,
    name: command.name,
    type: ApplicationCommandType.ChatInput,
  };
  if (options.length > 0) data.options = options;
  if (Object.keys(resolved).length > 0) data.resolved = resolved;
  if (command.guild_id) data.guild_id = command.guild_id;
  return data;
}

function pickSubcommand(command: APIApplicationCommand, words: readonly string[]) {
  let options: readonly APIApplicationCommandOption[] = command.options ?? [];
  const path: { name: string; type: OptionType.Subcommand | OptionType.SubcommandGroup }[] = [];
  for (const word of words) {
    const found = options.find(
      (option) =>
        option.name === word && (option.type === OptionType.Subcommand || option.type === OptionType.SubcommandGroup),
    );
    if (!found || (found.type !== OptionType.Subcommand && found.type !== OptionType.SubcommandGroup))
      throw new EmulatorUsageError(`/${command.name} has no subcommand "${word}"`);
    path.push({ name: found.name, type: found.type });
    options = found.options ?? [];
  }
  if (options.some((option) => option.type === OptionType.Subcommand || option.type === OptionType.SubcommandGroup))
    throw new EmulatorUsageError(`/${[command.name, ...words].join(" ")} needs a subcommand`);
  return { path, options };
}

function buildOptions(
  state: EmulatorState,
  scene: InteractionScene,
  commandName: string,
  definitions: readonly APIApplicationCommandOption[],
  given: Readonly<Record<string, SlashOptionValue>>,
  resolved: APIInteractionDataResolved,
  focused: string | null,
): DataOption[] {
  for (const name of Object.keys(given)) {
    if (!definitions.some((definition) => definition.name === name))
      throw new EmulatorUsageError(
        `/${commandName} has no option "${name}" (options: ${definitions.map((d) => d.name).join(", ") || "none"})`,
      );
  }
  const options: DataOption[] = [];
  for (const definition of definitions) {
    const value = given[definition.name];
    if (definition.name === focused) {
      // What the user is still typing into an autocomplete option: any text, marked focused.
      if (!("autocomplete" in definition && definition.autocomplete))
        throw new EmulatorUsageError(`/${commandName} option "${definition.name}" has no autocomplete`);
      options.push({
        name: definition.name,
        type: definition.type,
        value: String(value ?? ""),
        focused: true,
      } as DataOption);
      continue;
    }
    if (value === undefined) {
      // While autocompleting, required options not filled in yet are simply absent.
      if (focused === null && "required" in definition && definition.required)
        throw new EmulatorUsageError(`/${commandName} needs option "${definition.name}"`);
      continue;
    }
    options.push(optionValue(state, scene, commandName, definition, value, resolved));
  }
  return options;
}

/** Options as a forged interaction carries them: the defined type where there is one, the value unchecked. */
function forgedOptions(
  definitions: readonly APIApplicationCommandOption[],
  given: Readonly<Record<string, SlashOptionValue>>,
): DataOption[] {
  return Object.entries(given).map(([name, value]) => {
    const type = definitions.find((definition) => definition.name === name)?.type ?? OptionType.String;
    const raw = typeof value === "object" ? ("id" in value ? value.id : value.filename) : value;
    return { name, type, value: raw } as DataOption;
  });
}

function optionValue(
  state: EmulatorState,
  scene: InteractionScene,
  commandName: string,
  definition: APIApplicationCommandOption,
  value: SlashOptionValue,
  resolved: APIInteractionDataResolved,
): DataOption {
  const fail = (why: string) => new EmulatorUsageError(`/${commandName} option "${definition.name}": ${why}`);
  const { name } = definition;
  switch (definition.type) {
    case OptionType.String: {
      if (typeof value !== "string") throw fail("expects a string");
      if (definition.choices && !definition.choices.some((choice) => choice.value === value))
        throw fail(`"${value}" is not one of the choices ${definition.choices.map((c) => c.value).join(", ")}`);
      const length = [...value].length;
      if (length < (definition.min_length ?? 0) || length > (definition.max_length ?? 6000))
        throw fail("length out of range");
      return { name, type: definition.type, value };
    }
    case OptionType.Integer:
    case OptionType.Number: {
      if (typeof value !== "number" || !Number.isFinite(value)) throw fail("expects a number");
      if (definition.type === OptionType.Integer && !Number.isInteger(value)) throw fail("expects an integer");
      if (definition.choices && !definition.choices.some((choice) => choice.value === value))
        throw fail(`${value} is not one of the choices`);
      if (value < (definition.min_value ?? -(2 ** 53)) || value > (definition.max_value ?? 2 ** 53))
        throw fail(`${value} is out of range`);
      return { name, type: definition.type, value } as DataOption;
    }
    case OptionType.Boolean:
      if (typeof value !== "boolean") throw fail("expects a boolean");
      return { name, type: definition.type, value };
    case OptionType.Attachment: {
      if (!isFile(value)) throw fail("expects a file");
      if (value.data.length > state.limits.attachmentSizeLimit) throw fail("the file is over the upload limit");
      const id = state.ids.next();
      const attachment = {
        id,
        filename: value.filename,
        contentType: value.contentType ?? "application/octet-stream",
        data: value.data,
        description: null,
        url: `${state.origin}/attachments/${id}/${encodeURIComponent(value.filename)}`,
      };
      state.attachmentsById.set(id, attachment);
      (resolved.attachments ??= {})[id] = apiAttachment(attachment, true);
      return { name, type: definition.type, value: id };
    }
    case OptionType.User:
    case OptionType.Mentionable: {
      if (isFile(value)) throw fail("expects a user");
      const id = typeof value === "object" ? value.id : String(value);
      if (definition.type === OptionType.Mentionable && scene.guild && id === scene.guild.id) {
        (resolved.roles ??= {})[id] = apiEveryoneRole(scene.guild);
        return { name, type: definition.type, value: id };
      }
      const user = state.users.get(id);
      if (!user) throw fail(`unknown user ${id}`);
      (resolved.users ??= {})[id] = apiUser(user);
      if (scene.guild) {
        const { user: _user, ...member } = apiMember(state, user, scene.guild);
        (resolved.members ??= {})[id] = { ...member, permissions: permissionsOf(state, user).toString() };
      }
      return { name, type: definition.type, value: id };
    }
    case OptionType.Channel: {
      const channel = state.channels.get(String(value));
      if (!channel || (channel.guildId !== null && channel.guildId !== scene.guild?.id))
        throw fail(`unknown channel ${String(value)}`);
      if (definition.channel_types && !definition.channel_types.some((type) => Number(type) === channel.type))
        throw fail(`channel type ${channel.type} is not allowed`);
      const entry = {
        id: channel.id,
        name: channel.name,
        type: channel.type,
        permissions: permissionsOf(state, scene.user).toString(),
      } as APIInteractionDataResolvedChannel;
      (resolved.channels ??= {})[channel.id] = entry;
      return { name, type: definition.type, value: channel.id };
    }
    case OptionType.Role: {
      const guild = scene.guild;
      const role = guild
        ? [{ id: guild.id, name: "@everyone" }, ...guild.roles].find((r) => r.id === String(value))
        : undefined;
      if (!guild || !role) throw fail(`unknown role ${String(value)} (add it with addRole)`);
      (resolved.roles ??= {})[role.id] = apiRole(guild, role);
      return { name, type: definition.type, value: role.id };
    }
    default:
      throw fail(`option type ${definition.type} is not emulated`);
  }
}
