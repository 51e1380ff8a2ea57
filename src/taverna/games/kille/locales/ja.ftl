## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start = 第{ $round }ラウンド: 親の{ $dealer }が各自に{ $cards_each }枚ずつ配ります(未使用{ $unused }枚)。

play = { $player }が{ $card }を出します。

trick_last = { $winner }の勝ち(最後のトリックは一番弱いカードが取ります)。

trick = { $winner }の勝ち(一番強いカードがトリックを取ります)。

round_won = { $player }がラウンドに勝ちました: { $points }点。

head = 第{ $round }/{ $rounds }ラウンド、親 { $dealer }、残りトリック { $tricks_left }

player = { "  " }{ $name }: { $points }点

player_chips = { "  " }{ $name }: { $points }点、チップ { $chips }

help = 場のどのカードよりも強いカードを出してください。なければ一番弱いカードを出さなければなりません。同じカードなら後に出したほうが弱くなります。一番強いカードがトリックを取って次をリードしますが、最後のトリックは一番弱いカードが取り、1点を得ます。{ "\u000A" }選べる行動: { $choices }

guide_card = 場のどのカードより強いとき(または自分の最も弱いカードのとき)だけ出せます;最も強いカードがトリックを取りますが、最後のトリックは最も弱いカードが勝ちます。同じカード2枚なら後のほうが弱いです。

guide_top = これに勝つカードはありません:最後以外のどのトリックも取ります。

guide_bottom = 最も弱いカード:最後のトリックとその1点を取ります。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = クリュプキッレ (Krypkille)

lobby-description = 場のすべてのカードに勝つか、いちばん弱いカードを出します。いちばん弱いカードが最後のトリックを取ります。

lobby-rules--standard = クリュプキッレ (ルールブック)

lobby-rules--duplicate = デュプリケート付きクリュプキッレ

lobby-rules--nordic = スウェーデンのキッレのカード42枚で遊ぶクリュプキッレ

lobby-option--pack = カッコウのカード40枚 (cuckoo) またはスウェーデンのキッレのカード42枚 (kille)

lobby-option--duplicate = デュプリケート拡張: チップ、出したカードを左へ回す、ディールが左へ移る

lobby-option--rounds = 遊ぶラウンド数 (0: プレイヤーの人数だけ)

lobby-option--target = 代わりに誰かがこの点数に達するまで遊ぶ (0: 目標なし; 標準ゲームのみ)
