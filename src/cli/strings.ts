import type { Catalog } from "../engine/index.ts";

export const cliStrings = {
  usage: {
    en: `Usage: npm run play -- <game> [options]

Games: {games}

Options:
  --bots <n>     how many seats the bots play (default 1): one seat fewer than the players to play yourself,
                 or every seat to watch
  --players <n>  how many seats the table has (default: you and the bots; with --json, the bots)
  --seed <n>     the match seed: a whole number from 0 to 4294967295, or 32 hex digits (default: a fresh 128-bit seed)
  --json         with every seat played by bots: print one JSON summary line instead of the play-by-play
  --png <file>   write the final table image to this PNG file
  --rules        print the game's rules and stop (type "rules" at any prompt to read them during a game)
  --lang <en|ja> language of the table (default: from LANG)

Survivor's table settings:
  --deck-size <20|40>           action decks of 20 or 40 cards (default 20)
  --small-cast <true|false>     two players with 5 castaways each instead of 8 (default false)
  --no-early-alliances <true|false>  no alliances while 11 or more castaways remain (default false)
  --challenges "<names>"        the challenges to play with, by name, separated by commas (default: at random)

Powapowa's table setting:
  --nekomimi <2|3|4>            nekomimi each breeder raises (default 4)`,
    ja: `使い方: npm run play -- <ゲーム> [オプション]

ゲーム: {games}

オプション:
  --bots <n>     ボットが担当する席の数(既定1):自分で遊ぶなら人数より1少なく、観戦なら全席
  --players <n>  卓の人数(既定:あなたとボット。--jsonではボットの数)
  --seed <n>     対戦のシード。0～4294967295の整数または16進32桁(既定:新しい128ビットのシード)
  --json         全席ボットのとき、経過の代わりにJSONの要約を1行出力
  --png <file>   最後の卓の画像をPNGファイルに書き出す
  --rules        ゲームのルールを表示して終了(対戦中はどの質問でも「rules」と入力すると読めます)
  --lang <en|ja> 表示言語(既定:環境変数LANGから)

サバイバーの卓の設定:
  --deck-size <20|40>           アクションデッキを20枚か40枚に(既定20)
  --small-cast <true|false>     2人戦でサバイバーを各8体ではなく5体に(既定false)
  --no-early-alliances <true|false>  サバイバーが11体以上残っている間は同盟なし(既定false)
  --challenges "<名前>"          使う追放免除ゲームを名前でカンマ区切りに(既定:ランダム)

ぽわぽわの卓の設定:
  --nekomimi <2|3|4>            各ブリーダーが飼育するねこ耳の数(既定4)`,
  },
  "deck.usage": {
    en: `Usage: npm run deck -- check <game> <file|-> [--json] [--lang en|ja]

Checks a deck list (or a deck code) against the game's construction rules. The list is read from the file, or from
standard input with -. Lines such as "4 Name", "4x Name", "Name x4" or "Name"; headers such as "[Nekomimi]" or
"Castaways:" for a game's other parts; "//" and ";" start comments.

Games: {games}
Exit status: 0 legal, 1 not legal (unknown names included), 2 unreadable input or bad arguments.`,
    ja: `使い方: npm run deck -- check <ゲーム> <ファイル|-> [--json] [--lang en|ja]

デッキリスト(またはデッキコード)をゲームの構築ルールで確認します。リストはファイルから、-なら標準入力から読みます。
「4 名前」「4x 名前」「名前 x4」「名前」のような行、ゲームの他の区分には「[ねこ耳]」「サバイバー:」のような見出し、
「//」「;」で始まる行はコメントです。

ゲーム:{games}
終了ステータス:0 使用可、1 使用不可(不明なカード名を含む)、2 読めない入力か引数の誤り。`,
  },
  "deck.no-game": { en: "Name a game with deck construction: {games}.", ja: "構築ルールのあるゲームを指定してください:{games}。" },
  "deck.no-file": { en: "Name the list's file, or - for standard input.", ja: "リストのファイルか、標準入力なら - を指定してください。" },
  "deck.unreadable": { en: "Cannot read {file}: {reason}", ja: "{file}を読めません:{reason}" },
  "deck.not-text": { en: "{file} is not a text file.", ja: "{file}はテキストファイルではありません。" },
  "deck.too-big": { en: "{file} is {size} bytes; lists up to {max} bytes are read.", ja: "{file}は{size}バイトです。読めるのは{max}バイトまでです。" },
  "error.no-game": { en: "Name a game to play.", ja: "遊ぶゲームを指定してください。" },
  "error.unknown-game": { en: 'Unknown game "{game}". Games: {games}.', ja: "「{game}」というゲームはありません。ゲーム: {games}。" },
  "error.unknown-option": { en: 'Unknown option "{option}".', ja: "「{option}」というオプションはありません。" },
  "error.setting-refused": { en: "{reason}", ja: "{reason}" },
  "error.bad-setting": {
    en: "--{option} is not a setting of {game}, or takes one of: {values}.",
    ja: "--{option}は{game}の設定ではないか、指定できる値は次のいずれかです:{values}。",
  },
  "error.missing-value": { en: "{option} needs a value.", ja: "{option}には値が必要です。" },
  "error.bad-seed": {
    en: 'Bad seed "{value}": use a whole number from 0 to 4294967295, or 32 hex digits.',
    ja: "シード「{value}」は無効です。0～4294967295の整数か16進32桁を指定してください。",
  },
  "error.bad-bots": {
    en: 'Bad bot count "{value}": use {mine} to play yourself, or {players} to watch the bots.',
    ja: "ボット数「{value}」は無効です。自分で遊ぶなら{mine}、観戦なら{players}を指定してください。",
  },
  "error.bad-players": {
    en: 'Bad player count "{value}": this game seats {min} to {max}.',
    ja: "人数「{value}」は無効です。このゲームは{min}～{max}人です。",
  },
  "error.json-needs-bots": {
    en: "--json needs every seat played by bots (--bots {players}).",
    ja: "--jsonを使うには全席をボットにしてください(--bots {players})。",
  },
  "error.bad-lang": { en: 'Unknown language "{value}": use en or ja.', ja: "言語「{value}」は使えません。enかjaを指定してください。" },
  "error.unfinished": {
    en: "The match did not finish within {limit} moves.",
    ja: "{limit}手以内に対戦が終わりませんでした。",
  },
  you: { en: "{name} (you)", ja: "{name}(あなた)" },
  bot: { en: "{name} (bot)", ja: "{name}(ボット)" },
  "you-are": { en: "You are {seat}.", ja: "あなたは{seat}です。" },
  replay: {
    en: "Seed {seed}: watch this deal again with npm run play -- {game} --bots {players} --players {players} --seed {seed}",
    ja: "シード{seed}:npm run play -- {game} --bots {players} --players {players} --seed {seed} で同じ配りをもう一度見られます",
  },
  "your-hand": { en: "Your hand: {cards}", ja: "あなたの手札:{cards}" },
  "choose": { en: "Choose 1-{max} (rules: the rules, q: quit): ", ja: "1～{max}から選んでください(rules:ルール、q:終了):" },
  "choose-one": { en: "Press 1 to go on (rules: the rules, q: quit): ", ja: "1を入力して進んでください(rules:ルール、q:終了):" },
  "bad-choice": { en: "Type a number from 1 to {max}, rules or q.", ja: "1～{max}の数字、rules、qのどれかを入力してください。" },
  "bad-choice-one": { en: "Type 1, rules or q.", ja: "1、rules、qのどれかを入力してください。" },
  "group.entry": { en: "{placeholder}…", ja: "{placeholder}…" },
  "group.back": { en: "Back", ja: "戻る" },
  "pick.entry": { en: "{placeholder} (pick {count} from a list)", ja: "{placeholder}(一覧から{count}つ選ぶ)" },
  "pick.ask": { en: "Type the numbers of {count} items, separated by spaces (empty: back): ", ja: "{count}つの番号を空白で区切って入力してください(空欄:戻る):" },
  "pick.bad": { en: "Type {count} different numbers from 1 to {max}.", ja: "1～{max}から異なる番号を{count}つ入力してください。" },
  quit: { en: "You left the table.", ja: "卓を離れました。" },
  "quit-kept": { en: "You left the table; the game is kept, and npm start offers to take it up again.", ja: "卓を離れました。対戦は保存され、npm start で再開できます。" },
  "resume.ask": { en: "You have an unfinished game of {game}.", ja: "{game}の対戦が途中のままです。" },
  "resume.yes": { en: "Take it up again", ja: "続きから遊ぶ" },
  "resume.no": { en: "End it and start a new game", ja: "終わりにして新しく始める" },
  "terminal.pick-game": { en: "Which game would you like to play against the bot?", ja: "ボットとどのゲームを遊びますか?" },
  "error.png-is-folder": { en: '"{file}" is a folder: give --png a file name, such as table.png.', ja: "「{file}」はフォルダです。--png にはtable.pngのようなファイル名を指定してください。" },
  "error.png-no-folder": { en: 'Cannot write "{file}": there is no folder "{folder}".', ja: "「{file}」を書き出せません。フォルダ「{folder}」がありません。" },
  "error.internal": { en: "Something went wrong: {message}", ja: "問題が起きました:{message}" },
  "start.terminal": {
    en: "DISCORD_TOKEN is not set, so here is the terminal table instead (to run the Discord bot, set DISCORD_TOKEN: see README.md).",
    ja: "DISCORD_TOKENが設定されていないので、代わりに端末の卓を開きます(Discordボットを動かすにはDISCORD_TOKENを設定してください。README.mdを参照)。",
  },
  "start.no-token": {
    en: "DISCORD_TOKEN is not set, so the Discord bot cannot start. Put it in the environment or in a .env file (see README.md).\nPlay in the terminal instead: npm run play -- spymaster",
    ja: "DISCORD_TOKENが設定されていないため、Discordボットを起動できません。環境変数か.envファイルで設定してください(README.mdを参照)。\n端末で遊ぶには: npm run play -- spymaster",
  },
  "backup.usage": { en: "Usage: npm run db:backup -- <backup file>", ja: "使い方: npm run db:backup -- <バックアップ先のファイル>" },
  "backup.done": { en: "{source} backed up to {target}.", ja: "{source}を{target}にバックアップしました。" },
  "migrate.usage": {
    en: "Usage: npm run db:migrate-to-postgres -- [<SQLite file>] <postgres:// URL> (or set DATABASE_PATH and DATABASE_URL)",
    ja: "使い方: npm run db:migrate-to-postgres -- [<SQLiteファイル>] <postgres:// URL>(またはDATABASE_PATHとDATABASE_URLを設定)",
  },
  "migrate.table": { en: "{table}: {from} rows in SQLite, {to} in PostgreSQL", ja: "{table}: SQLiteに{from}行、PostgreSQLに{to}行" },
  "migrate.done": { en: "Copied {rows} rows from {source}; every table has as many rows on both sides.", ja: "{source}から{rows}行をコピーしました。どの表も両側の行数が一致しています。" },
  "migrate.mismatch": { en: "The row counts differ for: {tables}.", ja: "行数が一致しない表があります: {tables}" },
  "migrate.not-empty": {
    en: "The PostgreSQL database already has data (in {table}); nothing was copied. Use an empty database.",
    ja: "PostgreSQLのデータベースにはすでにデータがあります({table})。何もコピーしていません。空のデータベースを使ってください。",
  },
  "game-over.rounds": { en: "Game over after {turns} rounds.", ja: "{turns}ラウンドで終了しました。" },
  "game-over.turns": { en: "Game over after {turns} turns.", ja: "{turns}ターンで終了しました。" },
  "png-written": { en: "Table image written to {file}.", ja: "卓の画像を{file}に書き出しました。" },
} satisfies Catalog;
