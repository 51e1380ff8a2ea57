## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).

lang-name = 한국어

app-tagline = 쿠쿠 카드 게임 모음

refuse-not_your_turn = 내 차례가 아닙니다 ({ $action }). 기다리는 사람: { $names }.

refuse-illegal = 지금은 할 수 없습니다: { $action }. 지금 가능한 것: { $legal }.

# the same, with the engine's reason (in the engine's words)
refuse-illegal_why = 지금은 할 수 없습니다: { $action }. 지금 가능한 것: { $legal }. ({ $why })

refuse-nothing = 없음

refuse-stale = 테이블이 이미 진행되었습니다: 지금 상태를 보고 다시 고르세요.

field-phase = 단계

field-deal = 딜

field-dealer = 딜러

field-order = 진행 순서

field-pool = 상자

field-round = 라운드

field-rounds = 라운드 수

field-deals = 딜 수

field-set = 세트

field-time = 시간

field-deck_size = 카드 더미

field-discards = 버린 카드

field-cards = 공개된 카드

field-trick = 트릭

field-tricks = 트릭

field-last_trick = 지난 트릭

field-tricks_left = 남은 트릭

field-tricks_won = 이긴 트릭

field-hand_sizes = 손의 카드 수

field-bets = 베팅

field-limit = 상한선

field-stock = 카드 더미

field-sowee = 소위

field-base = 기준 종류

field-teams = 팀

field-torionfo = Torionfo 카드

field-bids = 입찰

field-boss = 보스

field-partner = 파트너

field-leader = 시작 플레이어

field-money = 돈

field-secrets = 시크릿

field-alone = 보스 단독

field-auction_base = 입찰 종류

field-cut_taken = 컷에서 가져간 카드

field-cutter = 컷하는 사람

field-direction = 교환 방향

field-hand_size = 한 사람당 카드 수

field-inn = 여관

field-max_packet = 가장 큰 묶음

field-on_credit = 외상으로 계속하는 사람

field-packet_size = 묶음 카드 수

field-passed = 패스한 사람

field-played = 낸 카드

field-revealed = 손에 남은 입찰 카드

field-turn_taken = 딜러가 가져간 카드

field-used = 쓴 카드

field-waits = 손을 완성할 카드

# Torionfo's cards won in tricks this deal, by player (a seat's `won` counter is its deals won)
field-won = 딴 카드

# keys inside a value of the replay's list (a trick of Coteccio, Campli's inn, a secret of Cuajo)
part-cards = 카드

part-leader = 리드

part-winner = 승자

part-type = 종류

part-guest = 손님

part-host = 여관 주인

part-offer = 제안

part-money = 돈

# the values of the replay's list, by field (a phase of the match, Cambio's time, a trick's kind ...)
value-phase-begin = 시작

value-phase-exchanges = 교환

value-phase-inn-guest = 여관 (손님 차례)

value-phase-inn-host = 여관 (주인 차례)

value-phase-reveal = 카드 공개

value-phase-confess = "내가 졌다"

value-phase-settled = 딜 정산 끝

value-phase-next = 다음 딜

value-phase-over = 게임 끝

value-phase-base = 트릭 종류 정하기

value-phase-cut = 컷

value-phase-discard = 버리기

value-phase-play = 카드 내기

value-phase-auction = 입찰

value-phase-tricks = 트릭

value-phase-bets = 베팅

value-phase-packet = 딜러의 묶음

value-phase-capotto = 카포토

value-phase-doctor = 의사

value-phase-claim = 뽑은 카드 요구

value-phase-draw = 뽑기

value-phase-purro = 푸로

value-time-adults = 어른의 시간

value-time-children = 아이의 시간

value-base-number = 숫자

value-base-picture = 그림

value-auction_base-number = 숫자

value-auction_base-picture = 그림

value-direction-right = 오른쪽으로

value-direction-left = 왼쪽으로

value-type-four = 같은 카드 4장

value-type-sowee = 소위 시크릿

value-rounds-0 = 누군가 칩이 다 떨어질 때까지

lobby-my_tables = 내 테이블

lobby-my_tables_hint = 이 브라우저가 자리를 가진 테이블입니다.

lobby-as = 자리: { $name }

lobby-back_to_seat = 내 자리로 돌아가기

