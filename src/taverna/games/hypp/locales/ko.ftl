## hypp: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start = { $round }라운드: { PARTICLE($dealer, "이/가") } 딜러입니다.

packets = { PARTICLE($player, "이/가") } 카드 더미 아래에서 각자에게 { $cards }장씩 덜어 줍니다.

bet = { $player }: 칩 { $chips }개를 겁니다.

bets_reduced = 딜러의 칩이 부족합니다: 건 칩을 { PARTICLE($bets, "으로/로") } 낮춥니다.

covered = { $player }: 칩 { $chips }개를 겁니다.

reveal = { $player }: { PARTICLE($card, "을/를") } 공개합니다.

paid = { PARTICLE($player, "이/가") } { $to }에게 칩 { $chips }개를 줍니다.

lowest_card = { PARTICLE($player, "이/가") } 가장 등급이 낮은 카드를 공개해 딜러 역할을 넘깁니다.

deal_handed_on = { PARTICLE($player, "이/가") } 딜러 역할을 넘깁니다.

game_over = 게임이 끝났습니다. 승자: { $winner }

head = { $round }라운드, 딜러 { $dealer }, 상한선 { $limit }

player = { "  " }{ $name }: 칩 { $chips }

player_bet = { "  " }{ $name }: 칩 { $chips }, 건 칩 { $bet }

help_packet = 딜러: `packet N`은 각 플레이어에게 N장을 줍니다 (1~{ $max_packet }); `pass`는 딜러 역할을 넘깁니다.

help_bet = 카드를 보지 않고 거세요: `bet N`, 1~{ $limit } (또는 가진 칩까지). 내 더미의 맨 아래 카드를 딜러의 카드와 비교합니다. 등급이 같으면 딜러가 승리합니다.

guide_card = 딜러의 카드와 비교: 더 강하면 베팅을 이기고, 약하거나 같으면 집니다.

guide_lowest = 라운드에서 가장 낮은 카드를 보인 딜러는 딜을 넘깁니다.

guide_lowest_pack = 카드 더미에서 가장 낮은 카드: 이 카드를 보인 딜러는 딜을 넘깁니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 히프 (Hypp)

lobby-description = 자기 묶음 맨 아래 카드를 보지 않고 딜러의 카드와 겨루어 겁니다. 비기면 딜러가 이깁니다.

lobby-rules--rulebook = 히프 (룰북)

lobby-option--limit = 한 번 거는 돈의 하우스 한도

lobby-option--lowest-card = 딜러를 넘기게 하는 딜러의 카드: 그 라운드에 공개된 카드 중 가장 낮은 카드, 같은 등급 포함 (round), 또는 카드 전체에서 가장 낮은 광대 (pack)

lobby-option--chips = 각 플레이어가 처음 가지는 칩 (0: 룰북의 한도 x 인원 x 2)

lobby-label--limit = 베팅 한도

lobby-label--chips = 시작 칩

lobby-label--lowest-card = 가장 낮은 카드

lobby-value--lowest-card--round = 라운드에서 가장 낮은 카드

lobby-value--lowest-card--pack = 카드 전체에서 가장 낮은 카드 (광대)


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_table = 힙은 딜러를 상대로 보지 않고 합니다. 아무도 자기 카드를 보지 않습니다. 카드 순서는 캄비오와 같고 뻐꾸기가 가장 높습니다.

learn-intro_choices = 선택지는 여기에 나타납니다. 딜러일 때는 묶음 크기, 아닐 때는 베팅입니다.

learn-tip_packet = 당신이 딜러입니다. 묶음 크기(입력됨)를 정하고 강조된 버튼을 누르세요. 모두 더미 아래에서 그만큼 보지 않고 가져갑니다.

learn-tip_bet = 보지 않고 베팅하세요 (금액 입력됨). 강조된 버튼을 누르세요. 하우스 한도까지입니다.

learn-tip_pass = 딜을 다음 사람에게 넘기세요 (강조된 선택).

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_packets = 다른 사람들은 이제 더미 아래에서 가져온 카드 묶음을 보지 않고 가지고 있습니다.

learn-why_covered = 딜러가 베팅 총액을 받아 줍니다.

learn-why_paid = 딜러보다 강한 카드는 딜러에게서 베팅만큼 받고, 약하거나 같으면 딜러가 가져갑니다.

learn-why_lowest_card = 가장 낮은 카드를 보인 딜러는 딜을 넘겨야 합니다.

learn-outro = 힙이었습니다. 로비에서 테이블을 열어 실제로 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **히프**: 2~8명이 딜러를 상대로 카드를 보지 않고 거는 게임입니다.
    - 카드 순서는 Cambio와 같습니다: 쿠쿠가 가장 높고 … 광대가 가장 낮습니다.
    - 딜러가 **묶음** 크기를 정하면, 다른 플레이어는 각자 카드 더미 아래에서 그만큼을 보지 않고 가져갑니다.
    - 각자 보지 않고 1부터 상한선까지(가진 칩 이하로) **겁니다**. 딜러는 그 합계만큼 겁니다.
    - 딜러가 카드 더미 맨 아래 카드를 공개하고, 이어서 딜러의 왼쪽부터 각 묶음의 맨 아래 카드를 공개합니다.
    - 딜러보다 **강한** 카드는 건 만큼 딜러에게서 받고, 약하거나 같으면 딜러가 건 칩을 가져갑니다.
    - 라운드 시작에 딜러는 다음 사람에게 딜러를 **넘길** 수 있고, 가장 낮은 카드를 공개한 딜러는 넘겨야 합니다.
    - 누군가 칩이 떨어지거나 모두 한 번씩 딜러를 하면 끝나고, 칩이 가장 많은 사람이 이깁니다.
