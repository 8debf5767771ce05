/**
 * Structured logs: one JSON object per line. Callers pass ids and counts, never cards, actions or the token,
 * so a log line cannot leak what a player holds.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (level: string, msg: string, fields: LogFields = {}): void => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
  return {
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
  };
}

/** The message of an unknown thrown value, for a log field. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
