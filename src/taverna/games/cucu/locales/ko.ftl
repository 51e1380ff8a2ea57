## cucu: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = 새 게임: { $players }

set_start = 제{ $set }세트 시작: 모두 상자에 칩 { PARTICLE($ante, "을/를") } 냅니다. 상자에는 { PARTICLE($box, "이/가") } 있습니다.

set_start_excused = 제{ $set }세트 시작: 모두 상자에 칩 { PARTICLE($ante, "을/를") } 냅니다 (면제: { $names }). 상자에는 { PARTICLE($box, "이/가") } 있습니다.

deal_start = { $deal }번째 판: { PARTICLE($dealer, "이/가") } 카드를 나눠줍니다.

deal_start_set = { $deal }번째 판 (제{ $set }세트 { $round }라운드): { PARTICLE($dealer, "이/가") } 카드를 나눠줍니다.

card = { PARTICLE($player, "이/가") } 이제 { PARTICLE($card, "을/를") } 가지고 있습니다.

keep = { $player }: 교환하지 않습니다.

exchange = { PARTICLE($player, "이/가") } 교환을 요청합니다.

asked = { PARTICLE($player, "이/가") } { $target }에게 요청합니다.

exchanged = { PARTICLE($a, "과/와") } { PARTICLE($b, "이/가") } 카드를 교환합니다.

horse = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: { PARTICLE($requester, "은/는") } 건너뜁니다.

horse_reverse = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: { PARTICLE($requester, "은/는") } 건너뜁니다 (역방향).

house = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: 패스, { PARTICLE($requester, "은/는") } 다음 플레이어에게 갑니다.

hunter = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: { $requester } 패배.

cat = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다!

cuckoo = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: 교환은 이루어지지 않습니다.

inn = { PARTICLE($player, "이/가") } { $inn }을 가지고 있습니다: "잠깐 쉬어 갈래요?" ({ PARTICLE($requester, "이/가") } 답할 수 있습니다).

insure = { $player }: "{ $zero }이면 대신 내줄 건가요?"

insurance_accepted = { PARTICLE($player, "이/가") } { $guest }의 { $zero }이 지면 대신 내기로 합니다. 둘 다 카드를 그대로 가집니다.

insurance_refused = { PARTICLE($player, "이/가") } 거절합니다. { $inn }을 교환합니다.

inn_keep = { PARTICLE($player, "이/가") } 카드를 그대로 가집니다.

# what an exchanger offers the innkeeper (Lu Stù): a payment ($kind money) or a share of the pool in percent
offer_terms =
    { $kind ->
        [money] { $n }의 지불
       *[share] 교환한 사람이 이기면 판돈의 { $n }%
    }

inn_offer = { $player }의 제안: { $offer }.

offer_accepted = { PARTICLE($player, "이/가") } 제안을 받아들입니다. { $inn }을 교환합니다.

offer_refused = { PARTICLE($player, "이/가") } 제안을 거절합니다.

drink = { PARTICLE($player, "이/가") } { $inn }을 보여줍니다: "한잔하고 가요" ({ PARTICLE($guest, "은/는") } 카드를 그대로 가지며, { $zero }이 지면 { PARTICLE($player, "이/가") } 대신 냅니다).

innkeeper_pays = { PARTICLE($player, "이/가") } { $guest }의 { $zero } 대신 토큰을 냅니다.

reversed = { PARTICLE($b, "과/와") } { $a }의 교환이 취소됩니다.

gnaf_back = 카드가 { $player }에게 돌아갑니다.

reverse_asked = { PARTICLE($player, "은/는") } 왼쪽의 { PARTICLE($target, "과/와") } 교환해야 합니다.

inn_closed = { $player }의 { $inn }이 역방향 교환을 막습니다.

pack_exchange = { PARTICLE($player, "이/가") } 카드 더미와 교환합니다.

deck_draw = { PARTICLE($player, "이/가") } 카드 더미에서 { PARTICLE($card, "을/를") } 뽑습니다 ({ deck_effect }).

deck_exchange = { PARTICLE($player, "이/가") } 카드 더미와 교환합니다.

deck_empty = 카드 더미가 비었습니다: { PARTICLE($player, "은/는") } 카드를 그대로 가집니다.

reshuffle = 버린 카드를 섞어 새 카드 더미를 만듭니다 ({ $cards }장).

token_lost = { PARTICLE($player, "이/가") } 토큰 1개를 잃습니다 ({ why }). 남은 토큰 { $tokens }.

token_gained = { PARTICLE($player, "이/가") } 토큰 1개를 얻습니다. 이제 { $tokens }개.

dead_card = { PARTICLE($player, "이/가") } 마지막 토큰을 잃었습니다: 카드는 죽었습니다.

lost = { $player } 패배 ({ why }).

lost_again = { $player } 다시 패배 ({ why }). 더 내지는 않습니다.

cuckoo_declared = { PARTICLE($player, "이/가") } { $cuckoo }를 선언합니다! 교환이 멈춥니다.

cuckoo_shown = { $player }의 { PARTICLE($card, "이/가") } 공개되었습니다: 이번 판이 끝납니다.

answered = { PARTICLE($player, "이/가") } 결정했습니다.

confessed =
    당신의 말: { $what ->
        [defeat] 내가 졌다
       *[pass] 패스
    }.

confessions = "내가 졌다": { $names }

confessions_nobody = "내가 졌다": 없음

reveal = 공개: { $cards }

result = 패자: { $names }

result_nobody = 패자: 없음

playoff = 마지막 승부: { PARTICLE($players, "이/가") } 계속합니다.

paid = { PARTICLE($player, "이/가") } 상자에 칩 { PARTICLE($chips, "을/를") } 냅니다 (남은 칩 { $left }).

paid_short = { PARTICLE($player, "이/가") } 상자에 칩 { PARTICLE($chips, "을/를") } 냅니다 (남은 칩 { $left }). 다 낼 수 없습니다.

paid_winner = { PARTICLE($player, "이/가") } { $winner }에게 { PARTICLE($chips, "을/를") } 냅니다.

king = { PARTICLE($player, "이/가") } 킹을 보여줍니다: { PARTICLE($requester, "은/는") } 바꿀 수 없습니다.

out_of_set = { PARTICLE($player, "은/는") } 이번 세트에서 탈락합니다 ({ why }).

eliminated = { PARTICLE($player, "은/는") } 토큰이 없어 탈락합니다.

eliminated_now = { PARTICLE($player, "은/는") } 토큰이 없어 즉시 탈락합니다.

reentered = { PARTICLE($player, "이/가") } { PARTICLE($cost, "을/를") } 내고 다시 참가합니다.

declined = { PARTICLE($player, "은/는") } 다시 참가하지 않습니다.

free_reentry = 모두 동시에 탈락했습니다: 모든 플레이어가 무료로 다시 참가합니다.

deal_cut_short = 플레이어가 1명만 남았습니다: 이번 판이 끝납니다.

set_won = { PARTICLE($player, "이/가") } 세트에서 승리하고 상자의 칩 { $chips }개를 모두 가져갑니다.

set_void = 세트에서 살아남은 플레이어가 없습니다: 칩 { $box }개는 상자에 남습니다.

proposal = { PARTICLE($player, "이/가") } 판돈 나누기를 제안합니다. { $player }의 몫은 { $share }%.

agreement = 합의: { $shares }

agreement_refused = { PARTICLE($player, "이/가") } 거절합니다.

pool_won = { $winner } 승리! 판돈 { $pool } 획득

