## kille: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

round_start = { $round }라운드: { PARTICLE($dealer, "이/가") } 각자 { $cards_each }장씩 나눠줍니다 (사용하지 않는 카드 { $unused }장).

play = { $player }: { PARTICLE($card, "을/를") } 냅니다.

trick_last = { $winner } 승리 (마지막 트릭은 가장 약한 카드가 가져갑니다).

trick = { $winner } 승리 (가장 강한 카드가 트릭을 가져갑니다).

round_won = { PARTICLE($player, "이/가") } 라운드에서 승리했습니다 (총 { $points }점).

head = { $round }/{ $rounds }라운드, 딜러 { $dealer }, 남은 트릭 { $tricks_left }

player = { "  " }{ $name }: { $points }점

player_chips = { "  " }{ $name }: { $points }점, 칩 { $chips }

help = 테이블의 모든 카드보다 강한 카드를 내세요. 없다면 가장 약한 카드를 반드시 내야 합니다. 같은 카드라면 나중에 낸 카드가 더 약합니다. 가장 강한 카드가 트릭을 가져가고 다음 트릭을 시작하지만, 마지막 트릭은 가장 약한 카드가 가져가고 1점을 얻습니다.{ "\u000A" }선택: { $choices }

guide_card = 테이블의 모든 카드보다 강할 때만(또는 가장 약한 카드일 때) 낼 수 있습니다; 가장 강한 카드가 트릭을 가져가지만, 마지막 트릭은 가장 약한 카드가 이깁니다. 같은 카드 두 장이면 나중 카드가 더 약합니다.

guide_top = 이길 카드가 없습니다: 마지막을 뺀 모든 트릭을 가져갑니다.

guide_bottom = 가장 약한 카드: 마지막 트릭과 그 1점을 얻습니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 크립킬레 (Krypkille)

lobby-description = 테이블의 모든 카드를 이기거나 가장 약한 카드를 냅니다. 가장 약한 카드가 마지막 트릭을 가져갑니다.

lobby-rules--standard = 크립킬레 (룰북)

lobby-rules--duplicate = 듀플리케이트를 더한 크립킬레

lobby-rules--nordic = 스웨덴 킬레 카드 42장으로 하는 크립킬레

lobby-option--pack = 쿠쿠 카드 40장 (cuckoo) 또는 스웨덴 킬레 카드 42장 (kille)

lobby-option--duplicate = 듀플리케이트 확장: 칩, 낸 카드를 왼쪽으로 넘김, 딜이 왼쪽으로 이동

lobby-option--rounds = 플레이할 라운드 수 (0: 플레이어 수만큼)

lobby-option--hand = 각자 받는 카드 수 (0: 룰북처럼 카드를 똑같이 나눌 수 있는 만큼); 더 적으면 마지막 트릭들만 플레이: 연구용 엔드게임이며 룰북의 규칙이 아닙니다

lobby-option--target = 대신 누군가 이 점수에 이를 때까지 플레이 (0: 목표 없음; 표준 게임만)

lobby-label--duplicate = 듀플리케이트 확장

lobby-label--pack = 카드 묶음

lobby-value--pack--cuckoo = 쿠쿠 카드 (40장)

lobby-value--pack--kille = 킬레 카드 (42장)

lobby-label--rounds = 라운드 수

lobby-label--hand = 1인당 카드 수

lobby-label--target = 목표 점수


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드입니다. 캄비오와 같은 순서: 뻐꾸기(15)가 가장 높고 … 광대가 가장 낮습니다.

learn-intro_trick = 트릭은 여기서 합니다. 테이블의 모든 카드보다 강한 카드를 내야 하고, 없으면 가장 약한 카드를 냅니다.

learn-tip_play = 강조된 카드를 내세요. 할 수 있으면 테이블의 모든 카드보다 강한 카드, 아니면 가장 약한 카드입니다. 아주 약한 카드는 마지막 트릭을 위해 남겨 두세요.

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_trick = 가장 강한 카드가 트릭을 가져갔습니다(마지막 트릭은 가장 약한 카드). 그 사람이 다음을 시작합니다.

learn-why_round_won = 마지막 트릭의 가장 약한 카드가 라운드와 1점을 가져갑니다.

learn-why_round_start = 새 라운드입니다. 딜이 넘어갑니다.

learn-why_round_start_duplicate = 듀플리케이트: 두 번째 라운드부터 각자의 패는 이웃이 썼던 카드 더미라서 모두 같은 카드로 플레이합니다.

learn-intro_hand_nordic = 스웨덴 킬레 카드(42장)에서 받은 당신의 카드입니다: 할리퀸(Harlekin)이 가장 높고, 쿠쿠(Kuku) … 가면(Blaren)이 가장 낮습니다.

learn-outro_nordic = 킬레 카드로 한 크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.

learn-outro = 크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.

learn-outro_duplicate = 듀플리케이트 크립킬레였습니다. 로비에서 테이블을 열어 한 게임을 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **크립킬레**: 3명 이상이 하는 트릭 게임으로, 마지막 트릭은 가장 약한 카드가 이깁니다.
    - 카드 순서는 Cambio와 같습니다: 쿠쿠(15)가 가장 높고 … 광대가 가장 낮습니다. 모두 같은 수만큼 최대한 받고, 남은 카드는 보지 않고 치웁니다.
    - 딜러 다음 사람이 시작합니다. 자기 차례에는 테이블의 모든 카드보다 **강한** 카드를 내야 하며, 없으면 가장 **약한** 카드를 내야 합니다.
    - 가장 강한 카드가 트릭을 가져가고 다음을 시작합니다. 같은 카드 두 장은 나중에 낸 쪽이 약합니다.
    - **마지막 트릭**에서는 가장 약한 카드가 이기고, 그 사람이 1점을 얻습니다.
    - 딜러가 넘어가며, 플레이어 수만큼 라운드를 한 뒤(또는 정한 목표 점수에서) 점수가 가장 많은 사람이 이깁니다.
    - **북유럽 카드** (별도의 규칙): 룰북이 권하는 스웨덴 킬레 카드 42장: 할리퀸(Harlekin)이 가장 높고, 쿠쿠(Kuku), 경기병, 돼지, 기병, 여관, 12 … 1, 화환, 화분, 가면(Blaren)이 가장 낮습니다.
    - **Duplicate**: 모두 칩을 가지고 시작하고, 마지막 트릭 뒤 다른 사람들이 승자에게 칩 1개씩 줍니다. 2라운드부터는 이웃이 쓴 카드 더미가 내 패가 되고, 딜러는 반대 방향으로 넘어갑니다.
