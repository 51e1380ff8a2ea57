## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = コッチ: { $team1 } 対 { $team2 }、{ $deals }ディール。

deal_start = 第{ $deal }ディール: { $dealer }が各自に{ $cards_each }枚ずつ配ります。{ $leader }がリードします。

play = { $player }が{ $card }を出します。

trick =
    { $winner }がトリックを取ります(台札は{ $base ->
        [number] 数字
       *[picture] 絵札
    })。

deal_end_recount_draw = 第{ $deal }ディール: { $team1 } { $a }対{ $b } { $team2 }。同点のため数え直して{ $ra }対{ $rb }(合計82点)。引き分けです。

deal_end_recount_won = 第{ $deal }ディール: { $team1 } { $a }対{ $b } { $team2 }。同点のため数え直して{ $ra }対{ $rb }(合計82点)。{ $winner }がこのディールに勝ちました。

deal_end_draw = 第{ $deal }ディール: { $team1 } { $a }対{ $b } { $team2 }。引き分けです。

deal_end_won = 第{ $deal }ディール: { $team1 } { $a }対{ $b } { $team2 }。{ $winner }がこのディールに勝ちました。

over_won_draw = 試合終了(ディール { $a }対{ $b })。引き分けです。

over_won_winners = 試合終了(ディール { $a }対{ $b })。勝者: { $winner }。

over_draw_all = 試合終了。引き分けです。

over_winners_all = 試合終了。勝者: { $winner }。

head = 第{ $deal }/{ $deals }ディール、親 { $dealer }、残りトリック { $tricks_left }

team = { "  " }{ $team }: このディールのトリック { $taken }、{ $points }点、勝ったディール { $won }

hand_partner = あなたの手札(パートナー { $partner }): { $cards }

help = 台札と同じ種類(数字1-10か絵札)を持っていれば出してください。なければどのカードでも出せますが、勝つことはできません。台札と同じ種類で一番強いカードがトリックを取ります。同じカードが2枚なら先に出したほうが上です。数字: 10が最強。絵札: ライオン、カッコウ、人、馬、猫、家、0、バケツ、仮面、道化。得点: 10、家からカッコウまでとライオンは各1点、5から9は各0.5点(合計19点)。{ "\u000A" }入力: play CARD。選べる行動: { $choices }

guide_recount = 両チームとも9½点なら、カードを数え直します:そのときは{ $n }点です。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = コッホ (Coch)

lobby-description = 2対2: 同じ種類 (数字または絵札) を出し、点数のあるトリックを取ります。ライオンがいちばん強い絵札です。

lobby-rules--rulebook = コッホ (ルールブック)

lobby-option--deals = 遊ぶディール数、毎回ディールは右へ移る (1: ルールブックの1ゲーム; それ以上: より多くのディールに勝ったチームの勝ち、同数なら引き分け)

lobby-label--deals = ディール数


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたの10枚のカードです：数札（10から1）と絵札（ライオンが最強）。

learn-intro_partner = 向かいの人があなたのパートナーです。二人で取ったトリックの点を合わせて数えます。

learn-intro_trick = トリックはここで行います。1枚ずつ出し、最初に出た種類の最も強いカードが取ります。

learn-tip_play = 強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。違う種類のカードは決して勝ちません。

learn-why_trick = 最初に出た種類の最も強いカードがトリックを取り、その人が次を始めます。

learn-why_deal_end = カードを数えます：10、家、猫、馬、男、カッコウ、ライオンは1点、5〜9は0.5点。点の多いチームの勝ちです。

learn-outro = コッホでした。ロビーからテーブルを開いて3人と遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **コッホ**:ちょうど4人が二チームで遊ぶトリックゲーム(向かい合う二人が組)。
    - カードは二種類:**数札**(10 が最強で 1 まで)と**絵札**:ライオン、カッコウ、人、馬、猫、家、0、バケツ、仮面、道化(ライオンが最強)。
    - 全員が 10 枚受け取ります。親の次の人が最初のトリックを始めます。
    - できれば最初のカードと同じ種類を出します。なければ何を出してもよいですが、違う種類のカードは決して勝ちません。
    - トリックの種類で最も強いカードが 4 枚を取り、次を始めます。同じカード二枚では先に出した方が強いです。
    - 10 トリックの後、チームごとに数えます:10、家、猫、馬、人、カッコウ、ライオンは 1 点、5〜9 は 0.5 点、残りは 0 点(合計 19 点)。
    - 点の多いチームの勝ちです。9.5 点ずつで並んだら別の数え方で数え直し、それでも同じなら引き分けです。
