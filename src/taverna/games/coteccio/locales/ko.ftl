## coteccio: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start = 새 Coteccio 게임: { $players }; 판돈 { $pool }, 각자 목숨 { $lives }개.

deal_start = { $deal }번째 판: { PARTICLE($dealer, "이/가") } 카드를 나눠주고 { PARTICLE($leader, "이/가") } 먼저 냅니다.

hand = 내 카드: { $cards }.

play = { $player }: { PARTICLE($card, "을/를") } 냅니다.

trick = { PARTICLE($winner, "이/가") } { $number }번째 트릭을 가져갑니다 ({ $points }점).

capotto_choice = { PARTICLE($player, "이/가") } 트릭 4개를 가져갔습니다: 이번 판을 무효로 하거나, 카포토를 노리고 마지막 카드를 내세요.

annul = { PARTICLE($player, "이/가") } 이번 판을 무효로 합니다. 같은 딜러가 다시 나눠줍니다.

capotto_try = { PARTICLE($player, "이/가") } 카포토를 노리고 마지막 카드를 냅니다.

capotto = { $player } 카포토 성공: 목숨 1개를 얻고, 다른 모두는 1개를 잃습니다.

capotto_saved = { PARTICLE($saver, "이/가") } 카포토를 막았습니다: { PARTICLE($player, "은/는") } 목숨 1개를 잃고, { PARTICLE($saver, "은/는") } 1개를 얻습니다.

points = 카드 점수: { $points }.

gains = { PARTICLE($player, "이/가") } 목숨 1개를 얻습니다 (남은 목숨 { $lives }).

loses = { PARTICLE($player, "이/가") } 목숨 1개를 잃습니다 (남은 목숨 { $lives }).

dead = { $player }의 목숨이 다 떨어졌습니다.

dead_doctor = { $player }의 목숨이 다 떨어졌습니다. 의사를 부를 수 있습니다.

doctor = { PARTICLE($player, "이/가") } 의사를 부릅니다: 판돈에 { PARTICLE($fee, "을/를") } 내고 목숨 { $lives }개를 받습니다.

drop = { PARTICLE($player, "이/가") } 게임에서 빠집니다.

restart = 남은 모두가 동시에 탈락했습니다: 모두 목숨 { $lives }개로 다시 시작합니다. 판돈은 그대로 ({ $pool }).

match_end = { PARTICLE($winner, "이/가") } 마지막 생존자로 판돈 { PARTICLE($pool, "을/를") } 가져갑니다.

head = { $deal }번째 판: 딜러 { $dealer }, 선 { $leader }; 판돈 { $pool }.

player =
    { "  " }{ $name }: { $state ->
        [out] 탈락
       *[in] 목숨 { $lives }, 트릭 { $tricks }
    }

table = 테이블 위: { $cards }

won = { $winner } 승리.

to_act = 차례: { $names }.

help_capotto = annul: 이번 판을 무효로 합니다 (아무도 목숨을 잃지 않고 같은 딜러가 다시 나눠줍니다); lead: 카포토를 노리고 마지막 카드를 냅니다.

help_doctor = doctor: 비용을 내고 살아 있는 플레이어 중 가장 적은 목숨만큼 받습니다; drop: 게임에서 빠집니다.

help = play CARD: 카드를 냅니다 (예: 'play 1d', 'play Cs'). 같은 무늬가 있으면 내야 합니다. 카드 점수(에이스 6, 레 5, 카발로 4, 판테 3, 마지막 트릭 6)를 가장 많이 얻은 플레이어가 목숨 1개를 잃습니다.

guide_suit = 같은 무늬 카드

guide_points = 가져가는 사람에게 { $n }점: 되도록 적게 가져가세요. 으뜸패는 없습니다: 먼저 나온 무늬에서만 이깁니다.

guide_no_points = 점수가 없습니다. 으뜸패는 없습니다: 먼저 나온 무늬에서만 이깁니다.

guide_last = 마지막 트릭은 6점이 더 붙습니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 코테치오 (Coteccio)

lobby-description = 다섯 장, 으뜸패 없음: 카드 점수를 가장 많이 딴 사람이 목숨을 하나 잃고, 마지막까지 살아남은 사람이 판돈을 가져갑니다.

lobby-rules--trieste = 트리에스테식 코테치오 (IPCS 1989)

