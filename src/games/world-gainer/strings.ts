import type { Catalog } from "../../engine/index.ts";

/** Everything World Gainer says to players, in English and Japanese. */
export const worldGainerStrings = {
  "game.world-gainer": { en: "World Gainer", ja: "ワールドゲイナー" },

  // Refusals
  "wrong-decision": { en: "That choice does not fit the current decision.", ja: "その選択は今の判断には使えません。" },
  "card-not-in-hand": { en: "That card is not in your hand.", ja: "そのカードは手札にありません。" },
  "unknown-deck": { en: "There is no such deck.", ja: "そのデッキはありません。" },
  "standby-full": { en: "All 5 standby slots are taken.", ja: "スタンバイの5マスが埋まっています。" },
  "stun-done": { en: "You have already placed a stun this turn.", ja: "このターンはもうスタンを配置しました。" },
  "gain-done": { en: "You have already placed a card this turn.", ja: "このターンはもうカードを配置しました。" },
  "no-legal-square": {
    en: "That card has no square it can be placed on and paid for.",
    ja: "そのカードを配置して支払えるマスがありません。",
  },
  "no-field-effect": {
    en: "That card is not on top of one of your squares with a Field effect.",
    ja: "そのカードはフィールド効果を持つ自分のマスの一番上にありません。",
  },
  "field-used": {
    en: "That Field effect was already used this turn.",
    ja: "そのフィールド効果はこのターンもう使いました。",
  },
  "field-no-effect": {
    en: "That Field effect would do nothing now.",
    ja: "そのフィールド効果は今は何も起こしません。",
  },
  "cannot-pay": {
    en: "No payment you can make lets the card land there.",
    ja: "どう支払ってもそこには配置できません。",
  },
  "pay-twice": { en: "A card is used twice in the payment.", ja: "同じカードを支払いに2回使っています。" },
  "pay-not-your-stun": { en: "Only your own stuns can pay.", ja: "支払いに使えるのは自分のスタンだけです。" },
  "pay-stun-exhausted": {
    en: "That stun is exhausted; only ready stuns can pay.",
    ja: "そのスタンは消耗状態です。支払えるのは待機状態のスタンだけです。",
  },
  "pay-not-your-field-card": {
    en: "Only cards on squares you hold can be broken to pay.",
    ja: "支払いで破棄できるのは自分が獲得したマスのカードだけです。",
  },
  "pay-not-top": { en: "A square's cards are broken from the top down.", ja: "マスのカードは上から順に破棄します。" },
  "pay-short": {
    en: "The cost is {cost}; that pays only {paid}.",
    ja: "コストは{cost}ですが、{paid}しか支払えていません。",
  },
  "pay-required-blue": { en: "The payment needs {amount} blue.", ja: "支払いには青が{amount}必要です。" },
  "pay-required-green": { en: "The payment needs {amount} green.", ja: "支払いには緑が{amount}必要です。" },
  "pay-required-red": { en: "The payment needs {amount} red.", ja: "支払いには赤が{amount}必要です。" },
  "pay-required-yellow": {
    en: "The payment needs {amount} of one single color.",
    ja: "支払いにはいずれか1色で{amount}必要です。",
  },
  "priority-own-field": {
    en: "Your own field comes first: gain all of its squares before anything else.",
    ja: "自分のマイフィールドが最優先です。先にその3マスを獲得してください。",
  },
  "priority-battlefield": {
    en: "The battlefield comes before the opponent's field.",
    ja: "相手のマイフィールドより先にバトルフィールドを獲得してください。",
  },
  "own-loses": {
    en: "The card loses rock-paper-scissors to your card there.",
    ja: "そのマスの自分のカードにジャンケンで負けます。",
  },
  "own-not-higher": {
    en: "Same attribute: to stack it must cost more than the total of your cards there.",
    ja: "同属性:重ねるにはそのマスの自分のカードのコスト合計より大きい必要があります。",
  },
  "contest-loses": {
    en: "The card loses rock-paper-scissors to the opponent's card there.",
    ja: "相手のカードにジャンケンで負けるため奪えません。",
  },
  "contest-lower": {
    en: "Same attribute and a lower cost: it cannot take the square.",
    ja: "同属性でコストが低いため奪えません。",
  },
  "contest-stack-same": {
    en: "A stack cannot be contested with the same attribute.",
    ja: "重なったカードには同属性では挑めません。",
  },
  "contest-stack-low": {
    en: "Against a stack the card must cost more than its top card.",
    ja: "重なったカードには一番上のカードより大きいコストが必要です。",
  },

  "attr.blue": { en: "Blue", ja: "青" },
  "attr.green": { en: "Green", ja: "緑" },
  "attr.red": { en: "Red", ja: "赤" },
  "attr.yellow": { en: "Yellow", ja: "黄" },
  "row.own": { en: "your field", ja: "自分のマイフィールド" },
  "row.battle": { en: "battlefield", ja: "バトルフィールド" },
  "row.opponent": { en: "their field", ja: "相手のマイフィールド" },
  "square.name": { en: "{row} {n}", ja: "{row}{n}" },
  "square.field-of": { en: "{player}'s field {n}", ja: "{player}のマイフィールド{n}" },
  "square.empty": { en: "{name}: empty", ja: "{name}:空き" },
  "square.held": { en: "{name}: {card} ({total})", ja: "{name}:{card}({total})" },
  "square.note": { en: "{squares}: {reason}", ja: "{squares}:{reason}" },
  "square.outcome": { en: "{square} → {outcome}", ja: "{square}→{outcome}" },
  "outcome.place": { en: "place", ja: "配置" },
  "outcome.stack": { en: "stack", ja: "重ねる" },
  "outcome.replace": { en: "replace", ja: "置き換え" },
  "outcome.take": { en: "take", ja: "奪取" },
  "outcome.trade": { en: "trade", ja: "相殺" },
  "outcome.trade-top": { en: "trade top", ja: "一番上と相殺" },
  "outcome.by-paying": { en: "only by breaking your cards here", ja: "ここの自分のカードを支払いで破棄した場合のみ" },
  "card.detail-required": {
    en: "{name} ({attribute} {cost}, needs {required})",
    ja: "{name}({attribute}{cost}・必須{required})",
  },
  "card.required": { en: "{amount} {color}", ja: "{color}{amount}" },
  "card.required-any": { en: "{amount} of one color", ja: "同じ色で{amount}" },

  // Decisions
  "prompt.deck": { en: "Both players secretly choose a deck.", ja: "両者がデッキをひそかに選びます。" },
  "prompt.standby": { en: "{player}: place a stun, or skip.", ja: "{player}:スタンを配置するか、飛ばしてください。" },
  "prompt.gain": {
    en: "{player}: choose a card to place, or end the turn.",
    ja: "{player}:配置するカードを選ぶか、ターンを終了してください。",
  },
  "prompt.gain-done": {
    en: "{player}: use a Field effect, or end the turn.",
    ja: "{player}:フィールド効果を使うか、ターンを終了してください。",
  },
  "prompt.square": {
    en: "{player}: choose the square for your card.",
    ja: "{player}:カードを置くマスを選んでください。",
  },
  "prompt.pay": { en: "{player}: choose how to pay.", ja: "{player}:支払い方を選んでください。" },
  "prompt.won-battlefield": {
    en: "{player} wins: all three battlefield squares.",
    ja: "{player}の勝利:バトルフィールド3マスを獲得。",
  },
  "prompt.won-points": { en: "{player} wins: 15 points.", ja: "{player}の勝利:15ポイント到達。" },
  "prompt.won-deck-out": {
    en: "{player} wins: the opponent could not draw.",
    ja: "{player}の勝利:相手がカードを引けませんでした。",
  },

  // Actions, as buttons and menu entries
  "action.deck": { en: "{deck}", ja: "{deck}" },
  "action.stun": { en: "Stun: {card} ({value} {color})", ja: "スタン:{card}({color}{value})" },
  "action.skip-stun": { en: "No stun", ja: "スタンなし" },
  "action.choose": { en: "Place {card}", ja: "{card}を配置" },
  "action.activate": { en: "Use {card}'s Field effect", ja: "{card}のフィールド効果" },
  "action.activate-at": { en: "Use {card}'s Field effect ({square})", ja: "{card}のフィールド効果({square})" },
  "action.end": { en: "End turn", ja: "ターン終了" },
  "action.square": { en: "{square}", ja: "{square}" },
  "action.back": { en: "Back", ja: "戻る" },
  "pay.exhaust": { en: "exhaust {cards}", ja: "{cards}を消耗" },
  "pay.break-stuns": { en: "break stun {cards}", ja: "スタン{cards}を破棄" },
  "pay.break-field": { en: "break field card {cards}", ja: "場の{cards}を破棄" },
  "pay.with": { en: "Pay: {sources}", ja: "支払い:{sources}" },
  "pay.nothing": { en: "nothing", ja: "なし" },
  "pay.join": { en: "{a}; {b}", ja: "{a}/{b}" },
  "pay.unit": { en: "{amount} {color}", ja: "{color}{amount}" },
  "pay.units-join": { en: "{a} + {b}", ja: "{a}+{b}" },
  "pay.label": { en: "Pay {paid} ({units}) for {cost}", ja: "{paid}支払い({units})/コスト{cost}" },
  "pay.label-outcome": {
    en: "Pay {paid} ({units}) for {cost} → {outcome}",
    ja: "{paid}支払い({units})/コスト{cost}→{outcome}",
  },
  "pay.variant": { en: "{label} (#{n})", ja: "{label}(その{n})" },
  "pay.suggested": { en: "Suggested · {label}", ja: "おすすめ · {label}" },
  "control.deck": { en: "Choose your deck", ja: "デッキを選ぶ" },
  "control.deck-plan": { en: "{deck}: {plan}", ja: "{deck}:{plan}" },
  "control.stun": { en: "Choose a card to place as a stun", ja: "スタンにするカードを選ぶ" },
  "control.choose": { en: "Choose a card to place", ja: "配置するカードを選ぶ" },
  "control.pay": { en: "Choose how to pay", ja: "支払い方を選ぶ" },
  "control.pay-field": { en: "First: the field cards you break", ja: "まず:破棄する場のカード" },
  "control.pay-stuns": { en: "Then: the stuns you break", ja: "次に:破棄するスタン" },
  "pay.keep-field": { en: "Break no field card", ja: "場のカードは破棄しない" },
  "pay.cards-at": { en: "{square}: {cards}", ja: "{square}:{cards}" },
  "pay.squares-join": { en: " · ", ja: " · " },
  "pay.keep-stuns": { en: "Break no stun", ja: "スタンは破棄しない" },
  "pay.ways": {
    en: "{n} ways to pay the rest; the least wasteful: {best}",
    ja: "残りの払い方{n}通り。最も無駄のない払い方:{best}",
  },
  "control.placing": { en: "Placing {card}.", ja: "{card}を配置します。" },
  "control.not-placeable": { en: "Not placeable now: {card}: {reason}", ja: "今は配置できません:{card}:{reason}" },
  "control.stuck-pay": {
    en: "your stuns and field cards cannot pay for it on any square it could take.",
    ja: "取れるどのマスでも、スタンと場のカードで支払えません。",
  },
  "control.effect": { en: "{card} · {effect}", ja: "{card} · {effect}" },
  "control.square-on": { en: "Placing {card} on {square}.", ja: "{card}を{square}に配置します。" },

  // What happened
  "event.deck": { en: "{player} has chosen a deck.", ja: "{player}がデッキを選びました。" },
  "event.deck-secret": { en: "You play {deck}.", ja: "あなたのデッキは{deck}です。" },
  "event.shuffle": {
    en: "{player}'s deck is shuffled ({count} cards).",
    ja: "{player}のデッキを切りました({count}枚)。",
  },
  "event.draw": { en: "{player} draws {count}.", ja: "{player}がカードを{count}枚引きました。" },
  "event.draw-secret": {
    en: "{player} draws {count}: {cards}.",
    ja: "{player}がカードを{count}枚引きました:{cards}。",
  },
  "event.first-player": {
    en: "{player} goes first (and skips the first draw).",
    ja: "{player}が先攻です(最初のドローはありません)。",
  },
  "event.turn": { en: "Turn {turn}: {player}.", ja: "第{turn}ターン:{player}。" },
  "event.stun": { en: "{player} places {card} as a stun.", ja: "{player}が{card}をスタンとして配置しました。" },
  "event.pay": { en: "{player} pays: {sources}.", ja: "{player}の支払い:{sources}。" },
  "event.gain.place": { en: "{player} places {card} on {square}.", ja: "{player}が{card}を{square}に配置しました。" },
  "event.gain.stack": { en: "{player} stacks {card} on {square}.", ja: "{player}が{card}を{square}に重ねました。" },
  "event.gain.replace": {
    en: "{player} replaces their card on {square} with {card} (broken: {broken}).",
    ja: "{player}が{square}の自分のカードを{card}で置き換えました(破棄:{broken})。",
  },
  "event.gain.take": {
    en: "{player} takes {square} with {card} (broken: {broken}).",
    ja: "{player}が{card}で{square}を奪いました(破棄:{broken})。",
  },
  "event.gain.trade": {
    en: "{player}'s {card} trades with the card on {square}: both broken ({broken}).",
    ja: "{player}の{card}が{square}のカードと相殺しました(破棄:{broken})。",
  },
  "event.gain.trade-top": {
    en: "{player}'s {card} trades with the top card on {square} ({broken}); the square stays theirs.",
    ja: "{player}の{card}が{square}の一番上のカードと相殺しました({broken})。マスは相手のままです。",
  },
  "event.effect": { en: "{card}: {effect}", ja: "{card}:{effect}" },
  "event.break-stuns": {
    en: "{player}'s stuns are broken: {cards}.",
    ja: "{player}のスタンが破棄されました:{cards}。",
  },
  "event.stuns-from-deck": {
    en: "{player} puts {cards} from the deck into standby.",
    ja: "{player}がデッキから{cards}をスタンバイに置きました。",
  },
  "event.recover-none": {
    en: "{player} returns nothing to hand: the break zone is empty.",
    ja: "{player}のブレイクが空なので、手札に戻すカードはありません。",
  },
  "event.recover": {
    en: "{player} returns {cards} from the break zone to hand.",
    ja: "{player}がブレイクから{cards}を手札に戻しました。",
  },
  "event.end-turn": { en: "{player} ends the turn.", ja: "{player}がターンを終了しました。" },
  "event.deck-out": {
    en: "{player} must draw but the deck is empty.",
    ja: "{player}はカードを引くべき時にデッキがありません。",
  },

  // Effects
  "effect.dimension": { en: "Dimension: {text}", ja: "ディメンション:{text}" },
  "effect.field": { en: "Field: {text}", ja: "フィールド:{text}" },
  "effect.draw": { en: "draw {amount}", ja: "カードを{amount}枚引く" },
  "effect.stun-from-deck": {
    en: "put the top {amount} of your deck into standby as stuns",
    ja: "デッキの上から{amount}枚をスタンとしてスタンバイに置く",
  },
  "effect.break-enemy-stun": {
    en: "break {amount} of the opponent's stuns (ready ones first, then highest stun value, then leftmost)",
    ja: "相手のスタン{amount}枚を破棄する(待機状態のもの、スタン値の高いもの、左のものの順)",
  },
  "effect.recover": {
    en: "return {amount} of your broken cards to hand (the most recently broken first)",
    ja: "自分のブレイクから{amount}枚を手札に戻す(最も新しくブレイクされたものから)",
  },
  "effect.contest-plus": {
    en: "counts as {amount} more cost when contesting or stacking",
    ja: "奪取・重ね置きの判定でコスト+{amount}として扱う",
  },
  "effect.sacrifice-draw": { en: "break this card to draw {amount}", ja: "このカードを破棄してカードを{amount}枚引く" },
  "effect.sacrifice-break-stun": {
    en: "break this card to break {amount} of the opponent's stuns (ready ones first, then highest stun value, then leftmost)",
    ja: "このカードを破棄して相手のスタン{amount}枚を破棄する(待機状態のもの、スタン値の高いもの、左のものの順)",
  },

  // The latest move (status line and board footer)
  "last.decks": { en: "Decks chosen", ja: "デッキ決定" },
  "last.first": { en: "{player} goes first", ja: "{player}が先攻" },
  "last.draw": { en: "{player} drew a card", ja: "{player}が1枚引いた" },
  "last.stun": { en: "{player} placed the stun {card}", ja: "{player}が{card}をスタンに" },
  "last.pay": { en: "{player} paid: {sources}", ja: "{player}の支払い:{sources}" },
  "last.gain": { en: "{player}: {card} on {square} ({result})", ja: "{player}:{card}を{square}へ({result})" },
  "last.effect": { en: "{player} used {card}'s effect", ja: "{player}が{card}の効果を使用" },
  "last.end-turn": { en: "{player} ended the turn", ja: "{player}がターン終了" },
  "last.win": { en: "{player} won", ja: "{player}の勝利" },
  "result.place": { en: "placed", ja: "配置" },
  "result.stack": { en: "stacked", ja: "重ね置き" },
  "result.replace": { en: "replaced", ja: "置き換え" },
  "result.take": { en: "taken", ja: "奪取" },
  "result.trade": { en: "traded", ja: "相殺" },
  "result.trade-top": { en: "traded with the top card", ja: "一番上と相殺" },

  // The table as text
  "table.turn": { en: "Turn {turn} · {player}", ja: "第{turn}ターン · {player}" },
  "table.choosing-decks": { en: "Before the first turn: choosing decks", ja: "最初のターンの前:デッキ選択" },
  "table.final": { en: "The final table after turn {turn}", ja: "第{turn}ターン終了時の最終盤面" },
  "table.grid-key": {
    en: "The grid from your side: your field is the bottom row. Columns A-C are the same for both players: A is {player}'s left.",
    ja: "盤面は自分の側から見た向きで、一番下の列が自分のマイフィールドです。列A〜Cは両プレイヤー共通で、{player}から見て左がAです。",
  },
  "table.grid-row": { en: "{row}: {squares}", ja: "{row}:{squares}" },
  "table.grid-square": { en: "{n} {square}", ja: "{n} {square}" },
  "table.seat": {
    en: "{player} · {points}/15 points · battlefield {battlefield}/3 · hand {hand} · deck {deck} · break {broken}",
    ja: "{player} · {points}/15ポイント · バトルフィールド {battlefield}/3 · 手札 {hand}枚 · デッキ {deck}枚 · ブレイク {broken}枚",
  },
  "table.stuns": { en: "stuns: {stuns}", ja: "スタン:{stuns}" },
  "table.stun-ready": { en: "{card} {value} {color}", ja: "{card} {color}{value}" },
  "table.stun-exhausted": { en: "{card} {value} {color} (exhausted)", ja: "{card} {color}{value}(消耗)" },
  "table.row": { en: "{squares}", ja: "{squares}" },
  "table.square-empty": { en: "·", ja: "・" },
  "table.square-held": { en: "[{owner}] {card} {total}", ja: "[{owner}]{card} {total}" },

  "player.default": { en: "Player {n}", ja: "プレイヤー{n}" },
  "list.none": { en: "none", ja: "なし" },
  "list.join": { en: "{a}, {b}", ja: "{a}、{b}" },
  "table.join": { en: "{a} | {b}", ja: "{a} | {b}" },
  "last.then": { en: "{a}. {b}", ja: "{a}。{b}" },

  // Deck checks
  "deck.unknown-card": { en: "{card} is not a card of this set.", ja: "{card}はこのセットのカードではありません。" },
  "deck.copies": {
    en: "{found} copies of {card}: at most {max} of one name.",
    ja: "{card}が{found}枚:同名カードは{max}枚までです。",
  },
  "deck.unique-copies": {
    en: "{found} copies of {card}: a unique card, at most {max}.",
    ja: "{card}が{found}枚:ユニークカードは{max}枚までです。",
  },
  "deck.listed-twice": { en: "A card is listed twice.", ja: "同じカードが2回書かれています。" },
  "deck.deck-size": { en: "{found} cards: at least {min}.", ja: "{found}枚:{min}枚以上必要です。" },
  "deck.same-size": {
    en: "{found} cards: a table pairs decks of the same size, and the preconstructed decks have {min}.",
    ja: "{found}枚:対戦では同じ枚数のデッキ同士になり、構築済みデッキは{min}枚です。",
  },
  "deck.own": { en: "your own deck", ja: "自分のデッキ" },
} satisfies Catalog;

export type WorldGainerStringKey = keyof typeof worldGainerStrings;