replay-open_file = 기록 파일 다시 보기

replay-watch = 다시 보기

replay-title = 다시 보기

# the replay page's title with the table's code
replay-title_code = 다시 보기 { $code }

# a step of a replay that said nothing: who did what ("Ada: Exchange")
replay-did = { $who }: { $action }

replay-controls = 한 수씩 보기

replay-open_hint = 끝난 테이블에서 내려받은 기록(또는 taverna play가 저장한 기록)을 여세요. 모든 카드가 앞면으로 보입니다.

replay-file = 기록 파일 (taverna/1, JSON)

replay-first = 처음

replay-back = 뒤로

replay-forward = 앞으로

replay-last = 끝

replay-keys = 키: ←와 →로 한 수씩, Home과 End로 처음과 끝으로.

replay-players = 모든 패, 앞면으로

replay-step = { $n }수 중 { $k }수

replay-start = 게임의 시작.

replay-cards_of = { $name }의 카드

replay-not_json = { $name }: JSON 파일이 아닙니다. taverna/1 기록을 여세요.

seat-link = 다른 기기에서 내 자리

seat-link_help = 다른 기기나 브라우저에서 이 링크를 열면 거기서 이 자리로 플레이합니다. 남에게 주지 마세요: 링크를 가진 사람이 내 자리로 플레이합니다.

seat-copy = 내 자리 링크 복사

seat-away = { $name }님이 자리를 비웠습니다.

seat-back = { $name }님이 자리로 돌아왔습니다.

seat-bot_level = 봇 수준

seat-fill_bots = 빈 자리 { $n }개를 봇으로 채우기

table-standings = 최종 순위

end-standings = 최종 순위

end-winner = 승자

end-deal = { $n }번째 딜 (딜러 { $dealer })

end-lost = { $names } 패배

end-nobody_lost = 패자 없음

end-out = 탈락: { $names }

end-story = 게임의 흐름 ({ $n }딜)

sheet-title = 점수표

sheet-deal = 판

sheet-lost = 패배

# why a deal ended as it did ($why: the server's sentences, one after another by the message sentences)
sheet-why = 이유: { $why }

# two sentences one after another (a space between them; none in Japanese)
sentences = { $head } { $tail }

# parts of a line one after another, set apart by a middle dot ("Deal 3 of 7 · set 1 of 2", "lost · +2 tokens")
dots = { $head } · { $tail }

# a label before what it names, in bold ("Deal 3 (Ada deals): ")
label = { $label }:{ " " }

# a number and what it counts ($num: the number as the page's language writes it; $word: counter-tokens ...)
counted = { $num } { $word }

sheet-set_round = { $set }세트 { $round }라운드

# the score sheet's last deal: what changed for one player (their counters, listed by the language's
# list of measures), and what stands between two players' changes
sheet-player_change = { $name } { $change }

sheet-change_sep = ;{ " " }

# the last deal in one line: the deal's name, then what happened in it
sheet-latest = { $deal }: { $result }

# a deal's name with where it stands in a set ("Deal 3 (Ada deals) · set 1, round 2")
sheet-deal_at = { $deal } · { $where }

end-round = { $n }라운드 (딜러 { $dealer })

end-story_rounds = 경기 흐름 ({ $n }라운드)

end-won = 승리: { $names }

end-back_in = 복귀: { $names }

sheet-round = 라운드

help-button = 규칙

guide-learn = 배우기

guide-title = 게임 배우기

guide-next = 다음

guide-loading = 레슨을 불러오는 중…

guide-click = 당신의 차례입니다: 강조된 것을 누르세요.

guide-watch = 다른 사람들이 플레이 중입니다: 테이블을 보세요.

guide-off_script = 레슨의 진행에서 벗어났습니다: 자유롭게 계속하세요. 봇은 자기 방식대로 플레이합니다.

guide-learner = 학습자

lobby-learn_h = 게임 배우기

lobby-learn_hint = 준비된 패로 봇과 하는 안내 첫 게임: 테이블이 무엇을 보고 무엇을 누를지, 그리고 그 이유를 알려 줍니다.

help-title = 테이블 도움말

help-close = 닫기

help-rules = 간단한 규칙

help-none = 이 게임의 간단한 규칙은 아직 없습니다.

