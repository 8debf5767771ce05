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
  --lang <en|ja> language of the table (default: from LANG)`,
    ja: `使い方: npm run play -- <ゲーム> [オプション]

ゲーム: {games}

オプション:
  --bots <n>     ボットが担当する席の数(既定1):自分で遊ぶなら人数より1少なく、観戦なら全席
  --players <n>  卓の人数(既定:あなたとボット。--jsonではボットの数)
  --seed <n>     対戦のシード。0～4294967295の整数または16進32桁(既定:新しい128ビットのシード)
  --json         全席ボットのとき、経過の代わりにJSONの要約を1行出力
  --png <file>   最後の卓の画像をPNGファイルに書き出す
  --rules        ゲームのルールを表示して終了(対戦中はどの質問でも「rules」と入力すると読めます)
  --lang <en|ja> 表示言語(既定:環境変数LANGから)`,
  },
  "usage.settings": { en: "{game}'s table settings:", ja: "{game}の卓の設定:" },
  "usage.default": { en: " (default {value})", ja: "(既定{value})" },
  "usage.text": { en: '"<text>"', ja: '"<テキスト>"' },
  "deck.usage": {
    en: `Usage: npm run deck -- check <game> <file|-> [--json] [--lang en|ja]
       npm run deck -- cards <game> [--lang en|ja] [--markdown]

check: checks a deck list (or a deck code) against the game's construction rules. The list is read from the file, or
from standard input with -. Lines such as "4 Name", "4x Name", "Name x4", "4枚 Name" or "Name"; headers such as
"[Nekomimi]" or "Castaways:" for a game's other parts; "//" and ";" start comments.
cards: lists the names a deck list may use, part by part; with --markdown, the page docs/cards/<game>.md.

Games: {games}
Exit status: 0 legal, 1 not legal (unknown names included), 2 unreadable input or bad arguments.`,
    ja: `使い方: npm run deck -- check <ゲーム> <ファイル|-> [--json] [--lang en|ja]
       npm run deck -- cards <ゲーム> [--lang en|ja] [--markdown]

check:デッキリスト(またはデッキコード)をゲームの構築ルールで確認します。リストはファイルから、-なら標準入力から読みます。
「4 名前」「4x 名前」「名前 x4」「4枚 名前」「名前」のような行、ゲームの他の区分には「[ねこ耳]」「サバイバー:」のような見出し、
「//」「;」で始まる行はコメントです。
cards:デッキリストに書けるカード名を区分ごとに表示します。--markdownではdocs/cards/<ゲーム>.mdのページを出力します。

