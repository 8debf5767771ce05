import { MessageFlags } from "discord-api-types/v10";
import { channelVisibility } from "./channel-routes.ts";
import { invalidWebhookToken, unknownMessage, unknownWebhook } from "./errors.ts";
import { interactionMessage } from "./interaction-payloads.ts";
import { prepareMessageWrite } from "./message-payload.ts";
import { apiMessage, applyEdit, recordMessage } from "./messages.ts";
import type { InteractionRecord, RecordedMessage, Visibility } from "./model.ts";
import { describeInteraction } from "./outcomes.ts";
import { param, type RouteRequest, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

/**
 * The interaction token as a webhook: follow-ups and @original. A token lives 15 minutes; the first follow-up after
 * a deferred reply fills the "thinking" message and keeps the defer's visibility.
 */
export function registerInteractionWebhookRoutes(router: Router, state: EmulatorState): void {
  const base = "/webhooks/:applicationId/:token";

  router.add("POST", base, "none", (request) => {
    const record = interactionFor(state, request);
    const where = `${describeInteraction(record)} follow-up`;
    const channel = state.channel(record.channelId);
    const original = record.originalMessageId ? state.messagesById.get(record.originalMessageId) : undefined;
    let message: RecordedMessage;
    if (original && record.originalLoading && !original.deleted) {
      applyEdit(state, original, prepareMessageWrite(state, where, request.body, original));
      record.originalLoading = false;
      message = original;
    } else {
      const write = prepareMessageWrite(state, where, request.body, null);
      const visibility: Visibility =
        write.snapshot.flags & MessageFlags.Ephemeral
          ? { kind: "ephemeral", userId: record.userId }
          : channelVisibility(channel);
      message = recordMessage(state, interactionMessage(state, record, channel, visibility, true), write);
    }
    record.followUpIds.push(message.id);
    return request.query.get("wait") === "false" ? { status: 204 } : { status: 200, body: apiMessage(state, message) };
  });

  router.add("GET", `${base}/messages/:messageId`, "none", (request) => {
    const record = interactionFor(state, request);
    return { status: 200, body: apiMessage(state, targetMessage(state, record, request)) };
  });

  router.add("PATCH", `${base}/messages/:messageId`, "none", (request) => {
    const record = interactionFor(state, request);
    const message = targetMessage(state, record, request);
    const where = `${describeInteraction(record)} edit of ${param(request, "messageId")}`;
    applyEdit(state, message, prepareMessageWrite(state, where, request.body, message));
    if (message.id === record.originalMessageId) record.originalLoading = false;
    return { status: 200, body: apiMessage(state, message) };
  });

  router.add("DELETE", `${base}/messages/:messageId`, "none", (request) => {
    const record = interactionFor(state, request);
    targetMessage(state, record, request).deleted = true;
    return { status: 204 };
  });
}

function interactionFor(state: EmulatorState, request: RouteRequest): InteractionRecord {
  const record = state.interactionsByToken.get(param(request, "token"));
  if (!record || param(request, "applicationId") !== state.applicationId) throw unknownWebhook();
  const age = request.receivedAt - record.createdAt;
  if (age > state.limits.tokenLifetimeMs) {
    const call = `${request.method} ${request.route}`;
    state.problem(`${describeInteraction(record)}: ${call} with a token ${Math.round(age / 1000)} s old (expired)`);
    throw invalidWebhookToken();
  }
  if (record.state !== "acknowledged") {
    state.problem(
      `${describeInteraction(record)}: ${request.method} ${request.route} before the interaction was acknowledged`,
    );
    throw unknownWebhook();
  }
  return record;
}

/** "@original" or one of this interaction's follow-ups. */
function targetMessage(state: EmulatorState, record: InteractionRecord, request: RouteRequest): RecordedMessage {
  const requested = param(request, "messageId");
  const id = requested === "@original" ? record.originalMessageId : requested;
  const ours = id !== null && (id === record.originalMessageId || record.followUpIds.includes(id));
  const message = ours ? state.messagesById.get(id) : undefined;
  if (!message || message.deleted) throw unknownMessage();
  return message;
}
