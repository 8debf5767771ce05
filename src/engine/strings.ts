import type { Catalog } from "./i18n.ts";

/** Messages for the refusals the engine itself makes; games add their own. */
export const engineStrings = {
  "bad-seed": {
    en: "The seed must be a whole number from 0 to 4294967295.",
    ja: "シードは0から4294967295までの整数にしてください。",
  },
  "player-count": { en: "This game needs {min} to {max} players.", ja: "このゲームは{min}～{max}人で遊びます。" },
  "rules-version": {
    en: "This match was started under rules version {pinned}, which this bot no longer runs.",
    ja: "この対戦はルールバージョン{pinned}で始まりましたが、このボットはそのバージョンを扱えません。",
  },
  "match-over": { en: "This match is already over.", ja: "この対戦はもう終わっています。" },
  stale: {
    en: "That choice belongs to an earlier moment of the match; look at the latest table.",
    ja: "その選択は古い局面のものです。最新の卓を見てください。",
  },
  "not-your-turn": { en: "It is not your turn to decide.", ja: "今はあなたの手番ではありません。" },
  "already-answered": {
    en: "You have already made this choice; waiting for the others.",
    ja: "この選択はもう済んでいます。他のプレイヤーを待っています。",
  },
  malformed: { en: "That choice is not understood.", ja: "その選択は理解できません。" },
  "no-concession": { en: "This game ends when a player concedes.", ja: "このゲームは投了すると終了します。" },
} satisfies Catalog;
