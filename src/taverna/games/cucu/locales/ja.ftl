## cucu: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = 新しいゲーム: { $players }

set_start = 第{ $set }セット開始: 全員が箱に{ $ante }を払います。箱には{ $box }あります。

set_start_excused = 第{ $set }セット開始: 全員が箱に{ $ante }を払います(免除: { $names })。箱には{ $box }あります。

deal_start = 第{ $deal }ディール: { $dealer }が配ります。

deal_start_set = 第{ $deal }ディール(第{ $set }セット 第{ $round }ラウンド): { $dealer }が配ります。

card = { $player }は今{ $card }を持っています。

keep = { $player }はそのままにします。

exchange = { $player }が交換を求めます。

asked = { $player }が{ $target }に求めます。

exchanged = { $a }と{ $b }がカードを交換します。

horse = { $player }が{ $card }を見せます: { $requester }は飛ばして次へ。

horse_reverse = { $player }が{ $card }を見せます: { $requester }は飛ばして次へ(逆回り)。

house = { $player }が{ $card }を見せます: パス、{ $requester }は次のプレイヤーへ進みます。

hunter = { $player }が{ $card }を見せます: { $requester }は撃たれました。

cat = { $player }が{ $card }を見せます!

cuckoo = { $player }が{ $card }を見せます: 交換は行われません。

inn = { $player }は{ $inn }を持っています: 「ちょっと寄っていく?」({ $requester }が答えられます)。

insure = { $player }: 「{ $zero }だったら払ってくれる?」

insurance_accepted = { $player }は{ $guest }の{ $zero }が負けたら払うことに同意します。二人ともカードはそのままです。

insurance_refused = { $player }は断ります。{ $inn }は交換されます。

inn_keep = { $player }はカードをそのままにします。

# what an exchanger offers the innkeeper (Lu Stù): a payment ($kind money) or a share of the pool in percent
offer_terms =
    { $kind ->
        [money] { $n }の支払い
       *[share] 交換した人が勝ったらポットの{ $n }%
    }

inn_offer = { $player }の申し出: { $offer }。

offer_accepted = { $player }が申し出を受けます。{ $inn }は交換されます。

offer_refused = { $player }が申し出を断ります。

drink = { $player }が{ $inn }を見せます: 「一杯どうぞ」({ $guest }はカードをそのまま持ち、{ $zero }が負けたら{ $player }が払います)。

innkeeper_pays = { $player }が{ $guest }の{ $zero }の分のトークンを払います。

reversed = { $b }と{ $a }の交換は取り消されます。

gnaf_back = カードは{ $player }に戻ります。

reverse_asked = { $player }は左の{ $target }と交換しなければなりません。

inn_closed = { $player }の{ $inn }が逆回りの交換を止めます。

pack_exchange = { $player }が山札と交換します。

deck_draw = { $player }が山札から{ $card }を引きます({ deck_effect })。

deck_exchange = { $player }が山札と交換します。

deck_empty = 山札がありません: { $player }はカードをそのままにします。

reshuffle = 捨て札を混ぜて新しい山札にします({ $cards }枚)。

token_lost = { $player }がトークンを1つ失います({ why })。残り{ $tokens }。

token_gained = { $player }がトークンを1つ得ます。今{ $tokens }。

dead_card = { $player }が最後のトークンを失いました: カードは死にました。

lost = { $player }の負け({ why })。

lost_again = { $player }はまた負けました({ why })が、追加の支払いはありません。

cuckoo_declared = { $player }が{ $cuckoo }を宣言! 交換は終わりです。

cuckoo_shown = { $player }の{ $card }が公開されました: このディールは終わりです。

answered = { $player }が決めました。

confessed =
    あなたの発言: { $what ->
        [defeat] 私の負けだ
       *[pass] パス
    }。

confessions = 「私の負けだ」: { $names }

confessions_nobody = 「私の負けだ」: なし

reveal = 公開: { $cards }

result = 負け: { $names }

result_nobody = 負け: なし

playoff = 最後の勝負: { $players }が続けます。

paid = { $player }が箱に{ $chips }を払います(残り{ $left })。

paid_short = { $player }が箱に{ $chips }を払います(残り{ $left })。全額は払えません。

paid_winner = { $player }が{ $winner }に{ $chips }を払います。

king = { $player }がキングを見せます: { $requester }は交換できません。

out_of_set = { $player }はこのセットから脱落します({ why })。

eliminated = { $player }はトークンがなくなり脱落します。

eliminated_now = { $player }はトークンがなくなり、すぐに脱落します。

reentered = { $player }が{ $cost }を払って復帰します。

declined = { $player }は復帰しません。

free_reentry = 全員が同時に脱落しました: 全員が無料で復帰します。

deal_cut_short = 残りは1人だけです: このディールは終わりです。

set_won = { $player }がセットに勝ち、箱のチップ{ $chips }を手にします。

set_void = セットを生き残った人はいません: チップ{ $box }は箱に残ります。

proposal = { $player }がポットの分配を提案します。{ $player }の取り分は{ $share }%。

agreement = 合意: { $shares }

agreement_refused = { $player }が断ります。

pool_won = { $winner }の勝ち! ポットの{ $pool }を獲得

pool_shared = { $winners }が同時に脱落し、ポットを分け合う: { $payouts }

pool_paid = { $winner }の勝ち! ポット: { $payouts }

game_over = ゲーム終了。勝者: { $winner }

game_over_reason = ゲーム終了。勝者: { $winner }({ why })

# why a player loses or pays (the engine's reason, by its key: messages.REASONS); the sentences say it as { why }
why =
    { $why ->
        [anti_cuckoo] アンチ{ $cuckoo }: カッコウを宣言した
        [hunter] { $hunter }に求めた
        [cat_first] { $cat }がカードの最初の持ち主を見つけた
        [clown] { $fool }を受け取った
        [man_deck] 山札から{ $hunter }を引いた
        [cat_deck] 山札の{ $cat }がカードの最初の持ち主を見つけた
        [gnaf] { $cat }に求めた
        [reverse_cat] 逆回りの交換が{ $cat }に当たった
        [reverse_hunter] 逆回りの交換が{ $hunter }に当たった
        [lowest] 一番弱いカード
        [fourth] 4回目の負け
        [adults] 大人の時間
        [cannot_pay] 払えない
        [sets_played] 決めたセット数を終えた
        [deals_played] 決めたディール数を終えた
        [ante] { $names }が参加料を払えない
        [dragoon] 竜騎兵に申し出た
        [gnav_cat] 猫に申し出た
        [gnav_cuckoo] カッコウに申し出た
        [stock_matador] 山札からマタドールを引いた
        [cat] { $cat }に求めた
       *[other] { $said }
    }

