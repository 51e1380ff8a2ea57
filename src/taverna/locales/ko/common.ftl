## The sentences shared by every game (a game's own file may say any of them its way).

list_sep = ,{ " " }

# a list of names: its last two joined ($head: the others, joined by list_sep)
list = { $head }, { $last }

# whole sentences one after another ($head, then $tail: the card guide's powers of a card)
sentences = { $head } { $tail }

your_hand = 내 손패: { $cards }

on_table = 테이블 위: { $cards }

last_trick = 지난 트릭: { $cards }

your_choices = 선택: { $choices }

game_over_winner = 게임이 끝났습니다. 승자: { $winner }

nobody = 없음

nothing_now = { "  " }(지금은 할 일이 없습니다: 다른 플레이어를 기다리세요)

replay_deal = { $n }번째 판: { PARTICLE($dealer, "이/가") } 카드를 나눕니다

replay_deal_set = { $n }번째 판: { PARTICLE($dealer, "이/가") } 카드를 나눕니다 ({ $set }세트, { $round }라운드)

replay_loses = { $player } 패배

deal_summary = — { $n }번째 판 (딜러 { $dealer }): { $result }

round_summary = — { $n }라운드 (딜러 { $dealer }): { $result }

deal_lost = 패배: { $names }

deal_nobody_lost = 아무도 지지 않음

deal_won = 승리: { $names }

deal_back_in = 복귀: { $names }

# who went out of the match in the deal (after who is back in)
deal_out = 탈락: { $names }

counter_tokens = 토큰

counter_chips = 칩

counter_lives = 목숨

counter_points = 점

# the deals a player or team has won (Coch)
counter_won = 이긴 판

guide_place = { $n }장 중 { $k }번째로 강함

guide_place_in = { $group } { $n }장 중 { $k }번째로 강함

guide_plain = 특별한 능력은 없습니다: 순서만 중요합니다.

guide_numbers = 숫자 카드

guide_pictures = 그림 카드

guide_kind_rule = 같은 종류를 따릅니다: 다른 종류의 카드는 트릭을 이기지 못합니다.

guide_points = 가져가면 { $points }점 (모두 { $total }점).

guide_no_points = 가져가도 점수가 없습니다.

# a bot's name at a table (the server names it "Bot 2 (normal)"): its number and level in this language
bot_name = 봇 { $n } ({ $level ->
        [random] 무작위
        [simple] 단순
        [easy] 쉬움
        [hard] 어려움
        [learned] 학습됨
       *[normal] 보통
    })

# the terminal (taverna play): the prompt, a refused input
prompt = { $name }, 선택: { $choices }   ? 도움말, q 종료

prompt_optional = { $name }, 선택: { $choices }   ? 도움말, q 종료 (Enter: 넘기기)

not_now = 지금은 할 수 없습니다: { $error }

# a number typed that is none of the numbered choices
no_such_choice = { $n }번 선택지는 없습니다. 1부터 { $count }까지의 번호나 선택지의 단어를 입력하세요.

ask_argument = { $word }에는 인수가 필요합니다. 입력하세요. 예: { $example } (빈 줄: 선택지로 돌아가기)

# a line of a help text: a choice as it is typed ($action), then what it does ($note)
help_line = { "  " }{ $action }: { $note }

# a counter that moved over a deal ("+2 tokens", "−1 life"): $sign is + or −, $n how much, $counter which
# a counter's value after a deal ("3 chips", "12 points": Le Her's score is said in points): $n how many, $counter which (taverna replay)
counter_value = { $counter ->
        [tokens] { $n } { counter_tokens }
        [chips] { $n } { counter_chips }
        [lives] { $n } { counter_lives }
        [points] { $n } { counter_points }
        [score] { $n } { counter_points }
        [won] { counter_won } { $n }
        [money] { NUMBER($amount, style: "currency", currency: "USD") }
       *[other] { $counter } { $n }
    }

# a player who is out of the match, after their counters
counter_out = 탈락

counter_moved = { $counter ->
        [money] { $sign }{ NUMBER($amount, style: "currency", currency: "USD") }
       *[other] { $sign }{ $n } { $counter ->
            [tokens] { counter_tokens }
            [chips] { counter_chips }
            [lives] { counter_lives }
            [points] { counter_points }
            [score] { counter_points }
            [won] { counter_won }
           *[other] { $counter }
        }
    }

# one player's changes over a deal ($who: the player, $changes: the counters that moved, a list as the language writes one)
player_change = { $who } { $changes }

# two players' changes one after the other ("Ada −1 token; Bruno +1 token")
change_then = { $head }; { $tail }

# the parts of a deal's summary one after the other (who lost · the changes · who is back in)
summary_then = { $head } · { $tail }
