## hypp: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start = 第{ $round }ラウンド: 親は{ $dealer }です。

packets = { $player }が山札の下から各自に{ $cards }枚ずつの束を配ります。

bet = { $player }が{ $chips }を賭けます。

bets_reduced = 親がカバーできません: 賭け金を{ $bets }に減らします。

covered = { $player }が{ $chips }を賭けます。

reveal = { $player }が{ $card }を見せます。

paid = { $player }が{ $to }に{ $chips }を払います。

lowest_card = { $player }が一番弱いカードを見せたので、親を交代します。

deal_handed_on = { $player }が親を交代します。

game_over = ゲーム終了。勝者: { $winner }

head = 第{ $round }ラウンド、親 { $dealer }、上限 { $limit }

player = { "  " }{ $name }: チップ { $chips }

player_bet = { "  " }{ $name }: チップ { $chips }、賭け { $bet }

help_packet = 親: `packet N` で各プレイヤーにN枚配ります(1〜{ $max_packet }); `pass` で親を交代します。

help_bet = カードを見ずに賭けます: `bet N`、1〜{ $limit }(または手持ちのチップまで)。束の一番下のカードを親のカードと比べます。同じ強さなら親の勝ちです。

guide_card = 親のカードと比べて:強ければ賭けに勝ち、弱いか同じなら負けです。

guide_lowest = ラウンドでいちばん低いカードを見せた親は親を譲ります。

guide_lowest_pack = 山札でいちばん低いカード:これを見せた親は親を譲ります。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = ヒュップ (Hypp)

lobby-description = 自分の束のいちばん下のカードを見ずに親のカードと比べて賭けます。同点なら親の勝ちです。

lobby-rules--rulebook = ヒュップ (ルールブック)

lobby-option--limit = 1回の賭けの上限

lobby-option--lowest-card = ディーラーの交代を決めるディーラーのカード: そのラウンドに公開された中で最も低いカード、同じ等級を含む (round)、またはパック全体で最も低い道化 (pack)

lobby-option--chips = 各プレイヤーの最初のチップ (0: ルールブックの上限 x 人数 x 2)

lobby-label--limit = 賭けの上限

lobby-label--chips = 最初のチップ

lobby-label--lowest-card = 最も低いカード

lobby-value--lowest-card--round = ラウンドで最も低いカード

lobby-value--lowest-card--pack = パック全体で最も低いカード (道化)


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_table = ヒップは親を相手に、見ないで遊びます。誰も自分のカードを見ません。順位はカンビオと同じで、カッコウが最も高い。

learn-intro_choices = 選択肢はここに出ます。親のときは束の大きさ、そうでないときは賭け金です。

learn-tip_packet = あなたが親です。束の大きさ（入力済み）を決めて、強調されたボタンを押してください。全員が山札の下からその枚数を見ずに取ります。

learn-tip_bet = 見ないで賭けましょう（金額は入力済み）。強調されたボタンを押してください。上限まで賭けられます。

learn-tip_pass = 親を次の人に渡しましょう（強調された選択肢）。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_packets = ほかの人は山札の下から取ったカードの束を、見ずに持っています。

learn-why_covered = 親が賭け金の合計を受けます。

learn-why_paid = 親より強いカードは親から賭け金をもらい、弱いか同じなら親が取ります。

learn-why_lowest_card = いちばん低いカードを見せた親は、親を次に渡さなければなりません。

learn-outro = ヒップでした。ロビーからテーブルを開いて本番を遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **ヒュップ**:2〜8人が親を相手に、カードを見ずに賭けるゲーム。
    - カードの強さは Cambio と同じ:カッコウが最強 … 道化が最弱。
    - 親が**束**の枚数を決め、他のプレイヤーは各自その枚数を山札の下から見ずに取ります。
    - 各自、見ないまま 1 から上限まで(持っているチップ以下で)**賭け**ます。親はその合計を受けます。
    - 親は山札の一番下のカードを公開し、続いて親の左から各束の一番下のカードを公開します。
    - 親のカードより**強い**カードは賭けた分を親から得て、弱いか同じなら親が賭け金を取ります。
    - ラウンドの初めに親は次の人へ親を**譲る**ことができ、最も低いカードを公開した親は譲らなければなりません。
    - 誰かのチップがなくなるか全員が親をしたら終わり、チップの最も多い人の勝ちです。
