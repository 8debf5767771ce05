import { MessageFlags, type APIEmbed, type APIMessageTopLevelComponent } from "discord-api-types/v10";
import { describeFieldErrors, emptyMessage, entityTooLarge, invalidFormBody, type FieldError } from "./errors.ts";
import { has, isObject, type JsonObject } from "./json.ts";
import type { MessageSnapshot, RecordedAttachment } from "./model.ts";
import type { ParsedBody, UploadedFile } from "./request-body.ts";
import type { EmulatorState } from "./state.ts";
import { validateMessagePayload } from "./validate-message.ts";
import { pingsOf, unintendedPings } from "./mentions.ts";

export interface MessageWrite {
  /** The message as it will look after the write. */
  readonly snapshot: MessageSnapshot;
  readonly newAttachments: readonly RecordedAttachment[];
  readonly withFiles: boolean;
}

const CREATE_FLAGS =
  MessageFlags.SuppressEmbeds |
  MessageFlags.Ephemeral |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsVoiceMessage |
  MessageFlags.IsComponentsV2;
const EDITABLE_FLAGS = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;

export const EMPTY_SNAPSHOT: MessageSnapshot = { content: "", embeds: [], components: [], attachments: [], flags: 0 };

/**
 * Checks a message body the way Discord does and works out the resulting message, for a create (`current` null) or
 * an edit. What Discord refuses is recorded as a problem and thrown as Discord's error answer.
 */
export function prepareMessageWrite(
  state: EmulatorState,
  where: string,
  body: ParsedBody,
  current: MessageSnapshot | null,
): MessageWrite {
  const json: JsonObject = body.json === undefined || body.json === null ? {} : isObject(body.json) ? body.json : {};
  if (body.json !== undefined && body.json !== null && !isObject(body.json))
    refuse(state, where, [
      { path: [], code: "MODEL_TYPE_CONVERT", message: "Only dictionaries may be used in a ModelType" },
    ]);
  return prepareFromJson(state, where, json, body.files, current);
}

export function prepareFromJson(
  state: EmulatorState,
  where: string,
  json: JsonObject,
  files: readonly UploadedFile[],
  current: MessageSnapshot | null,
): MessageWrite {
  const requestedFlags = typeof json["flags"] === "number" ? json["flags"] : 0;
  const flags = current
    ? has(json, "flags")
      ? (current.flags & ~EDITABLE_FLAGS & ~MessageFlags.Loading) | (requestedFlags & EDITABLE_FLAGS)
      : current.flags & ~MessageFlags.Loading
    : requestedFlags & CREATE_FLAGS;
  const componentsV2 = (flags & MessageFlags.IsComponentsV2) !== 0;

  const validation = validateMessagePayload(json, files, state.limits.attachmentSizeLimit, componentsV2);
  if (validation.fileTooLarge) {
    state.problem(`${where}: a file exceeds the ${state.limits.attachmentSizeLimit} byte upload limit`);
    throw entityTooLarge();
  }
  if (validation.fieldErrors.length > 0) refuse(state, where, validation.fieldErrors);
  const { pings, errors: mentionErrors } = pingsOf(json);
  if (mentionErrors.length > 0) refuse(state, where, mentionErrors);
  const unintended = unintendedPings(pings);
  if (unintended) state.problem(`${where}: unintended mention of ${unintended}`);

  const { attachments, newAttachments, errors } = resolveAttachments(state, json, files, current);
  if (errors.length > 0) refuse(state, where, errors);

  const base = current ?? EMPTY_SNAPSHOT;
  const snapshot: MessageSnapshot = {
    content: has(json, "content") ? String(json["content"] ?? "") : base.content,
    embeds: has(json, "embeds") ? normalizeEmbeds(state, where, json["embeds"], attachments) : base.embeds,
    components: has(json, "components")
      ? ((json["components"] ?? []) as APIMessageTopLevelComponent[])
      : base.components,
    attachments,
    flags,
  };
  const hasPollOrStickers =
    isObject(json["poll"]) || (Array.isArray(json["sticker_ids"]) && json["sticker_ids"].length > 0);
  if (isEmpty(snapshot) && !hasPollOrStickers) {
    state.problem(`${where}: Cannot send an empty message`);
    throw emptyMessage();
  }
  return { snapshot, newAttachments, withFiles: files.length > 0 };
}

