import type { Catalog } from "../engine/index.ts";

/** Why a table refused a request, and how it names a seat, in English and Japanese. */
export const tableStrings = {
  "unknown-game": { en: 'There is no game called "{game}".', ja: "「{game}」というゲームはありません。" },
  "setting-not-for-game": {
    en: "This game has no setting called {option}.",
    ja: "このゲームには{option}という設定はありません。",
  },
  "bad-setting": { en: "{option} takes one of: {values}.", ja: "{option}に指定できるのは次のいずれかです:{values}。" },
  "unknown-table": { en: "That table no longer exists.", ja: "その卓はもうありません。" },
  "already-at-table": {
    en: "You already sit at an open table in this channel. Finish or leave it first.",
    ja: "このチャンネルですでに開いている卓に着席しています。先にその卓を終えるか離れてください。",
  },
  "already-seated": { en: "You are already seated at this table.", ja: "すでにこの卓に着席しています。" },
  "event-table": {
    en: "This is an event's table: the event seats its players and starts it.",
    ja: "これはイベントの卓です。席と開始はイベントが決めます。",
  },
  "event-table-open": {
    en: "This match already has its table.",
    ja: "この対戦の卓はすでに開いています。",
  },
  "not-event-table": {
    en: "Ready is only for an event's tables.",
    ja: "準備完了はイベントの卓でのみ使えます。",
  },
  "already-ready": { en: "You are ready already.", ja: "すでに準備完了です。" },
  "table-full": { en: "This table is full.", ja: "この卓は満席です。" },
  "not-seated": { en: "You are not seated at this table.", ja: "あなたはこの卓に着席していません。" },
  "host-cannot-leave": {
    en: "The host cannot leave; cancel the table instead.",
    ja: "ホストは退席できません。代わりに卓を取り消してください。",
  },
  "host-only": {
    en: "Only the table's host or someone who can manage the server can do that.",
    ja: "それができるのは卓のホストか、サーバー管理権限を持つ人だけです。",
  },
  "already-started": { en: "This table has already started.", ja: "この卓はもう始まっています。" },
  "not-started": { en: "This table has not started yet.", ja: "この卓はまだ始まっていません。" },
  "table-closed": { en: "This table is closed.", ja: "この卓は終了しています。" },
  "seat-is-bot": {
    en: "A bot plays your seat now, after repeated timeouts. Press My hand, then I'm back, to play it again.",
    ja: "時間切れが続いたため、あなたの席は今ボットが担当しています。「手札」から「戻りました」を押すと、また自分で遊べます。",
  },
  "seat-not-bot": { en: "You already play your own seat.", ja: "あなたの席はすでにあなたが遊んでいます。" },
  "still-open": { en: "This table is still open.", ja: "この卓はまだ続いています。" },
  "not-due": { en: "Nothing is due at this table.", ja: "この卓に期限の来たものはありません。" },
  "bot.suffix": { en: "{name} (bot)", ja: "{name}(ボット)" },
} satisfies Catalog;
