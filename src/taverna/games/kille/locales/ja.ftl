## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start = 第{ $round }ラウンド: 親の{ $dealer }が各自に{ $cards_each }枚ずつ配ります(未使用{ $unused }枚)。

play = { $player }が{ $card }を出します。

trick_last = { $winner }の勝ち(最後のトリックは一番弱いカードが取ります)。

trick = { $winner }の勝ち(一番強いカードがトリックを取ります)。

round_won = { $player }がラウンドに勝ちました(合計{ $points }点)。

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

lobby-option--hand = 各自に配るカードの枚数 (0: ルールブックどおり均等に配れるだけ); 少なくすると最後のトリックだけを遊ぶ: 研究用のエンドゲームで、ルールブックのルールではありません

lobby-option--target = 代わりに誰かがこの点数に達するまで遊ぶ (0: 目標なし; 標準ゲームのみ)

lobby-label--duplicate = デュプリケート拡張

lobby-label--pack = カードのパック

lobby-value--pack--cuckoo = カッコウのカード (40枚)

lobby-value--pack--kille = キッレのカード (42枚)

lobby-label--rounds = ラウンド数

lobby-label--hand = 1人あたりの枚数

lobby-label--target = 目標点数


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたのカードです。カンビオと同じ順位：カッコウ（15）が最も高く … 道化が最も低い。

learn-intro_trick = トリックはここで行います。テーブルのどのカードよりも強いカードを出さなければならず、なければいちばん弱いカードを出します。

learn-tip_play = 強調されたカードを出しましょう。できればテーブルのどのカードよりも強いもの、なければいちばん弱いもの。とても弱いカードは最後のトリックに取っておきます。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_trick = 最も強いカードがトリックを取りました（最後のトリックは最も弱いカード）。その人が次を始めます。

learn-why_round_won = 最後のトリックの最も弱いカードがラウンドと1点を取ります。

learn-why_round_start = 新しいラウンドです。親が替わります。

learn-why_round_start_duplicate = デュプリケート：2ラウンド目からは各自の手札が隣の人の使った山になるので、全員が同じカードで遊びます。

learn-intro_hand_nordic = スウェーデンのキッレのカード（42枚）から配られたあなたのカードです：道化師（Harlekin）が最も高く、次にカッコウ（Kuku）… 仮面（Blaren）が最も低い。

learn-outro_nordic = キッレのカードで遊ぶクリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。

learn-outro = クリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。

learn-outro_duplicate = デュプリケートのクリップキレでした。ロビーからテーブルを開いて1ゲーム遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **クリュプキッレ**:3人以上で遊ぶトリックゲーム。最後のトリックは最も弱いカードが勝ちます。
    - カードの強さは Cambio と同じ:カッコウ(15)が最強 … 道化が最弱。全員ができるだけ同じ枚数を受け取り、残りは見ずに除けます。
    - 親の次の人から始めます。自分の番には場のどのカードよりも**強い**カードを出さなければならず、なければ最も**弱い**カードを出します。
    - 最も強いカードがトリックを取り、次を始めます。同じカード二枚では後に出した方が弱いです。
    - **最後のトリック**では最も弱いカードが勝ち、その人が 1 点を得ます。
    - 親は順に回り、人数分のラウンドの後(または決めた目標点で)点の最も多い人の勝ちです。
    - **北欧のカード** (独自のルール):ルールブックが勧めるスウェーデンのキッレのカード 42 枚:道化師(Harlekin)が最強、次にカッコウ(Kuku)、軽騎兵、豚、騎兵、宿屋、12 … 1、花輪、植木鉢、仮面(Blaren)が最弱。
    - **Duplicate**:全員チップを持って始め、最後のトリックの後、他の全員が勝者にチップを 1 枚ずつ払います。2 ラウンド目からは隣の人が使った束が自分の手札になり、親は逆向きに回ります。
