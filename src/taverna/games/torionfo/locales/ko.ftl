## torionfo: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

deal_start = { $deal }라운드: { PARTICLE($dealer, "이/가") } 카드를 섞고 { PARTICLE($cutter, "이/가") } 나눕니다.

cut = { PARTICLE($player, "이/가") } 카드 더미에서 { $cards }장을 들어 올립니다.

cut_take = { PARTICLE($player, "이/가") } 위쪽 더미의 맨 아래 카드 { PARTICLE($card, "을/를") } 공개하고 가져갑니다.

dealt = { PARTICLE($dealer, "이/가") } 각자 { $cards_each }장씩 나눠줍니다.

turn_take = { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 뒤집어 가져갑니다.

torionfo = Torionfo 카드는 { $card }입니다 (같은 카드도 Torionfo 카드입니다). 카드 더미에 { $stock }장 남았습니다.

discard = { PARTICLE($player, "이/가") } 카드 1장을 뒷면으로 카드 더미 밑에 놓습니다.

discarded = ({ PARTICLE($card, "을/를") } 카드 더미 밑에 놓았습니다)

play_start = { PARTICLE($leader, "이/가") } 시작 플레이어입니다. 트릭 { $tricks }번.

lead =
    { PARTICLE($player, "이/가") } { $base ->
        [number]
            { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }, 기준 숫자 카드로
        [picture]
            { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }, 기준 그림 카드로
       *[none]
            { PARTICLE($card, "으로/로") }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }
    } 시작합니다.

play =
    { $player }: { $base ->
        [number]
            { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }, 기준 숫자 카드를
        [picture]
            { $card }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }, 기준 그림 카드를
       *[none]
            { PARTICLE($card, "을/를") }{ $what ->
                [torionfo] { " " }(Torionfo)
               *[none] { "" }
            }
    } 냅니다.

base =
    { PARTICLE($player, "이/가") } 이번 트릭의 기준을 { $base ->
        [number] 숫자 카드로
       *[picture] 그림 카드로
    } 정합니다.

trick = { PARTICLE($winner, "이/가") } 트릭을 가져갑니다 ({ $points }점).

deal_end = { $deal }라운드 점수: { $parts } (내지 않은 카드의 점수 { $unused }점).

draw_game = 게임이 끝났습니다: 총점이 같아 무승부입니다.

head =
    { $deal }/{ $deals }라운드, 딜러 { $dealer }, { $phase ->
        [cut] { PARTICLE($cutter, "이/가") } 나누는 중
        [discard] 카드 더미 밑에 버리는 중
       *[tricks] 남은 트릭 { $tricks_left }
    }

# one line per side (a team of two, or a player alone)
side_total = { "  " }{ $side }: { $points }점

torionfo_card = Torionfo 카드: { $card }

on_table_base =
    테이블 위: { $cards } (기준: { $base ->
        [number] 숫자 카드
       *[picture] 그림 카드
    })

help = cut N: 카드 N장을 들어 올립니다 (1-39). 위쪽 더미의 맨 아래에 나온 10, 쿠쿠, 사람은 모두 당신의 것입니다. discard CARD: 정해진 장수가 될 때까지 카드를 카드 더미 밑에 놓습니다. play CARD: 할 수 있다면 기준 카드와 같은 종류(숫자 1-10 또는 그림)를 내세요. Torionfo 카드(와 같은 카드)는 언제든 낼 수 있으며 모든 카드를 이깁니다. 이 카드로 시작하면 기준을 정하세요: base number 또는 base picture. 같은 카드 2장이면 먼저 낸 카드가 더 강합니다.{ "\u000A" }선택: { $choices }

guide_taken = 커트에서 나오면 커트한 사람이 가져갑니다 (가운데에 뒤집히면 딜러가).

guide_torionfo = 가운데에 뒤집힌 카드가 토리온포 카드입니다: 그 카드와 쌍둥이는 언제든 낼 수 있고 모든 카드를 이깁니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 토리온포 (Torionfo)

lobby-description = 마주 앉은 파트너끼리 같은 종류 (숫자 또는 그림)를 따라 냅니다. 토리온포 카드는 모든 카드를 이깁니다. 네 판 후 카드 점수로 승부를 정합니다. 4인 (두 팀) 또는 2인.

lobby-rules--standard = 토리온포 (룰북)

lobby-option--deals = 플레이할 판 (라운드) 수; 룰북은 4판, 매번 딜이 오른쪽으로 넘어감

lobby-label--deals = 판 수


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드 8장입니다: 숫자 카드(10부터 1까지)와 그림 카드(뻐꾸기, 남자, 말, 고양이, 집 …).

learn-intro_partner = 맞은편 사람이 당신의 파트너입니다. 카드 점수를 함께 셉니다.

learn-intro_trick = 가운데에 토리온포 카드가 앞면으로 놓입니다. 이 카드와 쌍둥이 카드는 모든 카드를 이깁니다. 트릭은 여기서 합니다.

learn-tip_play = 강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요. 토리온포 카드는 언제든 낼 수 있고 모든 카드를 이깁니다.

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_cut_take = 커트한 사람은 커트에서 나온 10, 뻐꾸기, 남자를 모두 가져갑니다.

learn-why_torionfo = 이 카드와 쌍둥이 카드가 이번 딜의 토리온포 카드입니다. 모든 카드를 이깁니다.

learn-why_discarded = 8장보다 많이 가진 사람은 남는 카드를 보이지 않게 더미 아래에 넣습니다.

learn-why_trick = 트릭의 종류에서 가장 강한 카드(또는 토리온포 카드)가 가져갔고, 그 사람이 다음을 시작합니다.

learn-why_deal_end = 카드는 숫자만큼 점수가 됩니다(뻐꾸기 15 … 1). 점수가 많은 팀이 이깁니다.

learn-outro = 토리온포였습니다. 로비에서 테이블을 열어 네 딜을 모두 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **토리온포**: 4명(마주 앉은 두 사람이 한 팀) 또는 2명이 하는 트릭 게임입니다.
    - 카드는 두 종류: **숫자 카드**(10이 가장 높고 1까지)와 **그림 카드**(쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, 사자, 광대 순서).
    - 딜 전에 딜러의 왼쪽 플레이어가 카드를 나누고, 나눈 곳에서 나온 10, 쿠쿠, 사람을 모두 가져갑니다.
    - 각자 8장(2명이면 16장)을 받습니다. 가운데에 공개한 카드가 **Torionfo 카드**이며, 어디에 있든 같은 카드도 Torionfo 카드입니다.
    - 8장보다 많이 가진 사람은 몇 장을 보이지 않게 카드 더미 밑에 놓습니다.
    - 딜러의 오른쪽이 먼저 냅니다. 가능하면 첫 카드와 같은 종류를 내야 하며, 다른 종류의 카드는 절대 이기지 못합니다.
    - Torionfo 카드는 언제든 낼 수 있고 모든 카드를 이깁니다. 그것으로 시작한 사람은 트릭의 종류를 정합니다.
    - 트릭의 종류 중 가장 강한 카드가 트릭을 가져가고 다음을 시작합니다. 같은 카드 두 장은 먼저 낸 쪽이 높습니다.
    - 카드 점수는 숫자 그대로(쿠쿠 15 … 1)이고, 0과 낮은 그림 카드는 0점입니다. 정한 라운드(4) 뒤 점수가 많은 팀이 이깁니다.