pool_shared = { $winners } 함께 탈락해 판돈을 나눕니다: { $payouts }

pool_paid = { $winner } 승리! 판돈: { $payouts }

game_over = 게임이 끝났습니다. 승자: { $winner }

game_over_reason = 게임이 끝났습니다. 승자: { $winner } ({ why })

# why a player loses or pays (the engine's reason, by its key: messages.REASONS); the sentences say it as { why }
why =
    { $why ->
        [anti_cuckoo] 안티 { $cuckoo }: 쿠쿠를 선언함
        [hunter] { $hunter }에게 요청함
        [cat_first] { $cat }가 카드의 처음 주인을 찾아냄
        [clown] { $fool }를 받음
        [man_deck] 카드 더미에서 { $hunter }을 뽑음
        [cat_deck] 카드 더미의 { $cat }가 카드의 처음 주인을 찾아냄
        [gnaf] { $cat }에게 요청함
        [reverse_cat] 역방향 교환이 { $cat }를 만남
        [reverse_hunter] 역방향 교환이 { $hunter }을 만남
        [lowest] 가장 약한 카드
        [fourth] 네 번째 패배
        [adults] 어른들의 시간
        [cannot_pay] 칩을 낼 수 없음
        [sets_played] 정한 세트 수를 모두 진행함
        [deals_played] 정한 판 수를 모두 진행함
        [ante] { $names }: 세트 시작 칩을 낼 수 없음
        [dragoon] 기병에게 요청함
        [gnav_cat] 고양이에게 요청함
        [gnav_cuckoo] 뻐꾸기에게 요청함
        [stock_matador] 카드 더미에서 마타도르를 뽑음
        [cat] { $cat }에게 요청함
       *[other] { $said }
    }

# what a card drawn from the deck does (messages.EFFECTS); deck_draw says it as { deck_effect }
deck_effect =
    { $effect ->
        [cuckoo] { $cuckoo }: 교환 없음
        [man] { $hunter }: 패배
        [again] 다시 뽑기
        [cat] { $cat }
        [clown] { $fool }: 가장 강한 카드
        [matador] 마타도르: 교환 없음
        [matador_fined] 마타도르: 딜러가 토큰 하나를 냄
        [king] 거절, 교환 없음
       *[other] { $said }
    }

head = { $deal }번째 판 | 딜러 { $dealer } | 판돈 { $pool }

head_set =
    { $deal }번째 판, 제{ $set }세트 { $round }라운드 ({ $time ->
        [children] 아이들의 시간
       *[adults] 어른들의 시간
    }) | 딜러 { $dealer } | 상자 { $pool }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] { " " }(나)
       *[no] { "" }
    }: { $counter ->
        [tokens] 토큰
        [lives] 목숨
        [score] 점
       *[chips] 칩
    } { $count } { $mark ->
        [out] 탈락
        [lost] 패배
       *[none] { "" }
    }{ $seen }

your_card = 내 카드: { $card }

help_head = 규칙: { $rules }. 선택:

your_card_is = 내 카드는 { $card }입니다.

note_keep = 카드를 그대로 가집니다. 차례가 끝납니다.

note_exchange_dealer = 카드 더미와 교환합니다 (당신이 딜러입니다).

note_exchange_le_her_dealer = 당신의 카드 대신 카드 더미의 맨 위 카드를 뽑습니다 (킹을 뽑으면 공개하고 당신의 카드를 가집니다).

note_exchange_le_her = 딜러와 카드를 바꿉니다 (킹을 가진 딜러는 그것을 보여주고 거절합니다).

note_exchange = 다음 플레이어에게 교환을 요청합니다. 특수 카드가 막을 수 있습니다 ({ $effects }).

# the head of the rules in brief's list of the special cards (brief.card_reference)
reference_intro = 이 카드를 가진 사람에게 교환을 요청하면:

eff_cuckoo = { $cuckoo }: 교환 없음

eff_hunter_token = { $hunter }: 토큰 하나를 잃음

eff_hunter = { $hunter }: 패배

eff_horse = { $horse }: 대신 다음 플레이어에게 요청

eff_cat_gnaf = { $cat }: 토큰 하나를 잃고, 카드를 가져온 교환들이 취소됨

eff_cat_reverse = { $cat }: 토큰 하나를 잃고 왼쪽과 교환해야 함

eff_cat_owner = { $cat }: 당신 카드의 처음 주인이 패배

eff_inn_insurance = { $inn }: 질문 (카드를 그대로 가지거나, { $zero }에 대한 보장을 요청)

eff_inn_offer = { $inn }: 제안하거나 카드를 그대로 가짐

eff_inn_pass = { $inn }: { $horse }과 같음

eff_fool = { $fool }: 받은 플레이어가 패배

note_declare = { $cuckoo }를 공개하고 지금 교환을 끝냅니다: 바로 카드를 비교합니다.

note_insure = 주인에게 "{ $zero }이면 대신 내줄 건가요?"라고 묻습니다.

note_accept = 받아들입니다.

note_refuse = 거절합니다.

note_offer = 주인에게 제안합니다: offer { "{" }"money": 2{ "}" } 또는 offer { "{" }"share": 25{ "}" } (이기면 판돈의 퍼센트).

note_reenter = 재참가 비용을 판돈에 내고 새 토큰을 받습니다 (선택: reenter { "{" }이름: 금액{ "}" }).

note_decline = 참가하지 않습니다.

note_propose = 판돈 나누기를 제안합니다. 예: propose 60 (내 몫, 퍼센트).

note_defeat = "내가 졌다"라고 말합니다: 지면 지지 않고, 지지 않으면 집니다.

note_pass = 공개 전에 아무 말도 하지 않습니다.

# the guide's power of a card asked for an exchange (brief.card_guide), one sentence per effect

guide_asked_cuckoo = 이 카드를 가진 사람에게 교환을 요청하면: 교환 없음.

guide_asked_hunter_token = 이 카드를 가진 사람에게 교환을 요청하면: 토큰 하나를 잃음.

guide_asked_hunter = 이 카드를 가진 사람에게 교환을 요청하면: 패배.

guide_asked_horse = 이 카드를 가진 사람에게 교환을 요청하면: 대신 다음 플레이어에게 요청.

guide_asked_cat_gnaf = 이 카드를 가진 사람에게 교환을 요청하면: 토큰 하나를 잃고, 카드를 가져온 교환들이 취소됨.

guide_asked_cat_reverse = 이 카드를 가진 사람에게 교환을 요청하면: 토큰 하나를 잃고 왼쪽과 교환해야 함.

guide_asked_cat_owner = 이 카드를 가진 사람에게 교환을 요청하면: 당신 카드의 처음 주인이 패배.

guide_asked_inn_insurance = 이 카드를 가진 사람에게 교환을 요청하면: 질문 (카드를 그대로 가지거나, { $zero }에 대한 보장을 요청).

guide_asked_inn_offer = 이 카드를 가진 사람에게 교환을 요청하면: 제안하거나 카드를 그대로 가짐.

guide_asked_inn_pass = 이 카드를 가진 사람에게 교환을 요청하면: { $horse }과 같음.

# the fool's power where whoever receives it loses
guide_fool_receiver = 받은 플레이어가 패배.

guide_cuckoo_declare = 가진 사람은 어느 차례의 시작에든 선언할 수 있습니다: 교환이 멈추고 카드를 공개합니다. 교환을 요청받으면 내줘야 합니다.