# what a card drawn from the deck does (messages.EFFECTS); deck_draw says it as { deck_effect }
deck_effect =
    { $effect ->
        [cuckoo] { $cuckoo }: 交換なし
        [man] { $hunter }: 負け
        [again] もう一度引く
        [cat] { $cat }
        [clown] { $fool }: 一番強いカード
        [matador] マタドール: 交換なし
        [matador_fined] マタドール: 親がトークンを1つ払う
        [king] 拒否、交換なし
       *[other] { $said }
    }

head = 第{ $deal }ディール | 親 { $dealer } | ポット { $pool }

head_set =
    第{ $deal }ディール、第{ $set }セット 第{ $round }ラウンド({ $time ->
        [children] 子供の時間
       *[adults] 大人の時間
    }) | 親 { $dealer } | 箱 { $pool }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] (あなた)
       *[no] { "" }
    }: { $counter ->
        [tokens] トークン
        [lives] ライフ
        [score] 点
       *[chips] チップ
    } { $count } { $mark ->
        [out] 脱落
        [lost] 負け
       *[none] { "" }
    }{ $seen }

your_card = あなたのカード: { $card }

help_head = ルール: { $rules }。選べる行動:

your_card_is = あなたのカードは{ $card }です。

note_keep = カードをそのままにします。手番は終わりです。

note_exchange_dealer = 山札と交換します(あなたが親です)。

note_exchange_le_her_dealer = 自分のカードの代わりに山札の一番上を引きます(キングを引いたら見せて自分のカードを持ちます)。

note_exchange_le_her = 親と交換します(キングを持つ親はそれを見せて断ります)。

note_exchange = 次のプレイヤーに交換を求めます。特別なカードに止められることがあります({ $effects })。

# the head of the rules in brief's list of the special cards (brief.card_reference)
reference_intro = これらのカードを持つ人に交換を頼むと:

eff_cuckoo = { $cuckoo }: 交換なし

eff_hunter_token = { $hunter }: トークンを1つ失う

eff_hunter = { $hunter }: 負け

eff_horse = { $horse }: 代わりに次のプレイヤーに求める

eff_cat_gnaf = { $cat }: トークンを1つ失い、カードを運んだ交換が取り消される

eff_cat_reverse = { $cat }: トークンを1つ失い、左と交換しなければならない

eff_cat_owner = { $cat }: あなたのカードの最初の持ち主が負け

eff_inn_insurance = { $inn }: 質問(カードをそのまま持つか、{ $zero }の保証を求める)

eff_inn_offer = { $inn }: 申し出をするか、カードをそのまま持つ

eff_inn_pass = { $inn }: { $horse }と同じ

eff_fool = { $fool }: 受け取ったプレイヤーが負け

note_declare = { $cuckoo }を公開して今すぐ交換を終えます: すぐにカードを比べます。

note_insure = 主人に「{ $zero }だったら払ってくれる?」と聞きます。

note_accept = 同意します。

note_refuse = 断ります。

note_offer = 主人に申し出ます: offer { "{" }"money": 2{ "}" } または offer { "{" }"share": 25{ "}" }(勝ったときのポットの割合)。

note_reenter = 復帰の費用をポットに払って新しいトークンを受け取ります(任意: reenter { "{" }名前: 額{ "}" })。

note_decline = 脱落したままでいます。

note_propose = ポットの分配を提案します。例: propose 60(あなたの取り分、パーセント)。

note_defeat = 「私の負けだ」と言います: 負けるなら負けず、負けないなら負けになります。

note_pass = 公開の前に何も言いません。

# the guide's power of a card asked for an exchange (brief.card_guide), one sentence per effect

guide_asked_cuckoo = このカードを持つ人に交換を頼むと:交換なし。

guide_asked_hunter_token = このカードを持つ人に交換を頼むと:トークンを1つ失う。

guide_asked_hunter = このカードを持つ人に交換を頼むと:負け。

guide_asked_horse = このカードを持つ人に交換を頼むと:代わりに次のプレイヤーに求める。

guide_asked_cat_gnaf = このカードを持つ人に交換を頼むと:トークンを1つ失い、カードを運んだ交換が取り消される。

guide_asked_cat_reverse = このカードを持つ人に交換を頼むと:トークンを1つ失い、左と交換しなければならない。

guide_asked_cat_owner = このカードを持つ人に交換を頼むと:あなたのカードの最初の持ち主が負け。

guide_asked_inn_insurance = このカードを持つ人に交換を頼むと:質問(カードをそのまま持つか、{ $zero }の保証を求める)。

guide_asked_inn_offer = このカードを持つ人に交換を頼むと:申し出をするか、カードをそのまま持つ。

guide_asked_inn_pass = このカードを持つ人に交換を頼むと:{ $horse }と同じ。

# the fool's power where whoever receives it loses
guide_fool_receiver = 受け取ったプレイヤーが負け。

guide_cuckoo_declare = 持つ人はどの手番の始めにも宣言できます:交換が止まり、カードを公開します。交換を頼まれたら渡さなければなりません。

guide_cuckoo_auto = 持つ人の二つ前のプレイヤーの手番の前にひとりでに公開されます:交換が止まり、カードを公開します。

guide_cuckoo_safe = トークンを決して失いません。

guide_fool_campli = いちばん低いカードと同じとみなされ一緒に負けます;{ $fool }2枚なら14½の値です。

guide_fool_lu_stu = 払って払わせる:ほかのカードでいちばん低いものと一緒に負けます;{ $fool }2枚なら最も高いカードとなり、それぞれトークンを1つ得ます。

guide_place_french = { $n }段階中{ $k }番目に強い(マークは関係なし)

