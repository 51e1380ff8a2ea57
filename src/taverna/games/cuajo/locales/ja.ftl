## cuajo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

win =
    { $player }がbounitの{ $card }で勝ちます({ $how ->
        [stock] 山札から引いて
        [discard] 捨て札を取って
       *[claim] "time" と宣言して
    }): { $split }。

porbis = Porbis!

conditions_no_extra =
    bounitの条件は{ $c1 ->
        [met] 達成
       *[not_met] 未達成
    }、soweeの条件は{ $c2 ->
        [met] 達成
       *[not_met] 未達成
    }。

conditions_extra =
    bounitの条件は{ $c1 ->
        [met] 達成
       *[not_met] 未達成
    }、soweeの条件は{ $c2 ->
        [met] 達成
       *[not_met] 未達成
    }(追加で引いたカード{ $n }枚)。

pays = 相手はそれぞれ{ NUMBER($amount, style: "currency", currency: "USD") }を払います。

match_start = 新しい試合: { $teams }

deal_start = 第{ $deal }ディール: { $dealer }が配ります。

dealt =
    { $you ->
        [player] あなたのカード: { $cards }。
       *[other] { $player }のカード: { $cards }。
    }

sowee = soweeは{ $card }です。山札は{ $stock }枚。

draw_shown = { $player }が山札から{ $card }を引いて見せます。

draw = { $player }が山札から引きます。

drew = { $player }が{ $card }を引きます。

take = { $player }が捨て札から{ $card }を取ります。

discard = { $player }が{ $card }を捨てます。

secret_cards =
    { $you ->
        [player] あなたのsecret: { $cards }。
       *[other] { $player }のsecret: { $cards }。
    }

secret = { $player }がsecretを出して受け取ります: { $paid }。

secret_sowee = { $player }がsoweeのsecretを出して受け取ります: { $paid }。

paid_by = { $player }から{ NUMBER($amount, style: "currency", currency: "USD") }

purro_king = { $player }: "purro!"({ $card }を見せて)

purro_token = { $player }: "purro!"(トークンを見せて)

purro_lost = { $player }はもうpurroではなく、次の2回の引きを見せなければなりません。

time = { $player }: "time!" { $drawer }が引いた{ $card }を取ります。

no_claim = { $player }はそのカードを取りません。

time_priority = { $player }: "time!" しかし{ $card }は引いた{ $drawer }の手を完成させます: { $drawer }の勝ちです。

extra_card = { $player }が追加で1枚引きます: { $card }。

stock_out = 山札がなくなります: このディールは引き分けです。

money_of = { $player } { NUMBER($amount, style: "currency", currency: "USD") }

deal_end = 所持金: { $money }

game_over = 試合終了。勝者: { $winners }。

game_over_tie = 試合終了。勝者: なし(同点)。

head = 第{ $deal }/{ $deals }ディール | 親 { $dealer } | 手番 { $turn } | sowee { $sowee } | 山札 { $stock }

purro_mark = purro

purro_mark_shown = purro [{ $card }]

penalty = { $n }手番purro不可

secrets = secret { $n }

exposed = 手札: { $cards }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] (あなた)
       *[no] { "" }
    }、パートナー { $partner }: { NUMBER($money, style: "currency", currency: "USD") }、{ $cards }枚 { $marks }

top = 捨て札の一番上: { $card }

hand = あなたの手札: { $cards }

your_secret = あなたのsecret: { $cards }

waits = 必要なカード(どれか1枚): { $cards }

choices_head = 選べる行動:

note_draw = 山札の一番上を取ります(ほかの誰かがpurroなら全員に見せます)。

note_take = 前のプレイヤーの捨て札を取ります。

note_discard = このカードを表向きに捨てます(キングは不可)。例: discard 3c。

note_secret = 同じカード4枚を伏せて出します: 相手それぞれがすぐに払います。

note_sowee = soweeの3枚とこの4枚目を伏せて出します: 相手それぞれが払います。

note_purro = purroと言います: あと1枚で上がりです。このキング(またはトークン)を見せます。

note_silent = 今はpurroと言いません(言うまでは上がれません)。

note_win = 手札を見せて、今取ったカードで上がります。

note_time = "time" と言います: 今引かれたカードを取って上がります。

note_pass = カードを見送ります。

guide_place = スートの中で{ $n }段階の{ $k }番目({ $ranks });各4枚

guide_card = 違うスートの同じ数字3〜4枚、または同じスートの{ $run }の並びに入ります;同じカード4枚はシークレットで、相手全員がすぐに払います。

guide_ace = 違うスートのエース3〜4枚に入ります(エースの入る並びはありません);同じカード4枚はシークレットで、相手全員がすぐに払います。

guide_king = キングは決して捨てられず、1枚で組み合わせになります;勝った手のキング1枚ごとに、相手それぞれの支払いに{ $cents }セントが加わります。プーロを言う人はキングを1枚見せます。