help-cards = 이 규칙({ $rules })의 카드

help-more = 출처가 있는 전체 규칙 (별도 페이지)

help-refused = 허용되지 않음: { $reason }

rules-page_title = { $game }: 규칙

rules-back = 로비로 돌아가기

rules-nav = Taverna

rules-in_english = 이 페이지는 영어로 되어 있습니다: 아직 번역되지 않았습니다.

rules-table = 규칙 표 (옆으로 스크롤됩니다)

cards-button = 카드 순서

cards-title = 순서대로 본 카드: { $rules }

cards-hint = 가장 강한 카드부터. 카드에 마우스를 올리거나, 포커스를 두거나, 길게 누르면 무엇이고 무엇을 하는지 보입니다.

lobby-title = Taverna: 로비

lobby-name = 이름

lobby-create = 테이블 만들기

lobby-game = 게임

lobby-rules = 규칙

lobby-options = 옵션

lobby-options_hint = 옵션을 기본값으로 두면 규칙 그대로 플레이합니다.

lobby-seats = 자리

lobby-seat = { $n }번 자리

lobby-you = 나

lobby-think = 봇이 한 수를 두는 데 걸리는 시간: { $levels }.

lobby-think_level = { $level } { $time }

lobby-think_instant = 즉시

lobby-think_seconds = 약 { $s }초

lobby-human = 사람 (초대)

lobby-bot = 봇: { $level }

lobby-timer = 턴 타이머

lobby-timer_seconds = 턴당 초

lobby-create_button = 만들고 앉기

lobby-open_tables = 열린 테이블

lobby-no_tables = 지금 열린 테이블이 없습니다.

lobby-refresh = 새로 고침

lobby-join = 테이블 참가

lobby-code = 테이블 코드 또는 초대 링크

lobby-join_button = 참가

lobby-watch = 관전

lobby-open = 열기

lobby-players = { $n }명

lobby-free_seats = 빈 자리 { $n }

lobby-need_name = 먼저 이름을 입력하세요.

lobby-bad_code = 테이블 코드는 글자나 숫자 6개입니다.

length-line = { $deals } · 약 { $minutes }분

length-deals_about = 약 { $n }딜

length-deals_exact = { $n }딜

length-deal_of = { $of }딜 중 { $n }번째 딜

length-deal_of_about = 약 { $of }딜 중 { $n }번째 딜

length-deal = { $n }번째 딜

length-set_of = { $of }세트 중 { $n }세트

length-set = { $n }세트

length-round_of = { $of }라운드 중 { $n }라운드

# a game that calls its deals rounds (Hypp), where the match stands: as length-deal_of_about, length-deal
length-round_of_about = 약 { $of }라운드 중 { $n }라운드

length-round = { $n }라운드

length-alive = { $of }명 중 { $n }명 남음

length-bots_in = { $s }초 뒤 봇이 빈자리를 채웁니다

length-option_note = 게임 길이가 달라집니다

length-expected = 한 게임의 길이: { $line } (봇 게임으로 측정, 한 수에 { $s }초)

length-table = 예상 길이: { $line }

lobby-play_now = 바로 플레이

lobby-play_now_h = 바로 플레이

lobby-play_now_hint = 이 게임과 규칙으로 기다리는 다른 사람들의 테이블에 앉거나, 다른 사람들이 찾을 수 있는 테이블을 엽니다.

lobby-play_now_wait = 빈자리를 봇이 채우기까지

lobby-wait_seconds = { $n }초

lobby-wait_minutes = { $n }분

level-random = 무작위

level-simple = 단순

level-easy = 쉬움

level-normal = 보통

level-hard = 어려움

level-learned = 학습됨

# a bot's name at a table ("Bot 2 (normal)"): $level is the level's word above
bot-name = 봇 { $n } ({ $level })

status-waiting = 참가자 대기 중

status-abandoned = 닫힘 (아무도 오지 않음)

status-playing = 진행 중

status-finished = 종료

table-title = 테이블 { $code }

# the table's heading: its name (table-title), its game or rule set, its status
table-title_line = { $table } · { $game } · { $status }

table-lobby = 로비

table-language = 언어

table-invite = 초대 링크

table-copy = 복사

table-fair = 공정한 패: 약속값 { $short }

