## torionfo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

deal_start = 第{ $deal }ディール: { $dealer }がシャッフルし、{ $cutter }がカットします。

cut = { $player }が山札から{ $cards }枚持ち上げます。

cut_take = { $player }が上の束の一番下の{ $card }を見せて取ります。

dealt = { $dealer }が各自に{ $cards_each }枚ずつ配ります。

turn_take = { $player }が{ $card }をめくって取ります。

torionfo = トリオンフォ・カードは{ $card }です(同じカードもトリオンフォ・カードです)。山札の残りは{ $stock }枚。

discard = { $player }がカードを1枚、山札の下に伏せて置きます。

discarded = (あなたは{ $card }を山札の下に置きました)

play_start = { $leader }がリードします。トリックは{ $tricks }回。

lead =
    { $player }が{ $card }{ $what ->
        [torionfo] (トリオンフォ)
       *[none] { "" }
    }{ $base ->
        [number] 、台札 数字
        [picture] 、台札 絵札
       *[none] { "" }
    }でリードします。

play =
    { $player }が{ $card }{ $what ->
        [torionfo] (トリオンフォ)
       *[none] { "" }
    }{ $base ->
        [number] 、台札 数字
        [picture] 、台札 絵札
       *[none] { "" }
    }を出します。

base =
    { $player }がこのトリックを{ $base ->
        [number] 数字
       *[picture] 絵札
    }のトリックにします。

trick = { $winner }がトリックを取ります({ $points }点)。

deal_end = 第{ $deal }ディールの得点: { $parts }(使われなかったカードに{ $unused }点)。

draw_game = ゲーム終了: 合計が同点で引き分けです。

head =
    第{ $deal }/{ $deals }ディール、親 { $dealer }、{ $phase ->
        [cut] { $cutter }がカット中
        [discard] 山札の下に捨て札中
       *[tricks] 残りトリック { $tricks_left }
    }

# one line per side (a team of two, or a player alone)
side_total = { "  " }{ $side }: { $points }点

torionfo_card = トリオンフォ・カード: { $card }

on_table_base =
    場のカード: { $cards }(台札: { $base ->
        [number] 数字
       *[picture] 絵札
    })

help = cut N: N枚持ち上げます(1-39)。上の束の一番下に出た10、カッコウ、人はすべてあなたのものです。discard CARD: 決まった枚数になるまでカードを山札の下に置きます。play CARD: できれば最初のカードと同じ種類(数字1-10か絵札)を出します。トリオンフォ・カード(と同じカード)はいつでも出せて、どのカードにも勝ちます。それでリードするときは台札を宣言します: base number か base picture。同じカードが2枚なら先に出したほうが強くなります。{ "\u000A" }選べる行動: { $choices }

guide_taken = カットで出てきたら、カットした人のものになります(中央でめくられたら親のもの)。

guide_torionfo = 中央でめくられたカードがトリオンフォのカードです:それとその対のカードはいつでも出せて、すべてに勝ちます。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = トリオンフォ (Torionfo)

lobby-description = 向かい合うパートナー同士で同じ種類 (数字または絵札) を出します。トリオンフォのカードはすべてに勝ちます。4ディールの後、カードの点数で勝負が決まります。4人 (2チーム) または2人用。

lobby-rules--standard = トリオンフォ (ルールブック)

lobby-option--deals = 遊ぶディール (ラウンド) 数; ルールブックは4回、毎回ディールは右へ移る

lobby-label--deals = ディール数


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたの8枚のカードです：数札（10から1）と絵札（カッコウ、男、馬、猫、家 …）。

learn-intro_partner = 向かいの人があなたのパートナーです。カードの点を合わせて数えます。

learn-intro_trick = 真ん中にトリオンフォのカードが表向きに置かれます。このカードとその双子はすべてに勝ちます。トリックはここで行います。

learn-tip_play = 強調されたカードを出しましょう。できれば最初に出た種類（数札か絵札）に従います。トリオンフォのカードはいつでも出せて、すべてに勝ちます。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_cut_take = カットした人は、カットで出た10、カッコウ、男をすべて取ります。

learn-why_torionfo = このカードとその双子がこのディールのトリオンフォです。すべてに勝ちます。

learn-why_discarded = 8枚より多く持つ人は、余分なカードを見せずに山札の下に戻します。

learn-why_trick = トリックの種類で最も強いカード（またはトリオンフォ）が取り、その人が次を始めます。

learn-why_deal_end = カードは数字の点になります（カッコウ15 … 1）。点の多いチームの勝ちです。

learn-outro = トリオンフォでした。ロビーからテーブルを開いて4ディールすべて遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **トリオンフォ**:4人(向かい合う二人が組)または2人で遊ぶトリックゲーム。
    - カードは二種類:**数札**(10 が最強で 1 まで)と**絵札**(カッコウ、人、馬、猫、家、0、バケツ、仮面、ライオン、道化の順)。
    - 配る前に親の左の人がカットし、カットで出た 10、カッコウ、人をすべて取ります。
    - 各自 8 枚(2人なら 16 枚)を受け取ります。中央に表にした一枚が**トリオンフォ札**で、どこにあってもその同じカードもトリオンフォ札です。
    - 8 枚より多く持つ人は、何枚かを見せずに山札の下に戻します。
    - 親の右の人から始めます。できれば最初のカードと同じ種類を出します。違う種類のカードは決して勝ちません。
    - トリオンフォ札はいつでも出せて、すべてに勝ちます。それで始めた人はトリックの種類を決めます。
    - トリックの種類で最も強いカードがトリックを取り、次を始めます。同じカード二枚では先に出した方が強いです。
    - カードの点は数字そのもの(カッコウ 15 … 1)、0 と低い絵札は 0 点。決めたラウンド(4)の後、点の多いチームの勝ちです。
