## coteccio: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = コテッチョの新しいゲーム: { $players }。ポットは{ $pool }、ライフは各自{ $lives }。

deal_start = 第{ $deal }ディール: { $dealer }が配り、{ $leader }がリードします。

hand = あなたのカード: { $cards }。

play = { $player }が{ $card }を出します。

trick = { $winner }が第{ $number }トリックを取ります({ $points }点)。

capotto_choice = { $player }が4トリックを取りました: このディールを無効にするか、カポットを狙って最後のカードをリードしてください。

annul = { $player }がこのディールを無効にします。同じ親が配り直します。

capotto_try = { $player }がカポットを狙って最後のカードをリードします。

capotto = { $player }がカポット達成: ライフを1つ得て、ほかの全員が1つ失います。

capotto_saved = { $saver }がカポットを阻止: { $player }はライフを1つ失い、{ $saver }は1つ得ます。

points = カードの点数: { $points }。

gains = { $player }がライフを1つ得ます(残り{ $lives })。

loses = { $player }がライフを1つ失います(残り{ $lives })。

dead = { $player }のライフがなくなりました。

dead_doctor = { $player }のライフがなくなりました。医者を呼べます。

doctor = { $player }が医者を呼びます: ポットに{ $fee }を払い、ライフを{ $lives }得ます。

drop = { $player }が抜けます。

restart = 残った全員が同時に倒れました: 全員ライフ{ $lives }でやり直します。ポットはそのまま({ $pool })。

match_end = { $winner }が最後の生き残りで、ポット{ $pool }を手にします。

head = 第{ $deal }ディール: 親 { $dealer }、リード { $leader }、ポット { $pool }。

player =
    { "  " }{ $name }: { $state ->
        [out] 脱落
       *[in] ライフ { $lives }、トリック { $tricks }
    }

table = 場のカード: { $cards }

won = { $winner }の勝ちです。

to_act = 手番: { $names }。

help_capotto = annul: このディールを無効にします(誰もライフを失わず、同じ親が配り直します); lead: カポットを狙って最後のカードをリードします。

help_doctor = doctor: 料金を払い、生きているプレイヤーの最少ライフと同じだけ得ます; drop: ゲームから抜けます。

help = play CARD: カードを出します(例: 'play 1d'、'play Cs')。同じスートがあれば出さなければなりません。カードの点数(エース6、レ5、カヴァッロ4、ファンテ3、最後のトリック6)を一番多く取った人がライフを1つ失います。

guide_suit = 同じスートのカード

guide_points = 取った人に{ $n }点:できるだけ取らないように。切り札はありません:最初に出たスートでだけ勝ちます。

guide_no_points = 点はありません。切り札はありません:最初に出たスートでだけ勝ちます。

guide_last = 最後のトリックはさらに6点です。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = コテッチョ (Coteccio)

lobby-description = 5枚、切り札なし: カードの点数をいちばん多く取った人がライフを1つ失い、最後まで残った人が場を取ります。

lobby-rules--trieste = トリエステのコテッチョ (IPCS 1989)

lobby-option--stake = 最初に各プレイヤーが場に払う額

lobby-option--lives = 各プレイヤーが始める (そして再開する) ときのライフ

lobby-option--doctor-fee = 医者を呼ぶ費用 (場に払う)

lobby-option--doctor-limit = 1試合で各プレイヤーが医者を呼べる回数

lobby-label--stake = 最初に払う額

lobby-label--lives = ライフ

lobby-label--doctor-fee = 医者の費用

lobby-label--doctor-limit = 医者を呼べる回数


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = あなたの5枚のカードです（イタリアのカード：エース、キング、騎士、ジャック、そして7から2）。コテッチョでは点を取らないようにします。

learn-intro_trick = トリックはここで行います。できればスートに従います。切り札はなく、最初に出たスートの最も高いカードが取ります。

learn-tip_play = 強調されたカードを出しましょう。必要ならスートに従い、点を取ってしまう高いカード（エース6、キング5、騎士4、ジャック3）を手放します。

learn-tip_doctor = 医者を呼びましょう（強調された選択肢）。料金を払って命を得て戻ります。

learn-tip_drop = 降りましょう（強調された選択肢）。

learn-tip_other = 強調された選択肢を選びましょう。いまルールが求めていることです。

learn-why_trick = 最初に出たスートの最も高いカードがトリックを取り、その人が次を始めます。

learn-why_points = 取った点を数えます：エース6、キング5、騎士4、ジャック3、最後のトリック6。

learn-why_lives = 最も多く点を取った人が命を1つ失います（同点なら全員）。

learn-why_capotto_choice = ある人が最初の4トリックを取りました。ディールを無効にするか、最後のカードでカポットを狙えます。

learn-why_capotto_try = カポットに挑戦：5トリック目も取れば命を得てほかの全員が1つ失い、負ければ命を失います。

learn-why_capotto = カポット：5トリックすべてを取った人が命を得て、ほかの全員が1つ失います。

learn-why_dead = 命がなくなった人は脱落します（ほかに2人生きていれば医者を呼べます）。

learn-why_doctor = 医者が呼ばれました。料金は場に入り、その人は命を得て戻ります。

learn-outro = コテッチョでした。ロビーからテーブルを開いて命4つで遊びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **コテッチョ**(トリエステ):2〜7人で、点を**取らない**ようにするトリックゲーム。
    - イタリアの 40 枚のカード。各スートでエース、キング、騎士、ジャック、次に 7 から 2。全員が 5 枚受け取ります。
    - 親の右の人から始めます。できれば同じスートを出します。切り札はなく、最初のスートの最も高いカードがトリックを取り、次を始めます。
    - 点:エース 6、キング 5、騎士 4、ジャック 3、最後のトリック 6。最も多く点を取った人が**ライフ**を一つ失います(同点なら全員)。
    - 一人が最初の 4 トリックをすべて取ったら、そのディールを**無効**にするか、最後のカードで**リード**します:5 トリック目も取れば(カポット)ライフを一つ得て他の全員が一つ失い、取れなければ本人が一つ失います。
    - 全員が場代をポットに入れ、ライフ 4 つで始めます。
    - ライフがなくなったら、他に生きている人が二人以上いれば**医者を呼ぶ**(料金を払い、最も少ない生存者と同じ数のライフを得る)か、**降ります**。
    - 最後まで生き残った人がポットをすべて取ります。
