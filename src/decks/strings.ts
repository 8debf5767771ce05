import type { Catalog } from "../engine/index.ts";

/** What deck tools say about a list itself, and the words of a report, in English and Japanese. */
export const deckStrings = {
  "too-long": {
    en: "The list is {found} characters long; at most {max} are read.",
    ja: "リストが{found}文字あります。読み取れるのは{max}文字までです。",
  },
  "not-a-code": { en: "That is not a deck code.", ja: "デッキコードではありません。" },
  "damaged-code": {
    en: "That deck code is damaged (a character is missing or changed).",
    ja: "デッキコードが壊れています(文字が欠けているか変わっています)。",
  },
  "other-game": {
    en: "That deck code is for another game, {game}: check it as a {game} deck.",
    ja: "そのデッキコードは別のゲーム({game})用です。{game}のデッキとして確認してください。",
  },
  "old-code": {
    en: "The code was made for set version {version}; checked against version {current}.",
    ja: "このコードはセットのバージョン{version}用です。バージョン{current}で確認しました。",
  },
  "unknown-section": {
    en: "There is no part called “{section}” in this game's decks.",
    ja: "このゲームのデッキに「{section}」という区分はありません。",
  },
  "zero-copies": { en: "0 copies of {name}.", ja: "{name}が0枚です。" },
  "too-many-copies": {
    en: "{copies} copies of {name}: at most {max} per line are read.",
    ja: "{name}が{copies}枚:1行で読めるのは{max}枚までです。",
  },
  "unknown-name": { en: "No card is called “{name}”.", ja: "「{name}」というカードはありません。" },
  "unknown-name-near": {
    en: "No card is called “{name}”. Did you mean {near}?",
    ja: "「{name}」というカードはありません。もしかして:{near}",
  },
  moved: {
    en: "{card} is listed under {from}: counted in {section}.",
    ja: "{card}が{from}に書かれています。{section}として数えました。",
  },
  merged: {
    en: "{card} is listed more than once: counted together ({copies}).",
    ja: "{card}が複数行にあります。合計{copies}枚として数えました。",
  },
  empty: { en: "The list names no cards.", ja: "リストにカードがありません。" },
  "report.title": { en: "{game} deck check", ja: "{game}のデッキチェック" },
  "report.legal": { en: "Legal: this deck may be played.", ja: "OK:このデッキは使用できます。" },
  "report.illegal": { en: "Not legal: {errors} problems.", ja: "使用できません:問題{errors}件。" },
  "report.illegal-one": { en: "Not legal: 1 problem.", ja: "使用できません:問題1件。" },
  "report.errors": { en: "Problems", ja: "問題" },
  "report.warnings": { en: "Notes", ja: "注意" },
  "report.line": { en: "line {line}: {text}", ja: "{line}行目:{text}" },
  "report.section": { en: "{section}: {cards} cards ({types})", ja: "{section}:{cards}枚({types})" },
  "report.type": { en: "{type} {count}", ja: "{type}{count}" },
  "report.costs": { en: "  by cost: {costs}", ja: "  コスト別:{costs}" },
  "report.cost": { en: "{cost}: {count}", ja: "{cost}:{count}枚" },
  "report.not-counted": {
    en: "Not counted: {lines} lines whose names are not cards of this game ({copies} cards).",
    ja: "数えていない行:このゲームのカード名ではない{lines}行({copies}枚)。",
  },
  "report.code": { en: "Deck code: {code}", ja: "デッキコード:{code}" },
  "report.join": { en: "{a}, {b}", ja: "{a}、{b}" },
  "report.or": { en: "{a} or {b}", ja: "{a}、{b}" },
} satisfies Catalog;

export type DeckStringKey = keyof typeof deckStrings;