lobby-option--stake = 처음에 각 플레이어가 판돈에 내는 금액

lobby-option--lives = 각 플레이어가 처음 (그리고 다시 시작할 때) 가지는 목숨

lobby-option--doctor-fee = 의사를 부르는 비용 (판돈에 냄)

lobby-option--doctor-limit = 한 게임에서 각 플레이어가 의사를 부를 수 있는 횟수

lobby-label--stake = 처음 내는 금액

lobby-label--lives = 목숨

lobby-label--doctor-fee = 의사 비용

lobby-label--doctor-limit = 의사 호출 횟수


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드 5장입니다 (이탈리아 카드: 에이스, 킹, 기사, 잭, 그다음 7부터 2). 코테초에서는 점수를 얻지 않으려고 합니다.

learn-intro_trick = 트릭은 여기서 합니다. 할 수 있으면 무늬를 따르세요. 으뜸패는 없고, 처음 낸 무늬의 가장 높은 카드가 가져갑니다.

learn-tip_play = 강조된 카드를 내세요. 따라야 하면 무늬를 따르고, 점수를 가져올 높은 카드(에이스 6, 킹 5, 기사 4, 잭 3)를 털어 내세요.

learn-tip_doctor = 의사를 부르세요 (강조된 선택). 비용을 내고 목숨을 얻어 돌아옵니다.

learn-tip_drop = 기권하세요 (강조된 선택).

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_trick = 처음 낸 무늬의 가장 높은 카드가 트릭을 가져갔고, 그 사람이 다음을 시작합니다.

learn-why_points = 가져간 점수를 셉니다: 에이스 6, 킹 5, 기사 4, 잭 3, 마지막 트릭 6.

learn-why_lives = 점수를 가장 많이 가져간 사람이 목숨을 하나 잃습니다 (동점이면 모두).

learn-why_capotto_choice = 한 사람이 처음 네 트릭을 이겼습니다. 딜을 무효로 하거나 마지막 카드로 카포토를 노릴 수 있습니다.

learn-why_capotto_try = 카포토 도전: 다섯 번째 트릭도 이기면 목숨을 얻고 다른 모두가 하나씩 잃습니다. 지면 목숨을 잃습니다.

learn-why_capotto = 카포토: 다섯 트릭을 모두 딴 사람이 목숨을 얻고, 다른 모두가 하나씩 잃습니다.

learn-why_dead = 목숨이 없는 사람은 탈락합니다 (다른 두 사람이 살아 있으면 의사를 부를 수 있습니다).

learn-why_doctor = 의사를 불렀습니다. 비용은 판돈으로 가고 그 사람은 목숨을 얻어 돌아옵니다.

learn-outro = 코테초였습니다. 로비에서 테이블을 열어 목숨 넷으로 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **코테치오** (트리에스테): 2~7명이 점수를 **가져가지 않으려고** 하는 트릭 게임입니다.
    - 이탈리아 40장 카드; 각 문양에서 에이스, 킹, 기사, 잭, 그다음 7부터 2까지. 모두 5장씩 받습니다.
    - 딜러의 오른쪽 사람이 먼저 냅니다. 가능하면 같은 문양을 내야 하고, 으뜸패는 없으며, 처음 낸 문양의 가장 높은 카드가 트릭을 가져가고 다음을 시작합니다.
    - 점수: 에이스 6, 킹 5, 기사 4, 잭 3, 마지막 트릭 6. 가장 많은 점수를 가져간 사람이 **목숨**을 하나 잃습니다 (같으면 모두 잃습니다).
    - 한 사람이 처음 네 트릭을 모두 이기면, 이번 딜을 **무효**로 하거나 마지막 카드로 **시작**합니다: 다섯 번째도 이기면(카포토) 목숨을 하나 얻고 다른 모두가 하나씩 잃으며, 지면 본인이 하나를 잃습니다.
    - 모두 판돈을 내고 목숨 4개로 시작합니다.
    - 목숨이 없으면, 다른 두 사람 이상이 살아 있을 때 **의사를 부를** 수 있고(비용을 내고 가장 적은 생존자만큼 목숨을 받음), 아니면 **빠집니다**.
    - 마지막까지 살아남은 사람이 판돈을 모두 가져갑니다.
