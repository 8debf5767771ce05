import type { Catalog } from "../../engine/index.ts";

/** Every word drawn on a World Gainer board or hand image. */
export const worldGainerRenderStrings = {
  title: { en: "World Gainer", ja: "ワールドゲイナー" },
  turn: { en: "Turn {n}", ja: "ターン{n}" },

  "phase.deck": { en: "Choosing decks", ja: "デッキ選択" },
  "phase.standby": { en: "Standby phase", ja: "スタンバイフェイズ" },
  "phase.gain": { en: "Gain phase", ja: "ゲインフェイズ" },
  "phase.over": { en: "Game over", ja: "ゲーム終了" },

  "status.deck": { en: "Both players choose a deck", ja: "両プレイヤーがデッキを選択中" },
  "status.turn": { en: "{name} to play", ja: "{name}の手番" },
  "status.battlefield": {
    en: "{name} wins: all three battlefield squares",
    ja: "{name}の勝利：バトルフィールド3マス獲得",
  },
  "status.points": { en: "{name} wins with {points} points", ja: "{name}の勝利：{points}ポイント" },
  "status.deck-out": { en: "{name} wins: the opponent could not draw", ja: "{name}の勝利：相手のデッキ切れ" },

  "seat.to-play": { en: "To play", ja: "手番" },
  "seat.choosing": { en: "Choosing", ja: "選択中" },
  "seat.chosen": { en: "Chosen", ja: "選択済み" },
  "seat.winner": { en: "Winner", ja: "勝者" },

  "row.field": { en: "Field", ja: "マイ\nフィールド" },
  "row.battle": { en: "Battlefield", ja: "バトル\nフィールド" },

  points: { en: "Points", ja: "ポイント" },
  "points.value": { en: "{points} / {goal}", ja: "{points} / {goal}" },
  battlefield: { en: "Battlefield", ja: "バトルフィールド" },
  "battlefield.value": { en: "{held} / {goal}", ja: "{held} / {goal}" },
  deck: { en: "Deck", ja: "デッキ" },
  hand: { en: "Hand", ja: "手札" },
  break: { en: "Break", ja: "ブレイク" },
  standby: { en: "Standby", ja: "スタンバイ" },
  stack: { en: "{count} cards: {total}", ja: "{count}枚 計{total}" },

  "last.place": { en: "{name} placed {card} on {where}", ja: "{name}が{card}を{where}に配置" },
  "last.stack": { en: "{name} stacked {card} on {where}", ja: "{name}が{card}を{where}に重ねた" },
  "last.replace": {
    en: "{name} replaced the cards on {where} with {card}",
    ja: "{name}が{where}のカードを{card}に置き換えた",
  },
  "last.take": { en: "{name} took {where} with {card}", ja: "{name}が{card}で{where}を奪った" },
  "last.trade": { en: "{name} traded {card} for the card on {where}", ja: "{name}の{card}が{where}のカードと相殺" },
  "last.trade-top": {
    en: "{name} traded {card} for the top card on {where}",
    ja: "{name}の{card}が{where}の一番上のカードと相殺",
  },

  "hand.title": { en: "Your hand: {count} cards", ja: "あなたの手札：{count}枚" },
  "hand.empty": { en: "Your hand is empty", ja: "手札はありません" },
  "card.required": { en: "Required", ja: "必須" },
  "card.stun": { en: "Stun", ja: "スタン" },
  "card.unique": { en: "Unique", ja: "ユニーク" },
} satisfies Catalog;

export type WorldGainerRenderKey = keyof typeof worldGainerRenderStrings;
