/** A minimal multipart/form-data reader: enough for what undici's FormData (used by @discordjs/rest) sends. */
export interface MultipartPart {
  readonly name: string;
  readonly filename: string | null;
  readonly contentType: string | null;
  readonly data: Buffer;
}

export function multipartBoundary(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // "--" right after the delimiter closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    // Each part sits between "\r\n" after the delimiter and "\r\n" before the next one.
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const parsed = readPart(part.subarray(0, headerEnd).toString("utf8"), part.subarray(headerEnd + 4));
      if (parsed) parts.push(parsed);
    }
    start = next;
  }
  return parts;
}

function readPart(rawHeaders: string, data: Buffer): MultipartPart | null {
  let name: string | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of rawHeaders.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-type") contentType = value;
    if (header === "content-disposition") {
      name = dispositionParameter(value, "name");
      filename = dispositionParameter(value, "filename");
    }
  }
  return name === null ? null : { name, filename, contentType, data: Buffer.from(data) };
}

function dispositionParameter(disposition: string, key: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition);
  if (!match || match[1] === undefined) return null;
  // The WHATWG FormData encoder percent-escapes these three characters in names and filenames.
  return match[1].replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}
