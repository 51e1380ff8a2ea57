## cuajo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

win =
    { PARTICLE($player, "이/가") } bounit { PARTICLE($card, "으로/로") } 승리합니다, { $how ->
        [stock] 카드 더미에서 뽑아서
        [discard] 버린 카드를 가져와서
       *[claim] "time"을 외쳐 가져와서
    }: { $split }.

porbis = Porbis!

conditions_no_extra =
    bounit 조건 { $c1 ->
        [met] 충족
       *[not_met] 불충족
    }, sowee 조건 { $c2 ->
        [met] 충족
       *[not_met] 불충족
    }.

conditions_extra =
    bounit 조건 { $c1 ->
        [met] 충족
       *[not_met] 불충족
    }, sowee 조건 { $c2 ->
        [met] 충족
       *[not_met] 불충족
    } (추가로 뽑은 카드 { $n }장).

pays = 상대 각자가 { PARTICLE(NUMBER($amount, style: "currency", currency: "USD"), "을/를") } 냅니다.

match_start = 새 게임: { $teams }

deal_start = { $deal }번째 판: { PARTICLE($dealer, "이/가") } 카드를 나눠줍니다.

dealt =
    { $you ->
        [player] 내 카드: { $cards }.
       *[other] { $player }의 카드: { $cards }.
    }

sowee = sowee는 { $card }입니다. 카드 더미에 { $stock }장.

draw_shown = { PARTICLE($player, "이/가") } 카드 더미에서 { PARTICLE($card, "을/를") } 뽑아 공개합니다.

draw = { PARTICLE($player, "이/가") } 카드 더미에서 뽑습니다.

drew = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 뽑습니다.

take = { PARTICLE($player, "이/가") } 버린 카드 더미에서 { PARTICLE($card, "을/를") } 가져갑니다.

discard = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 버립니다.

secret_cards =
    { $you ->
        [player] 내 secret: { $cards }.
       *[other] { $player }의 secret: { $cards }.
    }

secret = { PARTICLE($player, "이/가") } secret을 내려놓고 받습니다: { $paid }.

secret_sowee = { PARTICLE($player, "이/가") } sowee의 secret을 내려놓고 받습니다: { $paid }.

paid_by = { $player }에게서 { NUMBER($amount, style: "currency", currency: "USD") }

purro_king = { $player }: "purro!" ({ $card } 공개)

purro_token = { $player }: "purro!" (토큰 공개)

purro_lost = { PARTICLE($player, "은/는") } 더 이상 purro가 아니며 다음 두 번 뽑는 카드를 공개해야 합니다.

time = { $player }: "time!" { PARTICLE($drawer, "이/가") } 뽑은 { PARTICLE($card, "을/를") } 가져갑니다.

no_claim = { PARTICLE($player, "은/는") } 카드를 가져가지 않습니다.

time_priority = { $player }: "time!" 그러나 { PARTICLE($card, "은/는") } 그것을 뽑은 { $drawer }의 손을 완성합니다: { PARTICLE($drawer, "이/가") } 이깁니다.

extra_card = { PARTICLE($player, "이/가") } 카드를 1장 더 뽑습니다: { $card }.

stock_out = 카드 더미가 다 떨어집니다: 이번 판은 무승부입니다.

money_of = { $player } { NUMBER($amount, style: "currency", currency: "USD") }

deal_end = 돈: { $money }

game_over = 게임이 끝났습니다. 승자: { $winners }.

game_over_tie = 게임이 끝났습니다. 승자: 없음 (동점).

head = { $deal }/{ $deals }번째 판 | 딜러 { $dealer } | 차례 { $turn } | sowee { $sowee } | 카드 더미 { $stock }

purro_mark = purro

purro_mark_shown = purro [{ $card }]

penalty = { $n }차례 동안 purro 불가

secrets = secret { $n }개

exposed = 손패: { $cards }

player =
    { "  " }{ $name }{ $you_mark ->
        [yes] { " " }(나)
       *[no] { "" }
    }, 파트너 { $partner }: { NUMBER($money, style: "currency", currency: "USD") }, { $cards }장 { $marks }

top = 버린 카드 맨 위: { $card }

hand = 내 손패: { $cards }