table-fair_help = 첫 카드를 나누기 전에 서버는 모든 카드를 정하는 256비트 비밀 시드(HMAC-SHA256)를 정하고, 모든 자리에 이 SHA-256 약속값을 보여 주었습니다. 경기가 끝난 뒤 내려받는 기록에 시드와 솔트가 공개되며, `taverna verify`로 그것이 바로 이 약속값과 같은 패를 만드는지 확인할 수 있습니다.

table-chain_help = 지금까지 모든 수의 해시(해시 체인, 모든 자리에 같음). 마지막 값을 보관하세요: `taverna verify RECORD --hash`로 공개된 기록이 정확히 이 수들을 담고 있는지 확인합니다.

table-copied = 복사됨

table-connecting = 연결 중…

table-connected = 연결됨

table-reconnecting = 연결이 끊겼습니다. { $s }초 후 다시 연결…

table-not_found = 이 코드의 테이블이 없습니다.

# no such table, and what the server said
table-not_found_why = 이 코드의 테이블이 없습니다. ({ $why })

# the page's title (the browser's tab): Taverna and what the page is
page-title = Taverna: { $page }

table-no_such_table = 코드 { $code }인 테이블이 없습니다. 링크를 확인하거나 로비에서 테이블을 만드세요.

table-back_to_lobby = 로비로 돌아가기

table-spectator = 관전 중

table-you_are = 당신은 { $name }

table-your_turn = 당신 차례

table-waiting_for = { $names } 차례를 기다리는 중

table-nobody = 없음

table-your_card = 내 카드

# the hand's one piece where the game is played with pieces (Slabberjan: board.js handTitle)
table-your_piece = 내 말

table-face_down = { $name }의 카드 (뒷면)

table-play_a_card = 손에서 카드를 내세요: 클릭하거나 탭하세요 (화살표 키와 Enter).

table-sort_suit = 무늬순 정렬

table-sort_rank = 숫자순 정렬

table-group = 카드 묶기

table-ungroup = 묶음 풀기

table-group_hint = 묶을 카드를 고르세요:

table-make_group = 묶기

table-cancel = 취소

table-your_hand = 내 손패

table-actions = 선택

table-no_actions = 지금은 할 일이 없습니다. 다른 사람을 기다리세요.

table-keys_hint = 숫자 키 1–9로 선택, Enter로 입력한 숫자를 보냅니다.

table-players = 플레이어

table-log = 진행 기록

table-chat = 채팅

table-say = 메시지 입력

table-send = 보내기

table-mute = 음소거

table-mute_who = { $name } 음소거: 메시지가 더 이상 오지 않습니다

table-unmute_who = { $name } 음소거 해제

# the button that unmutes a seat ("Unmute: Ada")
table-unmute_name = 음소거 해제: { $name }

table-chat_off = 채팅 끄기

table-chat_on = 채팅 켜기

table-chat_is_off = 채팅이 꺼져 있습니다: 이 테이블의 플레이어가 껐습니다.

table-chat_off_by_you = 이 테이블의 채팅을 껐습니다.

table-spectators = 관전자: { $n }

table-seats = 자리

table-empty_seat = 빈 자리

table-add_bot = 봇 추가

table-take_seat = 여기 앉기

table-start = 게임 시작

table-waiting_start = 모든 자리가 차면 게임이 시작됩니다.

table-timer = { $s }초 남음

table-finished = 게임이 끝났습니다.

table-winner = 승자: { $names }

table-rematch = 재대결

# the rematch button when the next table is known ("Rematch → K3XQ9P")
table-rematch_to = 재대결 → { $next }

table-rematch_accept = 재대결 수락

table-rematch_decline = 거절

table-rematch_cancel = 제안 취소

table-rematch_sent = 재대결을 제안했습니다

table-rematch_offered = { $name } 님이 재대결을 제안합니다.

table-rematch_accepted = 수락: { $names }.

table-rematch_waiting_for = 기다리는 중: { $names }.

table-rematch_declined = { $name } 님이 재대결을 거절했습니다.

table-rematch_left = { $name } 님이 나갔습니다: 재대결은 없습니다.

table-rematch_made = 모두 수락했습니다: 재대결은 { $code } 테이블에서 합니다.

