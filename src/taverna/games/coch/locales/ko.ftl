## coch: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = Coch: { $team1 } 대 { $team2 }; 총 { $deals }라운드.

deal_start = { $deal }라운드: { PARTICLE($dealer, "이/가") } 각자 { $cards_each }장씩 나눠줍니다. { PARTICLE($leader, "이/가") } 시작 플레이어입니다.

play = { $player }: { PARTICLE($card, "을/를") } 냅니다.

trick =
    { PARTICLE($winner, "이/가") } 트릭을 가져갑니다 (기준 카드: { $base ->
        [number] 숫자 카드
       *[picture] 그림 카드
    }).

deal_end_recount_draw = { $deal }라운드: { $team1 } { $a } 대 { $b } { $team2 }; 동점이라 다시 계산하면 { $ra } 대 { $rb } (합계 82점). 무승부입니다.

deal_end_recount_won = { $deal }라운드: { $team1 } { $a } 대 { $b } { $team2 }; 동점이라 다시 계산하면 { $ra } 대 { $rb } (합계 82점). { $winner } 팀이 라운드에서 승리합니다.

deal_end_draw = { $deal }라운드: { $team1 } { $a } 대 { $b } { $team2 }. 무승부입니다.

deal_end_won = { $deal }라운드: { $team1 } { $a } 대 { $b } { $team2 }. { $winner } 팀이 라운드에서 승리합니다.

over_won_draw = 게임이 끝났습니다 (라운드 { $a } 대 { $b }). 무승부입니다.

over_won_winners = 게임이 끝났습니다 (라운드 { $a } 대 { $b }). 승자: { $winner }.

over_draw_all = 게임이 끝났습니다. 무승부입니다.

over_winners_all = 게임이 끝났습니다. 승자: { $winner }.

head = { $deal }/{ $deals }라운드, 딜러 { $dealer }, 남은 트릭 { $tricks_left }

team = { "  " }{ $team }: 이번 라운드 트릭 { $taken }; { $points }점, 이긴 라운드 { $won }

hand_partner = 내 손패 (파트너 { $partner }): { $cards }

help = 기준 카드와 같은 종류(숫자 카드 1-10 또는 그림 카드)가 있으면 그 카드를 내세요. 없으면 아무 카드나 낼 수 있지만 이길 수 없습니다. 기준 카드와 같은 종류 중 가장 강한 카드가 트릭을 가져갑니다. 같은 카드 2장이면 먼저 낸 카드가 높습니다. 숫자: 10이 가장 높습니다. 그림: 사자, 쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, 광대. 점수: 10, 집부터 쿠쿠까지와 사자는 각 1점, 5부터 9는 각 0.5점 (합계 19점).{ "\u000A" }입력: play CARD.  선택: { $choices }

guide_recount = 두 팀이 모두 9½점이면 카드를 다시 셉니다: 그때는 { $n }점입니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 코치 (Coch)

lobby-description = 2 대 2: 같은 종류 (숫자 또는 그림)를 따라 내고 점수가 있는 트릭을 따냅니다. 사자가 가장 강한 그림 카드입니다.

lobby-rules--rulebook = 코치 (룰북)

lobby-option--deals = 플레이할 판 수, 매번 딜이 오른쪽으로 넘어감 (1: 룰북의 한 게임; 그 이상: 더 많은 판을 이긴 팀이 승리, 같으면 무승부)

lobby-label--deals = 판 수


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드 10장입니다: 숫자 카드(10부터 1까지)와 그림 카드(사자가 가장 강함).

learn-intro_partner = 맞은편 사람이 당신의 파트너입니다. 둘이 딴 트릭의 점수를 함께 셉니다.

learn-intro_trick = 트릭은 여기서 합니다. 한 장씩 내고, 처음 낸 종류의 가장 강한 카드가 가져갑니다.

learn-tip_play = 강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요. 다른 종류의 카드는 절대 이기지 못합니다.

learn-why_trick = 처음 낸 종류의 가장 강한 카드가 트릭을 가져갔고, 그 사람이 다음 트릭을 시작합니다.

learn-why_deal_end = 카드를 셉니다: 10, 집, 고양이, 말, 남자, 뻐꾸기, 사자는 1점, 5~9는 0.5점. 점수가 많은 팀이 이깁니다.

learn-outro = 코흐였습니다. 로비에서 테이블을 열어 세 사람과 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **코치**: 정확히 4명이 두 팀으로 하는 트릭 게임입니다 (마주 앉은 두 사람이 한 팀).
    - 카드는 두 종류: **숫자 카드**(10이 가장 높고 1까지)와 **그림 카드**: 사자, 쿠쿠, 사람, 말, 고양이, 집, 0, 양동이, 가면, 광대 (사자가 가장 강합니다).
    - 모두 10장씩 받습니다. 딜러 다음 사람이 첫 트릭을 시작합니다.
    - 가능하면 첫 카드와 같은 종류를 내고, 없으면 아무 카드나 내지만 다른 종류의 카드는 절대 이기지 못합니다.
    - 트릭의 종류 중 가장 강한 카드가 4장을 가져가고 다음을 시작합니다. 같은 카드 두 장은 먼저 낸 쪽이 높습니다.
    - 10번의 트릭 뒤 팀별로 셉니다: 10, 집, 고양이, 말, 사람, 쿠쿠, 사자는 1점; 5~9는 0.5점; 나머지는 0점 (모두 19점).
    - 점수가 많은 팀이 이깁니다. 9.5점씩 같으면 다른 방법으로 다시 세고, 그래도 같으면 무승부입니다.
