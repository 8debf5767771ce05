import { localeOf, translate, type Catalog } from "./engine/index.ts";

/**
 * `npm start`. The Discord client arrives with the Discord table issue; until then this explains how to play
 * locally, and it always exits non-zero so no one mistakes it for a running bot.
 */
const startStrings = {
  "no-token": {
    en: "DISCORD_TOKEN is not set, so the Discord bot cannot start.\nPlay in the terminal instead: npm run play -- spymaster",
    ja: "DISCORD_TOKENが設定されていないため、Discordボットを起動できません。\n端末で遊ぶには: npm run play -- spymaster",
  },
  "not-yet": {
    en: "The Discord client is not part of this build yet. Play in the terminal: npm run play -- spymaster",
    ja: "このビルドにはまだDiscordクライアントがありません。端末で遊ぶには: npm run play -- spymaster",
  },
} satisfies Catalog;

const locale = localeOf(process.env.LANG);
const key = process.env.DISCORD_TOKEN ? "not-yet" : "no-token";
process.stderr.write(`${translate(startStrings, key, locale)}\n`);
process.exitCode = 1;