ゲーム:{games}
終了ステータス:0 使用可、1 使用不可(不明なカード名を含む)、2 読めない入力か引数の誤り。`,
  },
  "deck.no-command": {
    en: "Name a command: check (a list) or cards (the names a list may use).",
    ja: "コマンドを指定してください:check(リストの確認)かcards(使えるカード名)。",
  },
  "deck.usage-short": {
    en: "Usage: npm run deck -- check <game> <file|-> or npm run deck -- cards <game> (--help for more). Games: {games}",
    ja: "使い方: npm run deck -- check <ゲーム> <ファイル|-> または npm run deck -- cards <ゲーム>(詳しくは--help)。ゲーム:{games}",
  },
  "deck.no-game": {
    en: "Name a game with deck construction: {games}.",
    ja: "構築ルールのあるゲームを指定してください:{games}。",
  },
  "deck.no-file": {
    en: "Name the list's file, or - for standard input.",
    ja: "リストのファイルか、標準入力なら - を指定してください。",
  },
  "deck.missing": { en: "There is no file {file}.", ja: "{file}というファイルはありません。" },
  "deck.folder": {
    en: "{file} is a folder: name the list's file.",
    ja: "{file}はフォルダです。リストのファイルを指定してください。",
  },
  "deck.unreadable": { en: "Cannot read {file}: {reason}", ja: "{file}を読めません:{reason}" },
  "deck.not-text": { en: "{file} is not a text file.", ja: "{file}はテキストファイルではありません。" },
  "deck.too-big": {
    en: "{file} is {size} bytes; lists up to {max} bytes are read.",
    ja: "{file}は{size}バイトです。読めるのは{max}バイトまでです。",
  },
  "deck.cards-part": { en: "{part} ({count} cards)", ja: "{part}({count}種)" },
  "deck.cards-line": { en: "  {name} ({other}) · {type}", ja: "  {name}({other})· {type}" },
  "usage-short": {
    en: "Usage: npm run play -- <game> [options] (npm run play -- --help lists the options). Games: {games}",
    ja: "使い方: npm run play -- <ゲーム> [オプション](オプションの一覧は npm run play -- --help)。ゲーム:{games}",
  },
  "error.no-game": { en: "Name a game to play.", ja: "遊ぶゲームを指定してください。" },
  "error.unknown-game": {
    en: 'Unknown game "{game}". Games: {games}.',
    ja: "「{game}」というゲームはありません。ゲーム: {games}。",
  },
  "error.unknown-option": { en: 'Unknown option "{option}".', ja: "「{option}」というオプションはありません。" },
  "error.setting-refused": { en: "{reason}", ja: "{reason}" },
  "error.bad-setting": {
    en: '--{option} takes one of: {values} (not "{value}").',
    ja: "--{option}に指定できる値は次のいずれかです:{values}(「{value}」は使えません)。",
  },
  "error.setting-not-for-game": {
    en: "--{option} is not a setting of {game}; its settings are {settings}.",
    ja: "--{option}は{game}の設定ではありません。このゲームの設定は{settings}です。",
  },
  "error.no-settings": {
    en: "--{option} is not a setting of {game}, which has no table settings.",
    ja: "--{option}は{game}の設定ではありません。このゲームには卓の設定がありません。",
  },
  "error.setting-players": {
    en: "--{option} applies only to a table of {players} players: add --players {players}, or leave it out.",
    ja: "--{option}は{players}人の卓だけの設定です。--players {players}を付けるか、外してください。",
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
  "error.bad-lang": {
    en: 'Unknown language "{value}": use en or ja.',
    ja: "言語「{value}」は使えません。enかjaを指定してください。",
  },
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
  choose: {
    en: "Choose 1-{max} (rules, card NAME, q to leave): ",
    ja: "1～{max}から選んでください(rules:ルール、card 名前:カード、q:終了):",
  },
  "choose-one": {
    en: "Press 1 to go on (rules, card NAME, q to leave): ",
    ja: "1を入力して進んでください(rules:ルール、card 名前:カード、q:終了):",
  },
  "bad-choice": {
    en: "Type a number from 1 to {max}; or rules for the rules, card and a name for a card, q to leave.",
    ja: "1～{max}の数字を入力してください。rulesでルール、card と名前でカード、qで終了です。",
  },
  "bad-choice-one": {
    en: "Type 1; or rules for the rules, card and a name for a card, q to leave.",
    ja: "1を入力してください。rulesでルール、card と名前でカード、qで終了です。",
  },
  "only-choice": { en: "→ {choice} (the only choice).", ja: "→ {choice}(選べるのはこれだけです)。" },
  "group.entry": { en: "{placeholder}…", ja: "{placeholder}…" },
  "group.back": { en: "Back", ja: "戻る" },
  "pick.entry": { en: "{placeholder} (pick {count} from a list)", ja: "{placeholder}(一覧から{count}つ選ぶ)" },
  "pick.ask": {
    en: "Type the numbers of {count} items, separated by spaces (empty: back; rules, card NAME, q to leave): ",
    ja: "{count}つの番号を空白で区切って入力してください(空欄:戻る、rules:ルール、card 名前:カード、q:終了):",
  },
  "pick.bad": {
    en: "Type {count} different numbers from 1 to {max}.",
    ja: "1～{max}から異なる番号を{count}つ入力してください。",
  },
  "rules.parts": {
    en: "Parts: {parts}. Type rules and a part's number to read it (rules all: everything).",
    ja: "各部分:{parts}。rules と番号でその部分を読めます(rules all:全部)。",
  },
  "rules.parts-join": { en: " · ", ja: " · " },
  "rules.no-part": {
    en: 'No part "{part}". Parts: {parts}.',
    ja: "「{part}」という部分はありません。各部分:{parts}。",
  },
  "rules.pick-first": {
    en: "Pick a game by its number first: then rules at any prompt shows that game's rules, and card and a name one of its cards.",
    ja: "まず番号でゲームを選んでください。その後はどの質問でも rules でそのゲームのルール、card と名前でカードを読めます。",
  },
  "card.usage": {
    en: "Type card and a card's name, in English or Japanese (card Rope).",
    ja: "card とカード名(英語か日本語)を入力してください(例:card ロープ)。",
  },
  "card.kind": { en: "{type}, {section}", ja: "{type}・{section}" },
  "card.several": {
    en: 'Several cards match "{name}": {cards}. Type more of the name.',
    ja: "「{name}」に合うカードが複数あります:{cards}。名前をもっと入力してください。",
  },
  "card.unknown": { en: 'No card is named "{name}".', ja: "「{name}」という名前のカードはありません。" },
  "card.unknown-near": {
    en: 'No card is named "{name}". Did you mean {near}?',
    ja: "「{name}」という名前のカードはありません。もしかして:{near}",
  },
  quit: { en: "You left the table.", ja: "卓を離れました。" },
  "quit-kept": {
    en: "You left the table; the game is kept, and npm start offers to take it up again.",
    ja: "卓を離れました。対戦は保存され、npm start で再開できます。",
  },
  "resume.ask": { en: "You have an unfinished game of {game}.", ja: "{game}の対戦が途中のままです。" },
  "resume.yes": { en: "Take it up again", ja: "続きから遊ぶ" },
  "resume.no": { en: "End it and start a new game", ja: "終わりにして新しく始める" },
  "picker.players": { en: "{min}-{max} players", ja: "{min}～{max}人" },
  "picker.players-fixed": { en: "{n} players", ja: "{n}人" },
  "picker.how-many": { en: "How many players, you and the bots?", ja: "何人で遊びますか(あなたとボット)?" },
  "picker.solo": { en: "Just you (solo)", ja: "あなただけ(ソロ)" },
  "picker.with-bots": { en: "{n} players: you and {bots} bots", ja: "{n}人:あなたとボット{bots}体" },
  "picker.settings": { en: "Table settings: change one, or start.", ja: "卓の設定:変更するか、開始してください。" },
  "picker.start": { en: "Start the game", ja: "ゲームを始める" },
  "picker.default": { en: "default", ja: "既定" },
  "picker.text": { en: "Type the value (empty: keep it): ", ja: "値を入力してください(空欄:そのまま):" },
  "terminal.pick-game": {
    en: "Which game would you like to play against the bot?",
    ja: "ボットとどのゲームを遊びますか?",
  },
  "error.drawing-needs-png": {
    en: "--png-at, --seat and --hand say how to draw the --png image: give --png <file> too.",
    ja: "--png-at・--seat・--handは--pngの画像の描き方です。--png <ファイル>も指定してください。",
  },
  "error.bad-png-at": {
    en: 'Bad move count "{value}" for --png-at: use a whole number (0 is the opening deal).',
    ja: "--png-atの手数「{value}」は無効です。整数を指定してください(0は最初の配り)。",
  },
  "error.png-at-needs-bots": {
    en: "--png-at replays a bot match: use --bots {players}.",
    ja: "--png-atはボット同士の対戦を再生します。--bots {players}を指定してください。",
  },
  "error.bad-seat": {
    en: 'Bad seat "{value}": use 1 to {players}.',
    ja: "席「{value}」は無効です。1～{players}を指定してください。",
  },
  "error.hand-needs-seat": {
    en: "--hand draws a seat's hand: say whose with --seat.",
    ja: "--handは席の手札を描きます。--seatで誰の手札か指定してください。",
  },
  "error.png-at-past-end": {
    en: "The match ended after {intents} moves: use --png-at {intents} or less.",
    ja: "対戦は{intents}手で終わりました。--png-atには{intents}以下を指定してください。",
  },
  "hand-written": { en: "Hand image written to {file}.", ja: "手札の画像を{file}に書き出しました。" },
  "error.png-is-folder": {
    en: '"{file}" is a folder: give --png a file name, such as table.png.',
    ja: "「{file}」はフォルダです。--png にはtable.pngのようなファイル名を指定してください。",
  },
  "error.png-no-folder": {
    en: 'Cannot write "{file}": there is no folder "{folder}".',
    ja: "「{file}」を書き出せません。フォルダ「{folder}」がありません。",
  },
  "error.internal": { en: "Something went wrong: {message}", ja: "問題が起きました:{message}" },
  "start.terminal": {
    en: "DISCORD_TOKEN is not set, so here is the terminal table instead (to run the Discord bot, set DISCORD_TOKEN: see README.md).",
    ja: "DISCORD_TOKENが設定されていないので、代わりに端末の卓を開きます(Discordボットを動かすにはDISCORD_TOKENを設定してください。README.mdを参照)。",
  },
  "start.no-token": {
    en: "DISCORD_TOKEN is not set, so the Discord bot cannot start. Put it in the environment or in a .env file (see README.md).\nPlay in the terminal instead: npm run play -- spymaster",
    ja: "DISCORD_TOKENが設定されていないため、Discordボットを起動できません。環境変数か.envファイルで設定してください(README.mdを参照)。\n端末で遊ぶには: npm run play -- spymaster",
  },
  "backup.usage": {
    en: "Usage: npm run db:backup -- <backup file>",
    ja: "使い方: npm run db:backup -- <バックアップ先のファイル>",
  },
  "backup.done": { en: "{source} backed up to {target}.", ja: "{source}を{target}にバックアップしました。" },
  "migrate.usage": {
    en: "Usage: npm run db:migrate-to-postgres -- [<SQLite file>] <postgres:// URL> (or set DATABASE_PATH and DATABASE_URL)",
    ja: "使い方: npm run db:migrate-to-postgres -- [<SQLiteファイル>] <postgres:// URL>(またはDATABASE_PATHとDATABASE_URLを設定)",
  },
  "migrate.table": {
    en: "{table}: {from} rows in SQLite, {to} in PostgreSQL",
    ja: "{table}: SQLiteに{from}行、PostgreSQLに{to}行",
  },
  "migrate.done": {
    en: "Copied {rows} rows from {source}; every table has as many rows on both sides.",
    ja: "{source}から{rows}行をコピーしました。どの表も両側の行数が一致しています。",
  },
  "migrate.mismatch": { en: "The row counts differ for: {tables}.", ja: "行数が一致しない表があります: {tables}" },
  "migrate.not-empty": {
    en: "The PostgreSQL database already has data (in {table}); nothing was copied. Use an empty database.",
    ja: "PostgreSQLのデータベースにはすでにデータがあります({table})。何もコピーしていません。空のデータベースを使ってください。",
  },
  "replay.usage": {
    en: `Usage: npm run replay -- <file> [--step <n>] [--png <file>] [--lang en|ja]

