## zifuli: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE).

match_start =
    Zifuli: 각자 칩 { $chips }개; { $end ->
        [rounds] { $rounds }라운드
       *[chips] 누군가 칩이 다 떨어질 때까지
    } 진행합니다.

deal_start = { $round }라운드: { PARTICLE($dealer, "이/가") } 각자 { $cards_each }장씩 나눠줍니다. 경매는 { $first }부터 시작합니다.

bid =
    { PARTICLE($player, "이/가") } { PARTICLE($card, "을/를") } 공개하며 입찰합니다 ({ $base ->
        [number] 숫자 카드
       *[picture] 그림 카드
    }).

pass = { $player }: 패스.

boss = { PARTICLE($player, "이/가") } 보스입니다. 다른 { PARTICLE($card, "을/를") } 가진 플레이어가 파트너입니다.

partner = 다른 { PARTICLE($card, "을/를") } 가지고 있습니다: 당신은 { $boss }의 비밀 파트너입니다.

alone = { $card } 2장을 모두 가지고 있습니다: 다른 4명과 혼자 대결합니다.

deal_void = 모두 패스했습니다: { $deal }번째 배분은 무효이고 다음 딜러가 카드를 나눠줍니다.

play = { $player }: { PARTICLE($card, "을/를") } 냅니다.

partner_revealed = { PARTICLE($player, "이/가") } 같은 카드를 냈습니다: { PARTICLE($player, "은/는") } { $boss }의 파트너입니다.

alone_revealed = { PARTICLE($player, "이/가") } { $card } 2장을 모두 냈습니다: 보스는 파트너가 없습니다.

trick =
    { PARTICLE($winner, "이/가") } 트릭을 가져갑니다 (기준 카드: { $base ->
        [number] 숫자 카드
       *[picture] 그림 카드
    }).

round_end_recount_draw =
    { $round }라운드: { $side } { $a } 대 { $b } { $others }; 동점이라 다시 계산하면 { $ra } 대 { $rb } (합계 82점). 무승부: 칩을 주고받지 않습니다.{ $moved ->
        [yes] { " " }칩: { $moves }.
       *[no] { "" }
    }

round_end_recount_won =
    { $round }라운드: { $side } { $a } 대 { $b } { $others }; 동점이라 다시 계산하면 { $ra } 대 { $rb } (합계 82점). { $winner } 승리.{ $moved ->
        [yes] { " " }칩: { $moves }.
       *[no] { "" }
    }

round_end_draw =
    { $round }라운드: { $side } { $a } 대 { $b } { $others }. 무승부: 칩을 주고받지 않습니다.{ $moved ->
        [yes] { " " }칩: { $moves }.
       *[no] { "" }
    }

round_end_won =
    { $round }라운드: { $side } { $a } 대 { $b } { $others }. { $winner } 승리.{ $moved ->
        [yes] { " " }칩: { $moves }.
       *[no] { "" }
    }

game_over = 게임이 끝났습니다 ({ $chips }). 승자: { $winner }.

head =
    { $round }{ $end ->
        [rounds] /{ $rounds }
       *[none] { "" }
    }라운드, 딜러 { $dealer }, { $phase ->
        [auction] 경매
        [tricks] 트릭
       *[over] 종료
    }

chips = { "  " }칩: { $chips }

bids = 입찰: { $bids }

passed = 패스: { $names }

boss_line =
    보스 { $boss } ({ $card }), { $who ->
        [alone] 파트너 없음
        [partner] 파트너 { $partner }
       *[secret] 비밀 파트너
    }; 남은 트릭 { $tricks_left }

revealed = 아직 손에 있는 입찰 카드: { $shown }

help_auction_choices = 경매: 카드 1장을 공개해 입찰합니다 (카드는 손에 남고 모두가 압니다). 처음 입찰한 카드가 기준 카드가 되어 종류(숫자 또는 그림)를 정합니다. 이후의 입찰은 같은 종류에서 마지막 입찰보다 약한 카드여야 합니다. 한 번 패스하면 다시 참여할 수 없습니다. 마지막 입찰자가 보스가 되고, 보스가 마지막으로 공개한 카드와 같은 카드를 가진 플레이어가 비밀 파트너입니다. 입력: bid CARD 또는 pass.{ "\u000A" }선택: { $choices }

help_play_choices = 기준 카드와 같은 종류가 있으면 그 카드를 내세요. 없으면 아무 카드나 낼 수 있지만 이길 수 없습니다. 숫자: 10이 가장 높습니다. 그림: 사자, 쿠쿠, 사람, 말, 고양이, 집, 광대, 0, 양동이, 가면. 같은 카드 2장이면 먼저 낸 카드가 높습니다. 점수: 10, 집부터 쿠쿠까지와 사자는 각 1점, 5부터 9는 각 0.5점 (합계 19점). 입력: play CARD.{ "\u000A" }선택: { $choices }

guide_bid = 경매에서는 카드를 보여 입찰합니다: 그 뒤의 입찰은 첫 입찰과 같은 종류의 더 약한 카드여야 합니다; 보스의 마지막 카드의 다른 한 장을 가진 사람이 파트너입니다.