guide_king_le_her = キングは断ります:キングを持つ親はそれを見せて交換を断ります;山札から引いたキングは公開され、親は自分のカードを持ち続けます。

guide_refuse = 交換を頼まれたら、持つ人はそれを見せて断ります;それでその人の手番は終わりです。

matador_halt = { $player }が{ $card }を見せます(「{ $call }」)。交換は終わり、すべてのカードを表にします。

matador_fine = { $player }が{ $card }を見せます(「{ $call }」)。{ $requester }は自分のカードを持ち、トークンを1つ払います。

matador_pass = { $player }が{ $card }を見せます(「{ $call }」)。{ $requester }の申し出は次のプレイヤーに回ります。

knock = { $player }がテーブルをノックします: { $card }が配られました。

fined = { $player }がトークンを1つポットに払います({ why })。残り{ $chips }。

pass_kept = 回された申し出が親のマタドールに届きます: { $player }は自分のカードを持ちます。

gnav_token_paid = { $player }がいちばん低いカードでトークンを1つポットに払います。残り{ $chips }。

gnav_out = { $player }はトークンがなくなり脱落します。

guide_gnav_cuckoo = マタドール(「{ $call }」): 交換を頼まれたら持つ人が見せ、交換はすぐに止まりカードを公開します。

guide_gnav_cuckoo_fine = 頼んだ人はトークンを1つ払います。

guide_gnav_fine = マタドール(「{ $call }」): 交換を頼まれたら持つ人が見せます; 頼んだ人は自分のカードを持ち、トークンを1つ払います。

guide_gnav_pass = マタドール(「{ $call }」): 交換を頼まれたら持つ人が見せ、申し出は次の人に回ります。

guide_gnav_fool = いちばん低いカード; 配られた人はテーブルをノックして全員に知らせます。

guide_gnav_fool_campli = ディールの終わりに、残りのいちばん低いカードと一緒に払います。

note_exchange_gnav = 次のプレイヤーに交換を求めます(カッコウはディールを止め、竜騎兵と猫はトークンを1つ払わせ、馬と家は申し出を次に回します)。

note_exchange_gnav_dealer = 山札の一番上のカードと交換します(馬か家を引いたら脇に置いてもう一度引きます)。

refused_card = { $player }が{ $card }を見せます: { $requester }は交換できません。

talon_under = { $player }が3枚のうちいちばん高いカードを持ち、残り2枚をタロンの下に入れます。

talon_exchange = { $player }がタロンと交換します。

life_lost = { $player }がライフを1つポットに払います。残り{ $chips }。

eliminated_lives = { $player }はライフがなくなり脱落します。

result_kept = 残る全員が同時に脱落するため、最後のライフを持ち続けます({ $names })。

note_exchange_lives = 次のプレイヤーに交換を求めます(いちばん高いカードを持つ人はそれを見せて断ります: { $top })。

note_exchange_lives_dealer = 山札の一番上のカードと交換します({ $top }を引いたら見せて自分のカードを持ちます)。

note_exchange_talon = タロンの一番上のカードと交換します({ $top }が出たら交換は断られます)。

note_exchange_no_king = 次のプレイヤーに交換を求めます。誰も断れません。

slab_refuse = { $player }が{ $card }を見せます(“{ $call }”)。{ $requester }は交換できません。

slab_cat = { $player }が{ $card }を見せます(“{ $call }”)。

slab_inn = { $player }が{ $card }を見せます(“{ $call }”)。{ $requester }の求めは次のプレイヤーに回ります。

slab_halt = { $card }で交換が止まります。すべての駒を公開します。

slab_undone = すべての交換が取り消されます。{ $names }が自分の駒を取り戻します。

slab_undone_none = すべての交換が取り消されます。まだ誰も交換していませんでした。

slab_paid_lowest = { $player }がいちばん低い駒のためにポットへ{ $tokens }枚払います。残り{ $left }。

slab_paid_fee = { $player }が{ $card }に求めたためポットへトークンを1枚払います。残り{ $left }。

slab_on_credit = { $player }は最後のトークンを使い、“op sloffen”(つけ)で続けます。

slab_dead = { $player }は払えず、死んだと宣言されます。

slab_no_exchange = 親の先には誰もいません。{ $player }は自分の駒を持ち続けます。

slab_bag = { $player }は自分の駒をテーブルに置き、袋から1つを見ずに引きます。

slab_out = { $player }は死んでゲームから抜けます。

note_exchange_slab =
    次のプレイヤー({ $side ->
        [left] 左
       *[right] 右
    }隣の人)に交換を求めます(数や低い駒は交換しなければなりません。騎士と鳥は断り、子猫はすべての交換を取り消し、宿屋は次の人へ回します)。

note_exchange_slab_dealer = 自分の駒をテーブルに置き、袋から1つを見ずに引きます。

guide_slab_rider = 交換を頼まれたら、持つ人はテーブルをたたいて断ります(“Kap af!”)。

guide_slab_bird_stop = 交換を頼まれたら、持つ人はそれを見せます(“Sta voor den vogel!”):交換が止まり、すべての駒を公開します。

guide_slab_bird_on = 交換を頼まれたら、持つ人はそれを見せて断ります(“Sta voor den vogel!”);次のプレイヤーが続けます。

guide_slab_cat_undo = 交換を頼まれたら、持つ人はそれを見せます(“Poesje krabt alles terug!”):そのディールのすべての交換が取り消され、各自が配られた駒を取り戻します。

guide_slab_cat_pay = 交換を頼まれたら、持つ人はそれを見せます:頼んだ人はトークンを1枚払い、自分の駒を持ち続けます。

guide_slab_inn = 交換を頼まれたら、持つ人はそれを見せます(“Herberg voorbij!”):求めは次のプレイヤーに回ります。

guide_slab_fee = 頼んだ人はポットへトークンを1枚払います。

guide_slab_graded = 最後にいちばん低ければ{ $n }を払います。


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = カッコウ (Cucù)

lobby-description = カードを1枚ずつ配り、隣の人と交換するかそのまま持ちます。いちばん低いカードが負けです。

lobby-rules--campli = カンプリのカッコウ (N. Farina)

lobby-rules--lu-stu = モントリオ・アル・ヴォマーノのル・ストゥ

lobby-rules--cambio = カッコウ (カンビオ)、韓国語/日本語のルールブック