function refuse(state: EmulatorState, where: string, errors: readonly FieldError[]): never {
  state.problem(`${where}: Invalid Form Body: ${describeFieldErrors(errors)}`);
  throw invalidFormBody(errors);
}

export function isEmpty(snapshot: MessageSnapshot): boolean {
  return (
    snapshot.content.trim() === "" &&
    snapshot.embeds.length === 0 &&
    snapshot.components.length === 0 &&
    snapshot.attachments.length === 0
  );
}

/**
 * New uploads are `files[n]`, described by `attachments: [{id: n}]`. When `attachments` is given it lists everything
 * the message keeps: existing attachments not listed are dropped (Discord's v10 behaviour). Without it, existing
 * attachments stay and every upload is added.
 */
function resolveAttachments(
  state: EmulatorState,
  json: JsonObject,
  files: readonly UploadedFile[],
  current: MessageSnapshot | null,
): { attachments: RecordedAttachment[]; newAttachments: RecordedAttachment[]; errors: FieldError[] } {
  const existing = current?.attachments ?? [];
  const errors: FieldError[] = [];
  const newAttachments: RecordedAttachment[] = [];
  const upload = (file: UploadedFile, entry: JsonObject | null) => {
    const filename = typeof entry?.["filename"] === "string" ? entry["filename"] : file.filename;
    const id = state.ids.next();
    const attachment: RecordedAttachment = {
      id,
      filename,
      contentType: file.contentType,
      data: file.data,
      description: typeof entry?.["description"] === "string" ? entry["description"] : null,
      url: `${state.origin}/attachments/${id}/${encodeURIComponent(filename)}`,
    };
    newAttachments.push(attachment);
    return attachment;
  };

  if (!Array.isArray(json["attachments"])) {
    return { attachments: [...existing, ...files.map((file) => upload(file, null))], newAttachments, errors };
  }
  const attachments: RecordedAttachment[] = [];
  const usedFiles = new Set<UploadedFile>();
  json["attachments"].forEach((entry, i) => {
    if (!isObject(entry)) return;
    const id = String(entry["id"]);
    const kept = existing.find((attachment) => attachment.id === id);
    const file = files.find((candidate) => String(candidate.index) === id);
    if (kept) attachments.push(kept);
    else if (file) {
      usedFiles.add(file);
      attachments.push(upload(file, entry));
    } else
      errors.push({
        path: ["attachments", i, "id"],
        code: "ATTACHMENT_NOT_FOUND",
        message: `Unknown attachment "${id}"`,
      });
  });
  // On create, uploads the array does not mention are still attached.
  if (current === null) for (const file of files) if (!usedFiles.has(file)) attachments.push(upload(file, null));
  return { attachments, newAttachments, errors };
}

function normalizeEmbeds(
  state: EmulatorState,
  where: string,
  raw: unknown,
  attachments: readonly RecordedAttachment[],
): APIEmbed[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((embed) => {
    const resolved: JsonObject = { type: "rich", ...embed };
    for (const key of ["image", "thumbnail", "author", "footer"] as const) {
      const media = embed[key];
      if (!isObject(media)) continue;
      const urlKey = key === "author" || key === "footer" ? "icon_url" : "url";
      const url = media[urlKey];
      if (typeof url !== "string" || !url.startsWith("attachment://")) continue;
      const filename = url.slice("attachment://".length);
      const attachment = attachments.find((candidate) => candidate.filename === filename);
      if (!attachment) {
        state.problem(`${where}: embed ${key} refers to ${url}, which the message does not carry`);
        continue;
      }
      const proxyKey = urlKey === "url" ? "proxy_url" : "proxy_icon_url";
      resolved[key] = { ...media, [urlKey]: attachment.url, [proxyKey]: attachment.url };
    }
    return resolved as APIEmbed;
  });
}