your_secret = 내 secret: { $cards }

waits = 필요한 카드 (이 중 하나): { $cards }

choices_head = 선택:

note_draw = 카드 더미 맨 위 카드를 가져옵니다 (다른 사람이 purro이면 모두에게 공개).

note_take = 이전 플레이어가 버린 카드를 가져옵니다.

note_discard = 이 카드를 앞면으로 버립니다 (킹은 안 됩니다). 예: discard 3c.

note_secret = 같은 카드 4장을 뒷면으로 내려놓습니다: 상대 각자가 즉시 돈을 냅니다.

note_sowee = sowee 3장과 이 네 번째 카드를 뒷면으로 내려놓습니다: 상대 각자가 돈을 냅니다.

note_purro = purro라고 말합니다: 카드 1장만 더 필요합니다. 이 킹(또는 토큰)을 보여줍니다.

note_silent = 지금은 purro라고 말하지 않습니다 (말하기 전까지는 이길 수 없습니다).

note_win = 손패를 공개하고 방금 받은 카드로 승리합니다.

note_time = "time"이라고 말합니다: 방금 뽑은 카드를 가져가 승리합니다.

note_pass = 카드를 그냥 보냅니다.

guide_place = 무늬 안에서 { $n }개 중 { $k }번째 등급 ({ $ranks }); 4장씩

guide_card = 다른 무늬의 같은 등급 3~4장, 또는 같은 무늬의 { $run } 연속에 들어갑니다; 같은 카드 4장은 시크릿이며, 상대 모두가 바로 지불합니다.

guide_ace = 다른 무늬의 에이스 3~4장에 들어갑니다 (에이스가 들어가는 연속은 없습니다); 같은 카드 4장은 시크릿이며, 상대 모두가 바로 지불합니다.

guide_king = 킹은 절대 버리지 않으며 혼자서 조합이 됩니다; 이긴 손의 킹마다 상대 각자가 내는 돈에 { $cents }센트가 더해집니다. 푸로를 부른 사람은 킹 하나를 보여 줍니다.

guide_sowee = 딜 뒤에 앞면으로 놓이는 sowee는 절대 플레이에 들어오지 않습니다; 그 카드 3장과 아무 카드 1장이 시크릿이 됩니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 쿠아호 (Cuajo)

lobby-description = 필리핀 러미: 16장을 모두 세트, 런, 비밀, 외톨이 킹으로 만듭니다. 파트너는 함께 나눕니다.

lobby-rules--pagat = pagat.com에 설명된 쿠아호 (Crisanta Ruisz)

lobby-option--deals = 한 게임의 판 수 (무승부 판도 셈)

lobby-option--full = 바우닛을 뽑았거나 두 조건을 모두 채운 승자에게 각 상대가 내는 센트 ($1.10)

lobby-option--bounit-only = 조건 1만 채웠을 때의 센트 (바우닛과 어울리는 카드 두 장)

lobby-option--sowee-only = 조건 2만 채웠을 때의 센트 (소위와 그와 어울리는 카드 두 장)

lobby-option--neither = 어느 조건도 채우지 못했을 때의 센트

lobby-option--porbis = 포르비스 패의 센트 (킹이 없거나, 잭-말-킹 런 안에 킹이 하나)

lobby-option--king-of-coins = 이긴 패에 있는 동전 킹 한 장마다 더하는 센트

lobby-option--other-king = 이긴 패에 있는 다른 킹 한 장마다 더하는 센트

lobby-option--secret = 비밀이 나오면 각 상대가 바로 내는 센트

lobby-option--max-turns = 이만큼의 턴 후에도 결정되지 않은 판은 무승부 (정해 둔 한도: 규칙에는 버린 카드를 끝없이 가져가는 것을 막는 것이 없음)

lobby-option--extra-cards = 바우닛을 뽑지 않은 승자가 조건을 채우려고 더 뽑을 수 있는 카드 수

lobby-label--deals = 판 수

lobby-label--full = 완전한 승리 (센트)

lobby-label--bounit-only = 조건 1만 (센트)

lobby-label--sowee-only = 조건 2만 (센트)

lobby-label--neither = 조건 없음 (센트)

lobby-label--porbis = 포르비스 (센트)

