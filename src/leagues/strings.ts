import { translate, type Catalog, type Locale, type Params } from "../engine/index.ts";

/** What leagues and events say (refusals, replies, posts, images), in English and Japanese. */
export const leagueStrings = {
  // Refusals
  "league-manage-only": {
    en: "Only those who may manage this server can create a league.",
    ja: "リーグを作れるのはサーバーの管理権限を持つ人だけです。",
  },
  "league-admin-only": {
    en: "Only this league's admins (server managers and its admin role) can do that.",
    ja: "それができるのはこのリーグの管理者(サーバー管理者と管理ロール)だけです。",
  },
  "league-bad-name": { en: "A name is 1 to 40 characters on one line.", ja: "名前は1行で1〜40文字です。" },
  "league-name-taken": {
    en: "There is already a league or event called “{name}” here.",
    ja: "「{name}」という名前はすでに使われています。",
  },
  "league-unknown": {
    en: "This server has no league called “{name}”.",
    ja: "このサーバーに「{name}」というリーグはありません。",
  },
  "league-none": {
    en: "This server has no league yet: someone who manages it can start one with /league create.",
    ja: "このサーバーにはまだリーグがありません。管理者が /league create で作れます。",
  },
  "league-already-member": { en: "You are already in {league}.", ja: "すでに{league}に参加しています。" },
  "league-not-member": { en: "You are not in {league}.", ja: "{league}に参加していません。" },
  "league-not-a-member": { en: "That player is not in {league}.", ja: "そのプレイヤーは{league}に参加していません。" },
  "league-no-season": {
    en: "{league} has no season running: its admins start one with /league season start.",
    ja: "{league}は今シーズン中ではありません。管理者が /league season start で始めます。",
  },
  "league-season-running": {
    en: "Season {season} of {league} is still running: end it first.",
    ja: "{league}のシーズン{season}はまだ続いています。先に終了してください。",
  },
  "league-other-game": { en: "{league} plays another game.", ja: "{league}は別のゲームのリーグです。" },
  "league-join-first": {
    en: "Join {league} first (/league join).",
    ja: "先に{league}に参加してください(/league join)。",
  },
  "league-too-few": { en: "fewer than two people played", ja: "人間のプレイヤーが2人未満でした" },
  "league-outsiders": { en: "not in the league: {names}", ja: "リーグに参加していない人がいました:{names}" },
  "league-no-season-number": { en: "{league} has no season {season}.", ja: "{league}にシーズン{season}はありません。" },
  "report-not-in-game": {
    en: "You can only report a game you played in.",
    ja: "報告できるのは自分が参加したゲームだけです。",
  },
  "report-twice": { en: "Each player is named once.", ja: "同じプレイヤーは1回だけ指定してください。" },
  "report-player-count": {
    en: "This game is played by {min} to {max} players.",
    ja: "このゲームのプレイ人数は{min}〜{max}人です。",
  },
  "report-not-members": {
    en: "{count} of the players named are not in this league.",
    ja: "指定したプレイヤーのうち{count}人がこのリーグに参加していません。",
  },
  "report-gone": { en: "That result could not be recorded.", ja: "その結果は記録できませんでした。" },
  "report-unknown": { en: "There is no report {id} in this league.", ja: "このリーグに報告{id}はありません。" },
  "report-closed": {
    en: "That report is no longer waiting for answers.",
    ja: "その報告はもう回答を受け付けていません。",
  },
  "report-not-yours": {
    en: "Only the players named in the report can confirm or dispute it.",
    ja: "確認・異議ができるのは報告に名前のあるプレイヤーだけです。",
  },
  "report-own": {
    en: "You reported it: your opponents confirm it.",
    ja: "報告者は確認できません。対戦相手が確認します。",
  },
  "event-unknown-game": {
    en: "This build does not run that league's game.",
    ja: "このボットはそのリーグのゲームを扱えません。",
  },
  "event-swiss-two-player": {
    en: "Swiss pairings are for two-player games: use pods for this game.",
    ja: "スイス式は2人用ゲーム向けです。このゲームはポッドを使ってください。",
  },
  "event-pods-multiplayer": {
    en: "Pods are for games of three or more players: use Swiss for this game.",
    ja: "ポッドは3人以上のゲーム向けです。このゲームはスイス式を使ってください。",
  },
  "event-pod-size": {
    en: "A pod seats {min} to {max} players in this game.",
    ja: "このゲームのポッドは{min}〜{max}人です。",
  },
  "event-pods-best-of": { en: "Pods play one game a round.", ja: "ポッドは1ラウンド1ゲームです。" },
  "event-no-deck-lists": {
    en: "This game has no deck lists to register: its events play preconstructed decks.",
    ja: "このゲームには登録できるデッキリストがありません。構築済みデッキで行います。",
  },
  "event-bad-minutes": { en: "Minutes go from {min} to {max}.", ja: "分数は{min}〜{max}です。" },
  "event-ready-after-no-show": {
    en: "A table must start by itself no later than a no-show loses.",
    ja: "自動開始は不在判定より前(同時まで)にしてください。",
  },
  "event-bad-timer": { en: "That time per decision is not offered.", ja: "その持ち時間は選べません。" },
  "event-deck-needed": {
    en: "{name} registers decks: join with one of your saved decks (deck:).",
    ja: "{name}はデッキ登録制です。保存済みデッキを指定して参加してください(deck:)。",
  },
  "event-deck-illegal": {
    en: "Your deck “{deck}” does not pass the game's deck rules:",
    ja: "デッキ「{deck}」はゲームのデッキ構築ルールを満たしていません:",
  },
  "event-no-saved-deck": {
    en: "You have no saved deck called “{deck}” for this game (/deck save).",
    ja: "このゲームの保存済みデッキ「{deck}」はありません(/deck save)。",
  },
  "event-no-check-in": {
    en: "{name} has no check-in (its check-in minutes are 0).",
    ja: "{name}にはチェックインがありません(チェックイン分数が0)。",
  },
  "event-check-in-first": {
    en: "Open the check-in first (/event check-in): players who do not check in are dropped at the start.",
    ja: "先にチェックインを始めてください(/event check-in)。チェックインしなかった人は開始時に除外されます。",
  },
  "event-checked-in-already": {
    en: "You are checked in to {name} already.",
    ja: "{name}にはすでにチェックイン済みです。",
  },
  "event-check-in-closed": {
    en: "Check-in for {name} is not open.",
    ja: "{name}のチェックインは受付中ではありません。",
  },
  "event-report-place": {
    en: "In a pod event an admin corrects a result with player: and place:.",
    ja: "ポッドのイベントでは管理者が player: と place: で結果を修正します。",
  },
  "event-bad-place": { en: "A place in that pod is 1 to {max}.", ja: "そのポッドの順位は1〜{max}です。" },
  "event-untimed": { en: "This round has no clock.", ja: "このラウンドには時間制限がありません。" },
  "event-bad-extension": { en: "Add 1 to {max} minutes.", ja: "追加できるのは1〜{max}分です。" },
  "event-no-table": {
    en: "Table {table} of this round is not being played.",
    ja: "このラウンドのテーブル{table}は対戦中ではありません。",
  },
  "event-lists-hidden": {
    en: "The lists of {name} are not published yet: only the player and the event's admins see one.",
    ja: "{name}のデッキリストはまだ公開されていません。本人とイベント管理者のみが見られます。",
  },
  "event-no-deck": {
    en: "That player registered no deck in {name}.",
    ja: "そのプレイヤーは{name}にデッキを登録していません。",
  },
  "event-gone": { en: "That event no longer exists.", ja: "そのイベントはもうありません。" },
  "event-name-taken": {
    en: "This league already has an event called “{name}”.",
    ja: "このリーグにはすでに「{name}」というイベントがあります。",
  },
  "event-unknown": {
    en: "This league has no event called “{name}”.",
    ja: "このリーグに「{name}」というイベントはありません。",
  },
  "event-started": {
    en: "{name} has started: entries are closed.",
    ja: "{name}は開始済みです。参加受付は終了しました。",
  },
  "event-already-in": { en: "You are already in {name}.", ja: "すでに{name}に参加しています。" },
  "event-not-in": { en: "You are not playing in {name}.", ja: "{name}に参加していません。" },
  "event-too-few": { en: "An event needs at least two players.", ja: "イベントには2人以上必要です。" },
  "event-not-started": { en: "{name} has not started yet.", ja: "{name}はまだ開始していません。" },
  "event-finished": { en: "{name} is over.", ja: "{name}は終了しました。" },
  "event-unreported": {
    en: "Some matches of this round are not reported yet (tables {tables}).",
    ja: "このラウンドに未報告の対戦があります(テーブル{tables})。",
  },
  "event-no-match": {
    en: "No match of round {round} is yours to report.",
    ja: "ラウンド{round}に報告できるあなたの対戦はありません。",
  },
  "event-bye": {
    en: "That is a bye: it counts as a win with nothing to report.",
    ja: "それは不戦勝です。報告は不要で勝ちとして数えます。",
  },
  "event-bad-score": {
    en: "Give games won, lost and drawn: whole numbers, at most {max} wins a side, at least one game.",
    ja: "勝ち・負け・引き分けのゲーム数を整数で入力してください(片方最大{max}勝、1ゲーム以上)。",
  },
  "event-cut-needs-winner": { en: "A top cut match needs a winner.", ja: "決勝トーナメントの対戦には勝者が必要です。" },
  "event-round-over": { en: "That round is over.", ja: "そのラウンドは終わりました。" },
  "event-paired-already": {
    en: "{name} was paired by someone else just now.",
    ja: "{name}はたった今ほかの人が組み合わせました。",
  },

  // Replies and posts
  created: {
    en: "League **{name}** for {game} is open: season 1 is running. Players join with /league join.",
    ja: "{game}のリーグ **{name}** を作りました。シーズン1開始。/league join で参加できます。",
  },
  joined: {
    en: "You joined **{league}**. League tables (/play … league:{league}) and reported results now count for you.",
    ja: "**{league}** に参加しました。リーグ卓(/play … league:{league})と報告した結果が記録されます。",
  },
  left: {
    en: "You left **{league}**. Your results stay in its history.",
    ja: "**{league}** から退出しました。これまでの結果は残ります。",
  },
  "settings-saved": {
    en: "**{league}**: ranked from {min} games, reports wait {hours} h, admins: server managers{role}.",
    ja: "**{league}**:{min}戦から順位対象、報告の確認期限{hours}時間、管理者:サーバー管理者{role}",
  },
  removed: {
    en: "{user} is no longer in **{league}**; their results stay.",
    ja: "{user}は **{league}** から外れました。結果は残ります。",
  },
  "season-ended": {
    en: "Season {season} of **{league}** has ended: its standings are frozen. /league season start begins the next with fresh ratings.",
    ja: "**{league}** のシーズン{season}が終了し、順位が確定しました。/league season start で新しいシーズンを始めます(レーティングはリセット)。",
  },
  "season-started": {
    en: "Season {season} of **{league}** has started: everyone begins with a fresh rating.",
    ja: "**{league}** のシーズン{season}が始まりました。全員のレーティングがリセットされます。",
  },
  "web.link": { en: "Web pages: {url}", ja: "ウェブページ:{url}" },
  "web.no-address": {
    en: "Web pages: public, but the bot has no public address (PUBLIC_URL) to link to.",
    ja: "ウェブページ:公開中ですが、ボットに公開アドレス(PUBLIC_URL)がないためリンクを出せません。",
  },
  "web.off": {
    en: "Web pages: off (admins turn them on with /league settings public:True).",
    ja: "ウェブページ:非公開(管理者が /league settings public:True で公開できます)。",
  },
  "web.standings": { en: "Standings on the web", ja: "ウェブで順位表を見る" },
  "web.profile": { en: "Profile on the web", ja: "ウェブでプロフィールを見る" },
  "web.event": { en: "Event on the web", ja: "ウェブでイベントを見る" },
  "web.replay": { en: "Replay on the web", ja: "ウェブでリプレイを見る" },
  "info.title": { en: "**{league}** ({game})", ja: "**{league}**({game})" },
  "info.season": { en: "Season {season}: {state}, since {since}.", ja: "シーズン{season}:{state}({since}から)" },
  "info.running": { en: "running", ja: "開催中" },
  "info.ended": { en: "ended", ja: "終了" },
  "info.members": {
    en: "Members: {count}. Results counted this season: {results}.",
    ja: "参加者:{count}人。今シーズンの記録済み結果:{results}件。",
  },
  "info.settings": {
    en: "Ranked from {min} games. Inactivity decay: {decay}. Reports wait {hours} h for confirmation.",
    ja: "{min}戦から順位に載ります。非活動による減衰:{decay}。報告の確認期限:{hours}時間。",
  },
  "info.decay-off": { en: "off", ja: "なし" },
  "info.decay-on": { en: "after {days} days", ja: "{days}日後から" },
  "info.admins": { en: "Admins: server managers{role}.", ja: "管理者:サーバー管理者{role}" },
  "info.role": { en: " and <@&{role}>", ja: "と<@&{role}>" },
  "info.open": {
    en: "Waiting reports: {pending}. Disputed: {disputed}.",
    ja: "確認待ちの報告:{pending}件。異議あり:{disputed}件。",
  },
  "info.dispute-line": { en: "• `{id}` by {by}: {places}", ja: "• `{id}` {by}による報告:{places}" },
  "info.events": { en: "Events: {events}", ja: "イベント:{events}" },
  "info.list": { en: "Leagues here: {leagues}", ja: "このサーバーのリーグ:{leagues}" },
  "report.title": {
    en: "**{league}**: {by} reports a {game} result (`{id}`)",
    ja: "**{league}**:{by}が{game}の結果を報告しました(`{id}`)",
  },
  "report.place": { en: "{place}. {name}", ja: "{place}位 {name}" },
  "report.draw": { en: "Draw: {names}", ja: "引き分け:{names}" },
  "report.ask": {
    en: "{mentions}: confirm or dispute before {time}.",
    ja: "{mentions}:{time}までに確認か異議を押してください。",
  },
  "report.waiting": { en: "Confirmed so far: {names}.", ja: "確認済み:{names}" },
  "report.counted": { en: "Confirmed by everyone: counted.", ja: "全員が確認しました。記録しました。" },
  "report.counted-by": { en: "Counted by {admin}.", ja: "{admin}が記録しました。" },
  "report.disputed": {
    en: "Disputed by {name}: waiting for the league's admins (/league resolve report:{id}).",
    ja: "{name}が異議を申し立てました。リーグ管理者の判断待ちです(/league resolve report:{id})。",
  },
  "report.rejected": { en: "Thrown out by {admin}: not counted.", ja: "{admin}が却下しました。記録しません。" },
  "report.expired": { en: "Not confirmed in time: not counted.", ja: "期限内に確認されませんでした。記録しません。" },
  "report.call-admins": {
    en: "<@&{role}>: report `{id}` in {league} is disputed. Settle it with /league resolve report:{id}.",
    ja: "<@&{role}>:{league}の報告`{id}`に異議があります。/league resolve report:{id} で裁定してください。",
  },
  "report.confirm": { en: "Confirm", ja: "確認" },
  "report.dispute": { en: "Dispute", ja: "異議" },
  "report.sent": {
    en: "Reported as `{id}`: your opponents confirm it in the channel.",
    ja: "`{id}`として報告しました。対戦相手がチャンネルで確認します。",
  },
  "report.you-confirmed": { en: "You confirmed report `{id}`.", ja: "報告`{id}`を確認しました。" },
  "report.you-disputed": {
    en: "You disputed report `{id}`: the league's admins decide.",
    ja: "報告`{id}`に異議を申し立てました。リーグ管理者が判断します。",
  },
  "resolved.counted": { en: "Report `{id}` counted.", ja: "報告`{id}`を記録しました。" },
  "resolved.rejected": { en: "Report `{id}` thrown out.", ja: "報告`{id}`を却下しました。" },
  change: { en: "{name}: {before} → {after} ({delta})", ja: "{name}:{before} → {after}({delta})" },
  "table.counted": { en: "**{league}**: result counted.", ja: "**{league}**:結果を記録しました。" },
  "table.not-counted": { en: "**{league}**: not counted ({why}).", ja: "**{league}**:記録しません({why})。" },
  "standings.title": { en: "{league} · season {season}", ja: "{league}・シーズン{season}" },
  "standings.frozen": { en: "final", ja: "確定" },
  "standings.page": { en: "page {page} of {pages}", ja: "{page}/{pages}ページ" },
  "standings.rank": { en: "#", ja: "順位" },
  "standings.name": { en: "Player", ja: "プレイヤー" },
  "standings.rating": { en: "Rating", ja: "レーティング" },
  "standings.record": { en: "W-L", ja: "勝-敗" },
  "standings.trend": { en: "Trend", ja: "傾向" },
  "standings.line": {
    en: "{rank}. {name} · {rating} · {record} · {trend}",
    ja: "{rank}. {name}・{rating}・{record}・{trend}",
  },
  "standings.provisional": { en: "Under {min} games (not ranked yet):", ja: "{min}戦未満(順位対象外):" },
  "standings.empty": { en: "No counted results this season yet.", ja: "今シーズンの記録済み結果はまだありません。" },
  "standings.previous": { en: "Previous", ja: "前へ" },
  "standings.next": { en: "Next", ja: "次へ" },
  "profile.title": { en: "{name} in {league} · season {season}", ja: "{league}の{name}・シーズン{season}" },
  "profile.standing": {
    en: "Rank {rank} · rating {rating} (μ {mu}, σ {sigma}) · {record} in {games} games",
    ja: "{rank}位・レーティング{rating}(μ {mu}、σ {sigma})・{games}戦 {record}",
  },
  "profile.provisional": {
    en: "Not ranked yet · rating {rating} (μ {mu}, σ {sigma}) · {record} in {games} games",
    ja: "順位対象外・レーティング{rating}(μ {mu}、σ {sigma})・{games}戦 {record}",
  },
  "profile.none": {
    en: "{name} has no counted game this season.",
    ja: "{name}は今シーズンの記録済みの対戦がありません。",
  },
  "profile.recent": { en: "Recent results:", ja: "最近の結果:" },
  "profile.result": {
    en: "• {place} of {players} vs {opponents}: {delta}",
    ja: "• {players}人中{place}位 対戦相手 {opponents}:{delta}",
  },
  "profile.rivals": { en: "Head to head:", ja: "対戦成績:" },
  "profile.rival": { en: "• {name}: {record}", ja: "• {name}:{record}" },
  "profile.chart": { en: "Rating after each game", ja: "各対戦後のレーティング" },
  "history.title": {
    en: "**{league}** season {season}: latest counted results",
    ja: "**{league}** シーズン{season}:最近の記録済み結果",
  },
  "history.line": { en: "`#{seq}` {source} · {players}", ja: "`#{seq}` {source}・{players}" },
  "history.player": { en: "{place}. {name} {before}→{after}", ja: "{place}位 {name} {before}→{after}" },
  "history.empty": { en: "Nothing counted yet.", ja: "まだ記録された結果はありません。" },
  "source.table": { en: "table", ja: "卓" },
  "source.report": { en: "report", ja: "報告" },
  "source.event": { en: "event", ja: "イベント" },
  "export.done": {
    en: "Season {season} of **{league}**: {results} results and the standings as CSV.",
    ja: "**{league}** シーズン{season}:結果{results}件と順位のCSVです。",
  },
  record: { en: "{wins}-{losses}", ja: "{wins}勝{losses}敗" },
  "record.draws": { en: "{wins}-{losses}-{draws}", ja: "{wins}勝{losses}敗{draws}分" },

  // Events
  "event.created": {
    en: "Event **{name}** in {league} is open for entries (/event join); its post is in this channel.",
    ja: "{league}のイベント **{name}** の参加受付を始めました(/event join)。告知はこのチャンネルにあります。",
  },
  "event.thread": { en: "{round} · {players}", ja: "{round}・{players}" },
  "event.thread-and": { en: " vs ", ja: " 対 " },
  "event.round-label": { en: "Round {round}", ja: "ラウンド{round}" },
  "event.cut-label": { en: "Top cut {round}", ja: "決勝{round}回戦" },
  "event.final-label": { en: "Final table", ja: "決勝卓" },
  "event.dm-table": {
    en: "**{name}** · {round}, game {game}: your table against {opponents} is open: {link}. Press Ready there; it starts by itself {starts}.",
    ja: "**{name}**・{round} 第{game}ゲーム:{opponents}との卓が開きました:{link} そこで準備完了を押してください。{starts}に自動で開始します。",
  },
  "event.ping-table": {
    en: "{players}: {round}, game {game}. Press Ready on the table below; it starts by itself {starts}.",
    ja: "{players}:{round} 第{game}ゲーム。下の卓で準備完了を押してください。{starts}に自動で開始します。",
  },
  "event.round-complete": {
    en: "Every match of round {round} of **{name}** is over. Admins pair the next round with /event pair.",
    ja: "**{name}** ラウンド{round}の全対戦が終わりました。管理者は /event pair で次のラウンドを組んでください。",
  },
  "event.check-in-button": { en: "Check in", ja: "チェックイン" },
  "event.checked-in": { en: "You are checked in to **{name}**.", ja: "**{name}** にチェックインしました。" },
  "event.check-in-opened": {
    en: "Check-in for **{name}** is open until {ends} (the button on the event's post).",
    ja: "**{name}** のチェックインを{ends}まで受け付けます(イベント告知のボタン)。",
  },
  "event.dm-won": {
    en: "**{name}** · round {round}: you won {score} against {opponent}.",
    ja: "**{name}**・ラウンド{round}:{opponent}に{score}で勝ちました。",
  },
  "event.dm-lost": {
    en: "**{name}** · round {round}: you lost {score} against {opponent}.",
    ja: "**{name}**・ラウンド{round}:{opponent}に{score}で負けました。",
  },
  "event.dm-drew": {
    en: "**{name}** · round {round}: a draw ({score}) against {opponent}.",
    ja: "**{name}**・ラウンド{round}:{opponent}と引き分け({score})。",
  },
  "event.by-no-show": { en: " (a no-show)", ja: "(不在による)" },
  "event.dm-double-loss": {
    en: "**{name}** · round {round}: neither you nor {opponent} showed: a loss for both.",
    ja: "**{name}**・ラウンド{round}:あなたも{opponent}も現れなかったため、両者負けです。",
  },
  "event.dm-pod": {
    en: "**{name}** · round {round}: place {place} of {size} ({points} points).",
    ja: "**{name}**・ラウンド{round}:{size}人中{place}位({points}点)。",
  },
  "event.dm-pod-absent": {
    en: "**{name}** · round {round}: nobody at your pod showed: no points.",
    ja: "**{name}**・ラウンド{round}:ポッドの誰も現れなかったため、得点なしです。",
  },
  "event.standings-swiss": {
    en: "Match points, then OMW%, GW%, OGW%",
    ja: "勝ち点、次にOMW%・GW%・OGW%",
  },
  "event.standings-pods": {
    en: "Points, then opponents' average, head-to-head, pods won",
    ja: "得点、次に対戦相手平均・直接対決・ポッド勝利数",
  },
  "event.points": { en: "Points", ja: "得点" },
  "event.pods-won": { en: "Won/pods", ja: "勝利/ポッド" },
  "event.omw": { en: "OMW%", ja: "相手勝率" },
  "event.opp": { en: "Opp.", ja: "相手平均" },
  "event.pods-record": { en: "{wins}/{pods}", ja: "{wins}/{pods}" },
  "event.pod-standing": {
    en: "{rank}. {player} · {points} pts · {wins} of {pods} pods won · opponents {opp} · head-to-head {h2h}",
    ja: "{rank}. {player}・{points}点・{pods}ポッド中{wins}勝・対戦相手{opp}・直接対決{h2h}",
  },
  "event.missed": { en: "{a}: round missed (late entry, a loss)", ja: "{a}:欠席ラウンド(途中参加、負け)" },
  "event.double-loss": { en: "{a} vs {b}: neither showed (both lose)", ja: "{a} 対 {b}:両者不在(両者負け)" },
  "event.pod-bye": { en: "Bye: {a} (a pod won)", ja: "不戦勝:{a}(ポッド1位扱い)" },
  "event.pod-absent": { en: "nobody showed: ", ja: "全員不在:" },
  "event.pod-place": { en: "{place}. {name}", ja: "{place}位 {name}" },
  "event.final-round": { en: "**{name}** · final table", ja: "**{name}**・決勝卓" },
  "event.tables-how": {
    en: "Each table opens in its own thread: press Ready there. Results are taken from the tables.",
    ja: "各卓はそれぞれのスレッドで開きます。そこで準備完了を押してください。結果は卓から記録されます。",
  },
  "event.on": { en: "on", ja: "あり" },
  "event.off": { en: "off", ja: "なし" },
  "event.info-game": { en: "{game} · league {league}", ja: "{game}・リーグ {league}" },
  "event.info-swiss": {
    en: "Swiss, best of {best}, {rounds} rounds, top cut: {cut}",
    ja: "スイス式・{best}本勝負・{rounds}ラウンド・決勝トーナメント:{cut}",
  },
  "event.info-pods": {
    en: "Pods of {size}, {rounds} rounds, final table of the top {size}: {cut}",
    ja: "{size}人ポッド・{rounds}ラウンド・上位{size}人の決勝卓:{cut}",
  },
  "event.rounds-auto": { en: "automatic", ja: "自動" },
  "event.info-tables": { en: "Played at the bot's tables", ja: "ボットの卓で対戦" },
  "event.info-reported": { en: "Played elsewhere and reported", ja: "別の場所で対戦して報告" },
  "event.info-clock": {
    en: "Round: {round} min · starts by itself after {ready} min · no-show after {noShow} min · {timer} a decision",
    ja: "ラウンド:{round}分・{ready}分で自動開始・{noShow}分で不在負け・1手{timer}",
  },
  "event.untimed": { en: "no limit", ja: "制限なし" },
  "event.info-entry": {
    en: "Check-in: {checkIn} min · late entry: {late}",
    ja: "チェックイン:{checkIn}分・途中参加:{late}",
  },
  "event.info-registered": {
    en: "Registered decks, published {when}",
    ja: "デッキ登録制、{when}に公開",
  },
  "event.info-preconstructed": { en: "Preconstructed decks only", ja: "構築済みデッキのみ" },
  "event.lists-end": { en: "at the end", ja: "終了時" },
  "event.lists-cut": { en: "at the top cut", ja: "決勝進出時" },
  "event.champion": { en: "Champion: {champion}", ja: "優勝:{champion}" },
  "event.status-finished": { en: "Finished.", ja: "終了しました。" },
  "event.status-open": {
    en: "Open for entries: {count} players (/event join).",
    ja: "参加受付中:{count}人(/event join)。",
  },
  "event.status-check-in": {
    en: "Check-in open until {ends}: {checked} of {count} players checked in.",
    ja: "チェックイン受付中({ends}まで):{count}人中{checked}人がチェックイン済み。",
  },
  "event.status-round": {
    en: "Round {round}: {done} of {tables} tables finished.",
    ja: "ラウンド{round}:{tables}卓中{done}卓が終了。",
  },
  "event.status-clock": { en: " The round ends {ends}.", ja: "ラウンド終了:{ends}" },
  "event.lists-published": {
    en: "The registered deck lists are now public: /event decklist.",
    ja: "登録デッキリストが公開されました:/event decklist",
  },
  "event.settings-saved": { en: "Settings of **{name}** saved:", ja: "**{name}** の設定を保存しました:" },
  "event.joined-late": {
    en: "You are in **{name}** as a late entry: a loss for each round up to round {round}.",
    ja: "**{name}** に途中参加しました。ラウンド{round}までは負けとなります。",
  },
  "event.deck-changed": {
    en: "Your deck for **{name}** is now “{deck}”.",
    ja: "**{name}** の登録デッキを「{deck}」に変更しました。",
  },
  "event.placed": {
    en: "Table {table} of round {round}: {name} placed {place} (an admin's correction).",
    ja: "ラウンド{round} テーブル{table}:{name}を{place}位に修正しました(管理者)。",
  },
  "event.extended": {
    en: "Table {table} of round {round} gets {minutes} more minutes.",
    ja: "ラウンド{round} テーブル{table}に{minutes}分を追加しました。",
  },
  "event.decklist": { en: "**{name}** · {player}'s deck “{deck}”:", ja: "**{name}**・{player}のデッキ「{deck}」:" },
  "event.no-cut": { en: "none", ja: "なし" },
  "event.joined": { en: "You are in **{name}** ({count} players).", ja: "**{name}** に参加しました({count}人)。" },
  "event.left": { en: "You left **{name}**.", ja: "**{name}** から抜けました。" },
  "event.round": { en: "**{name}** · round {round} of {rounds}", ja: "**{name}**・ラウンド{round}/{rounds}" },
  "event.cut-round": { en: "**{name}** · top cut, round {round}", ja: "**{name}**・決勝トーナメント ラウンド{round}" },
  "event.table": { en: "Table {table}: {match}", ja: "テーブル{table}:{match}" },
  "event.vs": { en: "{a} vs {b}", ja: "{a} 対 {b}" },
  "event.score": { en: "{a} {score} {b}", ja: "{a} {score} {b}" },
  "event.bye": { en: "Bye: {a} (a 2-0 win)", ja: "不戦勝:{a}(2-0の勝ち)" },
  "event.report-how": {
    en: "Report with /event report: your games won, lost and drawn.",
    ja: "/event report で自分の勝ち・負け・引き分けのゲーム数を報告してください。",
  },
  "event.reported": {
    en: "Table {table} of round {round}: {a} {score} {b}.",
    ja: "ラウンド{round} テーブル{table}:{a} {score} {b}",
  },
  "event.finished": {
    en: "**{name}** is over. Champion: {champion}.",
    ja: "**{name}** が終了しました。優勝:{champion}",
  },
  "event.finished-none": { en: "**{name}** is over.", ja: "**{name}** が終了しました。" },
  "event.standings": { en: "**{name}** standings after round {round}", ja: "**{name}** ラウンド{round}終了時の順位" },
  "event.standing": {
    en: "{rank}. {player} · {points} pts · {record} · OMW {omw} · GW {gw} · OGW {ogw}",
    ja: "{rank}. {player}・{points}点・{record}・OMW {omw}・GW {gw}・OGW {ogw}",
  },
  "event.entries": {
    en: "**{name}**: {count} players entered, not started.",
    ja: "**{name}**:{count}人が参加、未開始。",
  },
} satisfies Catalog;

export type LeagueStringKey = keyof typeof leagueStrings;

export function lt(key: LeagueStringKey, locale: Locale, params: Params = {}): string {
  return translate(leagueStrings, key, locale, params);
}
