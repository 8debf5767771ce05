import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  ButtonStyle,
  ComponentType,
  GatewayDispatchEvents,
  InteractionType,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmission,
  type APIModalSubmissionComponent,
} from "discord-api-types/v10";
import { commandData, type SlashOptionValue } from "./command-options.ts";
import { commandsVisibleIn } from "./command-routes.ts";
import { customIdsIn, findComponent } from "./component-lookup.ts";
import { EmulatorUsageError } from "./errors.ts";
import type { Gateway } from "./gateway.ts";
import { baseInteraction, sceneFor, type InteractionScene } from "./interaction-payloads.ts";
import { isObject, type JsonObject } from "./json.ts";
import { apiMessage, canSee } from "./messages.ts";
import type { EmuUser, InteractionKind, InteractionOutcome, InteractionRecord, RecordedMessage } from "./model.ts";
import { describeInteraction, type PendingResponses } from "./outcomes.ts";
import { hasAll, memberPermissions } from "./permissions.ts";
import type { EmulatorState } from "./state.ts";

export interface SlashExtras {
  /** The Discord client's locale for this one interaction (defaults to the user's). */
  readonly locale?: string;
  /**
   * Send the options as given, the way a forged interaction can: no check of choices, ranges, lengths or required
   * options, and an option the command does not define goes as a string.
   */
  readonly forged?: boolean;
}

/** A grace period after the 3 s limit before a test is told the bot never answered. */
const NO_RESPONSE_GRACE_MS = 250;

/** Plays the users: builds interactions the way the Discord client would and sends them to the bot. */
export class InteractionDriver {
  readonly #state: EmulatorState;
  readonly #gateway: Gateway;
  readonly #pending: PendingResponses;

  constructor(state: EmulatorState, gateway: Gateway, pending: PendingResponses) {
    this.#state = state;
    this.#gateway = gateway;
    this.#pending = pending;
  }