Prints a replay file (a finished match kept as a file) in the terminal: its header, then what everyone saw, step by
step.

Options:
  --step <n>     only step n, as the log numbers them (1 is the first)
  --png <file>   draw the table at step n (the last step without --step) into this PNG file
  --lang <en|ja> language of the log (default: the file's)`,
    ja: `使い方: npm run replay -- <ファイル> [--step <n>] [--png <ファイル>] [--lang en|ja]

リプレイファイル(終わった対戦をファイルにしたもの)を端末に表示します。見出しのあと、全員が見た経過をステップごとに表示します。

オプション:
  --step <n>     ステップnだけを表示(番号は経過の表示と同じで、1が最初)
  --png <file>   ステップn(--stepがなければ最後のステップ)の卓の画像をPNGファイルに書き出す
  --lang <en|ja> 経過の言語(既定:ファイルの言語)`,
  },
  "replay.usage-short": {
    en: "Usage: npm run replay -- <file> [--step <n>] [--png <file>] [--lang en|ja] (--help for more).",
    ja: "使い方: npm run replay -- <ファイル> [--step <n>] [--png <ファイル>] [--lang en|ja](詳しくは--help)。",
  },
  "replay.no-file": { en: "Name the replay file.", ja: "リプレイファイルを指定してください。" },
  "replay.missing": { en: "There is no file {file}.", ja: "{file}というファイルはありません。" },
  "replay.folder": {
    en: "{file} is a folder: name the replay file.",
    ja: "{file}はフォルダです。リプレイファイルを指定してください。",
  },
  "replay.unreadable": { en: "Cannot read {file}: {reason}", ja: "{file}を読めません:{reason}" },
  "replay.bad-file": { en: "{file}: {reason}", ja: "{file}:{reason}" },
  "replay.step-not-number": {
    en: 'Bad step "{value}": give a step number, such as 1.',
    ja: "ステップ「{value}」は無効です。1のようなステップの番号を指定してください。",
  },
  "replay.bad-step": {
    en: "There is no step {value}: this replay has steps 1 to {count}.",
    ja: "ステップ{value}はありません。このリプレイのステップは1～{count}です。",
  },
  "replay.title": { en: "Replay of {game}", ja: "{game}のリプレイ" },
  "replay.rules": { en: "Rules version {rules}.", ja: "ルールのバージョン{rules}。" },
  "replay.rules-and-set": {
    en: "Rules version {rules}, card set version {set}.",
    ja: "ルールのバージョン{rules}、カードセットのバージョン{set}。",
  },
  "replay.dates": { en: "Opened {opened}, ended {ended}.", ja: "開始 {opened}、終了 {ended}。" },
  "replay.players": { en: "Players: {players}", ja: "プレイヤー:{players}" },
  "replay.players-join": { en: ", ", ja: "、" },
  "replay.result": { en: "Won by {winners} ({reason}).", ja: "勝者:{winners}({reason})。" },
  "replay.no-result": {
    en: "The table was ended before the match had a result.",
    ja: "対戦の決着がつく前に卓が終了しました。",
  },
  "replay.hands-shown": {
    en: "Every player agreed to show all hands: the file also holds every seat's view. {steps} steps.",
    ja: "全員が手札の公開に同意したため、このファイルには各席の視点も入っています。全{steps}ステップ。",
  },
  "replay.hands-hidden": {
    en: "Hands stay hidden: the file holds only what everyone saw. {steps} steps.",
    ja: "手札は非公開です。このファイルには全員が見たことだけが入っています。全{steps}ステップ。",
  },
  "replay.step": { en: "Step {n}/{count}", ja: "ステップ{n}/{count}" },
  "replay.step-silent": { en: "  (nothing to tell)", ja: "  (記録なし)" },
  "game-over.rounds": { en: "Game over after {turns} rounds.", ja: "{turns}ラウンドで終了しました。" },
  "game-over.turns": { en: "Game over after {turns} turns.", ja: "{turns}ターンで終了しました。" },
  "png-written": { en: "Table image written to {file}.", ja: "卓の画像を{file}に書き出しました。" },
} satisfies Catalog;
