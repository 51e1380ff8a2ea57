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