lobby-rules--bga = ボードゲームアリーナのクッコ (カンビオ)

lobby-rules--le-her = ル・エール、フランス式トランプを使う2人用の祖先 (Montmort, Waldegrave)

lobby-option--family = トークンと場 (pagat: カンプリ、ル・ストゥ)、チップとセットとラウンド (cambio: ルールブック、BGA)、または1ディールごとの賭け金と王の特権 (le-her: ル・エール、2人)、またはライフとポットと最後の生き残り (lives: ランター・ゴー・ラウンド、クク)

lobby-option--pack = カッコウのカード (cuckoo)、フランス式52枚、エースが最低 (french)、スラバーヤンの駒42個 (slabberjan) またはグナヴのカード42枚 (gnav)

lobby-option--deal-from = カードを配る山札の端

lobby-option--interleaved = 1枚配ってそのプレイヤーに決めさせてから次の1枚を配る (カンプリ、ル・ストゥ)

lobby-option--cuckoo-rule = カッコウ: 交換を止める (arrest)、交換中以外いつでも宣言する (declare)、または自動で公開される (auto)

lobby-option--cat-rule = 猫: カンプリのニャフはそのカードの交換を逆にする (gnaf)、ル・ストゥの猫は逆向きの交換を左へ送る (reverse)、ルールブックの猫はそのカードの最初の持ち主を負けにする (owner)

lobby-option--inn-rule = 家: 保険の質問 (insurance)、交渉による申し出 (offer)、または馬のように要求を次へ回す (pass)

lobby-option--fool-rule = 道化: いちばん低いカードと同点 (campli)、払って払わせる (lu-stu)、または交換で受け取った人が負ける (clown)

lobby-option--tie-rule = いちばん低いカードが同じとき: 全員負け (all) または順番で最初の人だけ負け (earliest)

lobby-option--immediate-elimination = 狩人か猫で最後のトークンを失ったプレイヤーはすぐに脱落

lobby-option--reentry-doubling = 再参加の費用が脱落ごとに (カンプリ) または再参加ごとに (ル・ストゥ) 倍になる

lobby-option--rotation = ディールが親から親へ (dealer) または最初のプレイヤーから最初のプレイヤーへ (starter, BGA) 移る

lobby-option--reshuffle = 山札がなくなったとき (empty) または山札で足りないディールの前に (deal, BGA) 捨て札を新しい山札にする

lobby-option--drawn-set-ante = 全員が同時に負けたセットの後 (トレイのコインは持ち越し)、一緒に脱落したプレイヤーは次の参加費を免除される (excused, ルールブックのFAQ) か全員が払う (all, BGA)

lobby-option--short-payment = 全額払えない敗者は何も払わない (nothing) か持っているすべてを払い (all)、セットから脱落する

lobby-option--tokens = 各プレイヤーの最初のトークン (pagat)

lobby-option--stake = 各プレイヤーが最初に場に払う賭け金; 最初の再参加も同じ費用 (pagat); ディールの敗者が勝者に払う額 (le-her)

lobby-option--reentry = 処女が残っている間、脱落したプレイヤーは払って再参加できる (pagat)

lobby-option--remove-matto = ゲームを速くするため道化を1枚山札から抜く (ル・ストゥ)

lobby-option--inn-offers = 交換する人が宿の主人にできる申し出の回数 (ル・ストゥ)

lobby-option--chips = 各プレイヤーの最初のチップ (コイン)

lobby-option--ante = セットの始めに各プレイヤーが払うチップ (子どもの時間: 2)

lobby-option--children-rounds = 子どもの時間のラウンド数 (敗者はラウンドの番号を払う)

lobby-option--max-sets = このセット数でゲームを終える (0: 誰かが払えなくなるまで; BGA ショート3、スタンダード6)

lobby-option--one-cuckoo-from = この人数以上ならカッコウを1枚抜く (ルールブックは上級者に6を推奨)

lobby-option--last-draw = 最後の2人が同点のとき: 2人とも脱落して箱は持ち越し (out)、または決定戦 (playoff)

lobby-option--anti-cuckoo = (1) アンチカッコウ: いちばん強いカードが負け; カッコウを宣言すると負け

lobby-option--indian = (2) インディアン: 自分以外のすべてのカードが見える

lobby-option--void = (3) 無効 (BGA: 取り消しクッコ): 同じカードを見せたプレイヤーは一緒に負け

lobby-option--misere = (4) ミゼール: 最初にチップがなくなったプレイヤーの勝ち

lobby-option--reincarnation = (5) 転生: 公開の前に「私の負けだ」と言える

lobby-option--double = (6) ダブル: 全員が2回ずつ手番を行う

lobby-option--double-pack = (7) ダブルパック: 2組のカード、各カード4枚

lobby-option--cuckoos = 山札のカッコウの枚数 (0: ルールセットの既定値; ダブルパックは1～3を推奨)

lobby-option--child-time = (8) 子どもの時間: 参加料2; 1回目、2回目、3回目の負けは1、2、3を払う; 4回目で脱落

lobby-option--second-high-low = (9) 2番目に強いカードと2番目に弱いカードが負け

lobby-option--high-low = (10) ハイロー: いちばん強いカードといちばん弱いカードが負け

lobby-option--two-losers = (11) 2人の敗者: いちばん弱いカードと2番目に弱いカードが負け

lobby-option--lion = (12) ライオン: いちばん弱いカードの代わりに2番目に弱いカードが負け

lobby-option--length = BGAのゲームの長さ: ショート (コイン10、3ラウンド) またはスタンダード (コイン25、6ラウンド)

lobby-option--cuckoo-declare = BGA: クッコは自動で公開 (auto) または持ち主が宣言 (manual、元のルール)

lobby-option--deals = ル・エール1試合のディール数; ディールは交互なので偶数が公平 (le-her)

lobby-rules--gnav = グナヴ(ノルウェー、デンマーク): 42枚のカード、5枚のマタドール、ポットに払うトークン

lobby-option--stock-matador = 親が山札から引いたカッコウ、竜騎兵、猫: 見せて親は自分のカードを持つ (keep、ランター・ゴー・ラウンドのキングのように)、親がそれを取る (take)、または隣の人のカードのように答える: 竜騎兵と猫は親にトークンを払わせる (powers)

