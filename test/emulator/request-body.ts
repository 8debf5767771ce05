import type { IncomingMessage } from "node:http";
import { entityTooLarge, invalidJson } from "./errors.ts";
import { multipartBoundary, parseMultipart } from "./multipart.ts";

export interface UploadedFile {
  /** n of the `files[n]` field; the payload's `attachments[].id` refers to it. */
  readonly index: number;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface ParsedBody {
  /** The JSON body, or `payload_json` of a multipart body; undefined when there is none. */
  readonly json: unknown;
  readonly files: readonly UploadedFile[];
  readonly multipart: boolean;
}

const MAX_REQUEST_BYTES = 200 * 1024 * 1024;

export async function readRawBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) throw entityTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function parseBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  const boundary = contentType?.toLowerCase().startsWith("multipart/form-data") ? multipartBoundary(contentType) : null;
  if (boundary) return parseMultipartBody(raw, boundary);
  if (raw.length === 0) return { json: undefined, files: [], multipart: false };
  return { json: parseJson(raw.toString("utf8")), files: [], multipart: false };
}

function parseMultipartBody(raw: Buffer, boundary: string): ParsedBody {
  let json: unknown = undefined;
  const files: UploadedFile[] = [];
  for (const part of parseMultipart(raw, boundary)) {
    if (part.name === "payload_json") {
      json = parseJson(part.data.toString("utf8"));
      continue;
    }
    const fileField = /^files\[(\d+)\]$/.exec(part.name);
    if (part.filename === null && !fileField) continue;
    files.push({
      index: fileField?.[1] !== undefined ? Number(fileField[1]) : files.length,
      filename: part.filename ?? `file${files.length}`,
      contentType: part.contentType ?? "application/octet-stream",
      data: part.data,
    });
  }
  return { json, files, multipart: true };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
}