## The lobby: the game's title and description, its rule sets and its options' help

lobby-title = 지풀리 (Zifuli)

lobby-description = 점점 약한 카드를 공개하며 입찰합니다. 보스는 마지막 입찰 카드의 쌍둥이를 몰래 가진 사람과 함께 나머지 셋을 상대로 칩을 걸고 싸웁니다.

lobby-rules--rulebook = 지풀리 (룰북)

lobby-option--chips = 각 플레이어가 처음 가지는 칩 (룰북: '적당한 수')

lobby-option--rounds = 0: 누군가 칩이 떨어질 때까지; N: N라운드 플레이; 그 후 칩이 가장 많은 사람이 승리

lobby-option--all-pass = 네 명이 패스하고 아무도 입찰하지 않았을 때: last-bids (남은 사람이 입찰해야 하며 보스가 됨) 또는 redeal (그 사람도 패스 가능; 딜은 무효가 되고 넘어감)

lobby-label--chips = 시작 칩

lobby-label--rounds = 라운드 수

lobby-label--all-pass = 모두 패스하면

lobby-value--all-pass--last-bids = 남은 사람이 입찰

lobby-value--all-pass--redeal = 딜 무효


## Learn to play (guide.py): the first steps, the tips, why things happened, the last word

learn-intro_hand = 당신의 카드 8장입니다: 숫자 카드(10부터 1까지)와 그림 카드(사자, 뻐꾸기, 남자 … 가면이 가장 약함).

learn-intro_auction = 먼저 경매입니다. 입찰하려면 손의 카드 한 장을 보여 줍니다. 다음 입찰은 같은 종류의 더 약한 카드여야 합니다. 마지막까지 남은 사람이 보스입니다.

learn-intro_choices = 선택지는 여기에 나타납니다. 입찰은 보여 줄 카드를 눌러서 합니다.

learn-tip_bid = 입찰하세요: 강조된 카드를 보여 줍니다. 마지막 입찰보다 약하고 같은 종류입니다.

learn-tip_pass = 패스하세요 (강조된 선택). 더 낮은 카드가 없으니 경매에서 빠집니다.

learn-tip_play = 강조된 카드를 내세요. 할 수 있으면 처음 낸 종류(숫자 또는 그림)를 따르세요.

learn-tip_other = 강조된 선택을 하세요. 지금 규칙이 요구하는 것입니다.

learn-why_bid = 입찰은 카드를 보여 줍니다. 다음 입찰은 같은 종류의 더 약한 카드여야 합니다.

learn-why_boss = 경매에 마지막까지 남은 사람이 보스입니다. 보스의 마지막 입찰 카드의 쌍둥이를 가진 사람이 비밀 파트너입니다.

learn-why_partner = 쌍둥이 카드를 내면 파트너가 누구인지 드러납니다.

learn-why_trick = 처음 낸 종류의 가장 강한 카드가 트릭을 가져갔고, 그 사람이 다음을 시작합니다.

learn-why_round_end = 코흐처럼 카드를 셉니다. 보스 편이 점수가 많으면 이기고, 칩이 오갑니다.

learn-outro = 지풀리였습니다. 로비에서 테이블을 열어 네 사람과 플레이해 보세요.


## At the table: the rules in brief (Markdown; the help's first part)

brief = **지풀리**: 정확히 5명이 하는 트릭 게임으로, 경매와 숨은 파트너가 있습니다.
    - 모두 8장씩 받습니다. 숫자 카드는 10에서 1까지, 그림 카드는 사자, 쿠쿠, 사람, 말, 고양이, 집, 광대, 0, 양동이, 가면 순서입니다 (가면이 가장 약합니다).
    - **경매**는 딜러의 오른쪽부터: **입찰**하려면 손의 카드 한 장을 공개합니다. 첫 입찰이 종류를 정하고, 이후 입찰은 그 종류의 더 약한 카드여야 합니다. **패스**한 사람은 경매에서 빠집니다.
    - 마지막까지 남은 사람이 **보스**입니다. 보스가 마지막으로 입찰한 카드와 같은 카드를 가진 다른 사람이 **파트너**이며, 파트너만 그 사실을 압니다. 두 장을 다 가진 보스는 혼자 네 명과 대결합니다.
    - 진행은 코치와 같습니다: 가능하면 같은 종류를 내고, 트릭의 종류 중 가장 강한 카드가 이깁니다.
    - 카드 점수도 코치와 같습니다 (모두 19점). 보스 팀은 점수가 더 많으면 이깁니다.
    - 칩: 보스 팀이 이기면 상대는 각자 1개를 내고 (보스 2개, 파트너 1개), 지면 보스가 2개, 파트너가 1개를 냅니다. 혼자인 보스는 각자에게서 2개를 받거나 2개씩 줍니다.
    - 누군가 칩이 떨어지면(또는 정한 라운드 뒤) 끝나고, 칩이 가장 많은 사람이 이깁니다.
