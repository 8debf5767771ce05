import { translate, type Catalog, type Locale, type Params } from "../engine/index.ts";

/** Everything the Discord table says, in English and Japanese. */
export const discordStrings = {
  // Commands (descriptions; names and their Japanese forms are in each command's file)
  "cmd.play": { en: "Open a game table in this channel", ja: "このチャンネルにゲームの卓を開く" },
  "cmd.play.game": { en: "The game to play", ja: "遊ぶゲーム" },
  "cmd.play.timer": { en: "Time for each decision (default 5 minutes)", ja: "1回の判断の持ち時間(既定5分)" },
  "cmd.table": { en: "Post your table here again", ja: "あなたの卓をもう一度ここに表示する" },
  "cmd.hand": { en: "See your hand and your choices (only you see it)", ja: "手札と選択肢を見る(あなたにだけ表示)" },
  "cmd.concede": { en: "Concede your current match", ja: "今の対戦を投了する" },
  "cmd.end": { en: "End a table in this channel (host or server managers)", ja: "このチャンネルの卓を終了する(ホストかサーバー管理者)" },
  "cmd.end.table": { en: "The table id (shown under the table)", ja: "卓のID(卓の下に表示)" },
  "cmd.rules": { en: "Read a game's rules (only you see them)", ja: "ゲームのルールを読む(あなたにだけ表示)" },
  "cmd.rules.game": { en: "The game", ja: "ゲーム" },
  "cmd.timer": { en: "Change your table's time per decision (host)", ja: "卓の1回の持ち時間を変える(ホスト)" },
  "reply.timer": { en: "Table `{id}`: {time} per decision from now on.", ja: "卓`{id}`:これから1回の持ち時間は{time}です。" },
  "cmd.help": { en: "How to play with this bot", ja: "このボットの遊び方" },
  "cmd.settings": { en: "Your notice settings", ja: "通知の設定" },
  "cmd.settings.dm": { en: "Direct messages when it is your turn", ja: "手番が来たときのダイレクトメッセージ" },
  "cmd.deck": { en: "Check a deck list against a game's rules", ja: "デッキリストをゲームのルールで確認する" },
  "cmd.deck.check": { en: "Check a list (paste it, attach a .txt file, or give a deck code)", ja: "リストを確認(貼り付け、.txtファイルの添付、またはデッキコード)" },
  "cmd.deck.game": { en: "The game", ja: "ゲーム" },
  "cmd.deck.file": { en: "A text file with the list", ja: "リストのテキストファイル" },
  "cmd.deck.code": { en: "A deck code", ja: "デッキコード" },
  "cmd.card": { en: "Look up a card by name (only you see it)", ja: "カードを名前で調べる(あなたにだけ表示)" },
  "cmd.card.game": { en: "The game", ja: "ゲーム" },
  "cmd.card.name": { en: "The card's name, in English or Japanese", ja: "カード名(英語か日本語)" },
  "deck.modal.title": { en: "{game} deck list", ja: "{game}のデッキリスト" },
  "deck.modal.label": { en: "The list: one card per line, like 4 Name", ja: "リスト:1行に1種類、「4 名前」のように" },
  "deck.file-type": { en: "Attach the list as a plain text file (.txt); {file} is not one.", ja: "リストはテキストファイル(.txt)で添付してください。{file}は違います。" },
  "deck.file-size": { en: "{file} is {size} bytes; lists up to {max} bytes are read.", ja: "{file}は{size}バイトです。読めるのは{max}バイトまでです。" },
  "deck.file-unreadable": { en: "The file could not be read; try again, or paste the list.", ja: "ファイルを読めませんでした。もう一度試すか、リストを貼り付けてください。" },
  "deck.post": { en: "Post in the channel", ja: "チャンネルに投稿" },
  "deck.posted-by": { en: "{user} checked a deck:", ja: "{user}がデッキを確認しました:" },
  "deck.report-gone": { en: "That report is no longer kept; run /deck check again.", ja: "その結果はもう保存されていません。もう一度 /deck check を実行してください。" },
  "deck.report-file": { en: "The report is long: here it is as a file.", ja: "結果が長いため、ファイルにしました。" },
  "card.unknown": { en: "No {game} card is called “{name}”.", ja: "{game}に「{name}」というカードはありません。" },
  "card.unknown-near": { en: "No {game} card is called “{name}”. Did you mean {near}?", ja: "{game}に「{name}」というカードはありません。もしかして:{near}" },
  "card.type": { en: "Type: {type} · part of the list: {section}", ja: "種類:{type}・区分:{section}" },
  "choice.on": { en: "On", ja: "オン" },
  "choice.off": { en: "Off", ja: "オフ" },
  "seconds": { en: "{n} seconds", ja: "{n}秒" },
  "minutes": { en: "{n} minutes", ja: "{n}分" },
  "minute": { en: "1 minute", ja: "1分" },
  "hour": { en: "1 hour", ja: "1時間" },

  // Lobby
  "lobby.title": { en: "{game} table", ja: "{game}の卓" },
  "lobby.host": { en: "Host: {host}", ja: "ホスト:{host}" },
  "lobby.seats": { en: "Seats ({count}/{max}): {names}", ja: "席({count}/{max}):{names}" },
  "lobby.timer": { en: "Turn timer: {time}", ja: "持ち時間:{time}" },
  "lobby.setting": { en: "{label}: {value}", ja: "{label}:{value}" },
  "button.autopass-on": { en: "Always pass windows for me", ja: "以後の割り込みは自動でパス" },
  "button.autopass-off": { en: "Stop passing windows for me", ja: "自動パスをやめる" },
  "hand.autopass-on": { en: "From now on every window you are asked in is passed for you, whatever you hold.", ja: "これ以降、あなたへの割り込みの機会は手札にかかわらずすべて自動でパスします。" },
  "hand.autopass-off": { en: "You answer the windows yourself again.", ja: "割り込みの機会に再び自分で答えます。" },
  "hand.autopass-active": { en: "Windows are passed for you.", ja: "割り込みの機会は自動でパスしています。" },
  "lobby.how": {
    en: "Press Join to take a seat. The host presses Start once {min}–{max} players are seated.",
    ja: "「参加」で着席します。{min}～{max}人そろったらホストが「開始」を押します。",
  },
  "lobby.cancelled": { en: "This {game} table was cancelled.", ja: "この{game}の卓は取り消されました。" },
  "button.join": { en: "Join", ja: "参加" },
  "button.leave": { en: "Leave", ja: "退席" },
  "button.bot": { en: "Add bot", ja: "ボットを追加" },
  "button.start": { en: "Start", ja: "開始" },
  "button.cancel": { en: "Cancel", ja: "取り消し" },
  "button.hand": { en: "My hand", ja: "手札" },
  "button.rules": { en: "Rules", ja: "ルール" },
  "button.again": { en: "Play again", ja: "もう一度遊ぶ" },
  "button.back": { en: "I'm back", ja: "戻りました" },
  "button.rules-summary": { en: "In one screen", ja: "1画面で" },
  "button.pass": { en: "Pass ({player})", ja: "パス({player})" },
  "button.pass-dm": { en: "Pass", ja: "パス" },
  "bot.name": { en: "Bot {n}", ja: "ボット{n}" },
  "bot.suffix": { en: "{name} (bot)", ja: "{name}(ボット)" },

  // The table while playing
  "table.header": { en: "**{game}** · table `{id}`", ja: "**{game}** · 卓 `{id}`" },
  "table.deadline": { en: "Decide {when}.", ja: "期限:{when}" },
  "table.timed-out": { en: "Time ran out for {players}: a bot decided for them.", ja: "{players}の時間切れ:ボットが代わりに判断しました。" },
  "table.handed-over": {
    en: "{players} timed out {count} times in a row: a bot plays their seat from now on.",
    ja: "{players}が{count}回続けて時間切れ:以後はボットがその席を担当します。",
  },
  "table.conceded": { en: "{player} conceded. {winners} wins.", ja: "{player}が投了しました。{winners}の勝利です。" },
  "table.ended": { en: "This table was ended before the match finished.", ja: "この卓は対戦の途中で終了しました。" },

  // Private replies
  "hand.title": { en: "Your hand at table `{id}` ({count}): {cards}", ja: "卓`{id}`のあなたの手札({count}枚):{cards}" },
  "hand.decide": { en: "**Your decision:** {prompt}", ja: "**あなたの判断:**{prompt}" },
  "hand.on-table": { en: "Make this choice with the buttons on the table.", ja: "この選択は卓のボタンで行います。" },
  "hand.waiting": { en: "Waiting for {players}.", ja: "{players}を待っています。" },
  "hand.answered": { en: "You chose: {action}. Waiting for the others.", ja: "あなたの選択:{action}。他のプレイヤーを待っています。" },
  "hand.done": { en: "You chose: {action}.", ja: "あなたの選択:{action}。" },
  "hand.over": { en: "The match is over.", ja: "対戦は終わりました。" },
  "hand.bot": {
    en: "A bot plays your seat after repeated timeouts. Press I'm back to play it yourself again.",
    ja: "時間切れが続いたため、あなたの席はボットが担当しています。「戻りました」を押すと、また自分で遊べます。",
  },
  "hand.back": { en: "Welcome back: your seat is yours again.", ja: "おかえりなさい。席はまたあなたのものです。" },
  "reply.opened": {
    en: "Your {game} table `{id}` is open below. Others press Join; you press Start when everyone is in.",
    ja: "{game}の卓`{id}`を下に開きました。他の人が「参加」を押し、そろったらあなたが「開始」を押します。",
  },
  "reply.reposted": { en: "Table `{id}` is posted again below.", ja: "卓`{id}`を下にもう一度表示しました。" },
  "reply.no-table": {
    en: "You have no open table in this channel. Open one with /play.",
    ja: "このチャンネルにあなたの開いている卓はありません。/play で開けます。",
  },
  "reply.which-table": {
    en: "Several tables are open here; name one with the table option: {ids}.",
    ja: "ここには複数の卓が開いています。tableオプションで指定してください:{ids}",
  },
  "reply.conceded": { en: "You conceded table `{id}`.", ja: "卓`{id}`を投了しました。" },
  "reply.ended": { en: "Table `{id}` is ended.", ja: "卓`{id}`を終了しました。" },
  "reply.dm-on": { en: "You will get a direct message when it is your turn.", ja: "手番が来たらダイレクトメッセージでお知らせします。" },
  "reply.dm-off": {
    en: "No more direct messages; you will be mentioned in the channel instead.",
    ja: "ダイレクトメッセージは送りません。代わりにチャンネルでメンションします。",
  },
  "reply.error": {
    en: "Something went wrong on our side; nothing was changed. Please try again.",
    ja: "こちら側で問題が起きました。何も変更されていません。もう一度お試しください。",
  },
  "reply.missing-permissions": {
    en: "I cannot keep a table in this channel: I need View Channel, Send Messages, Embed Links and Attach Files here.",
    ja: "このチャンネルでは卓を置けません。チャンネルの閲覧、メッセージの送信、埋め込みリンク、ファイルの添付の権限が必要です。",
  },
  "reply.not-in-guild": { en: "Tables are played in server channels.", ja: "卓はサーバーのチャンネルで遊びます。" },
  "reply.no-choice": { en: "That choice is not on offer.", ja: "その選択肢はありません。" },

  // Notices
  "notice.your-turn": { en: "Your turn at {game} (table `{id}`): {link}", ja: "{game}(卓`{id}`)であなたの番です:{link}" },
  "notice.ping": { en: "{players}: your turn at table `{id}`.", ja: "{players}:卓`{id}`であなたの番です。" },
  "notice.warning": {
    en: "{players}: {seconds} seconds left at table `{id}`, then a bot decides for you.",
    ja: "{players}:卓`{id}`の残り時間は{seconds}秒です。過ぎるとボットが代わりに判断します。",
  },
  "notice.restored": {
    en: "The bot restarted. Table {ids} continues from its last move; its buttons still work.",
    ja: "ボットが再起動しました。卓{ids}は最後の手から続きます。ボタンはそのまま使えます。",
  },

  // Help
  "help.title": { en: "Playing with this bot", ja: "このボットの遊び方" },
  "help.body": {
    en: [
      "**/play** opens a table: pick the game and a turn timer. Others press **Join**, the host presses **Start** (or **Add bot** for a bot opponent). A game that can be played alone (Tomb Raider) starts with just you.",
      "**My hand** (or **/hand**) shows your cards and your choices; only you see them. Choices that reveal nothing, like the defender's guess, are buttons on the table itself.",
      "**/table** posts your table again if it scrolled away. **/concede** gives up your match; **/end** closes a table and **/timer** changes its time per decision (host or server managers).",
      "**/rules** explains a game. **/settings** turns turn notices by direct message on or off.",
      "When your time runs out a bot decides for you; after 3 timeouts in a row it takes over your seat. **Play again** on a finished table opens a new one.",
    ].join("\n"),
    ja: [
      "**/play** で卓を開きます。ゲームと持ち時間を選びます。他の人が **参加** を押し、ホストが **開始** を押します(**ボットを追加** でボットと対戦)。1人で遊べるゲーム(トゥームレイダー)は1人でも開始できます。",
      "**手札**(または **/hand**)で自分の手札と選択肢を見られます。あなたにだけ表示されます。守備側の推理のように何も明かさない選択は、卓のボタンで行います。",
      "**/table** は流れてしまった卓をもう一度表示します。**/concede** で投了、**/end** で卓を終了、**/timer** で持ち時間を変更します(ホストかサーバー管理者)。",
      "**/rules** でゲームのルールを読めます。**/settings** で手番のダイレクトメッセージ通知をオン・オフできます。",
      "持ち時間が切れるとボットが代わりに判断し、3回続けて切れるとボットが席を引き継ぎます。終わった卓の **もう一度遊ぶ** で新しい卓を開けます。",
    ].join("\n"),
  },
} satisfies Catalog;

export type DiscordStringKey = keyof typeof discordStrings;

export function t(key: DiscordStringKey, locale: Locale, params: Params = {}): string {
  return translate(discordStrings, key, locale, params);
}
