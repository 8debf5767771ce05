import type { Catalog } from "../../engine/index.ts";

/** Everything Spymaster and MindMaster say to players, in English and Japanese. */
export const spymasterStrings = {
  "game.spymaster": { en: "Spymaster", ja: "スパイマスター" },
  "game.mindmaster": { en: "MindMaster", ja: "マインドマスター" },

  // Refusals
  "wrong-decision": { en: "That choice does not fit the current decision.", ja: "その選択は今の判断には使えません。" },
  "card-not-in-hand": { en: "That card is not in your hand.", ja: "そのカードは手札にありません。" },
  "no-tuck": { en: "There is no successful Spy to tuck a card under.", ja: "差し込める成功したスパイがありません。" },
  "tuck-needs-larger-spy": {
    en: "Only a Spy with a larger number than the successful Spy can be tucked under it.",
    ja: "差し込めるのは、成功したスパイより大きい数字のスパイだけです。",
  },
  "no-bonus-strike": {
    en: "A bonus strike is only possible right after a successful Diamond.",
    ja: "追加のストライクはダイヤの攻撃成功直後にだけ付けられます。",
  },
  "discard-count": { en: "Choose exactly {count} cards.", ja: "ちょうど{count}枚選んでください。" },
  "unknown-kind": { en: "That type is not part of this game.", ja: "その種類はこのゲームにありません。" },

  // Decisions
  "prompt.pick": {
    en: "Both players secretly pick a card: its suit decides who attacks first.",
    ja: "両者が手札から1枚を伏せて選びます。スートで最初の攻撃側を決めます。",
  },
  "prompt.attack": {
    en: "{player} attacks: play a card face down.",
    ja: "{player}の攻撃:カードを1枚伏せて出してください。",
  },
  "prompt.guess": {
    en: "{player} names the type of the face-down card.",
    ja: "{player}が伏せられたカードの種類を指定します。",
  },
  "prompt.guess-suit": {
    en: "{player} names the suit of the face-down card.",
    ja: "{player}が伏せられたカードのスートを指定します。",
  },
  "prompt.discard": { en: "{players}: discard half of your hand.", ja: "{players}:手札の半分を捨ててください。" },
  "prompt.attack-or-tuck": {
    en: "{player} attacks: play a card, or tuck a higher Spy under {card}.",
    ja: "{player}の攻撃:カードを出すか、{card}の下に大きい数字のスパイを差し込めます。",
  },
  "prompt.attack-or-strike": {
    en: "{player} attacks: play a card, or discard 2 for another strike.",
    ja: "{player}の攻撃:カードを出すか、2枚捨ててストライクを追加できます。",
  },
  "prompt.won-documents": {
    en: "{player} wins: all three of {loser}'s secret documents are revealed.",
    ja: "{player}の勝利:{loser}の機密書類3枚をすべて暴きました。",
  },
  "prompt.won-outs": { en: "{player} wins: the opponent has three outs.", ja: "{player}の勝利:相手が3アウト。" },

  // The table's last action (board image and status line)
  "last.attack-success": {
    en: "{attacker} played {card}; {defender} guessed {guess}: wrong, the attack succeeds",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理:外れ、攻撃成功",
  },
  "last.attack-failure": {
    en: "{attacker} played {card}; {defender} guessed {guess}: right, the attack fails",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理:的中、攻撃失敗",
  },
  "last.attack-turned": {
    en: "{attacker} played {card}; {defender} guessed {guess}: right, the spy is turned",
    ja: "{attacker}が{card}で攻撃、{defender}は{guess}と推理:的中、スパイは寝返った",
  },
  "last.tuck": { en: "{player} tucked {card} under {under}", ja: "{player}が{card}を{under}の下に差し込んだ" },
  "last.strike": {
    en: "{player} discarded {cards} for a bonus strike",
    ja: "{player}が{cards}を捨ててボーナスストライク",
  },
  "last.discard": { en: "{players} discarded {count} cards", ja: "{players}が{count}枚捨てた" },
  "last.pick": {
    en: "Opening pick: {first} {kind0}, {second} {kind1}; {winner} attacks first",
    ja: "先攻決め:{first}は{kind0}、{second}は{kind1}、{winner}が先攻",
  },
  "last.pick-tie": { en: "Opening pick: both chose {kind}; pick again", ja: "先攻決め:両者とも{kind}、選び直し" },
  "last.play": { en: "{player} played a card face down", ja: "{player}がカードを1枚伏せた" },
  "last.empty-hand": { en: "{player} has no cards left; the attack ends", ja: "{player}の手札が尽き、攻撃終了" },
  "last.then": { en: "{a}. {b}", ja: "{a}。{b}" },
  "names.both": { en: "{a} & {b}", ja: "{a}と{b}" },
  "card.numbered": { en: "{kind} {number}", ja: "{kind}{number}" },

  // Actions, as buttons and menu entries
  "action.play": { en: "Play {card}", ja: "{card}を出す" },
  "action.tuck": { en: "Tuck {card}", ja: "{card}を差し込む" },
  "action.strike": { en: "Discard {cards} for a strike", ja: "{cards}を捨ててストライク" },
  "action.guess": { en: "Guess {kind}", ja: "{kind}と指定" },
  "action.discard": { en: "Discard {cards}", ja: "{cards}を捨てる" },
  "action.pick": { en: "Pick {card}", ja: "{card}を選ぶ" },
  "control.discard": { en: "Choose {count} cards to discard", ja: "捨てるカードを{count}枚選ぶ" },
  "control.copy": { en: "{card} (copy {n})", ja: "{card}({n}枚目)" },
  "control.strike": { en: "Or discard 2 cards for a bonus strike", ja: "または2枚捨ててボーナスストライク" },
  "control.play": { en: "Choose the card to play", ja: "出すカードを選ぶ" },
  "control.pick": { en: "Choose your card", ja: "カードを選ぶ" },

  // What happened
  "event.first-attacker": { en: "{player} attacks first.", ja: "{player}が先攻です。" },
  "event.round": { en: "Round {round}: {player} attacks.", ja: "第{round}ラウンド:{player}の攻撃。" },
  "event.draw": { en: "{player} draws {count}.", ja: "{player}がカードを{count}枚引きました。" },
  "event.draw-secret": {
    en: "{player} draws {count}: {cards}.",
    ja: "{player}がカードを{count}枚引きました:{cards}。",
  },
  "event.reshuffle": {
    en: "The discard pile is shuffled into a new deck ({count} cards).",
    ja: "捨て札を切って新しい山札にしました({count}枚)。",
  },
  "event.play": { en: "{player} plays a card face down.", ja: "{player}がカードを1枚伏せました。" },
  "event.play-secret": { en: "{player} plays {card} face down.", ja: "{player}が{card}を伏せました。" },
  "event.reveal-success": {
    en: "{player} revealed {card} against the guess {kind}: success!",
    ja: "{player}のカードは{card}、指定は{kind}:攻撃成功!",
  },
  "event.reveal-failure": {
    en: "{player} revealed {card}; the guess {kind} was right: the attack fails.",
    ja: "{player}のカードは{card}、指定は{kind}:見抜かれて攻撃失敗。",
  },
  "event.turned": {
    en: "{card} turns and joins {player}'s row.",
    ja: "{card}が寝返り、{player}の場の1枚目になりました。",
  },
  "event.document": {
    en: "{player} loses a secret document ({revealed}/3 revealed).",
    ja: "{player}の機密書類が暴かれました({revealed}/3)。",
  },
  "event.tuck": { en: "{player} tucks {card} under {under}.", ja: "{player}が{card}を{under}の下に差し込みました。" },
  "event.empty-hand": { en: "{player} has no card left.", ja: "{player}の手札がなくなりました。" },
  "event.round-end": { en: "Round {round} ends.", ja: "第{round}ラウンド終了。" },
  "event.discard": { en: "Discarded for hand size: {cards}.", ja: "手札枚数超過で捨てたカード:{cards}。" },
  "event.discard-by": {
    en: "{player} discards for hand size: {cards}.",
    ja: "{player}が手札枚数超過で捨てたカード:{cards}。",
  },
  "event.pick-winner": {
    en: "Opening pick: {first} chose {kind0}, {second} {kind1}. {player} attacks first; both picked cards are discarded.",
    ja: "先攻決め:{first}は{kind0}、{second}は{kind1}。{player}が先攻です。出した2枚は捨て札になります。",
  },
  "event.pick-tie": {
    en: "Opening pick: {first} chose {kind0}, {second} {kind1}. A tie: both cards go back to hand; pick again.",
    ja: "先攻決め:{first}は{kind0}、{second}は{kind1}。あいこです。カードを手札に戻して選び直してください。",
  },
  "event.strike": { en: "{player} takes a strike ({strikes}/3).", ja: "{player}にストライク({strikes}/3)。" },
  "event.out": {
    en: "{player} takes an out ({outs}/3 outs; the third loses).",
    ja: "{player}に1アウト({outs}/3。3アウトで負け)。",
  },
  "event.bonus-strike": {
    en: "{player} discards {cards} for another strike.",
    ja: "{player}が{cards}を捨ててストライクを追加。",
  },
  "event.hand-shown": { en: "{player} shows their hand to {other}.", ja: "{player}が手札を{other}に公開しました。" },
  "event.hand-shown-secret": { en: "{player} shows you their hand: {cards}.", ja: "{player}の手札:{cards}。" },
  "event.shuffle": { en: "The deck is shuffled ({count} cards).", ja: "山札を切りました({count}枚)。" },

  // The table as text (terminal)
  "table.final": { en: "The final table after round {round}", ja: "第{round}ラウンド終了時の最終盤面" },
  "table.round": { en: "Round {round} · {player} attacks", ja: "第{round}ラウンド · {player}の攻撃" },
  "table.documents": { en: "secret documents revealed {revealed}/3", ja: "暴かれた機密書類 {revealed}/3" },
  "table.counters": { en: "strikes {strikes}/3 · outs {outs}/3", ja: "ストライク {strikes}/3 · アウト {outs}/3" },
  "table.hand": { en: "hand {count}", ja: "手札 {count}枚" },
  "table.row": { en: "row: {cards}", ja: "場:{cards}" },
  "private.shown-hand": {
    en: "{player}'s hand, as shown to you in round {round}: {cards}.",
    ja: "ラウンド{round}で{player}が見せた手札:{cards}。",
  },
  "table.discard-pile": { en: "Discard pile, face up: {cards}", ja: "捨て札(表向き):{cards}" },
  "table.copies": { en: "{card} ×{n}", ja: "{card}×{n}" },
  "table.deck": { en: "Deck {deck} · discard pile {discard}", ja: "山札 {deck}枚 · 捨て札 {discard}枚" },
  "table.played": { en: "Your face-down card: {card}", ja: "あなたが伏せたカード:{card}" },
  "table.played-hidden": { en: "A card lies face down.", ja: "カードが1枚伏せて出されています。" },
  "table.opening-pick": { en: "Opening pick · nobody attacks yet", ja: "最初の攻撃側決め · まだ攻撃はありません" },
  "table.turned": { en: "{card} (turned)", ja: "{card}(寝返り)" },
  "table.tucked": { en: "{card} (tucked under {under})", ja: "{card}({under}の下)" },
  "table.join": { en: "{a} · {b}", ja: "{a} · {b}" },

  // What each card does (card lookup)
  "text.spy": {
    en: "Numbered 1-7. Success: it stays in your row and you attack again; every 3rd Spy in the row reveals a document; a Spy above a smaller one draws 1; a larger Spy may be tucked under it. Failure: it turns and joins the defender's row.",
    ja: "1～7の数字付き。成功:場に残り、攻撃を続けます。場のスパイ3枚ごとに機密書類を1枚暴き、小さい数字のスパイの次に成功すると1枚引きます。大きい数字のスパイを下に差し込めます。失敗:寝返って防御側の場に加わります。",
  },
  "text.forces": {
    en: "Success: the defender reveals a secret document. Failure: you reveal one of your own. Either way the round ends.",
    ja: "成功:防御側の機密書類を1枚暴きます。失敗:自分の機密書類を1枚暴かれます。どちらでもラウンド終了。",
  },
  "text.hacker": {
    en: "Success: you draw 2 and attack again. Failure: it is discarded and the round ends.",
    ja: "成功:2枚引いて攻撃を続けます。失敗:捨て札になり、ラウンド終了。",
  },
  "text.spade": {
    en: "Beats Heart in the opening pick. Success: the defender gets an out. Countered: your hand is shown to the defender. The attack passes either way.",
    ja: "先攻決めではハートに勝ちます。成功:相手に1アウト。的中された場合:手札を相手に見せます。どちらでも攻撃権が移ります。",
  },
  "text.heart": {
    en: "Beats Diamond in the opening pick. Success: you draw 3 and attack again. Countered: the attack passes.",
    ja: "先攻決めではダイヤに勝ちます。成功:3枚引いて攻撃を続けます。的中された場合:攻撃権が移ります。",
  },
  "text.diamond": {
    en: "Beats Spade in the opening pick. Success: the defender takes a strike, you may discard 2 for one more, and you attack again. Countered: you take a strike and the attack passes.",
    ja: "先攻決めではスペードに勝ちます。成功:相手に1ストライク、さらに2枚捨てて追加のストライクも可、攻撃を続けます。的中された場合:自分に1ストライク、攻撃権が移ります。",
  },

  "player.default": { en: "Player {n}", ja: "プレイヤー{n}" },
  "list.none": { en: "none", ja: "なし" },
  "list.join": { en: "{a}, {b}", ja: "{a}、{b}" },
} satisfies Catalog;

export type SpymasterStringKey = keyof typeof spymasterStrings;
