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
  "league-two-player": { en: "Swiss events are for two-player games.", ja: "スイス式イベントは2人用ゲームのみです。" },
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
    en: "Event **{name}** in {league} is open for entries (/event join). Top cut: {cut}.",
    ja: "{league}のイベント **{name}** の参加受付を始めました(/event join)。決勝トーナメント:{cut}",
  },
  "event.no-cut": { en: "none", ja: "なし" },
  "event.cut": { en: "top {cut}", ja: "上位{cut}人" },
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
