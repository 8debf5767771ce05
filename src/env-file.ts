import { readFileSync } from "node:fs";

/**
 * Reads `KEY=value` lines of a `.env` file into the environment, leaving variables that are already set alone.
 * Blank lines and `#` comments are skipped; a value may be quoted. (Node's own `process.loadEnvFile` needs 20.12.)
 */
export function loadEnvFile(path: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return false;
  }
  for (const line of text.split(/\r?\n/)) {
    const found = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!found || line.trimStart().startsWith("#")) continue;
    const [, key, raw] = found as unknown as [string, string, string];
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    const value = quoted ? (quoted[2] ?? "") : raw.replace(/\s+#.*$/, "");
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}