  slash(
    user: EmuUser,
    channelId: string,
    commandLine: string,
    options: Readonly<Record<string, SlashOptionValue>> = {},
    extras: SlashExtras = {},
  ): Promise<InteractionOutcome> {
    const scene = this.#scene(user, channelId, extras.locale);
    const { command, name, subcommands } = this.#command(user, scene, commandLine);
    const data = commandData(this.#state, scene, command, subcommands, options, null, extras.forged ?? false);
    return this.#dispatch(scene, {
      type: InteractionType.ApplicationCommand,
      kind: "command",
      name: [name, ...subcommands].join(" "),
      commandName: command.name,
      sourceMessage: null,
      triggeringInteractionId: null,
      data,
    });
  }

  /**
   * What the Discord client sends while a user types into an autocomplete option: the command's options so far, the
   * one being typed (`focused`) marked. The bot must answer with choices (callback 8) within the usual 3 s.
   */
  autocomplete(
    user: EmuUser,
    channelId: string,
    commandLine: string,
    options: Readonly<Record<string, SlashOptionValue>>,
    focused: string,
  ): Promise<InteractionOutcome> {
    const scene = this.#scene(user, channelId);
    const { command, name, subcommands } = this.#command(user, scene, commandLine);
    const data = commandData(this.#state, scene, command, subcommands, options, focused);
    return this.#dispatch(scene, {
      type: InteractionType.ApplicationCommandAutocomplete,
      kind: "autocomplete",
      name: [name, ...subcommands].join(" "),
      commandName: command.name,
      sourceMessage: null,
      triggeringInteractionId: null,
      data,
    });
  }

  /** A button press. With `checkCustomId` false the custom_id need not be on the message (a forged press). */
  press(
    user: EmuUser,
    messageRef: RecordedMessage | string,
    customId: string,
    checkCustomId = true,
  ): Promise<InteractionOutcome> {
    const message = this.#visibleMessage(user, messageRef);
    const component = findComponent(message.components, customId);
    if (checkCustomId) {
      if (!component || component["type"] !== ComponentType.Button)
        throw new EmulatorUsageError(
          `no button "${customId}" on message ${message.id} (has: ${customIdsIn(message.components).join(", ")})`,
        );
      if (component["style"] === ButtonStyle.Link || component["style"] === ButtonStyle.Premium)
        throw new EmulatorUsageError(`button "${customId}" is a link/premium button; pressing it sends no interaction`);
      if (component["disabled"] === true) throw new EmulatorUsageError(`button "${customId}" is disabled`);
    }
    return this.#component(user, message, { custom_id: customId, component_type: ComponentType.Button });
  }

  select(
    user: EmuUser,
    messageRef: RecordedMessage | string,
    customId: string,
    values: readonly string[],
  ): Promise<InteractionOutcome> {
    const message = this.#visibleMessage(user, messageRef);
    const component = findComponent(message.components, customId);
    if (!component || component["type"] !== ComponentType.StringSelect)
      throw new EmulatorUsageError(`no string select "${customId}" on message ${message.id}`);
    if (component["disabled"] === true) throw new EmulatorUsageError(`select "${customId}" is disabled`);
    checkSelection(component, values, customId);
    return this.#component(user, message, {
      custom_id: customId,
      component_type: ComponentType.StringSelect,
      values: [...values],
    });
  }

  /** Submits the modal the bot opened in answer to `opened`; `values` by text input custom_id. */
  submitModal(
    user: EmuUser,
    opened: InteractionOutcome,
    values: Readonly<Record<string, string>>,
  ): Promise<InteractionOutcome> {
    const trigger = this.#state.interactions.get(opened.interactionId);
    if (!trigger?.modal) throw new EmulatorUsageError(`interaction ${opened.interactionId} did not open a modal`);
    if (trigger.userId !== user.id) throw new EmulatorUsageError(`the modal was shown to another user`);
    const channel = this.#state.channel(trigger.channelId);
    const scene = sceneFor(this.#state, user, channel);
    const source = trigger.sourceMessageId ? (this.#state.messagesById.get(trigger.sourceMessageId) ?? null) : null;
    const data: APIModalSubmission = {
      custom_id: trigger.modal.custom_id,
      components: modalSubmission(trigger.modal, values),
    };
    return this.#dispatch(scene, {
      type: InteractionType.ModalSubmit,
      kind: "modal",
      name: trigger.modal.custom_id,
      commandName: null,
      sourceMessage: source,
      triggeringInteractionId: trigger.id,
      data,
    });
  }

  #component(user: EmuUser, message: RecordedMessage, data: JsonObject): Promise<InteractionOutcome> {
    const scene = this.#scene(user, message.channelId);
    const kind: InteractionKind = data["component_type"] === ComponentType.Button ? "button" : "select";
    return this.#dispatch(scene, {
      type: InteractionType.MessageComponent,
      kind,
      name: String(data["custom_id"]),
      commandName: null,
      sourceMessage: message,
      triggeringInteractionId: null,
      data,
    });
  }

  /** The slash command a command line names, as the Discord client offers it to this user here (or why not). */
  #command(user: EmuUser, scene: InteractionScene, commandLine: string) {
    const [name = "", ...subcommands] = commandLine.trim().replace(/^\//, "").split(/\s+/);
    const command = commandsVisibleIn(this.#state, scene.guild?.id ?? null).find(
      (candidate) => candidate.name === name && candidate.type === 1,
    );
    if (!command) throw new EmulatorUsageError(`no slash command /${name} is registered for this channel`);
    if (command.default_member_permissions !== null && scene.guild) {
      const required = BigInt(command.default_member_permissions);
      if (!hasAll(memberPermissions(user.manageGuild), required))
        throw new EmulatorUsageError(`${user.username} lacks the permissions /${name} requires (Discord hides it)`);
    }
    const allowedContexts = command.contexts ?? null;
    if (allowedContexts && !allowedContexts.includes(scene.guild ? 0 : 1))
      throw new EmulatorUsageError(`/${name} is not available in this context (contexts ${allowedContexts.join(",")})`);
    return { command, name, subcommands };
  }

  #scene(user: EmuUser, channelId: string, locale?: string): InteractionScene {
    const channel = this.#state.channels.get(channelId);
    if (!channel) throw new EmulatorUsageError(`unknown channel ${channelId}`);
    if (channel.type === 1 && channel.recipientId !== user.id)
      throw new EmulatorUsageError(`${user.username} is not in DM channel ${channelId}`);
    return sceneFor(this.#state, user, channel, locale);
  }

  #visibleMessage(user: EmuUser, ref: RecordedMessage | string): RecordedMessage {
    const id = typeof ref === "string" ? ref : ref.id;
    const message = this.#state.messagesById.get(id);
    if (!message) throw new EmulatorUsageError(`unknown message ${id}`);
    if (message.deleted) throw new EmulatorUsageError(`message ${id} was deleted`);
    if (!canSee(message, user.id)) throw new EmulatorUsageError(`${user.username} cannot see message ${id}`);
    if (message.flags & 128) throw new EmulatorUsageError(`message ${id} is still "thinking"`);
    return message;
  }

  #dispatch(
    scene: InteractionScene,
    spec: {
      type: InteractionType;
      kind: InteractionKind;
      name: string;
      commandName: string | null;
      sourceMessage: RecordedMessage | null;
      triggeringInteractionId: string | null;
      data: unknown;
    },
  ): Promise<InteractionOutcome> {
    const state = this.#state;
    const id = state.ids.next();
    const token = `aW50ZXJhY3Rpb246${id}:${randomBytes(48).toString("base64url")}`;
    const payload = baseInteraction(state, scene, { id, token }, spec.type, spec.data);
    if (spec.sourceMessage) payload.message = apiMessage(state, spec.sourceMessage);

    const record: InteractionRecord = {
      id,
      token,
      type: spec.type,
      kind: spec.kind,
      name: spec.name,
      userId: scene.user.id,
      channelId: scene.channel.id,
      guildId: scene.guild?.id ?? null,
      createdAt: state.clock.now(),
      dispatchedPerf: performance.now(),
      sourceMessageId: spec.sourceMessage?.id ?? null,
      commandName: spec.commandName,
      triggeringInteractionId: spec.triggeringInteractionId,
      state: "pending",
      callbackType: null,
      originalMessageId: null,
      originalLoading: false,
      followUpIds: [],
      modal: null,
    };
    const limit = state.limits.firstResponseLimitMs;
    const outcome = this.#pending.expect(id, limit + NO_RESPONSE_GRACE_MS, () => {
      const text = `${describeInteraction(record)}: no first response within ${limit} ms`;
      state.problem(text);
      return new Error(text);
    });
    state.interactions.set(id, record);
    state.interactionsByToken.set(token, record);
    if (!this.#gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload, null, scene.guild?.id ?? null)) {
      this.#pending.reject(id, new EmulatorUsageError("no bot is connected to the gateway"));
    }
    return outcome;
  }
}