lobby-label--king-of-coins = 동전 킹 (센트)

lobby-label--other-king = 다른 킹 (센트)

lobby-label--secret = 비밀 (센트)

lobby-label--max-turns = 최대 턴 수

lobby-label--extra-cards = 추가로 뽑는 카드


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드입니다 (스페인식 카드: 컵, 동전, 검, 곤봉). 목표: 16장을 모두 조합으로 만들기 (다른 무늬의 같은 숫자 3~4장, 한 무늬의 3-4-5나 잭-말-킹, 킹 한 장).

learn-intro_table = 여기에 더미와 버린 카드가 있습니다. 앞면인 소위는 게임에 쓰이지 않지만 점수에 들어갑니다.

learn-intro_partner = 맞은편 사람이 당신의 파트너입니다. 함께 이기거나 함께 냅니다.

learn-tip_discard = 강조된 카드를 버리세요. 어떤 조합에도 맞지 않는 카드입니다 (킹은 절대 버리지 않음).

learn-tip_take = 마지막 버린 카드를 가져오세요 (강조된 더미). 당신의 조합을 완성합니다.

learn-tip_draw = 더미에서 뽑으세요 (강조된 더미). 마지막 버린 카드는 도움이 되지 않습니다.

learn-tip_silent = 아무 말도 하지 마세요 (강조된 선택). 아직 승리까지 한 장이 아닙니다.

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_sowee = 소위가 앞면으로 놓입니다. 게임에 쓰이지 않지만 점수에 들어갑니다.

learn-why_take = 더미에서 뽑는 대신 마지막 버린 카드를 가져올 수 있습니다. 그다음 카드 한 장을 버립니다.

learn-why_purro = 푸로: 그 사람은 승리까지 한 장이며 킹을 보여 줍니다. 푸로를 한 사람만 이길 수 있습니다.

learn-why_no_claim = 앞면으로 뽑힌 카드는 그 카드가 필요한 푸로 플레이어가 가져갈 수 있습니다.

learn-why_secret = 시크릿(똑같은 카드 네 장)을 내려놓았습니다. 상대는 바로 돈을 냅니다.

learn-why_win = 푸로 플레이어가 패를 완성했습니다. 모든 카드가 조합입니다.

learn-why_deal_end = 상대는 승자에게 냅니다. 이기는 카드를 직접 뽑았거나 킹이 있으면 더 많이 냅니다.

learn-outro = 쿠아호였습니다. 로비에서 테이블을 열어 한 매치를 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **쿠아호**: 4명이 두 팀(마주 앉은 두 사람이 한 팀)으로 하는 러미 게임입니다.
    - 112장의 스페인식 카드: 컵, 동전, 칼, 곤봉; 에이스, 3, 4, 5, 잭, 말, 킹이 각각 4장씩.
    - 딜러는 16장, 나머지는 15장을 받습니다. 다음 카드가 앞면으로 놓이는 **소위(sowee)** 입니다: 게임에 들어오지 않지만 점수 계산에 쓰입니다.
    - 목표: 16장 모두를 조합으로 만들기: 다른 문양의 같은 숫자 3~4장; 한 문양의 3-4-5 또는 잭-말-킹; 똑같은 카드 4장(**시크릿**); 킹 한 장.
    - 자기 차례에 카드 더미에서 **뽑거나** 마지막 버린 카드를 **가져온** 뒤, 한 장을 **버립니다** (킹은 버릴 수 없습니다).
    - 똑같은 카드 4장은 시크릿으로 내려놓을 수 있고, 상대 둘이 바로 돈을 냅니다. 소위와 같은 카드 3장과 아무 카드 1장도 시크릿이 됩니다.
    - 한 장만 있으면 이길 때 **푸로(purro)** 를 말하고 킹을 보여 줄 수 있습니다. 푸로인 사람만 이길 수 있습니다: 뽑은 카드, 버린 카드, 또는 다른 사람이 앞면으로 뽑은 카드를 요구해서.
    - 승자는 상대 두 사람에게서 받습니다: 이기는 카드를 직접 뽑으면 더 많이, 패의 킹만큼 더, 킹 없는 패(포르비스)는 정해진 금액.