lobby-option--pass-at-dealer = 馬か家が回した申し出が、やはり馬か家を持つ親に届いたとき: 申し出た人が山札の一番上のカードと交換する (stock、カンプリの馬のように) または自分のカードを持つ (keep)

lobby-option--cuckoo-fine = カッコウに申し出た人もトークンを1つ払う(ノルウェーの規則書; 1917年のデンマークの規則: 罰金なし)

lobby-option--fool-end = ディールの終わりに道化は単にいちばん低いカード (lowest)、または道化を持つ人が残りのいちばん低いカードと一緒に払う (campli、カンプリのマットのように)

lobby-rules--ranter = ランター・ゴー・ラウンド(チェイス・ジ・エース、カッコウ)フランス式トランプ: ライフ、キングが断る

lobby-rules--coucou = クク(ア・キ・クール)、フランス: 32枚または52枚、親の3枚とタロン

lobby-option--lives = 各プレイヤーが最初に持つライフ(チップ); ディールに負けると1つをポットに払う (lives)

lobby-option--king = キングの特権: いちばん高いカードを持つ人はそれを見せて交換を断る (false: 1882年の記述、特権のあるカードなし)

lobby-option--ace = エースはいちばん低いカード (low)、またはキングより上のいちばん高いカード (high: そのときエースがキングの特権を持ち、2がいちばん低い)

lobby-option--ties = いちばん低いカードが同じとき: 全員がライフを失う (all)、最後に表にした親にいちばん近い人だけが失う (last: カッセル 1881)、または2枚以上ある数はペアで安全、いちばん低い単独のカードが失う (pair)

lobby-option--dealer-king = 親が山札から引いたキングは見せられ、親は自分のカードを持つ (false: 親がそれを取る)

lobby-option--final-tie = ディールで残る全員が同時に脱落するとき: 最後のライフを持ち続けて続ける (keep)、または全員脱落してポットを分ける (split)

lobby-option--dealer-three = 親は3枚受け取り、いちばん高いカードを持ち、残り2枚をタロンの下に入れる; 親の前のプレイヤーがタロンと交換し、親は交換しない (false: 1枚ずつ、親がタロンと交換)

lobby-option--pack-size = フランス式トランプ: 5~6人なら32枚(A、7~K)、それ以上なら52枚 (auto)、または常に32枚か52枚

lobby-option--all-equal-safe = 公開したカードがすべて同じ数なら誰も負けない (クク)

lobby-rules--slabberjan = スラベルヤン (ゼーラント): 木の駒42個、4つのマタドール、親の袋、ポットへのトークン

lobby-option--direction = スラベルヤン: 配りと求めは右隣へ (right: 古いルール紙) または左へ (left: 英語の要約)。鏡像にすぎない

lobby-option--bird = スラベルヤン: 求められた鳥は交換を終わらせ全部の駒を公開 (stop: ファン・ワレンブルフ)、または次のプレイヤーがまた交換できる (on: デ・ワール)

lobby-option--cat = スラベルヤン: 求められた子猫はそのディールのすべての交換を取り消し各自が自分の駒を取り戻す (undo: 2003年の記事)、または求めた人がトークンを払い自分の駒を持つ (pay: 英語の要約)

lobby-option--rider-fee = スラベルヤン: 騎士か鳥に断られた人はポットへトークンを1枚払う (デ・ワール; false: 誰も払わない)

lobby-option--inn-fee = スラベルヤン: 宿屋に回された人もポットへトークンを1枚払う (議論のある 'gelag'; 既定: なし)

lobby-option--low-order = スラベルヤン: 低い4つの駒を上から白パン、おまる、顔、ヤン・リト (modern: 家族のページと英語の要約)、または白パン、顔、おまる、ヤン・リト (sheet: 古いルール紙)

lobby-option--stakes = スラベルヤン: いちばん低い駒が1を払う (flat)、または1、白パン2、おまる3、顔4、ヤン・リト5 (graded: ファン・デル・バーン)

lobby-option--on-credit = スラベルヤン: トークンを使い切った人は次に払うまで “op sloffen” で続ける (all: クロッケ、ハウツワールトの新しい紙)、最初に尽きた人だけ (first: 古い紙)、または誰も続けない (none: 0で脱落)

lobby-label--family = ゲームの系統

lobby-value--family--pagat = トークンと場

lobby-value--family--cambio = チップ、セット、ラウンド

lobby-value--family--le-her = 1ディールごとの賭け金

lobby-value--family--lives = ライフとポット

lobby-label--pack = カードのパック

lobby-value--pack--cuckoo = カッコウのカード

lobby-value--pack--french = フランス式52枚

lobby-value--pack--slabberjan = スラベルヤンの駒

lobby-value--pack--gnav = グナヴのカード

lobby-label--deal-from = 配る山札の端

lobby-value--deal-from--bottom = 下から

lobby-value--deal-from--top = 上から

lobby-label--interleaved = 1枚ずつ配る

lobby-label--cuckoo-rule = カッコウ

lobby-value--cuckoo-rule--arrest = 交換を止める

lobby-value--cuckoo-rule--declare = いつでも宣言

lobby-value--cuckoo-rule--auto = 自動で公開

lobby-label--cat-rule = 猫

lobby-value--cat-rule--gnaf = 交換を逆にする (ニャフ)

lobby-value--cat-rule--reverse = 交換を左へ送る

lobby-value--cat-rule--owner = 最初の持ち主が負け

lobby-label--inn-rule = 家

lobby-value--inn-rule--insurance = 保険の質問

lobby-value--inn-rule--offer = 交渉による申し出

lobby-value--inn-rule--pass = 要求を次へ回す

lobby-label--fool-rule = 道化

lobby-value--fool-rule--campli = 最低のカードと同点

lobby-value--fool-rule--lu-stu = 払って払わせる

lobby-value--fool-rule--clown = 受け取った人が負け

lobby-label--tie-rule = 最低のカードが同じとき

lobby-value--tie-rule--all = 全員負け

lobby-value--tie-rule--earliest = 順番で最初の人だけ負け

lobby-label--immediate-elimination = すぐに脱落

lobby-label--reentry-doubling = 再参加の費用が倍に