table-rating_of = 이 게임에서 { $name } 님의 레이팅: { $rating }

table-record = 기록 내려받기

table-reveal = 공개된 카드

table-losers = 패자: { $names }

table-dealer = 딜러

table-to_act = 차례

table-bot = 봇

table-standin = 봇이 대신 플레이

table-offline = 자리 비움

table-timed_out_you = 시간이 다 됐습니다 — 테이블이 대신 “{ $action }”을(를) 했습니다.

table-timed_out = { $name }의 시간이 다 됐습니다 — 테이블이 대신 “{ $action }”을(를) 했습니다.

table-standin_in = { $name } 님이 나갔습니다 — { $s }초 후 봇이 자리를 맡습니다

table-you = 나

table-trick = 테이블 위

table-last_trick = 마지막 트릭

# the last trick and who won it ("Last trick → Ada")
table-last_trick_by = 마지막 트릭 → { $name }

table-pool = 판돈: { $n }

table-deck = 덱: { $n }

table-discards = 버린 카드

table-stock = 더미: { $n }

table-deal = { $n }번째 딜

table-round = { $n }라운드

table-set = { $n }세트

table-bets = 베팅

table-limit = 하우스 한도: { $n }

table-packet = 묶음: { $n }장

table-sowee = 소위

table-secrets = 내 시크릿

table-waits = 손패를 완성할 카드

table-inn = 여관: { $guest }와 주인 { $host }

table-earlier = … 이전 기록은 경기 기록 파일에 있습니다 (경기가 끝나면 내려받을 수 있습니다)

table-error = 거부됨: { $message }

table-cards_left = { $n }장

table-send_choice = 확인

table-offer_money = 돈

table-offer_share = 판돈 몫 (%)

counter-tokens = 토큰

counter-chips = 칩

counter-lives = 목숨

counter-points = 점수

counter-money = 돈

counter-penalty = 벌점

counter-tricks = 트릭

counter-cards = 카드

counter-cards_left = 카드

counter-doctor_calls = 의사 호출

counter-reentries = 재입장

mark-out = 탈락

mark-lost = 패배

mark-purro = 푸로

mark-virgin = 무패

action-keep = 유지

# an action with its argument ("Play 7 of Cups", "Bid 3")
action-with = { $action } { $arg }

# a number to choose for an action, and its range ("Bid (1–5)")
action-range = { $action } ({ $min }–{ $max })

action-exchange = 교환

action-declare = 쿠쿠 선언!

action-insure = 보험

action-accept = 수락

action-refuse = 거절

action-reenter = 재입장

action-decline = 빠지기

action-offer = 제안

action-propose = 분배 제안 (%)

action-defeat = 내가 졌다

action-pass = 패스

action-play = 내기

action-bet = 베팅

action-packet = 묶음 장수

action-doctor = 의사 부르기

action-drop = 기권

action-annul = 딜 무효

action-lead = 선 내기

action-draw = 뽑기

action-take = 버린 카드 가져오기

action-win = 승리!

action-time = 타임!

action-silent = 가만히 있기

action-discard = 버리기

action-secret = 시크릿 내려놓기

action-sowee = 소위 사용

action-purro = 푸로!

action-bid = 입찰

action-cut = 자르기

action-base = 기준 정하기

kind-picture = 그림 카드

kind-number = 숫자 카드

# the line above a trick game's table: the kind led, the boss (and partner), the called card
table-base_number = 기준: 숫자 카드

table-base_picture = 기준: 그림 카드

table-boss_is = 보스: { $name }

table-boss_partner = 보스: { $boss } & { $partner }

table-bids = 입찰

table-called_is = 지명 카드: { $card }

counter-team = 팀

counter-won = 승

table-status = 누구 차례

table-board = 테이블

players-recovery_title = 복구 코드

players-recovery_hint = 이 브라우저가 플레이어 신원을 보관합니다. 이 코드를 적어 두거나 복사하세요. 다른 브라우저에서 입력하면(내 프로필 → 복구) 신원, 레이팅, 기록이 돌아옵니다. 지금 한 번만 보여 줍니다.

players-copy = 복사

players-copied = 복사했습니다.

players-copy_failed = 복사하지 못했습니다. 코드를 선택해 직접 복사하세요.