guide_cuckoo_auto = 가진 사람보다 두 자리 앞 플레이어의 차례 전에 저절로 공개됩니다: 교환이 멈추고 카드를 공개합니다.

guide_cuckoo_safe = 토큰을 절대 잃지 않습니다.

guide_fool_campli = 가장 낮은 카드와 같은 것으로 보고 함께 집니다; { $fool } 두 장이면 14½의 값입니다.

guide_fool_lu_stu = 내고 내게 합니다: 다른 카드 중 가장 낮은 카드와 함께 집니다; { $fool } 두 장이면 가장 높은 카드가 되어 각각 토큰 하나를 얻습니다.

guide_place_french = { $n }개 등급 중 { $k }번째로 강함 (무늬는 상관없음)

guide_king_le_her = 킹은 거절합니다: 킹을 가진 딜러는 보여 주고 교환을 거절합니다; 더미에서 뽑은 킹은 공개되고 딜러는 자기 카드를 지킵니다.

guide_refuse = 교환을 요청받으면 가진 사람이 보여 주고 거절합니다; 그것으로 그 사람의 차례가 끝납니다.

matador_halt = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”). 교환이 끝나고 모든 카드를 뒤집습니다.

matador_fine = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”). { PARTICLE($requester, "은/는") } 자기 카드를 가지고 토큰 하나를 냅니다.

matador_pass = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”). { $requester }의 요청이 다음 플레이어에게 넘어갑니다.

knock = { PARTICLE($player, "이/가") } 탁자를 두드립니다: { PARTICLE($card, "을/를") } 받았습니다.

fined = { PARTICLE($player, "이/가") } 토큰 하나를 판돈에 냅니다 ({ why }). 남은 토큰 { $chips }.

pass_kept = 넘어간 요청이 딜러의 마타도르에 닿습니다: { PARTICLE($player, "은/는") } 자기 카드를 가집니다.

gnav_token_paid = { PARTICLE($player, "이/가") } 가장 낮은 카드로 토큰 하나를 판돈에 냅니다. 남은 토큰 { $chips }.

gnav_out = { PARTICLE($player, "은/는") } 토큰이 없어 탈락합니다.

guide_gnav_cuckoo = 마타도르 (“{ $call }”): 교환을 요청받으면 가진 사람이 보여 주고, 교환이 곧바로 멈추며 카드를 공개합니다.

guide_gnav_cuckoo_fine = 요청한 사람은 토큰 하나를 냅니다.

guide_gnav_fine = 마타도르 (“{ $call }”): 교환을 요청받으면 가진 사람이 보여 줍니다; 요청한 사람은 자기 카드를 가지고 토큰 하나를 냅니다.

guide_gnav_pass = 마타도르 (“{ $call }”): 교환을 요청받으면 가진 사람이 보여 주고, 요청은 다음 플레이어에게 넘어갑니다.

guide_gnav_fool = 가장 낮은 카드; 이 카드를 받은 사람은 탁자를 두드려 모두에게 알립니다.

guide_gnav_fool_campli = 판이 끝날 때 나머지 중 가장 낮은 카드와 함께 냅니다.

note_exchange_gnav = 다음 플레이어에게 교환을 요청합니다 (뻐꾸기는 판을 멈추고, 기병과 고양이는 토큰 하나를 내게 하며, 말과 집은 요청을 넘깁니다).

note_exchange_gnav_dealer = 카드 더미 맨 위 카드와 교환합니다 (말이나 집을 뽑으면 옆에 두고 다시 뽑습니다).

refused_card = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다: { PARTICLE($requester, "은/는") } 교환할 수 없습니다.

talon_under = { PARTICLE($player, "이/가") } 세 장 중 가장 높은 카드를 가지고 나머지 두 장을 탈론 아래에 넣습니다.

talon_exchange = { PARTICLE($player, "이/가") } 탈론과 교환합니다.

life_lost = { PARTICLE($player, "이/가") } 목숨 하나를 판돈에 냅니다. 남은 목숨 { $chips }.

eliminated_lives = { PARTICLE($player, "은/는") } 목숨이 없어 탈락합니다.

result_kept = 남은 사람이 모두 한꺼번에 탈락하게 되어 마지막 목숨을 유지합니다 ({ $names }).

note_exchange_lives = 다음 플레이어에게 교환을 요청합니다 (가장 높은 카드를 가진 사람은 그것을 보여주고 거절합니다: { $top }).

note_exchange_lives_dealer = 카드 더미 맨 위 카드와 교환합니다 ({ PARTICLE($top, "을/를") } 뽑으면 공개하고 당신의 카드를 가집니다).

note_exchange_talon = 탈론 맨 위 카드와 교환합니다 ({ PARTICLE($top, "이/가") } 나오면 교환이 거절됩니다).

note_exchange_no_king = 다음 플레이어에게 교환을 요청합니다. 아무도 거절할 수 없습니다.

slab_refuse = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”): { PARTICLE($requester, "은/는") } 교환할 수 없습니다.

slab_cat = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”).

slab_inn = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 보여줍니다 (“{ $call }”): { $requester }의 요청이 다음 플레이어에게 넘어갑니다.

slab_halt = { $card }에서 교환이 멈춥니다: 모든 말을 공개합니다.

slab_undone = 모든 교환이 취소됩니다: { PARTICLE($names, "이/가") } 자기 말을 돌려받습니다.

slab_undone_none = 모든 교환이 취소됩니다: 아직 아무도 교환하지 않았습니다.

slab_paid_lowest = { PARTICLE($player, "이/가") } 가장 낮은 말 때문에 판돈에 { $tokens }개를 냅니다. 남은 토큰 { $left }.

slab_paid_fee = { PARTICLE($player, "이/가") } { $card }에게 요청한 대가로 판돈에 토큰 하나를 냅니다. 남은 토큰 { $left }.

slab_on_credit = { PARTICLE($player, "이/가") } 마지막 토큰을 썼고 “op sloffen”(외상)으로 계속합니다.

slab_dead = { PARTICLE($player, "은/는") } 낼 수 없어 죽은 것으로 선언됩니다.

slab_no_exchange = 딜러 다음에는 아무도 없습니다: { PARTICLE($player, "은/는") } 자기 말을 그대로 가집니다.

slab_bag = { PARTICLE($player, "이/가") } 자기 말을 탁자에 내려놓고 주머니에서 하나를 보지 않고 뽑습니다.

slab_out = { PARTICLE($player, "은/는") } 죽어서 게임에서 빠집니다.

note_exchange_slab =
    다음 플레이어({ $side ->
        [left] 왼쪽
       *[right] 오른쪽
    } 이웃)에게 교환을 요청합니다 (숫자나 낮은 말은 교환해야 합니다. 기사와 새는 거절하고, 고양이는 모든 교환을 되돌리고, 여관은 다음 사람에게 넘깁니다).

note_exchange_slab_dealer = 자기 말을 탁자에 내려놓고 주머니에서 하나를 보지 않고 뽑습니다.

guide_slab_rider = 교환을 요청받으면 가진 사람이 탁자를 치고 거절합니다 (“Kap af!”).

guide_slab_bird_stop = 교환을 요청받으면 가진 사람이 보여 줍니다 (“Sta voor den vogel!”): 교환이 멈추고 모든 말을 공개합니다.

guide_slab_bird_on = 교환을 요청받으면 가진 사람이 보여 주고 거절합니다 (“Sta voor den vogel!”); 다음 플레이어가 이어 갑니다.