lobby-value--reentry-doubling--elimination = 脱落ごと

lobby-value--reentry-doubling--reentry = 再参加ごと

lobby-label--rotation = ディールの移り方

lobby-value--rotation--dealer = 親から親へ

lobby-value--rotation--starter = 最初のプレイヤーから最初のプレイヤーへ

lobby-label--reshuffle = 捨て札を混ぜ直す

lobby-value--reshuffle--empty = 山札がなくなったとき

lobby-value--reshuffle--deal = 足りないディールの前

lobby-label--drawn-set-ante = 引き分けセット後の参加費

lobby-value--drawn-set-ante--excused = 脱落した人は免除

lobby-value--drawn-set-ante--all = 全員が払う

lobby-label--short-payment = 全額払えないとき

lobby-value--short-payment--nothing = 何も払わない

lobby-value--short-payment--all = 持っているすべてを払う

lobby-label--tokens = トークン

lobby-label--stake = 賭け金

lobby-label--reentry = 再参加

lobby-label--remove-matto = 道化を1枚抜く

lobby-label--inn-offers = 宿の主人への申し出

lobby-label--chips = チップ

lobby-label--ante = 参加費

lobby-label--children-rounds = 子どもの時間のラウンド数

lobby-label--max-sets = 最大セット数

lobby-label--one-cuckoo-from = カッコウを1枚抜く人数

lobby-label--last-draw = 最後の2人が同点のとき

lobby-value--last-draw--out = 2人とも脱落

lobby-value--last-draw--playoff = 決定戦

lobby-label--anti-cuckoo = アンチカッコウ

lobby-label--indian = インディアン

lobby-label--void = 無効

lobby-label--misere = ミゼール

lobby-label--reincarnation = 転生

lobby-label--double = ダブル

lobby-label--double-pack = ダブルパック

lobby-label--cuckoos = カッコウの枚数

lobby-label--child-time = 子どもの時間

lobby-label--second-high-low = 2番目のハイロー

lobby-label--high-low = ハイロー

lobby-label--two-losers = 2人の敗者

lobby-label--lion = ライオン

lobby-label--length = ゲームの長さ

lobby-value--length--short = ショート

lobby-value--length--standard = スタンダード

lobby-label--cuckoo-declare = クッコの公開

lobby-value--cuckoo-declare--auto = 自動

lobby-value--cuckoo-declare--manual = 持ち主が宣言

lobby-label--deals = ディール数

lobby-label--all-equal-safe = 全部同じなら安全

lobby-label--lives = ライフ

lobby-label--king = キングの特権

lobby-label--ace = エース

lobby-value--ace--low = いちばん低い

lobby-value--ace--high = いちばん高い、キングの上

lobby-label--ties = 最低のカードが同じとき

lobby-value--ties--all = 全員がライフを失う

lobby-value--ties--last = 最後に表にした人だけ

lobby-value--ties--pair = ペアは安全

lobby-label--dealer-king = 親が引いたキングを見せる

lobby-label--final-tie = 全員同時に脱落するとき

lobby-value--final-tie--keep = 最後のライフを持ち続ける

lobby-value--final-tie--split = ポットを分ける

lobby-label--dealer-three = 親に3枚

lobby-label--pack-size = カードの枚数

lobby-value--pack-size--auto = 人数による

lobby-value--pack-size--32 = 32枚

lobby-value--pack-size--52 = 52枚

lobby-label--stock-matador = 親が引いたマタドール

lobby-value--stock-matador--keep = 親は自分のカードを持つ

lobby-value--stock-matador--take = 親がそれを取る

lobby-value--stock-matador--powers = 隣の人のカードのように働く

lobby-label--pass-at-dealer = 親に回った申し出

lobby-value--pass-at-dealer--stock = 山札と交換

lobby-value--pass-at-dealer--keep = 自分のカードを持つ

lobby-label--cuckoo-fine = カッコウの罰金

lobby-label--fool-end = 終わりの道化

lobby-value--fool-end--lowest = 単にいちばん低いカード

lobby-value--fool-end--campli = いちばん低いカードと一緒に払う

lobby-label--direction = 方向

lobby-value--direction--right = 右へ

lobby-value--direction--left = 左へ

lobby-label--bird = 鳥

lobby-value--bird--stop = 交換を終わらせる

lobby-value--bird--on = 交換が続く

lobby-label--cat = 子猫

lobby-value--cat--undo = すべての交換を取り消す

lobby-value--cat--pay = 求めた人が払う

lobby-label--rider-fee = 騎士の罰金

lobby-label--inn-fee = 宿屋の罰金

lobby-label--low-order = 低い駒の順

lobby-value--low-order--modern = 現代式

lobby-value--low-order--sheet = 古いルール紙

lobby-label--stakes = 払う額

lobby-value--stakes--flat = いちばん低い駒が1を払う

lobby-value--stakes--graded = 段階的、1～5

lobby-label--on-credit = つけで続ける

lobby-value--on-credit--all = 全員

lobby-value--on-credit--first = 最初に使い切った人だけ

lobby-value--on-credit--none = 誰もいない


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_card = これがあなたのカードです。ほかの人には見えません。全員の番が終わるとカードを公開し、いちばん低いカードが負けです。

learn-intro_table = テーブルのプレイヤーです。順番に、各自カードを残すか次の人に交換を頼みます。親は最後に行い、山札と交換できます。

learn-intro_choices = あなたの番になると、ここに選択肢が出て、ガイドが押すものを指します。

learn-tip_keep = カードは十分に高いので、そのままにしましょう（強調された選択肢）。

learn-tip_exchange = カードが低いので交換を頼みましょう（強調された選択肢。親は山札と交換します）。

learn-tip_reenter = トークンがありません。一度も負けていない人がいる間は再参加できます（強調された選択肢）。

learn-tip_declare = カッコウを持っています。宣言すると交換がすぐに止まります。

learn-why_hunter = 狩人（XIV）は交換を断り、頼んだ人を撃ちます。その人はトークンを失います。

learn-why_horse = 馬（XIII）は交換を断ります。頼んだ人は次の人に頼みます。

learn-why_cat = 猫（XII）は交換を断ります。頼んだ人はトークンを失い、そのカードをもたらした交換は取り消されます。

