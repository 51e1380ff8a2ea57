## zifuli: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start =
    ジフーリ: 各自チップ{ $chips }枚。{ $end ->
        [rounds] { $rounds }ラウンド
       *[chips] 誰かのチップがなくなるまで
    }遊びます。

deal_start = 第{ $round }ラウンド: { $dealer }が各自に{ $cards_each }枚ずつ配ります。競りは{ $first }から始まります。

bid =
    { $player }が{ $card }を見せて競ります({ $base ->
        [number] 数字
       *[picture] 絵札
    })。

pass = { $player }はパスします。

boss = { $player }がボスです。もう1枚の{ $card }を持つ人がパートナーです。

partner = あなたはもう1枚の{ $card }を持っています: { $boss }の秘密のパートナーです。

alone = あなたは{ $card }を2枚とも持っています: ほかの4人を相手に一人で戦います。

deal_void = 全員パスしました: 第{ $deal }ディールは無効で、次の親が配ります。

play = { $player }が{ $card }を出します。

partner_revealed = { $player }が同じカードを出しました: { $player }は{ $boss }のパートナーです。

alone_revealed = { $player }が{ $card }を2枚とも出しました: ボスは一人で戦います。

trick =
    { $winner }がトリックを取ります(台札は{ $base ->
        [number] 数字
       *[picture] 絵札
    })。

round_end_recount_draw =
    第{ $round }ラウンド: { $side } { $a }対{ $b } { $others }。同点のため数え直して{ $ra }対{ $rb }(合計82点)。引き分け: チップの移動はありません。{ $moved ->
        [yes] チップ: { $moves }。
       *[no] { "" }
    }

round_end_recount_won =
    第{ $round }ラウンド: { $side } { $a }対{ $b } { $others }。同点のため数え直して{ $ra }対{ $rb }(合計82点)。{ $winner }の勝ち。{ $moved ->
        [yes] チップ: { $moves }。
       *[no] { "" }
    }

round_end_draw =
    第{ $round }ラウンド: { $side } { $a }対{ $b } { $others }。引き分け: チップの移動はありません。{ $moved ->
        [yes] チップ: { $moves }。
       *[no] { "" }
    }

round_end_won =
    第{ $round }ラウンド: { $side } { $a }対{ $b } { $others }。{ $winner }の勝ち。{ $moved ->
        [yes] チップ: { $moves }。
       *[no] { "" }
    }

game_over = ゲーム終了({ $chips })。勝者: { $winner }。

head =
    第{ $round }{ $end ->
        [rounds] /{ $rounds }
       *[none] { "" }
    }ラウンド、親 { $dealer }、{ $phase ->
        [auction] 競り
        [tricks] トリック
       *[over] 終了
    }

chips = { "  " }チップ: { $chips }

bids = 競り: { $bids }

passed = パス: { $names }

boss_line =
    ボス { $boss }({ $card })、{ $who ->
        [alone] パートナーなし
        [partner] パートナーは{ $partner }
       *[secret] 秘密のパートナーあり
    }、残りトリック { $tricks_left }

revealed = まだ手札にある競りのカード: { $shown }

help_auction_choices = 競り: カードを1枚見せて競ります(カードは手札に残り、全員に知られます)。最初に見せたカードが種類(数字か絵札)を決めます。以後は同じ種類で前の競りより弱いカードでなければなりません。一度パスしたら戻れません。最後に競った人がボスで、ボスが最後に見せたカードと同じカードを持つ人が秘密のパートナーです。入力: bid CARD か pass。{ "\u000A" }選べる行動: { $choices }

help_play_choices = 台札と同じ種類があれば出してください。なければどのカードでも出せますが、勝てません。数字: 10が最強。絵札: ライオン、カッコウ、人、馬、猫、家、道化、0、バケツ、仮面。同じカードが2枚なら先に出したほうが上です。得点: 10、家からカッコウまでとライオンは各1点、5から9は各0.5点(合計19点)。入力: play CARD。{ "\u000A" }選べる行動: { $choices }