guide_slab_cat_undo = 교환을 요청받으면 가진 사람이 보여 줍니다 (“Poesje krabt alles terug!”): 그 판의 모든 교환이 취소되고 각자 처음 받은 말을 돌려받습니다.

guide_slab_cat_pay = 교환을 요청받으면 가진 사람이 보여 줍니다: 요청한 사람은 토큰 하나를 내고 자기 말을 가집니다.

guide_slab_inn = 교환을 요청받으면 가진 사람이 보여 줍니다 (“Herberg voorbij!”): 요청이 다음 플레이어에게 넘어갑니다.

guide_slab_fee = 요청한 사람은 판돈에 토큰 하나를 냅니다.

guide_slab_graded = 마지막에 가장 낮으면 { PARTICLE($n, "을/를") } 냅니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 쿠쿠 (Cucù)

lobby-description = 카드를 한 장씩 받아 이웃과 교환하거나 그대로 가집니다. 가장 낮은 카드가 집니다.

lobby-rules--campli = 캄플리식 쿠쿠 (N. Farina)

lobby-rules--lu-stu = 몬토리오 알 보마노의 루 스투

lobby-rules--cambio = 쿠쿠 (캄비오), 한국어/일본어 룰북

lobby-rules--bga = 보드 게임 아레나의 쿠코 (캄비오)

lobby-rules--le-her = 르 에르, 프랑스식 카드를 쓰는 2인용 원조 게임 (Montmort, Waldegrave)

lobby-option--family = 토큰과 판돈 (pagat: 캄플리, 루 스투), 칩과 세트와 라운드 (cambio: 룰북, BGA), 또는 판마다 거는 돈과 킹의 특권 (le-her: 르 에르, 2인), 또는 목숨과 판돈과 마지막 생존자 (lives: 랜터고라운드, 쿠쿠)

lobby-option--pack = 쿠쿠 카드 (cuckoo), 52장 프랑스식 카드, 에이스가 가장 낮음 (french), 슬라버얀의 말 42개 (slabberjan) 또는 그나브 카드 42장 (gnav)

lobby-option--deal-from = 카드를 나눠주는 덱의 방향

lobby-option--interleaved = 한 장 나눠주고 그 플레이어가 결정하게 한 다음 다음 장을 나눠줍니다 (캄플리, 루 스투)

lobby-option--cuckoo-rule = 쿠쿠: 교환을 막음 (arrest), 교환 중이 아닐 때 언제든 선언 (declare), 또는 자동으로 공개 (auto)

lobby-option--cat-rule = 고양이: 캄플리의 냐프는 그 카드의 교환을 뒤집음 (gnaf), 루 스투의 고양이는 역방향 교환을 왼쪽으로 보냄 (reverse), 룰북의 고양이는 그 카드를 처음 가진 사람을 지게 함 (owner)

lobby-option--inn-rule = 집: 보험 질문 (insurance), 협상 제안 (offer), 또는 말처럼 요청을 넘김 (pass)

lobby-option--fool-rule = 광대: 가장 낮은 카드와 비김 (campli), 내고 또 내게 함 (lu-stu), 또는 교환으로 받은 사람이 짐 (clown)

lobby-option--tie-rule = 가장 낮은 카드가 같을 때: 모두 짐 (all) 또는 순서상 가장 앞선 사람만 짐 (earliest)

lobby-option--immediate-elimination = 사냥꾼이나 고양이 때문에 마지막 토큰을 잃은 플레이어는 즉시 탈락

lobby-option--reentry-doubling = 재참가 비용이 탈락할 때마다 (캄플리) 또는 재참가할 때마다 (루 스투) 두 배가 됨

lobby-option--rotation = 딜러에서 딜러로 (dealer) 또는 첫 플레이어에서 첫 플레이어로 (starter, BGA) 딜이 넘어감

lobby-option--reshuffle = 덱이 떨어졌을 때 (empty) 또는 덱으로 채울 수 없는 딜 전에 (deal, BGA) 버린 카드로 새 덱을 만듦

lobby-option--drawn-set-ante = 모두가 동시에 패배한 세트 뒤 (상자의 칩은 이월), 함께 탈락한 플레이어는 다음 참가비를 면제받거나 (excused, 룰북 FAQ) 모두가 냄 (all, BGA)

lobby-option--short-payment = 전부 낼 수 없는 패자는 아무것도 내지 않거나 (nothing) 가진 것을 모두 내고 (all) 세트에서 탈락

lobby-option--tokens = 각 플레이어가 처음 가지는 토큰 (pagat)

lobby-option--stake = 각 플레이어가 처음 판돈에 내는 금액; 첫 재참가 비용도 같음 (pagat); 판의 패자가 승자에게 내는 금액 (le-her)

lobby-option--reentry = 처녀가 남아 있는 동안 탈락한 플레이어가 돈을 내고 다시 참가할 수 있음 (pagat)

lobby-option--remove-matto = 게임을 빠르게 하려고 광대 한 장을 덱에서 뺌 (루 스투)

lobby-option--inn-offers = 교환하는 사람이 집 주인에게 할 수 있는 제안 횟수 (루 스투)

lobby-option--chips = 각 플레이어가 처음 가지는 칩 (동전)

lobby-option--ante = 세트를 시작할 때 각 플레이어가 내는 칩 (아이들의 시간: 2)

lobby-option--children-rounds = 아이들의 시간의 라운드 수 (패자가 라운드 번호만큼 냄)

lobby-option--max-sets = 이만큼의 세트 후 게임 종료 (0: 누군가 낼 수 없을 때까지; BGA 짧은 게임 3, 표준 6)

lobby-option--one-cuckoo-from = 이 인원 이상이면 쿠쿠 한 장을 뺌 (룰북은 숙련자에게 6을 권장)

lobby-option--last-draw = 마지막 두 생존자가 비기면: 둘 다 탈락하고 상자는 이월 (out), 또는 결승전 (playoff)

lobby-option--anti-cuckoo = (1) 안티 쿠쿠: 가장 강한 카드가 짐; 쿠쿠를 선언하면 짐

lobby-option--indian = (2) 인디언: 자기 카드만 빼고 모든 카드를 봄

lobby-option--void = (3) 무효 (BGA: 취소 쿠코): 같은 카드를 보인 플레이어들이 함께 짐

lobby-option--misere = (4) 미제르: 칩이 가장 먼저 떨어진 플레이어가 이김

lobby-option--reincarnation = (5) 환생: 공개 전에 '내가 졌다'고 말할 수 있음

lobby-option--double = (6) 더블: 모든 플레이어가 두 번씩 차례를 가짐

lobby-option--double-pack = (7) 더블 팩: 카드 두 벌, 각 카드 네 장씩

lobby-option--cuckoos = 덱에 든 쿠쿠 수 (0: 룰 세트의 기본값; 더블 팩은 1~3을 권장)

lobby-option--child-time = (8) 아이들의 시간: 참가비 2; 1번째, 2번째, 3번째 패배는 1, 2, 3을 냄; 4번째는 탈락

lobby-option--second-high-low = (9) 두 번째로 강한 카드와 두 번째로 약한 카드가 짐

lobby-option--high-low = (10) 하이로우: 가장 강한 카드와 가장 약한 카드가 짐

lobby-option--two-losers = (11) 두 패자: 가장 약한 카드와 두 번째로 약한 카드가 짐

lobby-option--lion = (12) 사자: 가장 약한 카드 대신 두 번째로 약한 카드가 짐

lobby-option--length = BGA 게임 길이: 짧게 (동전 10, 3라운드) 또는 표준 (동전 25, 6라운드)