players-recovery_done = 보관했습니다

players-you_are = { $name } 님으로 플레이합니다.

players-no_identity = 이 브라우저에는 아직 플레이어 신원이 없습니다: 여기서 이름이나 비밀번호를 저장하거나 테이블에 앉으면 만들어집니다. 이미 있는 신원은 아래에서 복원하세요.

players-profile = 내 프로필

players-public_profile = 공개 프로필

players-leaderboards = 순위표

players-rated = 레이팅 반영

players-rated_hint = 이 경기가 플레이어 레이팅을 바꿉니다

players-skip = 본문으로 가기

players-identity = 내 신원

players-save = 저장

players-saved = 저장했습니다.

players-password = 비밀번호(어디서나 로그인)

players-password_only = 비밀번호

players-set_password = 비밀번호 설정

players-password_set = 비밀번호를 설정했습니다. 어느 브라우저에서나 이름과 이 비밀번호로 로그인하세요.

players-signout_others = 다른 모든 곳에서 로그아웃

players-signed_out_others = 다른 모든 브라우저와 기기에서 로그아웃했습니다 ({ $n }).

players-delete = 내 신원 삭제

players-delete_hint = 신원, 레이팅, 비밀번호가 영구히 삭제됩니다. 끝난 경기는 이름 없이 남습니다.

players-delete_button = 영구 삭제

players-delete_confirm = 신원을 영구히 삭제할까요? 되돌릴 수 없습니다.

players-restore = 신원 복구

players-restore_hint = 보관한 복구 코드나 이름과 비밀번호를 입력하세요. 이 브라우저가 그 신원으로 플레이합니다.

players-recovery_code = 복구 코드

players-restore_button = 복구

players-sign_in = 로그인

players-ratings = 레이팅

players-history = 끝난 경기

players-min_matches = 최소 경기 수

players-provisional = 잠정

players-profile_of = { $name }

players-no_ratings = 아직 레이팅 경기가 없습니다.

players-no_history = 아직 끝난 경기가 없습니다.

players-when = 언제

players-game = 게임

players-result = 결과

players-change = 레이팅 변화

players-replay = 다시 보기

players-place = { $places }명 중 { $rank }위

players-unrated = 레이팅 없음

players-place_col = 순위

players-player = 플레이어

players-rating = 레이팅

players-rating_hint = 레이팅은 하나의 숫자로, 그 게임과 규칙에서의 실력을 조심스럽게 어림한 값입니다. 처음에는 1500에서 시작하며, 이기거나 경기가 쌓여 어림이 확실해질수록 올라갑니다.

players-plot_label = { $game }: 레이팅 경기 { $n }판 각각이 끝난 뒤의 레이팅 (현재 { $rating })

players-matches = 레이팅 경기 수

players-board_empty = 이 규칙으로 레이팅 경기를 충분히 한 사람이 아직 없습니다.

tour-title = 토너먼트

tour-join = 참가

tour-play = 내 테이블로 가기

tour-standings = 순위

tour-points = 점수

tour-played = 경기

tour-create = 토너먼트 만들기

tour-arena_hint = 아레나: 시작부터 끝까지, 쉬고 있는 플레이어가 충분히 모이면 바로 함께 앉힙니다. 스위스: 라운드마다 이전 라운드의 마지막 테이블이 끝나면 순위에 따라 짝을 짓습니다. 경기마다 나보다 아래 순위인 편 하나당 1점을 얻습니다.

tour-name = 이름

tour-start = 시작

tour-minutes = 분

tour-bots = 봇이 빈자리 채우기

tour-bot_wait = 대기 … 초 후

tour-no_bots = 봇 없음

tour-create_button = 만들기

tour-none = 아직 토너먼트가 없습니다.

tour-line = { $game } · { $start } – { $end } · { $status }

tour-status_scheduled = 시작 전

tour-status_running = 진행 중

tour-status_finished = 종료

players-tournaments = 토너먼트

tour-kind = 방식

tour-arena = 아레나

tour-swiss = 스위스

tour-swiss_round = 스위스 · { $rounds }라운드 중 { $round }라운드

tour-swiss_not_paired = 스위스 · { $rounds }라운드, 아직 대진 전

tour-rounds = 라운드 수(스위스)