learn-why_cuckoo = カッコウ（XV）は最も高いカードです。誰も取り上げられません。

learn-why_inn = 宿屋（XI）は質問で答えます。頼んだ人はカードを残すか保険を頼みます。

learn-why_pack = 親は最後に行い、隣の人ではなく山札と交換します。

learn-why_token_lost = いちばん低いカードを見せた人がトークンを失います（狩人や猫に頼んだ人も）。

learn-why_dead_card = 交換の途中で最後のトークンを失った人のカードは死に札になり、もう数えません。

learn-why_eliminated = トークンのない人は脱落します。一度も負けていない人がいる間は再参加できます。

learn-why_reentered = 再参加は毎回高くなり、そのお金は場に入ります。

learn-why_pool = トークンが残った最後の人が場のお金を取ります。

learn-outro_campli = カンプリのクク―でした。ロビーからテーブルを開いて本番を遊びましょう。

learn-why_cat_lustu = 猫（XII）は交換を断ります。頼んだ人はトークンを失い、左の人と交換しなければなりません。

learn-why_inn_offer = 宿屋（XI）では頼んだ人が申し出をします。宿の主人は受けて（カードを交換）か、断ります。

learn-why_drink = 宿の主人が申し出を受けました。一杯飲んで、カードを交換します。

learn-why_man = 男（XIV）は交換を断ります。頼んだ人はすぐに負けです。

learn-why_house = 家は馬と同じく交換を断ります。頼んだ人は次の人に頼みます。

learn-why_cat_cambio = 猫（XII）は交換を断ります。頼んだ人のカードを最初に持っていた人が負けです。

learn-why_cuckoo_declared = カッコウを持つ人が宣言しました。交換はすぐに終わり、カードを公開します。

learn-why_cuckoo_shown = カッコウはすぐに公開されます。交換が終わり、カードを公開します。

learn-why_lost_cambio = 特別なカードですぐに負ける（男、猫、道化を受け取る）か、公開でいちばん低いカードが負けます。

learn-why_paid_cambio = 負けた人は箱にチップを払います（子どもの時間はラウンドの数だけ）。

learn-why_out_of_set = 大人の時間では負けた人はセットから抜けます。最後に残った人が箱を取ります。

learn-why_set_won = セットで最後に残った人が箱のチップをすべて取ります。

learn-intro_card_le_her = これがあなたのカードです（トランプ、キングが最も高くエースが最も低い）。低いカードが負けです。

learn-intro_table_le_her = 二人で遊びます。親の隣の人は親とカードを替えられ、その後で親は山札から引けます。

learn-tip_exchange_le_her = カードが低いので交換しましょう（強調された選択肢）：親と、または親なら山札の一番上と。

learn-why_deck_le_her = 親が自分のカードを山札の一番上のカードと替えました。

learn-why_deck_draw = 山札から引いたカードを見せます。

learn-why_king = キングは決して手放しません。持ち主は見せて持ち続けます。

learn-why_paid_le_her = 低いカードの人が相手に賭け金を払います。

learn-outro_lu_stu = モントーリオ・アル・ヴォマーノのル・ストゥでした。ロビーからテーブルを開いて本番を遊びましょう。

learn-outro_cambio = ルールブックのカッコウ（カンビオ）、1セットでした。ロビーからテーブルを開いて1ゲーム遊びましょう。

learn-outro_bga = ボードゲームアリーナのクッコ（ショート）でした。ロビーからテーブルを開いて本番を遊びましょう。

learn-outro_le_her = ル・エールでした。ロビーからテーブルを開いて本番を遊びましょう。

learn-intro_card_lives = これがあなたのカードです（トランプ：キングが最も高く、エースが最も低い）。全員の番が終わるとカードを公開し、いちばん低いカードが命を1つ失います。

learn-intro_table_lives = 順番に、各自カードを残すか次の人と交換します。親は最後に行い、山札と交換できます。

# Coucou: the dealer does not exchange (learn-intro_talon_coucou says who does)
learn-intro_table_coucou = 順番に、各自カードを残すか次の人と交換します。

learn-intro_talon_coucou = ククーでは親に3枚配られ、親は最も高い1枚を残し、残り2枚を山札の下に入れます。親の前の人は山札と交換します。

learn-tip_exchange_lives = カードが低いので交換しましょう（強調された選択肢）。次の人と、または最後なら山札と。

learn-why_king_lives = キングは決して手放しません。持ち主が見せて、交換は断られます。

learn-why_deck_lives = 最後の人は隣の人ではなく山札と交換します。

learn-why_talon_under = 親は3枚のうち最も高い1枚を残し、残り2枚を山札の下に入れました。

learn-why_life_lost = いちばん低いカードが場に命を1つ払います（同じ最低のカードなら全員が払います）。

learn-why_eliminated_lives = 命がなくなった人は脱落します。

learn-why_pot = 命が残った最後の人が場を取ります。

learn-outro_ranter = ランター・ゴー・ラウンドでした。ロビーからテーブルを開いて本番を遊びましょう。

learn-outro_coucou = ククーでした。ロビーからテーブルを開いて本番を遊びましょう。

learn-intro_card_gnav = これがあなたのカードです(グナヴのカード: 上からカッコウ、竜騎兵、猫、馬、家、次にXIIからOまで、壺、フクロウ、道化)。全員の番が終わるとカードを見せ、いちばん低いカードがトークンを1つ払います。

learn-intro_table_gnav = 順番に、各自カードを持つか次の人に交換を求めます。親は最後で、山札と交換できます。

learn-intro_matadors_gnav = いちばん高い5枚はマタドールで、決して渡しません。カッコウはディールを止め、竜騎兵と猫は申し出た人にトークンを払わせ、馬と家は申し出を次に回します。

learn-tip_exchange_gnav = カードが低いので交換を求めましょう(強調された選択)。次の人と、親なら山札と交換します。

learn-why_knock_gnav = いちばん低い道化を配られた人はテーブルをノックします: これで全員がその場所を知ります。

learn-why_matador_gnav = マタドールは決して渡しません: 持つ人が見せて掛け声を言います。

learn-why_fined_gnav = 竜騎兵か猫に申し出るとトークンを1つポットに払います。