lobby-option--cuckoo-declare = BGA: 쿠코가 자동으로 공개됨 (auto) 또는 가진 사람이 선언 (manual, 원래 규칙)

lobby-option--deals = 르 에르 한 게임의 판 수; 딜이 번갈아 가므로 짝수가 공평함 (le-her)

lobby-rules--gnav = 그나브 (노르웨이, 덴마크): 42장 카드, 마타도르 다섯, 판돈에 내는 토큰

lobby-option--stock-matador = 딜러가 카드 더미에서 뽑은 뻐꾸기, 기병, 고양이: 공개하고 딜러는 자기 카드를 가짐 (keep, 랜터고라운드의 킹처럼), 딜러가 그것을 가짐 (take), 또는 이웃의 카드처럼 답함: 기병과 고양이는 딜러에게 토큰을 내게 함 (powers)

lobby-option--pass-at-dealer = 말이나 집이 넘긴 요청이 역시 말이나 집을 가진 딜러에게 닿을 때: 요청한 사람이 카드 더미 맨 위 카드와 교환함 (stock, 캄플리의 말처럼) 또는 자기 카드를 가짐 (keep)

lobby-option--cuckoo-fine = 뻐꾸기에게 요청한 사람도 토큰 하나를 냄 (노르웨이 규칙지; 1917년 덴마크 규칙: 벌금 없음)

lobby-option--fool-end = 판이 끝날 때 광대는 그냥 가장 낮은 카드 (lowest), 또는 광대를 가진 사람이 나머지 중 가장 낮은 카드와 함께 냄 (campli, 캄플리의 광대처럼)

lobby-rules--ranter = 랜터고라운드 (체이스 디 에이스, 쿠쿠) 프랑스식 카드: 목숨, 킹이 거절

lobby-rules--coucou = 쿠쿠 (아 키 쿠르), 프랑스: 32장 또는 52장, 딜러의 카드 세 장과 탈론

lobby-option--lives = 각 플레이어가 시작할 때 가진 목숨(칩); 판에서 지면 하나를 판돈에 냄 (lives)

lobby-option--king = 킹의 특권: 가장 높은 카드를 가진 사람은 그것을 보여주고 교환을 거절함 (false: 1882년 기록, 특권 있는 카드 없음)

lobby-option--ace = 에이스는 가장 낮은 카드(low) 또는 킹보다 높은 가장 높은 카드(high: 그때는 에이스가 킹의 특권을 가지고 2가 가장 낮음)

lobby-option--ties = 가장 낮은 카드가 같을 때: 각자 목숨을 잃음 (all), 마지막으로 뒤집은 딜러에 가장 가까운 사람만 잃음 (last: 캐슬 1881), 또는 두 장 이상 같은 숫자는 짝이 되어 안전하고 가장 낮은 단독 카드가 잃음 (pair)

lobby-option--dealer-king = 딜러가 카드 더미에서 뽑은 킹은 공개되고 딜러는 자기 카드를 가짐 (false: 딜러가 그것을 가짐)

lobby-option--final-tie = 한 판이 남은 플레이어 모두를 한꺼번에 탈락시킬 때: 마지막 목숨을 유지하고 계속함 (keep), 또는 모두 탈락하고 판돈을 나눔 (split)

lobby-option--dealer-three = 딜러가 카드 세 장을 받아 가장 높은 것을 가지고 나머지 두 장을 탈론 아래에 넣음; 딜러 앞의 플레이어가 탈론과 교환하고 딜러는 교환하지 않음 (false: 한 장씩, 딜러가 탈론과 교환)

lobby-option--pack-size = 프랑스식 카드: 5~6명이면 32장(A, 7~K), 그보다 많으면 52장 (auto), 또는 항상 32장이나 52장

lobby-option--all-equal-safe = 공개된 카드가 모두 같은 숫자이면 아무도 지지 않음 (쿠쿠)

lobby-rules--slabberjan = 슬라베르얀 (제일란트): 나무 말 42개, 마타도르 넷, 딜러의 주머니, 판돈으로 가는 토큰

lobby-option--direction = 슬라베르얀: 나누기와 요청이 오른쪽 이웃으로 (right: 옛 규칙지) 또는 왼쪽으로 (left: 영어 요약) 갑니다. 거울상일 뿐입니다

lobby-option--bird = 슬라베르얀: 요청받은 새가 교환을 끝내고 모든 말을 공개 (stop: 판 발렌뷔르흐), 또는 다음 플레이어가 다시 교환할 수 있음 (on: 드 발)

lobby-option--cat = 슬라베르얀: 요청받은 고양이가 그 판의 모든 교환을 되돌려 각자 자기 말을 돌려받음 (undo: 2003년 기사), 또는 요청한 사람이 토큰을 내고 자기 말을 가짐 (pay: 영어 요약)

lobby-option--rider-fee = 슬라베르얀: 기사나 새에게 거절당한 요청자는 판돈에 토큰 하나를 냄 (드 발; false: 아무도 내지 않음)

lobby-option--inn-fee = 슬라베르얀: 여관이 넘긴 요청자도 판돈에 토큰 하나를 냄 (논란이 있는 'gelag'; 기본: 없음)

lobby-option--low-order = 슬라베르얀: 낮은 말 네 개를 위에서부터 흰 빵, 요강, 얼굴, 얀 리트 (modern: 가족 페이지와 영어 요약), 또는 흰 빵, 얼굴, 요강, 얀 리트 (sheet: 옛 규칙지)

lobby-option--stakes = 슬라베르얀: 가장 낮은 말이 1을 냄 (flat), 또는 1, 흰 빵 2, 요강 3, 얼굴 4, 얀 리트 5 (graded: 판 데르 반)

lobby-option--on-credit = 슬라베르얀: 토큰을 다 쓴 플레이어가 다시 내야 할 때까지 “op sloffen”으로 계속 (all: 클로커, 하우츠바르트의 새 규칙지), 처음 바닥난 사람만 (first: 하우츠바르트의 옛 규칙지), 또는 아무도 (none: 0이면 탈락)

lobby-label--family = 게임 계열

lobby-value--family--pagat = 토큰과 판돈

lobby-value--family--cambio = 칩, 세트, 라운드

lobby-value--family--le-her = 판마다 거는 돈

lobby-value--family--lives = 목숨과 판돈

lobby-label--pack = 카드 묶음

lobby-value--pack--cuckoo = 쿠쿠 카드

lobby-value--pack--french = 프랑스식 카드 52장

lobby-value--pack--slabberjan = 슬라베르얀의 말

lobby-value--pack--gnav = 그나브 카드

lobby-label--deal-from = 나눠주는 쪽

lobby-value--deal-from--bottom = 아래쪽

lobby-value--deal-from--top = 위쪽

lobby-label--interleaved = 한 장씩 나눠주기

lobby-label--cuckoo-rule = 쿠쿠

lobby-value--cuckoo-rule--arrest = 교환을 막음

lobby-value--cuckoo-rule--declare = 언제든 선언

lobby-value--cuckoo-rule--auto = 자동으로 공개

lobby-label--cat-rule = 고양이

lobby-value--cat-rule--gnaf = 교환을 뒤집음 (냐프)

lobby-value--cat-rule--reverse = 교환을 왼쪽으로 보냄

lobby-value--cat-rule--owner = 처음 가진 사람이 짐

lobby-label--inn-rule = 집

lobby-value--inn-rule--insurance = 보험 질문