function checkSelection(select: JsonObject, values: readonly string[], customId: string): void {
  const options = Array.isArray(select["options"]) ? select["options"].filter(isObject) : [];
  const offered = new Set(options.map((option) => option["value"]));
  const unknown = values.filter((value) => !offered.has(value));
  if (unknown.length > 0) throw new EmulatorUsageError(`select "${customId}" offers no ${unknown.join(", ")}`);
  if (new Set(values).size !== values.length) throw new EmulatorUsageError(`select "${customId}": duplicate values`);
  const min = typeof select["min_values"] === "number" ? select["min_values"] : 1;
  const max = typeof select["max_values"] === "number" ? select["max_values"] : 1;
  if (values.length < min || values.length > max)
    throw new EmulatorUsageError(`select "${customId}" takes ${min}..${max} values, got ${values.length}`);
}

/** What the Discord client sends back for a modal: each input's custom_id and value, in the modal's layout. */
function modalSubmission(
  modal: APIModalInteractionResponseCallbackData,
  values: Readonly<Record<string, string>>,
): APIModalSubmissionComponent[] {
  const known = new Set(customIdsIn(modal.components));
  for (const key of Object.keys(values))
    if (!known.has(key)) throw new EmulatorUsageError(`the modal has no input "${key}"`);
  const textInput = (input: JsonObject) => {
    const customId = String(input["custom_id"]);
    const value = values[customId] ?? (typeof input["value"] === "string" ? input["value"] : "");
    const length = [...value].length;
    if (input["required"] !== false && length === 0)
      throw new EmulatorUsageError(`modal input "${customId}" is required`);
    const min = typeof input["min_length"] === "number" ? input["min_length"] : 0;
    const max = typeof input["max_length"] === "number" ? input["max_length"] : 4000;
    if (length > 0 && (length < min || length > max))
      throw new EmulatorUsageError(`modal input "${customId}" takes ${min}..${max} characters`);
    return {
      type: ComponentType.TextInput,
      custom_id: customId,
      value,
      ...(typeof input["id"] === "number" ? { id: input["id"] } : {}),
    };
  };
  return (modal.components as unknown[]).filter(isObject).map((component) => {
    const id = typeof component["id"] === "number" ? { id: component["id"] } : {};
    if (component["type"] === ComponentType.ActionRow) {
      const inputs = Array.isArray(component["components"]) ? component["components"].filter(isObject) : [];
      return { type: ComponentType.ActionRow, ...id, components: inputs.map(textInput) } as APIModalSubmissionComponent;
    }
    if (component["type"] === ComponentType.Label && isObject(component["component"])) {
      const inner = component["component"];
      if (inner["type"] !== ComponentType.TextInput)
        throw new EmulatorUsageError(`modal component type ${String(inner["type"])} is not emulated`);
      return { type: ComponentType.Label, ...id, component: textInput(inner) } as APIModalSubmissionComponent;
    }
    return { type: ComponentType.TextDisplay, ...id } as APIModalSubmissionComponent;
  });
}
