import {
  InteractionResponseType as Callback,
  InteractionType,
  MessageFlags,
  type APIModalInteractionResponseCallbackData,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from "discord-api-types/v10";
import { channelVisibility } from "./channel-routes.ts";
import {
  alreadyAcknowledged,
  describeFieldErrors,
  invalidFormBody,
  unknownInteraction,
  type FieldError,
} from "./errors.ts";
import { FieldChecks } from "./field-checks.ts";
import { interactionMessage } from "./interaction-payloads.ts";
import { isObject, type JsonObject } from "./json.ts";
import { EMPTY_SNAPSHOT, prepareFromJson } from "./message-payload.ts";
import { apiMessage, applyEdit, recordMessage } from "./messages.ts";
import type { InteractionRecord, RecordedMessage, Visibility, InteractionOutcome } from "./model.ts";
import { describeInteraction, makeOutcome, type PendingResponses } from "./outcomes.ts";
import { param, type RouteRequest, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";
import { checkModal } from "./validate-components.ts";

/** POST /interactions/{id}/{token}/callback: the first response, its 3 s limit, and "already acknowledged". */
export function registerInteractionCallbackRoute(
  router: Router,
  state: EmulatorState,
  pending: PendingResponses,
): void {
  router.add("POST", "/interactions/:interactionId/:token/callback", "none", (request) => {
    const record = state.interactions.get(param(request, "interactionId"));
    if (!record || record.token !== param(request, "token")) throw unknownInteraction();
    if (record.state === "acknowledged") {
      state.problem(`${describeInteraction(record)}: a second initial response (Discord answers 40060)`);
      throw alreadyAcknowledged();
    }
    if (record.state === "dead") throw unknownInteraction();
    const elapsed = request.receivedAt - record.createdAt;
    const limit = state.limits.firstResponseLimitMs;
    if (elapsed > limit) {
      record.state = "dead";
      const text = `${describeInteraction(record)}: late first response after ${elapsed} ms (limit ${limit} ms)`;
      state.problem(text);
      pending.reject(record.id, new Error(text));
      throw unknownInteraction();
    }
    return respond(state, pending, record, request);
  });
}

function respond(state: EmulatorState, pending: PendingResponses, record: InteractionRecord, request: RouteRequest) {
  const where = `${describeInteraction(record)} callback`;
  const body: JsonObject = isObject(request.body.json) ? request.body.json : {};
  const type = body["type"];
  const data: JsonObject = isObject(body["data"]) ? body["data"] : {};
  const channel = state.channel(record.channelId);
  const source = record.sourceMessageId ? (state.messagesById.get(record.sourceMessageId) ?? null) : null;
  let message: RecordedMessage | undefined;
  let modal: APIModalInteractionResponseCallbackData | undefined;
  let choices: InteractionOutcome["choices"];

  // An autocomplete is answered with choices and nothing else; choices answer nothing else.
  if (
    (record.type === InteractionType.ApplicationCommandAutocomplete) !==
    (type === Callback.ApplicationCommandAutocompleteResult)
  ) {
    refuse(state, where, [typeError(`callback type ${String(type)} does not answer this interaction`)]);
  }
  switch (type) {
    case Callback.ApplicationCommandAutocompleteResult: {
      const offered = Array.isArray(data["choices"]) ? data["choices"] : null;
      const errors = autocompleteErrors(offered);
      if (errors.length > 0) refuse(state, where, errors);
      choices = offered as unknown as InteractionOutcome["choices"];
      break;
    }
    case Callback.ChannelMessageWithSource: {
      const write = prepareFromJson(state, where, data, request.body.files, null);
      const visibility = replyVisibility(record, channel, write.snapshot.flags);
      message = recordMessage(state, interactionMessage(state, record, channel, visibility, false), write);
      record.originalMessageId = message.id;
      break;
    }
    case Callback.DeferredChannelMessageWithSource: {
      const requested = typeof data["flags"] === "number" ? data["flags"] : 0;
      const flags = (requested & MessageFlags.Ephemeral) | MessageFlags.Loading;
      const write = { snapshot: { ...EMPTY_SNAPSHOT, flags }, newAttachments: [], withFiles: false };
      const visibility = replyVisibility(record, channel, flags);
      message = recordMessage(state, interactionMessage(state, record, channel, visibility, false), write);
      record.originalMessageId = message.id;
      record.originalLoading = true;
      break;
    }
    case Callback.DeferredMessageUpdate:
    case Callback.UpdateMessage: {
      if (!source) refuse(state, where, [typeError("types 6 and 7 are only valid for component interactions")]);
      if (type === Callback.UpdateMessage) {
        applyEdit(state, source, prepareFromJson(state, where, data, request.body.files, source));
        message = source;
      }
      record.originalMessageId = source.id;
      break;
    }
    case Callback.Modal: {
      if (record.type === InteractionType.ModalSubmit)
        refuse(state, where, [typeError("a modal cannot answer a modal submit")]);
      const checks = new FieldChecks();
      checkModal(checks, body["data"]);
      if (checks.errors.length > 0) refuse(state, where, checks.errors);
      modal = body["data"] as APIModalInteractionResponseCallbackData;
      record.modal = modal;
      break;
    }
    default:
      refuse(state, where, [typeError(`callback type ${String(type)} is not a valid response here`)]);
  }

  const callbackType = type as Callback;
  record.state = "acknowledged";
  record.callbackType = callbackType;
  const latencyMs = request.receivedPerf - record.dispatchedPerf;
  const withFiles = request.body.files.length > 0;
  state.latencies.push({
    interactionId: record.id,
    kind: record.kind,
    name: record.name,
    callbackType,
    ms: latencyMs,
    withFiles,
  });
  pending.resolve(record.id, makeOutcome(state, record, callbackType, latencyMs, message, modal, choices));

  if (request.query.get("with_response") !== "true") return { status: 204 };
  return { status: 200, body: callbackResponse(state, record, callbackType, message) };
}

/** Discord's limits on autocomplete choices: at most 25, names of 1 to 100 characters, values up to 100. */
function autocompleteErrors(choices: unknown[] | null): ReturnType<typeof typeError>[] {
  if (!choices) return [typeError("choices must be a list")];
  if (choices.length > 25) return [typeError("at most 25 choices")];
  return choices.flatMap((choice, i) => {
    const c = isObject(choice) ? choice : {};
    const name = c["name"];
    const value = c["value"];
    const nameOk = typeof name === "string" && [...name].length >= 1 && [...name].length <= 100;
    const valueOk = (typeof value === "string" && [...value].length <= 100) || typeof value === "number";
    return nameOk && valueOk ? [] : [typeError(`choice ${i}: a name of 1-100 characters and a value up to 100`)];
  });
}

function replyVisibility(
  record: InteractionRecord,
  channel: Parameters<typeof channelVisibility>[0],
  flags: number,
): Visibility {
  return flags & MessageFlags.Ephemeral ? { kind: "ephemeral", userId: record.userId } : channelVisibility(channel);
}

function callbackResponse(
  state: EmulatorState,
  record: InteractionRecord,
  type: Callback,
  message: RecordedMessage | undefined,
): RESTPostAPIInteractionCallbackWithResponseResult {
  const original = record.originalMessageId ? state.messagesById.get(record.originalMessageId) : undefined;
  const result: RESTPostAPIInteractionCallbackWithResponseResult = {
    interaction: { id: record.id, type: record.type },
    resource: { type },
  };
  if (original && (type === Callback.ChannelMessageWithSource || type === Callback.DeferredChannelMessageWithSource)) {
    result.interaction.response_message_id = original.id;
    result.interaction.response_message_loading = record.originalLoading;
    result.interaction.response_message_ephemeral = (original.flags & MessageFlags.Ephemeral) !== 0;
  }
  if (message && result.resource && (type === Callback.ChannelMessageWithSource || type === Callback.UpdateMessage))
    result.resource.message = apiMessage(state, message);
  return result;
}

function typeError(message: string): FieldError {
  return { path: ["type"], code: "INTERACTION_RESPONSE_TYPE_INVALID", message };
}

function refuse(state: EmulatorState, where: string, errors: readonly FieldError[]): never {
  state.problem(`${where}: Invalid Form Body: ${describeFieldErrors(errors)}`);
  throw invalidFormBody(errors);
}