guide_sowee = 配った後に表向きにされる sowee は決してプレイに入りません;その3枚と任意の1枚でシークレットになります。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = クアホ (Cuajo)

lobby-description = フィリピンのラミー: 16枚すべてをセット、ラン、秘密、単独のキングにまとめます。パートナーは分け合います。

lobby-rules--pagat = pagat.com に書かれたクアホ (Crisanta Ruisz)

lobby-option--deals = 1試合のディール数 (引き分けのディールも数える)

lobby-option--full = バウニットを引いたか両方の条件を満たした勝者に各相手が払うセント ($1.10)

lobby-option--bounit-only = 条件1だけを満たしたときのセント (バウニットと組むカード2枚)

lobby-option--sowee-only = 条件2だけを満たしたときのセント (ソウイーとそれと組むカード2枚)

lobby-option--neither = どちらの条件も満たさないときのセント

lobby-option--porbis = ポルビスの手のセント (キングなし、またはジャック-馬-キングのランの中にキング1枚)

lobby-option--king-of-coins = 勝った手の金貨のキング1枚ごとに加えるセント

lobby-option--other-king = 勝った手のほかのキング1枚ごとに加えるセント

lobby-option--secret = 秘密が出たとき各相手がすぐに払うセント

lobby-option--max-turns = このターン数の後も決まらないディールは引き分け (定めた上限: ルールには捨て札を取り続けるのを止めるものがない)

lobby-option--extra-cards = バウニットを引かなかった勝者が条件を満たすために追加で引けるカードの枚数

lobby-label--deals = ディール数

lobby-label--full = 完全な勝ち (セント)

lobby-label--bounit-only = 条件1だけ (セント)

lobby-label--sowee-only = 条件2だけ (セント)

lobby-label--neither = 条件なし (セント)

lobby-label--porbis = ポルビス (セント)

lobby-label--king-of-coins = 金貨のキング (セント)

lobby-label--other-king = ほかのキング (セント)

lobby-label--secret = 秘密 (セント)

lobby-label--max-turns = 最大ターン数

lobby-label--extra-cards = 追加で引ける枚数


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたのカードです（スペインのスート：カップ、コイン、剣、棍棒）。目標：16枚すべてを組み合わせにすること（違うスートの同じ数3〜4枚、同じスートの3-4-5かジャック-馬-キング、キング1枚）。

learn-intro_table = ここに山札と捨て札があります。表向きのソウィーは使われませんが、得点に数えます。

learn-intro_partner = 向かいの人があなたのパートナーです。一緒に勝ち、一緒に払います。

learn-tip_discard = 強調されたカードを捨てましょう。どの組み合わせにも合わないカードです（キングは捨てません）。

learn-tip_take = 最後の捨て札を取りましょう（強調された山）。あなたの組み合わせが完成します。

learn-tip_draw = 山札から引きましょう（強調された山）。最後の捨て札は役に立ちません。

learn-tip_silent = 何も言わずに（強調された選択肢）。まだ上がりまで1枚ではありません。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_sowee = ソウィーが表向きにされます。使われませんが、得点に数えます。

learn-why_take = 山札から引く代わりに、最後の捨て札を取れます。その後でカードを1枚捨てます。

learn-why_purro = プーロ：その人は上がりまで1枚で、キングを見せます。プーロの人だけが上がれます。

learn-why_no_claim = 表向きに引かれたカードは、それが必要なプーロの人が取れます。

learn-why_secret = シークレット（同じカード4枚）が置かれました。相手はすぐに払います。

learn-why_win = プーロの人が手を完成させました。すべてのカードが組み合わせです。

learn-why_deal_end = 相手は勝者に払います。上がりのカードを自分で引いた場合やキングがあると多くなります。

learn-outro = クアホでした。ロビーからテーブルを開いて1マッチ遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **クアホ**:4人が二組(向かい合う二人が組)で遊ぶラミー系のゲーム。
    - スペインのスートの 112 枚:カップ、金貨、剣、棍棒。エース、3、4、5、ジャック、馬、キングが各 4 枚。
    - 親は 16 枚、他は 15 枚。次の一枚が表向きの**ソウイー(sowee)**で、場には出ませんが得点に関わります。
    - 目標:16 枚すべてを組にすること:違うスートの同じ数 3〜4 枚、同じスートの 3-4-5 またはジャック-馬-キング、同じカード 4 枚(**シークレット**)、キング単独。
    - 自分の番には山札から**引く**か直前の捨て札を**取り**、一枚**捨てます**(キングは捨てられません)。
    - 同じカード 4 枚はシークレットとして伏せて出せ、相手二人がすぐ支払います。ソウイーと同じカード 3 枚と任意の 1 枚でもシークレットになります。
    - あと一枚で上がれるとき**プーロ(purro)**と言ってキングを見せられます。プーロの人だけが上がれます:引いたカード、捨て札、または他の人が表で引いたカードの要求で。
    - 勝者は相手二人から受け取ります:上がり札を自分で引けば多く、手のキングの分が加わり、キングのない手(ポルビス)は定額です。
