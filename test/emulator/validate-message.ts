import { FieldChecks, textLength } from "./field-checks.ts";
import { has, isObject, type JsonObject } from "./json.ts";
import type { UploadedFile } from "./request-body.ts";
import { checkMessageComponents } from "./validate-components.ts";

export interface MessageValidation {
  readonly fieldErrors: FieldChecks["errors"];
  /** A file above the per-file limit: Discord answers 413 (40005) rather than 400. */
  readonly fileTooLarge: boolean;
}

const MAX_EMBEDS = 10;
const MAX_EMBED_TOTAL = 6000;
const MAX_FILES = 10;

/** Discord's limits on a message create/edit body (content, embeds, components, files). */
export function validateMessagePayload(
  body: JsonObject,
  files: readonly UploadedFile[],
  attachmentSizeLimit: number,
  componentsV2: boolean,
): MessageValidation {
  const checks = new FieldChecks();
  checks.text(["content"], body["content"], 0, 2000);

  const embeds = checks.list(["embeds"], body["embeds"], 0, MAX_EMBEDS);
  let embedTotal = 0;
  embeds.forEach((embed, i) => {
    embedTotal += checkEmbed(checks, ["embeds", i], embed);
  });
  if (embedTotal > MAX_EMBED_TOTAL)
    checks.add(["embeds"], "MAX_EMBED_SIZE_EXCEEDED", `Embed size exceeds maximum size of ${MAX_EMBED_TOTAL}`);

  if (has(body, "components")) checkMessageComponents(checks, body["components"], componentsV2);
  if (componentsV2 && (textLength(body["content"]) > 0 || embeds.length > 0))
    checks.add(
      ["content"],
      "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
      "content and embeds cannot be used with IS_COMPONENTS_V2",
    );

  if (files.length > MAX_FILES)
    checks.add(["files"], "BASE_TYPE_MAX_LENGTH", `Must be ${MAX_FILES} or fewer in length.`);
  const attachments = checks.list(["attachments"], body["attachments"], 0, MAX_FILES);
  attachments.forEach((attachment, i) => {
    if (!isObject(attachment) || (typeof attachment["id"] !== "string" && typeof attachment["id"] !== "number"))
      checks.required(["attachments", i, "id"]);
    else checks.text(["attachments", i, "description"], attachment["description"], 0, 1024);
  });

  return { fieldErrors: checks.errors, fileTooLarge: files.some((file) => file.data.length > attachmentSizeLimit) };
}

/** Checks one embed and returns the characters it counts towards the 6000 total. */
function checkEmbed(checks: FieldChecks, path: readonly (string | number)[], embed: unknown): number {
  if (!isObject(embed)) {
    checks.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    return 0;
  }
  checks.text([...path, "title"], embed["title"], 0, 256);
  checks.text([...path, "description"], embed["description"], 0, 4096);
  let total = textLength(embed["title"]) + textLength(embed["description"]);
  const fields = checks.list([...path, "fields"], embed["fields"], 0, 25);
  fields.forEach((field, i) => {
    const at = [...path, "fields", i];
    if (!isObject(field)) return checks.required(at);
    checks.text([...at, "name"], field["name"], 1, 256, true);
    checks.text([...at, "value"], field["value"], 1, 1024, true);
    total += textLength(field["name"]) + textLength(field["value"]);
  });
  const footer = embed["footer"];
  if (isObject(footer)) {
    checks.text([...path, "footer", "text"], footer["text"], 1, 2048, true);
    total += textLength(footer["text"]);
  }
  const author = embed["author"];
  if (isObject(author)) {
    checks.text([...path, "author", "name"], author["name"], 1, 256, true);
    total += textLength(author["name"]);
  }
  return total;
}
