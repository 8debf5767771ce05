import type { Catalog } from "../engine/index.ts";

/** Every word drawn on a board image. */
export const renderStrings = {
  round: { en: "Round {n}", ja: "ラウンド{n}" },

  "phase.pick": { en: "Opening pick", ja: "先攻決め" },
  "phase.attack": { en: "Attack", ja: "攻撃" },
  "phase.guess": { en: "Guess", ja: "推理" },
  "phase.discard": { en: "Discard", ja: "手札調整" },
  "phase.over": { en: "Game over", ja: "終了" },

  "do.pick": { en: "Pick a card", ja: "カードを選ぶ" },
  "do.attack": { en: "Attack", ja: "攻撃する" },
  "do.guess": { en: "Guess", ja: "推理する" },
  "do.discard": { en: "Discard {count}", ja: "{count}枚捨てる" },
  "done.pick": { en: "Picked", ja: "選択済み" },
  "done.discard": { en: "Discarded", ja: "捨てた" },
  "role.attacker": { en: "Attacker", ja: "攻撃側" },
  "role.defender": { en: "Defender", ja: "守備側" },
  "role.winner": { en: "Winner", ja: "勝者" },

  hand: { en: "Hand", ja: "手札" },
  documents: { en: "Documents", ja: "機密書類" },
  strikes: { en: "Strikes", ja: "ストライク" },
  outs: { en: "Outs", ja: "アウト" },
  deck: { en: "Deck", ja: "山札" },
  discard: { en: "Discard", ja: "捨て札" },
  "face-down": { en: "Face down", ja: "伏せ札" },
  turned: { en: "Turned", ja: "寝返り" },

  "hand.title": { en: "Your hand: {count} cards", ja: "あなたの手札：{count}枚" },
  "hand.empty": { en: "Your hand is empty", ja: "手札はありません" },
} satisfies Catalog;

export type RenderStringKey = keyof typeof renderStrings;