lobby-value--inn-rule--offer = 협상 제안

lobby-value--inn-rule--pass = 요청을 넘김

lobby-label--fool-rule = 광대

lobby-value--fool-rule--campli = 가장 낮은 카드와 비김

lobby-value--fool-rule--lu-stu = 내고 또 내게 함

lobby-value--fool-rule--clown = 받은 사람이 짐

lobby-label--tie-rule = 가장 낮은 카드가 같을 때

lobby-value--tie-rule--all = 모두 짐

lobby-value--tie-rule--earliest = 순서상 첫 사람만 짐

lobby-label--immediate-elimination = 즉시 탈락

lobby-label--reentry-doubling = 재참가 비용이 두 배로

lobby-value--reentry-doubling--elimination = 탈락할 때마다

lobby-value--reentry-doubling--reentry = 재참가할 때마다

lobby-label--rotation = 딜이 넘어가는 방식

lobby-value--rotation--dealer = 딜러에서 딜러로

lobby-value--rotation--starter = 첫 플레이어에서 첫 플레이어로

lobby-label--reshuffle = 다시 섞기

lobby-value--reshuffle--empty = 덱이 떨어졌을 때

lobby-value--reshuffle--deal = 채울 수 없는 딜 전에

lobby-label--drawn-set-ante = 무승부 세트 뒤 참가비

lobby-value--drawn-set-ante--excused = 탈락한 사람은 면제

lobby-value--drawn-set-ante--all = 모두 냄

lobby-label--short-payment = 전부 낼 수 없을 때

lobby-value--short-payment--nothing = 아무것도 내지 않음

lobby-value--short-payment--all = 가진 것을 모두 냄

lobby-label--tokens = 토큰

lobby-label--stake = 거는 돈

lobby-label--reentry = 재참가

lobby-label--remove-matto = 광대 한 장 빼기

lobby-label--inn-offers = 집 주인에게 하는 제안

lobby-label--chips = 칩

lobby-label--ante = 참가비

lobby-label--children-rounds = 아이들의 시간 라운드

lobby-label--max-sets = 최대 세트 수

lobby-label--one-cuckoo-from = 쿠쿠 한 장 빼는 인원

lobby-label--last-draw = 마지막 두 명이 비기면

lobby-value--last-draw--out = 둘 다 탈락

lobby-value--last-draw--playoff = 결승전

lobby-label--anti-cuckoo = 안티 쿠쿠

lobby-label--indian = 인디언

lobby-label--void = 무효

lobby-label--misere = 미제르

lobby-label--reincarnation = 환생

lobby-label--double = 더블

lobby-label--double-pack = 더블 팩

lobby-label--cuckoos = 덱의 쿠쿠 수

lobby-label--child-time = 아이들의 시간

lobby-label--second-high-low = 두 번째 하이로우

lobby-label--high-low = 하이로우

lobby-label--two-losers = 두 패자

lobby-label--lion = 사자

lobby-label--length = 게임 길이

lobby-value--length--short = 짧게

lobby-value--length--standard = 표준

lobby-label--cuckoo-declare = 쿠코 공개

lobby-value--cuckoo-declare--auto = 자동

lobby-value--cuckoo-declare--manual = 가진 사람이 선언

lobby-label--deals = 판 수

lobby-label--all-equal-safe = 모두 같으면 안전

lobby-label--lives = 목숨

lobby-label--king = 킹의 특권

lobby-label--ace = 에이스

lobby-value--ace--low = 가장 낮음

lobby-value--ace--high = 가장 높음, 킹 위

lobby-label--ties = 가장 낮은 카드가 같을 때

lobby-value--ties--all = 각자 목숨을 잃음

lobby-value--ties--last = 마지막으로 뒤집은 사람만

lobby-value--ties--pair = 짝은 안전

lobby-label--dealer-king = 딜러가 뽑은 킹 공개

lobby-label--final-tie = 모두 한꺼번에 탈락할 때

lobby-value--final-tie--keep = 마지막 목숨 유지

lobby-value--final-tie--split = 판돈을 나눔

lobby-label--dealer-three = 딜러가 세 장 받기

lobby-label--pack-size = 카드 장수

lobby-value--pack-size--auto = 인원에 따라

lobby-value--pack-size--32 = 32장

lobby-value--pack-size--52 = 52장

lobby-label--stock-matador = 딜러가 뽑은 마타도르

lobby-value--stock-matador--keep = 딜러가 자기 카드를 가짐

lobby-value--stock-matador--take = 딜러가 그 카드를 가짐

lobby-value--stock-matador--powers = 이웃의 카드처럼 작용

lobby-label--pass-at-dealer = 딜러에게 넘어간 요청

lobby-value--pass-at-dealer--stock = 카드 더미와 교환

lobby-value--pass-at-dealer--keep = 자기 카드를 가짐

lobby-label--cuckoo-fine = 뻐꾸기 벌금

lobby-label--fool-end = 끝날 때의 광대

lobby-value--fool-end--lowest = 그냥 가장 낮은 카드

lobby-value--fool-end--campli = 가장 낮은 카드와 함께 냄

lobby-label--direction = 방향

lobby-value--direction--right = 오른쪽

lobby-value--direction--left = 왼쪽

lobby-label--bird = 새

lobby-value--bird--stop = 교환을 끝냄

lobby-value--bird--on = 교환이 계속됨

lobby-label--cat = 고양이

lobby-value--cat--undo = 모든 교환을 되돌림

lobby-value--cat--pay = 요청한 사람이 냄

lobby-label--rider-fee = 기사 벌금

lobby-label--inn-fee = 여관 벌금

lobby-label--low-order = 낮은 말의 순서

lobby-value--low-order--modern = 현대식

lobby-value--low-order--sheet = 옛 규칙지

lobby-label--stakes = 내는 토큰

lobby-value--stakes--flat = 가장 낮은 말이 1을 냄

lobby-value--stakes--graded = 단계별, 1~5

lobby-label--on-credit = 외상으로 계속

lobby-value--on-credit--all = 모두

lobby-value--on-credit--first = 처음 다 쓴 사람만

lobby-value--on-credit--none = 아무도 없음


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_card = 이것이 당신의 카드입니다. 다른 사람은 볼 수 없습니다. 모두 차례를 마치면 카드를 공개하고 가장 낮은 카드가 집니다.

learn-intro_table = 테이블의 플레이어들입니다. 차례대로 각자 카드를 지키거나 다음 사람에게 교환을 요청합니다. 딜러는 마지막에 하며 더미와 교환할 수 있습니다.

learn-intro_choices = 당신의 차례가 되면 여기에 선택지가 나타나고, 가이드가 누를 것을 가리킵니다.

learn-tip_keep = 카드가 충분히 높습니다. 그대로 두세요 (강조된 선택).

learn-tip_exchange = 카드가 낮습니다. 교환을 요청하세요 (강조된 선택. 딜러는 더미와 교환합니다).

learn-tip_reenter = 토큰이 없습니다. 한 번도 지지 않은 사람이 있는 동안 다시 들어올 수 있습니다 (강조된 선택).

learn-tip_declare = 뻐꾸기를 가지고 있습니다. 선언하면 교환이 바로 멈춥니다.

learn-why_hunter = 사냥꾼(XIV)은 교환을 거절하고 요청한 사람을 쏩니다. 그 사람은 토큰을 잃습니다.

learn-why_horse = 말(XIII)은 교환을 거절합니다. 요청한 사람은 다음 사람에게 요청합니다.

