import { translate, type Catalog, type Locale, type Params } from "../engine/index.ts";

/** Everything the Discord table says, in English and Japanese. */
export const discordStrings = {
  // Commands (descriptions; names and their Japanese forms are in each command's file)
  "cmd.play": { en: "Open a game table in this channel", ja: "このチャンネルにゲームの卓を開く" },
  "cmd.play.game": { en: "The game to play", ja: "遊ぶゲーム" },
  "cmd.play.thread": {
    en: "Play in a new thread of this channel, archived when the match ends (default: the server's setting)",
    ja: "このチャンネルに新しいスレッドを作って遊ぶ(対戦が終わるとアーカイブ。既定はサーバーの設定)",
  },
  "cmd.server": { en: "This server's settings (server managers)", ja: "このサーバーの設定(サーバー管理者)" },
  "cmd.server.threads": {
    en: "Open every table in its own thread unless /play says otherwise",
    ja: "/playで指定がなければ、卓ごとにスレッドを作る",
  },
  "server.threads-on": {
    en: "Tables on this server open in their own thread (/play thread:false keeps one in the channel).",
    ja: "このサーバーの卓はそれぞれのスレッドに開きます(/play thread:falseでチャンネルに開けます)。",
  },
  "server.threads-off": {
    en: "Tables on this server open in the channel where /play is used (/play thread:true opens a thread).",
    ja: "このサーバーの卓は/playを使ったチャンネルに開きます(/play thread:trueでスレッドに開けます)。",
  },
  "server.not-manager": {
    en: "Only those who may manage this server change its settings.",
    ja: "サーバーの設定を変えられるのは、サーバーの管理権限がある人だけです。",
  },
  "thread.name": { en: "{game} · {host}", ja: "{game} · {host}" },
  "reply.opened-thread": {
    en: "Your {game} table `{id}` is open in {thread}. Others press Join there; you press Start when everyone is in.",
    ja: "{game}の卓`{id}`を{thread}に開きました。そこで他の人が「参加」を押し、そろったらあなたが「開始」を押します。",
  },
  "thread.in-thread": {
    en: "This is already a thread or a channel without threads, so the table is here instead.",
    ja: "ここはスレッドか、スレッドを作れないチャンネルなので、卓はここに開きました。",
  },
  "thread.no-permission": {
    en: "I may not start threads here (I need Create Public Threads and Send Messages in Threads), so the table is in this channel instead.",
    ja: "ここではスレッドを作れません(公開スレッドの作成とスレッドでのメッセージ送信の権限が必要です)。卓はこのチャンネルに開きました。",
  },
  "thread.failed": {
    en: "Discord did not let me start a thread here just now, so the table is in this channel instead.",
    ja: "今はDiscordがここでのスレッド作成を受け付けなかったので、卓はこのチャンネルに開きました。",
  },
  "cmd.play.timer": { en: "Time for each decision (default 5 minutes)", ja: "1回の判断の持ち時間(既定5分)" },
  "cmd.table": { en: "Post your table here again", ja: "あなたの卓をもう一度ここに表示する" },
  "cmd.hand": { en: "See your hand and your choices (only you see it)", ja: "手札と選択肢を見る(あなたにだけ表示)" },
  "cmd.concede": { en: "Concede your current match", ja: "今の対戦を投了する" },
  "cmd.end": {
    en: "End a table in this channel (host or server managers)",
    ja: "このチャンネルの卓を終了する(ホストかサーバー管理者)",
  },
  "cmd.end.table": { en: "The table id (shown under the table)", ja: "卓のID(卓の下に表示)" },
  "cmd.rules": { en: "Read a game's rules (only you see them)", ja: "ゲームのルールを読む(あなたにだけ表示)" },
  "cmd.rules.game": { en: "The game", ja: "ゲーム" },
  "cmd.timer": { en: "Change your table's time per decision (host)", ja: "卓の1回の持ち時間を変える(ホスト)" },
  "reply.timer": {
    en: "Table `{id}`: {time} per decision from now on.",
    ja: "卓`{id}`:これから1回の持ち時間は{time}です。",
  },
  "cmd.help": { en: "How to play with this bot", ja: "このボットの遊び方" },
  "cmd.settings": { en: "Your notice settings", ja: "通知の設定" },
  "cmd.settings.dm": { en: "Direct messages when it is your turn", ja: "手番が来たときのダイレクトメッセージ" },
  "lobby.league": {
    en: "League: **{league}**. The result counts when every player has joined it (/league join); bots never count.",
    ja: "リーグ:**{league}**。全員がリーグに参加していれば結果が記録されます(/league join)。ボットは対象外です。",
  },
  "cmd.league": {
    en: "Community leagues: seasons, ratings, standings and reported results",
    ja: "コミュニティリーグ:シーズン、レーティング、順位、結果の報告",
  },
  "cmd.league.create": {
    en: "Create a league for a game (server managers)",
    ja: "ゲームのリーグを作る(サーバー管理者)",
  },
  "cmd.league.join": { en: "Join a league", ja: "リーグに参加する" },
  "cmd.league.leave": { en: "Leave a league (your results stay)", ja: "リーグから退出する(結果は残ります)" },
  "cmd.league.season": { en: "Start or end a season (league admins)", ja: "シーズンの開始・終了(リーグ管理者)" },
  "cmd.league.season.start": {
    en: "Start the next season with fresh ratings",
    ja: "レーティングをリセットして次のシーズンを始める",
  },
  "cmd.league.season.end": { en: "End the season and freeze its standings", ja: "シーズンを終了して順位を確定する" },
  "cmd.league.settings": {
    en: "Change games before ranking, report time, admin role or web pages (league admins)",
    ja: "順位対象の対戦数、報告の確認期限、管理ロール、ウェブページを変更(リーグ管理者)",
  },
  "cmd.league.public": {
    en: "Show its standings, players, events and replays on the web, for anyone with the link",
    ja: "順位表、プレイヤー、イベント、リプレイをウェブで公開(リンクを知っている人が見られます)",
  },
  "cmd.league.remove": {
    en: "Take a member out of the league; their results stay (league admins)",
    ja: "参加者をリーグから外す(結果は残ります、リーグ管理者)",
  },
  "cmd.league.member": { en: "The member", ja: "参加者" },
  "cmd.league.no-admin-role": {
    en: "Remove the admin role: only server managers run the league",
    ja: "管理ロールを外す(サーバー管理者のみが運営)",
  },
  "cmd.league.info": {
    en: "A league's season, settings, members and open reports",
    ja: "リーグのシーズン、設定、参加者、確認待ちの報告",
  },
  "cmd.league.report": {
    en: "Report a game played elsewhere; your opponents confirm it",
    ja: "ほかで遊んだ対戦を報告する(相手が確認します)",
  },
  "cmd.league.resolve": {
    en: "Settle a disputed report (league admins)",
    ja: "異議のある報告を裁定する(リーグ管理者)",
  },
  "cmd.league.standings": {
    en: "The standings: rank, rating, wins and losses, trend",
    ja: "順位表:順位、レーティング、勝敗、傾向",
  },
  "cmd.league.profile": {
    en: "A player's rating over the season, results and head to head",
    ja: "プレイヤーのシーズン中のレーティング推移、結果、対戦成績",
  },
  "cmd.league.history": {
    en: "The latest counted results with their rating changes",
    ja: "最近の記録済み結果とレーティングの変化",
  },
  "cmd.league.export": { en: "The season's results and standings as CSV", ja: "シーズンの結果と順位をCSVで出力" },
  "cmd.league.league": { en: "The league", ja: "リーグ" },
  "cmd.league.name": { en: "The league's name", ja: "リーグ名" },
  "cmd.league.game": { en: "The game it plays", ja: "対象のゲーム" },
  "cmd.league.admin-role": { en: "A role whose members run the league too", ja: "リーグを運営できるロール" },
  "cmd.league.min-games": { en: "Games before a player is ranked (default 5)", ja: "順位に載るまでの対戦数(既定5)" },
  "cmd.league.decay-days": {
    en: "Days without a game before ratings decay (default 0: off)",
    ja: "レーティングが減衰し始めるまでの日数(既定0:なし)",
  },
  "cmd.league.report-hours": {
    en: "Hours a report waits for confirmation (default 48)",
    ja: "報告の確認期限(時間、既定48)",
  },
  "cmd.league.season-number": {
    en: "A past season's number (default: the current one)",
    ja: "過去のシーズン番号(既定:現在)",
  },
  "cmd.league.user": { en: "The player (default: you)", ja: "プレイヤー(既定:あなた)" },
  "cmd.league.place": { en: "The player who finished in this place", ja: "この順位のプレイヤー" },
  "cmd.league.draw": { en: "The game was a draw: everyone shares first place", ja: "引き分け(全員が1位)" },
  "cmd.league.report-id": { en: "The report's id", ja: "報告のID" },
  "cmd.league.decision": { en: "Count it as reported, or throw it out", ja: "報告どおり記録するか、却下するか" },
  "cmd.league.count": { en: "Count it", ja: "記録する" },
  "cmd.league.reject": { en: "Throw it out", ja: "却下する" },
  "cmd.play.league": {
    en: "Count the result for this league (every player must be in it)",
    ja: "この対戦をリーグに記録する(全員の参加が必要)",
  },
  "cmd.event": {
    en: "Events inside a league, played at the bot's tables",
    ja: "リーグ内のイベント(ボットの卓で対戦)",
  },
  "cmd.event.settings": {
    en: "Change an event's settings before it starts (league admins)",
    ja: "開始前にイベントの設定を変える(リーグ管理者)",
  },
  "cmd.event.info": { en: "An event's settings and where it stands", ja: "イベントの設定と進行状況" },
  "cmd.event.check-in": {
    en: "Open the check-in window (league admins)",
    ja: "チェックインの受付を始める(リーグ管理者)",
  },
  "cmd.event.extend": {
    en: "Add time to one table of the round (league admins)",
    ja: "ラウンドの1卓に時間を追加する(リーグ管理者)",
  },
  "cmd.event.decklist": {
    en: "A registered deck list (hidden until the lists are published)",
    ja: "登録デッキリスト(公開までは非公開)",
  },
  "cmd.event.deck": { en: "Your saved deck to register", ja: "登録する保存済みデッキ" },
  "cmd.event.format": { en: "Swiss pairings (2 players) or pods (3+)", ja: "スイス式(2人)かポッド(3人以上)" },
  "cmd.event.pod-size": { en: "Players per pod (pods)", ja: "1ポッドの人数(ポッド)" },
  "cmd.event.best-of": { en: "Games per Swiss match", ja: "スイス式の1対戦のゲーム数" },
  "cmd.event.play": {
    en: "Play at the bot's tables, or elsewhere and report",
    ja: "ボットの卓で対戦するか、別の場所で対戦して報告するか",
  },
  "cmd.event.round-minutes": { en: "Minutes per round (0: untimed)", ja: "1ラウンドの分数(0:時間制限なし)" },
  "cmd.event.no-show-minutes": {
    en: "A player not shown after this many minutes loses",
    ja: "この分数までに現れないプレイヤーは負け",
  },
  "cmd.event.ready-minutes": {
    en: "A table starts by itself after this many minutes",
    ja: "この分数が過ぎると卓は自動で開始",
  },
  "cmd.event.check-in-minutes": {
    en: "Length of the check-in window in minutes (0: none)",
    ja: "チェックイン受付の分数(0:なし)",
  },
  "cmd.event.late-entry": {
    en: "Allow entries until round 2 (a loss per round missed)",
    ja: "ラウンド2まで途中参加を認める(欠席ラウンドは負け)",
  },
  "cmd.event.decks": { en: "Registered saved decks, or preconstructed only", ja: "登録デッキか、構築済みデッキのみか" },
  "cmd.event.lists": { en: "When the registered lists are published", ja: "登録デッキリストを公開する時期" },
  "cmd.event.timer": { en: "Time for each decision at the event's tables", ja: "イベントの卓での1手の持ち時間" },
  "cmd.event.table": { en: "The table's number in this round", ja: "このラウンドの卓番号" },
  "cmd.event.minutes": { en: "Minutes to add", ja: "追加する分数" },
  "cmd.event.place": { en: "The player's place in their pod (pods, admins)", ja: "ポッドでの順位(ポッド、管理者)" },
  "cmd.event.whose": { en: "Whose list (default: yours)", ja: "誰のリストか(既定:自分)" },
  "cmd.event.create": { en: "Create an event (league admins)", ja: "イベントを作る(リーグ管理者)" },
  "cmd.event.join": { en: "Enter an event", ja: "イベントに参加する" },
  "cmd.event.leave": { en: "Leave an event (after the start: drop)", ja: "イベントから抜ける(開始後はドロップ)" },
  "cmd.event.start": {
    en: "Close entries and pair round 1 (league admins)",
    ja: "受付を締め切り第1ラウンドを組む(リーグ管理者)",
  },
  "cmd.event.pair": {
    en: "Close the round and pair the next (league admins)",
    ja: "ラウンドを締めて次を組む(リーグ管理者)",
  },
  "cmd.event.report": {
    en: "Report a match (elsewhere) or correct one (admins)",
    ja: "対戦結果の報告(別の場所)または修正(管理者)",
  },
  "cmd.event.standings": { en: "The event's standings and tie-breakers", ja: "イベントの順位とタイブレーク" },
  "cmd.event.event": { en: "The event's name", ja: "イベント名" },
  "cmd.event.rounds": {
    en: "Swiss rounds (default: enough for one undefeated player)",
    ja: "スイスラウンド数(既定:全勝者が1人になる数)",
  },
  "cmd.event.top-cut": { en: "Top cut after the Swiss rounds", ja: "スイス後の決勝トーナメント" },
  "cmd.event.wins": { en: "Games you won", ja: "勝ったゲーム数" },
  "cmd.event.losses": { en: "Games you lost", ja: "負けたゲーム数" },
  "cmd.event.draws": { en: "Games drawn", ja: "引き分けたゲーム数" },
  "cmd.event.player": {
    en: "Report for this player instead (league admins)",
    ja: "このプレイヤーの分を報告する(リーグ管理者)",
  },
  "cmd.deck": { en: "Check a deck list against a game's rules", ja: "デッキリストをゲームのルールで確認する" },
  "cmd.deck.check": {
    en: "Check a list (paste it, attach a .txt file, or give a deck code)",
    ja: "リストを確認(貼り付け、.txtファイルの添付、またはデッキコード)",
  },
  "cmd.deck.save": {
    en: "Check a list and save it under a name if it passes",
    ja: "リストを確認し、使用可能なら名前を付けて保存",
  },
  "cmd.deck.list": { en: "Your saved decks", ja: "保存したデッキの一覧" },
  "cmd.deck.show": { en: "Show one of your saved decks", ja: "保存したデッキを表示" },
  "cmd.deck.delete": { en: "Delete one of your saved decks", ja: "保存したデッキを削除" },
  "cmd.deck.export": {
    en: "The deck code of one of your saved decks, to share it",
    ja: "保存したデッキのデッキコード(共有用)",
  },
  "cmd.deck.name": { en: "The deck's name", ja: "デッキの名前" },
  "hand.own-deck": { en: "Or one of your saved decks", ja: "または保存したデッキ" },
  "hand.deck-size": { en: "{size} cards", ja: "{size}枚" },
  "hand.deck-unusable": {
    en: "Your deck “{name}” cannot be played here: {reason}",
    ja: "あなたのデッキ「{name}」はこの卓では使えません:{reason}",
  },
  "deck.saved": { en: "Saved as “{name}”.", ja: "「{name}」として保存しました。" },
  "deck.not-saved": {
    en: "Not saved as “{name}”: the deck does not pass.",
    ja: "使用できないデッキのため、「{name}」として保存していません。",
  },
  "deck.bad-name": { en: "A deck name is 1 to 32 characters on one line.", ja: "デッキ名は1行で1〜32文字です。" },
  "deck.no-such-deck": {
    en: "You have no {game} deck called “{name}”.",
    ja: "「{name}」という{game}のデッキはありません。",
  },
  "deck.deleted": { en: "Deleted “{name}”.", ja: "「{name}」を削除しました。" },
  "deck.code": { en: "Deck code of “{name}”: {code}", ja: "「{name}」のデッキコード:{code}" },
  "deck.none-saved": {
    en: "You have no saved decks yet: /deck save keeps one.",
    ja: "保存したデッキはまだありません。/deck save で保存できます。",
  },
  "deck.entry": { en: "{game} · {name} · {size} cards", ja: "{game}・{name}・{size}枚" },
  "deck.entry-illegal": {
    en: "{game} · {name} · {size} cards · no longer passes the rules",
    ja: "{game}・{name}・{size}枚・現在のルールでは使用不可",
  },
  "cmd.deck.game": { en: "The game", ja: "ゲーム" },
  "cmd.deck.file": { en: "A text file with the list", ja: "リストのテキストファイル" },
  "cmd.deck.code": { en: "A deck code", ja: "デッキコード" },
  "cmd.replay": { en: "Replays of finished tables", ja: "終わった卓のリプレイ" },
  "cmd.replay.view": {
    en: "Step through a finished table's replay (only you see it)",
    ja: "終わった卓のリプレイを1手ずつ見る(あなたにだけ表示)",
  },
  "cmd.replay.export": {
    en: "A finished table's replay as a file to keep",
    ja: "終わった卓のリプレイをファイルで受け取る",
  },
  "cmd.replay.table": {
    en: "The table: type a game, a player or a date",
    ja: "卓:ゲーム名・プレイヤー名・日付で探せます",
  },
  "cmd.replay.step": { en: "Start at this step (default: the first)", ja: "この手から見る(既定:最初)" },
  "replay.header": {
    en: "**Replay** · {game} · table `{id}` · step {step}/{count}",
    ja: "**リプレイ** · {game} · 卓 `{id}` · {step}/{count}手目",
  },
  "replay.players": { en: "Players: {players}", ja: "プレイヤー:{players}" },
  "replay.result": { en: "Result: {winners} won.", ja: "結果:{winners}の勝ち。" },
  "replay.start": { en: "The match begins.", ja: "対戦が始まります。" },
  "replay.lens-public": {
    en: "You see what everyone at the table saw.",
    ja: "卓の全員が見ていたものを表示しています。",
  },
  "replay.lens-own": {
    en: "You see the table and your own seat as you saw them.",
    ja: "卓と、あなたの席から見えていたものを表示しています。",
  },
  "replay.lens-all": {
    en: "Every player agreed: you see every hand.",
    ja: "全員が同意したので、すべての手札を表示しています。",
  },
  "replay.hand": { en: "{player}'s hand ({count}): {cards}", ja: "{player}の手札({count}枚):{cards}" },
  "replay.unknown": {
    en: "There is no finished table `{id}` in this server. Type a game, a player or a date to find one.",
    ja: "このサーバーに終わった卓`{id}`はありません。ゲーム名・プレイヤー名・日付で探せます。",
  },
  "replay.not-ended": {
    en: "Table `{id}` has not ended yet: press Watch on its message to follow it.",
    ja: "卓`{id}`はまだ終わっていません。卓のメッセージの「観戦」で見られます。",
  },
  "replay.not-seated": {
    en: "Only the players of table `{id}` can see their own seat in its replay.",
    ja: "卓`{id}`の自分の席を見られるのは、その卓のプレイヤーだけです。",
  },
  "replay.not-agreed": {
    en: "Every hand is shown only when every player of the table has agreed.",
    ja: "すべての手札は、卓のプレイヤー全員が同意したときだけ表示されます。",
  },
  "replay.export": {
    en: "Table `{id}`'s replay: what everyone saw, step by step. Read it with `npm run replay -- FILE`.",
    ja: "卓`{id}`のリプレイ(全員が見ていたものを1手ずつ)。`npm run replay -- ファイル`で読めます。",
  },
  "replay.export-all": {
    en: "Table `{id}`'s replay with every hand (every player agreed). Read it with `npm run replay -- FILE`.",
    ja: "卓`{id}`のリプレイ(全員の同意により全員の手札つき)。`npm run replay -- ファイル`で読めます。",
  },
  "replay.jump": { en: "Jump to a step", ja: "手を選んで移動" },
  "replay.jump-option": { en: "Step {step}", ja: "{step}手目" },
  "button.first": { en: "First", ja: "最初" },
  "button.previous": { en: "Back", ja: "前へ" },
  "button.next": { en: "Next", ja: "次へ" },
  "button.last": { en: "Last", ja: "最後" },
  "button.lens-public": { en: "Public view", ja: "公開情報" },
  "button.lens-own": { en: "My seat", ja: "自分の席" },
  "button.lens-all": { en: "All hands", ja: "全員の手札" },
  "button.replay": { en: "Replay", ja: "リプレイ" },
  "button.show-hands": { en: "Show all hands in the replay", ja: "リプレイで全員の手札を公開" },
  "button.agree": { en: "I agree", ja: "同意する" },
  "button.refuse": { en: "Keep my hand hidden", ja: "手札を隠したままにする" },
  "button.watch": { en: "Watch", ja: "観戦" },
  "consent.ask": {
    en: "Show every player's hand in the replays of table `{id}`? Only if every player agrees. So far: {agreed} of {people} agreed{refused}.",
    ja: "卓`{id}`のリプレイで全員の手札を公開しますか?全員が同意したときだけ公開されます。現在:{people}人中{agreed}人が同意{refused}。",
  },
  "consent.refused": { en: ", {count} refused", ja: "、{count}人が拒否" },
  "consent.all": {
    en: "Every player agreed: replays of table `{id}` can show every hand.",
    ja: "全員が同意しました。卓`{id}`のリプレイで全員の手札を見られます。",
  },
  "watch.header": {
    en: "**Watching** · {game} · table `{id}` · only you see this; it follows the table until {until}.",
    ja: "**観戦中** · {game} · 卓 `{id}` · あなたにだけ表示。{until}まで卓に合わせて更新されます。",
  },
  "watch.ended": {
    en: "**Watched** · {game} · table `{id}` · the match is over.",
    ja: "**観戦** · {game} · 卓 `{id}` · 対戦は終わりました。",
  },
  "watch.full-log": {
    en: "The whole log from move 1 is in the attached file.",
    ja: "1手目からの記録は添付ファイルにあります。",
  },
  "cmd.card": { en: "Look up a card by name (only you see it)", ja: "カードを名前で調べる(あなたにだけ表示)" },
  "cmd.card.game": { en: "The game", ja: "ゲーム" },
  "cmd.card.name": { en: "The card's name, in English or Japanese", ja: "カード名(英語か日本語)" },
  "deck.modal.title": { en: "{game} deck list", ja: "{game}のデッキリスト" },
  "deck.modal.label": { en: "The list: one card per line, like 4 Name", ja: "リスト:1行に1種類、「4 名前」のように" },
  "deck.file-type": {
    en: "Attach the list as a plain text file (.txt); {file} is not one.",
    ja: "リストはテキストファイル(.txt)で添付してください。{file}は違います。",
  },
  "deck.file-size": {
    en: "{file} is {size} bytes; lists up to {max} bytes are read.",
    ja: "{file}は{size}バイトです。読めるのは{max}バイトまでです。",
  },
  "deck.file-unreadable": {
    en: "The file could not be read; try again, or paste the list.",
    ja: "ファイルを読めませんでした。もう一度試すか、リストを貼り付けてください。",
  },
  "deck.post": { en: "Post in the channel", ja: "チャンネルに投稿" },
  "deck.posted-by": { en: "{user} checked a deck:", ja: "{user}がデッキを確認しました:" },
  "deck.report-gone": {
    en: "That report is no longer kept; run /deck check again.",
    ja: "その結果はもう保存されていません。もう一度 /deck check を実行してください。",
  },
  "deck.report-file": { en: "The report is long: here it is as a file.", ja: "結果が長いため、ファイルにしました。" },
  "card.unknown": { en: "No {game} card is called “{name}”.", ja: "{game}に「{name}」というカードはありません。" },
  "card.unknown-near": {
    en: "No {game} card is called “{name}”. Did you mean {near}?",
    ja: "{game}に「{name}」というカードはありません。もしかして:{near}",
  },
  "card.type": { en: "Type: {type} · part of the list: {section}", ja: "種類:{type}・区分:{section}" },
  "choice.on": { en: "On", ja: "オン" },
  "choice.off": { en: "Off", ja: "オフ" },
  seconds: { en: "{n} seconds", ja: "{n}秒" },
  minutes: { en: "{n} minutes", ja: "{n}分" },
  minute: { en: "1 minute", ja: "1分" },
  hour: { en: "1 hour", ja: "1時間" },

  // Lobby
  "lobby.title": { en: "{game} table", ja: "{game}の卓" },
  "lobby.host": { en: "Host: {host}", ja: "ホスト:{host}" },
  "lobby.seats": { en: "Seats ({count}/{max}): {names}", ja: "席({count}/{max}):{names}" },
  "lobby.timer": { en: "Turn timer: {time}", ja: "持ち時間:{time}" },
  "lobby.setting": { en: "{label}: {value}", ja: "{label}:{value}" },
  "lobby.setting-players": {
    en: "{label}: {value} (only at a table of {players} players; with another count the game plays without it)",
    ja: "{label}:{value}({players}人の卓のみ。ほかの人数では使われません)",
  },
  "button.autopass-on": { en: "Always pass windows for me", ja: "以後の割り込みは自動でパス" },
  "button.autopass-off": { en: "Stop passing windows for me", ja: "自動パスをやめる" },
  "hand.autopass-on": {
    en: "From now on every window you are asked in is passed for you, whatever you hold.",
    ja: "これ以降、あなたへの割り込みの機会は手札にかかわらずすべて自動でパスします。",
  },
  "hand.autopass-off": { en: "You answer the windows yourself again.", ja: "割り込みの機会に再び自分で答えます。" },
  "hand.autopass-active": { en: "Windows are passed for you.", ja: "割り込みの機会は自動でパスしています。" },
  "lobby.event-title": { en: "{game} · event match, game {game_no}", ja: "{game}・イベント対戦 第{game_no}ゲーム" },
  "lobby.event-ready": { en: "✅ {name} is ready", ja: "✅ {name}:準備完了" },
  "lobby.event-waiting": { en: "⏳ {name}: press Ready", ja: "⏳ {name}:準備完了を押してください" },
  "lobby.event-starts": {
    en: "The match starts when everyone is ready, or by itself {when}.",
    ja: "全員が準備完了になると開始します。そうでなければ{when}に自動で開始します。",
  },
  "lobby.how": {
    en: "Press Join to take a seat. The host presses Start once {min}–{max} players are seated.",
    ja: "「参加」で着席します。{min}～{max}人そろったらホストが「開始」を押します。",
  },
  "lobby.cancelled": { en: "This {game} table was cancelled.", ja: "この{game}の卓は取り消されました。" },
  "button.join": { en: "Join", ja: "参加" },
  "button.leave": { en: "Leave", ja: "退席" },
  "button.bot": { en: "Add bot", ja: "ボットを追加" },
  "button.start": { en: "Start", ja: "開始" },
  "button.ready": { en: "Ready", ja: "準備完了" },
  "button.cancel": { en: "Cancel", ja: "取り消し" },
  "button.hand": { en: "My hand", ja: "手札" },
  "button.rules": { en: "Rules", ja: "ルール" },
  "button.again": { en: "Play again", ja: "もう一度遊ぶ" },
  "button.back": { en: "I'm back", ja: "戻りました" },
  "button.back-choices": { en: "Back", ja: "戻る" },
  "button.rules-summary": { en: "In one screen", ja: "1画面で" },
  "button.pass": { en: "Pass ({player})", ja: "パス({player})" },
  "button.pass-dm": { en: "Pass", ja: "パス" },
  "bot.name": { en: "Bot {n}", ja: "ボット{n}" },

  // The table while playing
  "table.header": { en: "**{game}** · table `{id}`", ja: "**{game}** · 卓 `{id}`" },
  "table.deadline": { en: "Decide {when}.", ja: "期限:{when}" },
  "table.round-ends": { en: "The round ends {when}.", ja: "ラウンド終了:{when}" },
  "table.time-draw": {
    en: "The round's time ran out: the game is a draw.",
    ja: "ラウンドの時間切れ:このゲームは引き分けです。",
  },
  "table.time-won": {
    en: "The round's time ran out: {winners} wins on the game's count at time.",
    ja: "ラウンドの時間切れ:時間切れ時点の判定で{winners}の勝利です。",
  },
  "table.timed-out": {
    en: "Time ran out for {players}: a bot decided for them.",
    ja: "{players}の時間切れ:ボットが代わりに判断しました。",
  },
  "table.handed-over": {
    en: "{players} timed out {count} times in a row: a bot plays their seat from now on.",
    ja: "{players}が{count}回続けて時間切れ:以後はボットがその席を担当します。",
  },
  "table.conceded": { en: "{player} conceded. {winners} wins.", ja: "{player}が投了しました。{winners}の勝利です。" },
  "table.ended": { en: "This table was ended before the match finished.", ja: "この卓は対戦の途中で終了しました。" },

  // Private replies
  "hand.title": { en: "Your hand at table `{id}` ({count}): {cards}", ja: "卓`{id}`のあなたの手札({count}枚):{cards}" },
  "hand.decide": { en: "**Your decision:** {prompt}", ja: "**あなたの判断:**{prompt}" },
  "hand.opened": { en: "Chosen so far: {trail}", ja: "ここまでの選択:{trail}" },
  "hand.on-table": { en: "Make this choice with the buttons on the table.", ja: "この選択は卓のボタンで行います。" },
  "hand.waiting": { en: "Waiting for {players}.", ja: "{players}を待っています。" },
  "hand.answered": {
    en: "You chose: {action}. Waiting for the others.",
    ja: "あなたの選択:{action}。他のプレイヤーを待っています。",
  },
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
  "reply.dm-on": {
    en: "You will get a direct message when it is your turn.",
    ja: "手番が来たらダイレクトメッセージでお知らせします。",
  },
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
  "option.unknown": {
    en: "That command came with an option it does not have ({option}). Use it as Discord offers it.",
    ja: "このコマンドにないオプション({option})が送られました。Discordの表示どおりに使ってください。",
  },
  "option.text": { en: "**{option}** must be text.", ja: "**{option}** は文字で入力してください。" },
  "option.whole": { en: "**{option}** must be a whole number.", ja: "**{option}** は整数にしてください。" },
  "option.number": { en: "**{option}** must be a number.", ja: "**{option}** は数にしてください。" },
  "option.boolean": { en: "**{option}** must be True or False.", ja: "**{option}** はTrueかFalseにしてください。" },
  "option.picked": {
    en: "**{option}** must be picked from Discord's list.",
    ja: "**{option}** はDiscordの一覧から選んでください。",
  },
  "option.required": { en: "The option **{option}** is required.", ja: "オプション **{option}** は必須です。" },
  "option.choice": {
    en: "**{option}** must be one of: {choices}.",
    ja: "**{option}** は次のどれかにしてください:{choices}。",
  },
  "option.range": {
    en: "**{option}** must be from {min} to {max}.",
    ja: "**{option}** は{min}から{max}までにしてください。",
  },
  "option.range-min": { en: "**{option}** must be at least {min}.", ja: "**{option}** は{min}以上にしてください。" },
  "option.range-max": { en: "**{option}** must be at most {max}.", ja: "**{option}** は{max}以下にしてください。" },
  "option.length": {
    en: "**{option}** must be {min} to {max} characters long.",
    ja: "**{option}** は{min}〜{max}文字にしてください。",
  },
  "option.length-max": {
    en: "**{option}** must be at most {max} characters long.",
    ja: "**{option}** は{max}文字以内にしてください。",
  },
  "reply.not-in-guild": { en: "Tables are played in server channels.", ja: "卓はサーバーのチャンネルで遊びます。" },
  "reply.counted": {
    en: "Your move at table `{id}` counted, but its answer could not be shown: press My hand to see where the game stands.",
    ja: "卓`{id}`での手は記録されましたが、結果を表示できませんでした。手札を押して今の状況を確認してください。",
  },
  "reply.unknown-command": { en: "This bot has no such command.", ja: "このボットにそのコマンドはありません。" },
  "reply.no-choice": { en: "That choice is not on offer.", ja: "その選択肢はありません。" },
  "reply.wrong-message": {
    en: "That button belongs on another message: nothing was changed here.",
    ja: "そのボタンは別のメッセージのものです。ここでは何も変わりません。",
  },

  // Notices
  "notice.your-turn": {
    en: "Your turn at {game} (table `{id}`): {link}",
    ja: "{game}(卓`{id}`)であなたの番です:{link}",
  },
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
      "**/rules** explains a game. **/settings** turns turn notices by direct message on or off. Server managers can make every table open in its own thread with **/server**.",
      "When your time runs out a bot decides for you; after 3 timeouts in a row it takes over your seat. **Play again** on a finished table opens a new one.",
    ].join("\n"),
    ja: [
      "**/play** で卓を開きます。ゲームと持ち時間を選びます。他の人が **参加** を押し、ホストが **開始** を押します(**ボットを追加** でボットと対戦)。1人で遊べるゲーム(トゥームレイダー)は1人でも開始できます。",
      "**手札**(または **/hand**)で自分の手札と選択肢を見られます。あなたにだけ表示されます。守備側の推理のように何も明かさない選択は、卓のボタンで行います。",
      "**/table** は流れてしまった卓をもう一度表示します。**/concede** で投了、**/end** で卓を終了、**/timer** で持ち時間を変更します(ホストかサーバー管理者)。",
      "**/rules** でゲームのルールを読めます。**/settings** で手番のダイレクトメッセージ通知をオン・オフできます。サーバー管理者は **/server** で卓ごとにスレッドを作る設定にできます。",
      "持ち時間が切れるとボットが代わりに判断し、3回続けて切れるとボットが席を引き継ぎます。終わった卓の **もう一度遊ぶ** で新しい卓を開けます。",
    ].join("\n"),
  },
} satisfies Catalog;

export type DiscordStringKey = keyof typeof discordStrings;

export function t(key: DiscordStringKey, locale: Locale, params: Params = {}): string {
  return translate(discordStrings, key, locale, params);
}