learn-why_deck_gnav = 親、または馬か家を持つ親に回された申し出は、山札と交換します。

learn-why_token_gnav = いちばん低いカードがトークンを1つポットに払います(同じなら各自が払う)。

learn-why_out_gnav = トークンがなくなった人は脱落します。

learn-why_pool_gnav = トークンが残った最後の人がポットを取ります。

learn-outro_gnav = グナヴでした。ロビーからテーブルを開いて本番を遊びましょう。

learn-intro_card_slab = これがあなたの駒です(スラベルヤンの木の駒: 上から騎士、鳥、子猫、宿屋、次に12から0まで、次に白パン、おまる、顔、ヤン・リト)。全員の番が終わると駒を見せ、いちばん低い駒がポットへトークンを1枚払います。

learn-intro_table_slab = 順番に、各自が駒を持つか次の人に交換を求めます。数や低い駒は渡さなければなりません。親は最後で、袋から新しい駒を見ずに引けます。

learn-intro_matadors_slab = いちばん高い4つの駒はマタドールで、決して渡しません: 騎士は断り頼んだ人がトークンを払い、鳥は交換を止め、子猫はすべての交換を取り消し、宿屋は求めを次へ回します。

learn-tip_exchange_slab = 駒が低いので交換を求めましょう(強調された選択)。次の人と、親なら袋と交換します。

learn-tip_keep_slab = 駒は十分に高いので、そのままにしましょう(強調された選択)。

learn-why_inn_slab = “Herberg voorbij!”: 宿屋は飛ばされ、頼んだ人は次の人と交換します。

learn-why_rider_slab = “Kap af!”: 騎士が断り、頼んだ人はポットへトークンを1枚払います。

learn-why_bird_slab = “Sta voor den vogel!”: 鳥が交換をすぐに止め、すべての駒を公開します。頼んだ人はトークンを1枚払います。

learn-why_cat_slab = “Poesje krabt alles terug!”: このディールのすべての交換が取り消され、各自が配られた駒を再び持ちます。

learn-why_bag_slab = 親は自分の駒を誰も引き直せないようテーブルに置き、袋から新しい駒を見ずに引きます。

learn-why_paid_slab = いちばん低い駒がポットへトークンを1枚払います(騎士か鳥に頼んだ人も1枚払いました)。

learn-why_credit_slab = 最後のトークンを失った人は、また払うまで “op sloffen”(つけ)で続けます。

learn-why_dead_slab = 新しい借りを払えない人は死んだと宣言され、脱落します。

learn-why_pool_slab = 最後まで生き残った人がポットを取ります。

learn-outro_slab = スラベルヤンでした。ロビーからテーブルを開いて本番を遊び、家族のルールに合うオプションを選びましょう。


## At the table: the rules in brief (Markdown; the help's first part)

brief = **カッコウ (Cucù)**:一人一枚、誰もいちばん低いカードは欲しくない。
    - 全員が裏向きのカードを一枚受け取ります。親の右から順に、カードを**キープ**するか次のプレイヤーと**交換**します。
    - いくつかの高いカードは交換を断ったり、頼んだ人に罰を与えたりします(下のカードの説明を参照:ルールセットで違います)。
    - { $dealer ->
        [talon] 親には3枚配られ、親は最も高い1枚を残します。親の前の人が最後に手番を行い、山札と交換します。
       *[pack] 親は最後に行い、代わりに山札と交換できます。
    }
    - その後カードを公開します:いちばん低いカードが負けです(ルールセットに応じてトークン、チップ、ライフを失います)。
    - { $pack ->
        [french] 強さ:トランプ、キングが最も高く、次にクイーン、ジャック、10から2、エースが最も低い(スートは関係ありません)。
        [gnav] 強さ:グナヴのカード、上から5枚のマタドール(カッコウ、竜騎兵、猫、馬、家)、次にXIIからOまで、壺、フクロウ、最も低い道化。
        [slabberjan] 強さ:スラベルヤンの木の駒、上から4つのマタドール(騎士、鳥、子猫、宿屋)、次に12から0まで、次に白パン、おまる、顔、最も低いヤン・リト。
       *[cuckoo] 強さ:絵札 XV から XI、次に 10 から 1、次に 0 とその下の低い絵札。
            - ルールセットが認めれば、カッコウ(XV)を持つ人は**宣言**して交換をすぐに止められます。
    }
    - 払うものがなくなった人は脱落し、最後まで残った人(または決めた終わりで最も多く持つ人)が勝ちます。

# taverna analyze's table and summary (games/cucu/research/analysis)
analysis_title = cucu/{ $rules }、{ $players }人
analysis_method = { $method ->
        [exact] 厳密解: しきい値戦略のゼロサム行列ゲーム (分数でのシンプレックス法)
       *[simulated] カードごとの反復最適応答、シミュレーションしたディールで
    }
analysis_seat = 席
analysis_role = 役
analysis_exchanges = 交換するカード
analysis_switches = 交換 / 引く (保持の後)
analysis_keeps_from = 保持する最低カード
analysis_loss_rate = 負け率
analysis_naive = 素朴 (<5)
analysis_best_change = 最良の変更
analysis_role_name = { $role ->
        [dealer] 親
        [receiver] 受け手
        [first] 最初
       *[seat] { $seat }番目の席
    }
analysis_never = なし
analysis_deviation = { $card }を{ $action ->
        [keep] 保持
       *[exchange] 交換
    }: { $gain } ± { $se } ポイント
analysis_state = { $converged ->
        [yes] 収束: ラウンド { $rounds } で何も変わらなかった (変更は標準誤差の { $z } 倍を超えて勝つ必要がある)
       *[no] 収束していません: 最大 { $max } ラウンドのうちラウンド { $rounds } でも戦略が変わった (ラウンドごとの変化 { $history })。--iterations か --deals を増やしてください
    }
analysis_summary = { $simulator }: 席とラウンドごとに反実仮想のディール { $deals } 回、{ $rounds } ラウンド (戦略の変化: { $history })。{ analysis_state }。負け率は { $eval } ディールで、± 95%区間。素朴: 5 未満を交換。最良の変更: あるカードで別の行動をとったときの負け率の最大の低下 (パーセントポイント、最終ラウンド)。