learn-why_cat = 고양이(XII)는 교환을 거절합니다. 요청한 사람은 토큰을 잃고, 그 카드를 가져온 교환은 취소됩니다.

learn-why_cuckoo = 뻐꾸기(XV)는 가장 높은 카드입니다. 아무도 가져갈 수 없습니다.

learn-why_inn = 여관(XI)은 질문으로 답합니다. 요청한 사람은 카드를 지키거나 보험을 요청합니다.

learn-why_pack = 딜러는 마지막에 하며 이웃이 아니라 더미와 교환합니다.

learn-why_token_lost = 가장 낮은 카드를 보인 사람이 토큰을 잃습니다 (사냥꾼이나 고양이에게 요청한 사람도).

learn-why_dead_card = 교환 중에 마지막 토큰을 잃은 사람의 카드는 죽은 카드가 되어 더 이상 세지 않습니다.

learn-why_eliminated = 토큰이 없는 사람은 탈락합니다. 한 번도 지지 않은 사람이 있는 동안에는 다시 들어올 수 있습니다.

learn-why_reentered = 다시 들어올 때마다 비용이 커지고, 그 돈은 판돈으로 갑니다.

learn-why_pool = 토큰이 남은 마지막 사람이 판돈을 가져갑니다.

learn-outro_campli = 캄플리의 쿠쿠였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-why_cat_lustu = 고양이(XII)는 교환을 거절합니다. 요청한 사람은 토큰을 잃고 왼쪽 사람과 교환해야 합니다.

learn-why_inn_offer = 여관(XI)에서는 요청한 사람이 제안을 합니다. 여관 주인은 받아들이거나(카드를 교환) 거절합니다.

learn-why_drink = 여관 주인이 제안을 받아들였습니다. 한 잔 마시고 카드를 교환합니다.

learn-why_man = 남자(XIV)는 교환을 거절합니다. 요청한 사람은 바로 집니다.

learn-why_house = 집은 말처럼 교환을 거절합니다. 요청한 사람은 다음 사람에게 요청합니다.

learn-why_cat_cambio = 고양이(XII)는 교환을 거절합니다. 요청한 사람의 카드를 처음 가졌던 사람이 집니다.

learn-why_cuckoo_declared = 뻐꾸기를 가진 사람이 선언했습니다. 교환이 바로 끝나고 카드를 공개합니다.

learn-why_cuckoo_shown = 뻐꾸기가 바로 공개됩니다. 교환이 끝나고 카드를 공개합니다.

learn-why_lost_cambio = 특수 카드로 바로 지거나(남자, 고양이, 광대를 받음) 공개 때 가장 낮은 카드로 집니다.

learn-why_paid_cambio = 진 사람은 상자에 칩을 냅니다 (아이 시간에는 라운드 번호만큼).

learn-why_out_of_set = 어른 시간에는 진 사람이 세트에서 빠집니다. 마지막 남은 사람이 상자를 가져갑니다.

learn-why_set_won = 세트에 마지막까지 남은 사람이 상자의 칩을 모두 가져갑니다.

learn-intro_card_le_her = 이것이 당신의 카드입니다 (프렌치 카드, 킹이 가장 높고 에이스가 가장 낮음). 낮은 카드가 집니다.

learn-intro_table_le_her = 두 사람이 합니다. 딜러 옆 사람은 딜러와 카드를 바꿀 수 있고, 그다음 딜러는 더미에서 뽑을 수 있습니다.

learn-tip_exchange_le_her = 카드가 낮습니다. 교환하세요 (강조된 선택): 딜러와, 또는 딜러라면 더미 맨 위 카드와.

learn-why_deck_le_her = 딜러가 자기 카드를 더미 맨 위 카드와 바꿨습니다.

learn-why_deck_draw = 더미에서 뽑은 카드를 보여 줍니다.

learn-why_king = 킹은 절대 내주지 않습니다. 가진 사람이 보여 주고 지킵니다.

learn-why_paid_le_her = 낮은 카드를 가진 사람이 상대에게 판돈을 냅니다.

learn-outro_lu_stu = 몬토리오 알 보마노의 루 스투였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-outro_cambio = 규칙서의 뻐꾸기(캄비오), 한 세트였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.

learn-outro_bga = 보드 게임 아레나의 쿠코(짧은 게임)였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-outro_le_her = 르 에르였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-intro_card_lives = 이것이 당신의 카드입니다 (프렌치 카드: 킹이 가장 높고 에이스가 가장 낮음). 모두 차례를 마치면 카드를 공개하고 가장 낮은 카드가 목숨을 잃습니다.

learn-intro_table_lives = 차례대로 각자 카드를 지키거나 다음 사람과 교환합니다. 딜러는 마지막에 하며 더미와 교환할 수 있습니다.

# Coucou: the dealer does not exchange (learn-intro_talon_coucou says who does)
learn-intro_table_coucou = 차례대로 각자 카드를 지키거나 다음 사람과 교환합니다.

learn-intro_talon_coucou = 쿠쿠에서는 딜러가 세 장을 받아 가장 높은 카드를 지키고 나머지 두 장을 탈롱 아래에 넣습니다. 딜러 앞 사람은 탈롱과 교환합니다.

learn-tip_exchange_lives = 카드가 낮습니다. 교환하세요 (강조된 선택). 다음 사람과, 또는 마지막이면 더미와.

learn-why_king_lives = 킹은 절대 내주지 않습니다. 가진 사람이 보여 주고 교환은 거절됩니다.

learn-why_deck_lives = 마지막 사람은 이웃이 아니라 더미(탈롱)와 교환합니다.

learn-why_talon_under = 딜러는 세 장 중 가장 높은 카드를 지키고 나머지 두 장을 탈롱 아래에 넣었습니다.

learn-why_life_lost = 가장 낮은 카드가 판돈에 목숨 하나를 냅니다 (같은 최저 카드면 각자 냅니다).

learn-why_eliminated_lives = 목숨이 없는 사람은 탈락합니다.

learn-why_pot = 목숨이 남은 마지막 사람이 판돈을 가져갑니다.

learn-outro_ranter = 랜터 고 라운드였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-outro_coucou = 쿠쿠였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-intro_card_gnav = 이것이 당신의 카드입니다 (그나브 카드: 위에서부터 뻐꾸기, 기병, 고양이, 말, 집, 그다음 XII부터 O까지, 항아리, 올빼미, 광대). 모두 차례를 마치면 카드를 공개하고 가장 낮은 카드가 토큰 하나를 냅니다.

learn-intro_table_gnav = 차례대로 각자 자기 카드를 가지거나 다음 플레이어에게 교환을 요청합니다. 딜러는 마지막에 하며 카드 더미와 교환할 수 있습니다.

learn-intro_matadors_gnav = 가장 높은 다섯 카드는 마타도르로, 절대 내주지 않습니다. 뻐꾸기는 판을 멈추고, 기병과 고양이는 요청한 사람에게 토큰을 내게 하며, 말과 집은 요청을 넘깁니다.

learn-tip_exchange_gnav = 카드가 낮습니다: 교환을 요청하세요 (강조된 선택). 다음 플레이어와, 딜러라면 카드 더미와 교환합니다.

learn-why_knock_gnav = 가장 낮은 카드인 광대를 받은 사람은 탁자를 두드려야 합니다: 이제 모두가 그 위치를 압니다.

learn-why_matador_gnav = 마타도르는 절대 내주지 않습니다: 가진 사람이 보여주고 구호를 외칩니다.

