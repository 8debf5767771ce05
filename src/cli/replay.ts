/** `npm run replay -- <file> [--step n] [--png file] [--lang en|ja]`: a replay file read in the terminal. */
import { localeOf } from "../engine/index.ts";
import { replayCommand } from "./replay-command.ts";
import { guarded, print } from "./terminal-io.ts";

const io = { out: print, err: (text: string) => void process.stderr.write(text) };
process.exitCode = await guarded(
  () => Promise.resolve(replayCommand(process.argv.slice(2), process.env.LANG, io)),
  localeOf(process.env.LANG),
);
