import { RESTJSONErrorCodes } from "discord-api-types/v10";

/** One entry of an "Invalid Form Body" error, at a path such as ["components", 0, "components", 1, "custom_id"]. */
export interface FieldError {
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

export interface DiscordErrorBody {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

/** Thrown by route handlers; the server turns it into Discord's JSON error answer. */
export class DiscordHttpError extends Error {
  readonly status: number;
  readonly body: DiscordErrorBody;

  constructor(status: number, body: DiscordErrorBody) {
    super(`${status} ${body.code} ${body.message}`);
    this.status = status;
    this.body = body;
  }
}

/** A mistake in how a test drives the emulator (not something Discord would answer). */
export class EmulatorUsageError extends Error {
  override name = "EmulatorUsageError";
}

const error = (status: number, code: number, message: string) => new DiscordHttpError(status, { code, message });

export const unauthorized = () => error(401, 0, "401: Unauthorized");
export const notFound = () => error(404, 0, "404: Not Found");
export const unknownChannel = () => error(404, RESTJSONErrorCodes.UnknownChannel, "Unknown Channel");
export const unknownMessage = () => error(404, RESTJSONErrorCodes.UnknownMessage, "Unknown Message");
export const unknownGuild = () => error(404, RESTJSONErrorCodes.UnknownGuild, "Unknown Guild");
export const unknownUser = () => error(404, RESTJSONErrorCodes.UnknownUser, "Unknown User");
export const unknownMember = () => error(404, RESTJSONErrorCodes.UnknownMember, "Unknown Member");
export const unknownApplication = () => error(404, RESTJSONErrorCodes.UnknownApplication, "Unknown Application");
export const unknownCommand = () =>
  error(404, RESTJSONErrorCodes.UnknownApplicationCommand, "Unknown application command");
export const unknownWebhook = () => error(404, RESTJSONErrorCodes.UnknownWebhook, "Unknown Webhook");
export const unknownInteraction = () => error(404, RESTJSONErrorCodes.UnknownInteraction, "Unknown interaction");
export const alreadyAcknowledged = () =>
  error(400, RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged, "Interaction has already been acknowledged.");
export const invalidWebhookToken = () => error(401, RESTJSONErrorCodes.InvalidWebhookToken, "Invalid Webhook Token");
export const cannotSendToUser = () =>
  error(403, RESTJSONErrorCodes.CannotSendMessagesToThisUser, "Cannot send messages to this user");
export const emptyMessage = () =>
  error(400, RESTJSONErrorCodes.CannotSendAnEmptyMessage, "Cannot send an empty message");
export const cannotEditOthersMessage = () =>
  error(
    403,
    RESTJSONErrorCodes.CannotEditMessageAuthoredByAnotherUser,
    "Cannot edit a message authored by another user",
  );
export const missingPermissions = () => error(403, RESTJSONErrorCodes.MissingPermissions, "Missing Permissions");
export const wrongChannelType = () =>
  error(400, RESTJSONErrorCodes.CannotExecuteActionOnThisChannelType, "Cannot execute action on this channel type");
export const archivedThread = () => error(400, RESTJSONErrorCodes.InvalidActionOnArchivedThread, "Thread is archived");
export const entityTooLarge = () => error(413, RESTJSONErrorCodes.RequestEntityTooLarge, "Request entity too large");
export const invalidJson = () => error(400, 50109, "The request body contains invalid JSON.");

export function invalidFormBody(fieldErrors: readonly FieldError[]): DiscordHttpError {
  const errors: Record<string, unknown> = {};
  for (const fieldError of fieldErrors) {
    let node = errors;
    for (const key of fieldError.path) {
      const existing = node[String(key)];
      const child: Record<string, unknown> =
        typeof existing === "object" && existing !== null ? (existing as Record<string, unknown>) : {};
      node[String(key)] = child;
      node = child;
    }
    const list = Array.isArray(node["_errors"]) ? (node["_errors"] as unknown[]) : [];
    list.push({ code: fieldError.code, message: fieldError.message });
    node["_errors"] = list;
  }
  return new DiscordHttpError(400, {
    code: RESTJSONErrorCodes.InvalidFormBodyOrContentType,
    message: "Invalid Form Body",
    errors,
  });
}

export function describeFieldErrors(fieldErrors: readonly FieldError[]): string {
  return fieldErrors.map((e) => `${e.path.join(".") || "(body)"}: ${e.message}`).join("; ");
}