learn-why_fined_gnav = 기병이나 고양이에게 요청하면 토큰 하나를 판돈에 냅니다.

learn-why_deck_gnav = 딜러, 또는 말이나 집을 가진 딜러에게 넘어간 요청은 카드 더미와 교환합니다.

learn-why_token_gnav = 가장 낮은 카드가 토큰 하나를 판돈에 냅니다 (같으면 각자 냅니다).

learn-why_out_gnav = 토큰이 없는 플레이어는 탈락합니다.

learn-why_pool_gnav = 토큰이 남은 마지막 플레이어가 판돈을 가집니다.

learn-outro_gnav = 그나브였습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.

learn-intro_card_slab = 이것이 당신의 말입니다 (슬라베르얀의 나무 말: 위에서부터 기사, 새, 고양이, 여관, 그다음 12에서 0까지, 그다음 흰 빵, 요강, 얼굴, 얀 리트). 모두 차례를 마치면 말을 공개하고 가장 낮은 말이 판돈에 토큰 하나를 냅니다.

learn-intro_table_slab = 차례로 각자 자기 말을 지키거나 다음 플레이어에게 교환을 요청합니다. 숫자나 낮은 말은 내줘야 합니다. 딜러는 마지막에 하며 주머니에서 새 말을 보지 않고 뽑을 수 있습니다.

learn-intro_matadors_slab = 가장 높은 네 말은 마타도르로, 절대 내주지 않습니다: 기사는 거절하고 요청자가 토큰을 내며, 새는 교환을 멈추고, 고양이는 모든 교환을 되돌리고, 여관은 요청을 다음으로 넘깁니다.

learn-tip_exchange_slab = 말이 낮습니다: 교환을 요청하세요 (강조된 선택). 다음 플레이어와, 딜러라면 주머니와 교환합니다.

learn-tip_keep_slab = 말이 충분히 높습니다. 그대로 두세요 (강조된 선택).

learn-why_inn_slab = “Herberg voorbij!”: 여관은 건너뛰고 요청자는 다음 플레이어와 교환합니다.

learn-why_rider_slab = “Kap af!”: 기사가 거절하고 요청자는 판돈에 토큰 하나를 냅니다.

learn-why_bird_slab = “Sta voor den vogel!”: 새가 교환을 즉시 멈추고 모든 말을 공개합니다. 요청자는 토큰 하나를 냅니다.

learn-why_cat_slab = “Poesje krabt alles terug!”: 이번 판의 모든 교환이 취소되고 각자 처음 받은 말을 다시 가집니다.

learn-why_bag_slab = 딜러는 자기 말을 아무도 다시 뽑을 수 없게 탁자에 내려놓고 주머니에서 새 말을 보지 않고 뽑습니다.

learn-why_paid_slab = 가장 낮은 말이 판돈에 토큰 하나를 냅니다 (기사나 새에게 요청한 사람도 하나를 냈습니다).

learn-why_credit_slab = 마지막 토큰을 잃은 플레이어는 다시 내야 할 때까지 “op sloffen”, 외상으로 계속합니다.

learn-why_dead_slab = 새 빚을 갚을 수 없는 플레이어는 죽은 것으로 선언되어 탈락합니다.

learn-why_pool_slab = 마지막까지 살아남은 플레이어가 판돈을 가져갑니다.

learn-outro_slab = 슬라베르얀이었습니다. 로비에서 테이블을 열어 실제 게임을 하고, 가족이 쓰는 옵션을 고르세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **쿠쿠**: 한 사람에 카드 한 장, 아무도 가장 낮은 카드를 원하지 않습니다.
    - 모두 카드 한 장을 뒷면으로 받습니다. 딜러의 오른쪽부터 차례로 카드를 **지키거나** 다음 플레이어와 **교환**합니다.
    - 몇몇 높은 카드는 교환을 거절하거나 요청한 사람에게 벌을 줍니다 (아래 카드 설명 참고: 규칙 세트마다 다릅니다).
    - { $dealer ->
        [talon] 딜러는 세 장을 받아 가장 높은 카드를 지킵니다. 딜러 앞 사람이 마지막으로 차례를 하고 탈롱과 교환합니다.
       *[pack] 딜러는 마지막에 하며, 대신 카드 더미와 교환할 수 있습니다.
    }
    - 그 다음 카드를 공개합니다: 가장 낮은 카드가 집니다 (규칙 세트에 따라 토큰, 칩 또는 목숨을 잃습니다).
    - { $pack ->
        [french] 순서: 프렌치 카드, 킹이 가장 높고 그다음 퀸, 잭, 10에서 2, 에이스가 가장 낮습니다 (무늬는 상관없습니다).
        [gnav] 순서: 그나브 카드, 위에서부터 다섯 마타도르(뻐꾸기, 기병, 고양이, 말, 집), 그다음 XII부터 O까지, 항아리, 올빼미, 가장 낮은 광대.
        [slabberjan] 순서: 슬라베르얀의 나무 말, 위에서부터 네 마타도르(기사, 새, 고양이, 여관), 그다음 12에서 0까지, 그다음 흰 빵, 요강, 얼굴, 가장 낮은 얀 리트.
       *[cuckoo] 순서: 그림 카드 XV에서 XI까지, 그다음 10에서 1, 그다음 0과 그 아래의 낮은 그림 카드.
            - 규칙 세트가 허용하면, 쿠쿠(XV)를 가진 사람은 **선언**하여 교환을 즉시 멈출 수 있습니다.
    }
    - 더 낼 것이 없는 사람은 탈락하고, 마지막까지 남은 사람(또는 정한 끝에서 가장 많이 가진 사람)이 이깁니다.

# taverna analyze's table and summary (games/cucu/research/analysis)
analysis_title = cucu/{ $rules }, { $players }명
analysis_method = { $method ->
        [exact] 정확한 해: 문턱 전략에 대한 제로섬 행렬 게임 (분수로 푼 심플렉스)
       *[simulated] 카드별로 반복한 최선 응답, 시뮬레이션한 딜에서
    }
analysis_seat = 자리
analysis_role = 역할
analysis_exchanges = 교환하는 카드
analysis_switches = 바꾸기 / 뽑기 (지킨 뒤)
analysis_keeps_from = 지키는 시작 카드
analysis_loss_rate = 패배율
analysis_naive = 단순 전략 (<5)
analysis_best_change = 가장 좋은 변경
analysis_role_name = { $role ->
        [dealer] 딜러
        [receiver] 받는 사람
        [first] 첫째
       *[seat] { $seat }번 자리
    }
analysis_never = 없음
analysis_deviation = { $card } { $action ->
        [keep] 지키기
       *[exchange] 교환하기
    }: { $gain } ± { $se } %p
analysis_state = { $converged ->
        [yes] 수렴함: { $rounds }라운드에서 바뀐 것이 없음 (변경은 표준오차 { $z }배보다 더 이겨야 함)
       *[no] 수렴하지 않음: 최대 { $max }라운드 중 { $rounds }라운드에도 전략이 바뀜 (라운드당 변화 { $history }); --iterations나 --deals를 늘리세요
    }
analysis_summary = { $simulator }: 자리와 라운드마다 반사실 딜 { $deals }개, { $rounds }라운드 (전략 변화: { $history }); { analysis_state }.  패배율은 딜 { $eval }개에서, ± 95% 구간; 단순 전략: 5 아래를 교환; 가장 좋은 변경: 한 카드의 다른 행동이 가져오는 가장 큰 패배율 감소 (퍼센트포인트, 마지막 라운드).
