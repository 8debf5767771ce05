import { translate, type Catalog, type Locale, type Params } from "../../engine/index.ts";

/** Every word drawn on a Survivor image that the game's own catalog does not already hold. */
export const survivorRenderStrings = {
  title: { en: "Survivor", ja: "サバイバー" },
  turn: { en: "Turn {n}", ja: "ターン{n}" },
  showdown: { en: "Final showdown", ja: "最終対決" },
  setup: { en: "Setup", ja: "ゲーム準備" },
  over: { en: "Game over", ja: "ゲーム終了" },
  challenge: { en: "Challenge", ja: "追放免除ゲーム" },
  "no-challenge": {
    en: "The challenge is turned up after the alliance cards.",
    ja: "追放免除ゲームは同盟カードの後にめくられます。",
  },
  "challenge.limits": {
    en: "castaways: up to {max} · items: up to {items}",
    ja: "参加{max}体まで · 道具{items}枚まで",
  },
  "challenge.limits-min": {
    en: "castaways: {min} to {max} · items: up to {items}",
    ja: "参加{min}〜{max}体 · 道具{items}枚まで",
  },
  "challenges-left": { en: "{left} challenges left", ja: "残り{left}枚" },
  used: { en: "Used: {challenges}", ja: "使用済み:{challenges}" },
  "in-effect": { en: "In effect: {effects}", ja: "適用中:{effects}" },
  "hand-limit": { en: "hand limit {n}", ja: "手札上限{n}枚" },
  played: { en: "Played: {cards}", ja: "使用:{cards}" },
  "score-effects": { en: "Score: {effects}", ja: "得点:{effects}" },
  idol: { en: "Idol", ja: "人形" },
  hand: { en: "Hand {n}", ja: "手札{n}" },
  deck: { en: "Deck {n}", ja: "デッキ{n}" },
  discard: { en: "Discard {n}", ja: "捨て札{n}" },
  score: { en: "Score {n}", ja: "得点{n}" },
  "first-tally": { en: "first tally {n}", ja: "集計1:{n}" },
  chosen: { en: "Chosen", ja: "選択済み" },
  choosing: { en: "Choosing", ja: "選択中" },
  "to-act": { en: "To act", ja: "手番" },
  out: { en: "Out", ja: "脱落" },
  winner: { en: "Winner", ja: "勝者" },
  voted: { en: "Voted off", ja: "追放" },
  "face-down": { en: "{n} face down", ja: "裏向き{n}" },
  named: { en: "Named", ja: "指名" },
  "hand.title": { en: "Your hand ({count})", ja: "あなたの手札({count}枚)" },
  "hand.empty": { en: "Your hand is empty", ja: "手札はありません" },
} satisfies Catalog;

export type SurvivorRenderKey = keyof typeof survivorRenderStrings;

export function say(key: SurvivorRenderKey, locale: Locale, params: Params = {}): string {
  return translate(survivorRenderStrings, key, locale, params);
}