guide_bid = 競りではカードを見せて入札します:後の入札は最初の入札と同じ種類のより弱いカードでなければなりません;ボスの最後のカードのもう1枚を持つ人がパートナーです。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = ジフーリ (Zifuli)

lobby-description = だんだん弱いカードを公開して競り合います。ボスは最後に競ったカードの双子をひそかに持つ人と組み、残りの3人とチップを賭けて戦います。

lobby-rules--rulebook = ジフーリ (ルールブック)

lobby-option--chips = 各プレイヤーの最初のチップ (ルールブック: 「適当な数」)

lobby-option--rounds = 0: 誰かのチップがなくなるまで; N: Nラウンド遊ぶ; その後チップがいちばん多い人の勝ち

lobby-option--all-pass = 4人がパスして誰も競っていないとき: last-bids (残った1人は競らなければならずボスになる) または redeal (その人もパスできる; ディールは無効になり次へ移る)

lobby-label--chips = 最初のチップ

lobby-label--rounds = ラウンド数

lobby-label--all-pass = 全員がパスしたとき

lobby-value--all-pass--last-bids = 残った1人が競る

lobby-value--all-pass--redeal = ディール無効


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたの8枚のカードです：数札（10から1）と絵札（ライオン、カッコウ、男 … 仮面が最弱）。

learn-intro_auction = まずオークションです。入札するには手札の1枚を見せます。次の入札は同じ種類のより弱いカードでなければなりません。最後に残った人がボスです。

learn-intro_choices = 選択肢はここに出ます。入札は見せるカードを押して行います。

learn-tip_bid = 入札しましょう：強調されたカードを見せます。最後の入札より弱い、同じ種類のカードです。

learn-tip_pass = パスしましょう（強調された選択肢）。これ以上低くできないので、オークションから降ります。

learn-tip_play = 強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_bid = 入札はカードを見せます。次の入札は同じ種類のより弱いカードです。

learn-why_boss = オークションに最後まで残った人がボスです。ボスの最後の入札カードの双子を持つ人が秘密のパートナーです。

learn-why_partner = 双子のカードを出すと、パートナーが誰かわかります。

learn-why_trick = 最初に出た種類の最も強いカードがトリックを取り、その人が次を始めます。

learn-why_round_end = コッホと同じようにカードを数えます。ボス側の点が多ければ勝ち、チップが動きます。

learn-outro = ジフーリでした。ロビーからテーブルを開いて4人と遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **ジフーリ**:ちょうど5人で遊ぶ、競りと隠れたパートナーのあるトリックゲーム。
    - 全員が 8 枚受け取ります。数札は 10 から 1、絵札はライオン、カッコウ、人、馬、猫、家、道化、0、バケツ、仮面の順(仮面が最弱)。
    - **競り**は親の右から:**入札**するには手札の一枚を見せます。最初の入札が種類を決め、以後の入札はその種類のより弱いカードでなければなりません。**パス**した人は競りから抜けます。
    - 最後に残った人が**ボス**です。ボスの最後の入札カードと同じカードを持つもう一人が**パートナー**で、本人だけがそれを知っています。二枚とも持つボスは一人で四人と戦います。
    - 進行はコッホと同じ:できれば同じ種類を出し、トリックの種類で最も強いカードが勝ちます。
    - 点の数え方もコッホと同じ(合計 19 点)。ボス側は点が多ければ勝ちです。
    - チップ:ボス側が勝てば相手は各 1 枚払い(ボス 2 枚、パートナー 1 枚を得る)、負ければボスが 2 枚、パートナーが 1 枚払います。一人のボスは各自から 2 枚ずつ得るか、2 枚ずつ払います。
    - 誰かのチップがなくなると(または決めたラウンドの後)終わり、チップの最も多い人の勝ちです。
