import type { Catalog } from "../engine/index.ts";

/** Every word drawn on a board image. */
export const renderStrings = {
  "game.spymaster": { en: "Spymaster", ja: "スパイマスター" },
  "game.mindmaster": { en: "MindMaster", ja: "マインドマスター" },
  "player.default": { en: "Player {n}", ja: "プレイヤー{n}" },
  "card.numbered": { en: "{kind} {number}", ja: "{kind}{number}" },
  "names.both": { en: "{a} & {b}", ja: "{a}と{b}" },
  round: { en: "Round {n}", ja: "ラウンド{n}" },

  "phase.pick": { en: "Opening pick", ja: "先攻決め" },
  "phase.attack": { en: "Attack", ja: "攻撃" },
  "phase.guess": { en: "Guess", ja: "推理" },
  "phase.discard": { en: "Discard", ja: "手札調整" },
  "phase.over": { en: "Game over", ja: "終了" },

  "status.pick": { en: "Both players pick a card", ja: "両者がカードを1枚選ぶ" },
  "status.attack": { en: "{name} plays a card face down", ja: "{name}がカードを伏せて出す" },
  "status.attack-or-tuck": {
    en: "{name} plays a card or tucks a higher spy under {card}",
    ja: "{name}がカードを出すか{card}の下に大きいスパイを潜らせる",
  },
  "status.attack-or-strike": { en: "{name} plays a card or discards 2 for a strike", ja: "{name}がカードを出すか2枚捨ててストライク" },
  "status.guess": { en: "{name} guesses the face-down card", ja: "{name}が伏せたカードを推理する" },
  "status.discard": { en: "Over the hand limit: discard half", ja: "手札上限超過：半分を捨てる" },
  "status.won": { en: "{name} wins!", ja: "{name}の勝ち！" },
  "reason.documents": { en: "3 documents revealed", ja: "機密書類3枚が公開" },
  "reason.outs": { en: "3 outs", ja: "3アウト" },

  "do.pick": { en: "Pick a card", ja: "カードを選ぶ" },
  "do.attack": { en: "Attack", ja: "攻撃する" },
  "do.guess": { en: "Guess", ja: "推理する" },
  "do.discard": { en: "Discard {count}", ja: "{count}枚捨てる" },
  "done.pick": { en: "Picked", ja: "選択済み" },
  "done.discard": { en: "Discarded", ja: "捨てた" },
  "role.attacker": { en: "Attacker", ja: "攻撃側" },
  "role.defender": { en: "Defender", ja: "守備側" },
  "role.winner": { en: "Winner", ja: "勝者" },

  hand: { en: "Hand", ja: "手札" },
  documents: { en: "Documents", ja: "機密書類" },
  strikes: { en: "Strikes", ja: "ストライク" },
  outs: { en: "Outs", ja: "アウト" },
  deck: { en: "Deck", ja: "山札" },
  discard: { en: "Discard", ja: "捨て札" },
  "face-down": { en: "Face down", ja: "伏せ札" },
  picked: { en: "Picked", ja: "選択済み" },
  turned: { en: "Turned", ja: "寝返り" },

  "last.attack-success": {
    en: "{attacker} played {card}; {defender} guessed {guess}: wrong, the attack succeeds",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理：外れ、攻撃成功",
  },
  "last.attack-failure": {
    en: "{attacker} played {card}; {defender} guessed {guess}: right, the attack fails",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理：的中、攻撃失敗",
  },
  "last.attack-turned": {
    en: "{attacker} played {card}; {defender} guessed {guess}: right, the spy is turned",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理：的中、スパイは寝返った",
  },
  "last.tuck": { en: "{name} tucked {card} under {under}", ja: "{name}が{card}を{under}の下に潜らせた" },
  "last.strike": { en: "{name} discarded {cards} for a bonus strike", ja: "{name}が{cards}を捨ててボーナスストライク" },
  "last.discard": { en: "{names} discarded {count} cards", ja: "{names}が{count}枚捨てた" },
  "last.pick": {
    en: "Opening pick: {first} {kind0}, {second} {kind1}; {winner} attacks first",
    ja: "先攻決め：{first}は{kind0}、{second}は{kind1}、{winner}が先攻",
  },
  "last.pick-tie": { en: "Opening pick: both chose {kind}; pick again", ja: "先攻決め：両者とも{kind}、選び直し" },
  "last.empty-hand": { en: "{name} has no cards left; the attack ends", ja: "{name}の手札が尽き、攻撃終了" },

  "hand.title": { en: "Your hand: {count} cards", ja: "あなたの手札：{count}枚" },
  "hand.empty": { en: "Your hand is empty", ja: "手札はありません" },
} satisfies Catalog;

export type RenderStringKey = keyof typeof renderStrings;
