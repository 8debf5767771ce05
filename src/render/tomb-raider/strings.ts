import { translate, type Catalog, type Locale, type Params } from "../../engine/index.ts";

/** Every word drawn on a Tomb Raider image: the level map, the raider panels, the log strip and the hand. */
export const tombRaiderRenderStrings = {
  title: { en: "Tomb Raider", ja: "トゥームレイダー" },
  "title.level": { en: "Tomb Raider · {level}", ja: "トゥームレイダー · {level}" },
  turn: { en: "Turn {n}", ja: "ターン{n}" },
  depth: { en: "Depth", ja: "深度" },
  empty: { en: "Empty", ja: "空っぽ" },

  "round.setup": { en: "Setup", ja: "ゲーム準備" },
  "round.ready": { en: "Ready round", ja: "準備" },
  "round.action": { en: "Action round", ja: "アクション" },
  "round.search": { en: "Search round", ja: "探索" },
  "round.draw": { en: "Draw round", ja: "ドロー" },
  "round.over": { en: "Game over", ja: "終了" },

  "stat.fight": { en: "Fight", ja: "戦闘" },
  "stat.move": { en: "Move", ja: "移動" },
  "stat.search": { en: "Search", ja: "探索" },
  "stat.think": { en: "Think", ja: "思考" },
  life: { en: "Life", ja: "生命" },
  air: { en: "Air", ja: "空気" },
  power: { en: "Power {n}", ja: "パワー{n}" },
  hand: { en: "Hand", ja: "手札" },
  deck: { en: "Deck", ja: "山札" },
  discard: { en: "Discard", ja: "捨て札" },
  obstacles: { en: "Obstacles", ja: "障害" },
  "level-deck": { en: "Level deck", ja: "レベルデッキ" },
  saved: { en: "Saved", ja: "セーブ済" },
  unsaved: { en: "Unsaved", ja: "未セーブ" },
  none: { en: "none", ja: "なし" },
  more: { en: "+{n}", ja: "+{n}" },
  "no-raider": { en: "Choosing a raider", ja: "レイダー選択中" },

  "state.acting": { en: "Acting", ja: "行動中" },
  "state.dead": { en: "Dead", ja: "死亡" },
  "state.winner": { en: "Winner", ja: "勝者" },
  "state.chosen": { en: "Chosen", ja: "選択済み" },
  "state.stuck": { en: "Can't move", ja: "移動不可" },
  "state.attacked": { en: "Attacked", ja: "攻撃済" },

  "log.title": { en: "Last move", ja: "直前の動き" },
  "log.more": { en: "+{n} earlier lines", ja: "ほか{n}行" },
  "log.empty": { en: "Nothing yet", ja: "まだ何もない" },
  "roll.initiative": { en: "Initiative", ja: "順番" },
  "roll.fight": { en: "Fight", ja: "戦闘" },
  "roll.check": { en: "Check", ja: "判定" },
  "roll.search": { en: "Search", ja: "探索" },

  "key.title": { en: "Key", ja: "凡例" },
  "key.danger": { en: "Danger", ja: "危険度" },
  "key.search": { en: "Search modifier", ja: "探索修正" },
  "key.entrance": { en: "Entrance", ja: "入口" },
  "key.treasure": { en: "Treasure Room (roll)", ja: "宝物庫（必要な出目）" },
  "key.save": { en: "Save Point", ja: "セーブポイント" },
  "key.water": { en: "Under water", ja: "水中" },
  "key.obstacle": { en: "Obstacle: stat to test, danger, damage / life", ja: "障害：判定能力・危険度・ダメージ/生命" },

  "hand.title": { en: "Your hand: {count} cards", ja: "あなたの手札：{count}枚" },
  "hand.empty": { en: "Your hand is empty", ja: "手札はありません" },
  "kind.upgrade": { en: "Upgrade", ja: "強化" },
  "kind.discovery": { en: "Discovery", ja: "発見物" },
  "kind.secret": { en: "Secret move", ja: "秘策" },
  "kind.obstacle": { en: "Obstacle", ja: "障害" },
  "kind.action": { en: "Action", ja: "アクション" },
} satisfies Catalog;

export type TombRaiderRenderKey = keyof typeof tombRaiderRenderStrings;

export function say(key: TombRaiderRenderKey, locale: Locale, params: Params = {}): string {
  return translate(tombRaiderRenderStrings, key, locale, params);
}
