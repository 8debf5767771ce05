import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  type InteractionContextType,
  type LocalizationMap,
} from "discord-api-types/v10";
import {
  describeFieldErrors,
  invalidFormBody,
  unknownApplication,
  unknownCommand,
  unknownGuild,
  type FieldError,
} from "./errors.ts";
import { isObject, type JsonObject } from "./json.ts";
import { param, type RouteRequest, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";
import { validateCommand, validateCommandList } from "./validate-commands.ts";

const GLOBAL = "global";

/** Application command registration, global and per guild. */
export function registerCommandRoutes(router: Router, state: EmulatorState): void {
  for (const base of [
    "/applications/:applicationId/commands",
    "/applications/:applicationId/guilds/:guildId/commands",
  ]) {
    router.add("GET", base, "bot", (request) => ({ status: 200, body: commandsOf(state, scope(state, request)) }));

    router.add("PUT", base, "bot", (request) => {
      const key = scope(state, request);
      refuseInvalid(state, request, validateCommandList(request.body.json));
      const previous = commandsOf(state, key);
      const next = (request.body.json as unknown[]).filter(isObject).map((raw) => {
        const existing = previous.find((command) => command.name === raw["name"] && command.type === commandType(raw));
        return storedCommand(state, key, raw, existing?.id);
      });
      state.commands.set(key, next);
      return { status: 200, body: next };
    });

    router.add("POST", base, "bot", (request) => {
      const key = scope(state, request);
      refuseInvalid(state, request, validateCommand(request.body.json));
      const raw = request.body.json as JsonObject;
      const list = commandsOf(state, key);
      const index = list.findIndex((command) => command.name === raw["name"] && command.type === commandType(raw));
      const command = storedCommand(state, key, raw, list[index]?.id);
      if (index === -1) list.push(command);
      else list[index] = command;
      state.commands.set(key, list);
      return { status: index === -1 ? 201 : 200, body: command };
    });

    router.add("GET", `${base}/:commandId`, "bot", (request) => ({
      status: 200,
      body: findCommand(state, request).command,
    }));

    router.add("PATCH", `${base}/:commandId`, "bot", (request) => {
      const { key, command, index } = findCommand(state, request);
      const merged = { ...command, ...(isObject(request.body.json) ? request.body.json : {}) };
      refuseInvalid(state, request, validateCommand(merged));
      const updated = storedCommand(state, key, merged, command.id);
      commandsOf(state, key)[index] = updated;
      return { status: 200, body: updated };
    });

    router.add("DELETE", `${base}/:commandId`, "bot", (request) => {
      const { key, index } = findCommand(state, request);
      commandsOf(state, key).splice(index, 1);
      return { status: 204 };
    });
  }
}

/** Global commands plus the guild's own; a guild command shadows a global one of the same name. */
export function commandsVisibleIn(state: EmulatorState, guildId: string | null): APIApplicationCommand[] {
  const guildCommands = guildId ? commandsOf(state, guildId) : [];
  const global = commandsOf(state, GLOBAL).filter(
    (command) => !guildCommands.some((own) => own.name === command.name && own.type === command.type),
  );
  return [...guildCommands, ...global];
}

function commandsOf(state: EmulatorState, key: string): APIApplicationCommand[] {
  return state.commands.get(key) ?? [];
}

function scope(state: EmulatorState, request: RouteRequest): string {
  if (param(request, "applicationId") !== state.applicationId) throw unknownApplication();
  const guildId = request.params["guildId"];
  if (guildId === undefined) return GLOBAL;
  if (!state.guilds.has(guildId)) throw unknownGuild();
  return guildId;
}

function findCommand(state: EmulatorState, request: RouteRequest) {
  const key = scope(state, request);
  const list = commandsOf(state, key);
  const index = list.findIndex((command) => command.id === param(request, "commandId"));
  const command = list[index];
  if (!command) throw unknownCommand();
  return { key, command, index };
}

function refuseInvalid(state: EmulatorState, request: RouteRequest, errors: FieldError[]): void {
  if (errors.length === 0) return;
  state.problem(`${request.method} ${request.path}: Invalid Form Body: ${describeFieldErrors(errors)}`);
  throw invalidFormBody(errors);
}

function commandType(raw: JsonObject): ApplicationCommandType {
  return typeof raw["type"] === "number" ? (raw["type"] as ApplicationCommandType) : ApplicationCommandType.ChatInput;
}

function storedCommand(
  state: EmulatorState,
  key: string,
  raw: JsonObject,
  id: string | undefined,
): APIApplicationCommand {
  const type = commandType(raw);
  const command: APIApplicationCommand = {
    id: id ?? state.ids.next(),
    application_id: state.applicationId,
    version: state.ids.next(),
    type,
    name: String(raw["name"]),
    name_localizations: (raw["name_localizations"] as LocalizationMap | undefined) ?? null,
    description: typeof raw["description"] === "string" ? raw["description"] : "",
    description_localizations: (raw["description_localizations"] as LocalizationMap | undefined) ?? null,
    default_member_permissions:
      typeof raw["default_member_permissions"] === "string" ? raw["default_member_permissions"] : null,
    nsfw: raw["nsfw"] === true,
    integration_types: [ApplicationIntegrationType.GuildInstall],
    contexts: Array.isArray(raw["contexts"]) ? (raw["contexts"] as InteractionContextType[]) : null,
  };
  if (Array.isArray(raw["options"]) && raw["options"].length > 0)
    command.options = raw["options"] as APIApplicationCommandOption[];
  if (key !== GLOBAL) command.guild_id = key;
  return command;
}
