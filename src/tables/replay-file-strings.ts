import type { Catalog } from "../engine/index.ts";

/** Why a replay file cannot be read, in English and Japanese. */
export const replayFileStrings = {
  "replay-file.not-json": {
    en: "This is not a replay file: it is not JSON.",
    ja: "リプレイファイルではありません(JSONではありません)。",
  },
  "replay-file.not-replay": {
    en: "This is not a replay file: it has no replay header.",
    ja: "リプレイファイルではありません(リプレイの見出しがありません)。",
  },
  "replay-file.version": {
    en: "This replay file has format version {version}; this build reads version {supported}.",
    ja: "このリプレイファイルの形式はバージョン{version}です。このビルドが読めるのはバージョン{supported}です。",
  },
  "replay-file.unknown-game": {
    en: 'This replay is of "{game}", a game this build does not know.',
    ja: "このリプレイは「{game}」のものですが、このビルドはそのゲームを知りません。",
  },
  "replay-file.malformed": {
    en: "This replay file is damaged at {path}: expected {expected}.",
    ja: "このリプレイファイルは{path}が壊れています(期待される値:{expected})。",
  },
} satisfies Catalog;
