# 거절: 엔진, 테이블, 로비가 거절한 행동이나 요청에 하는 대답 (taverna.core.errors, taverna.i18n.refusals).
# 거절은 그 플레이어가 보는 것 이상을 드러내지 않습니다.

## 엔진: 거절된 행동

illegal-action =
    { $count ->
        [0] 할 수 없는 행동: { $player }의 { $action }; 지금 { PARTICLE($player, "은/는") } 아무것도 할 수 없습니다
       *[other] 할 수 없는 행동: { $player }의 { $action }; 지금 { PARTICLE($player, "이/가") } 할 수 있는 것: { $legal }
    }
not-your-turn =
    { $count ->
        [0] 할 수 없는 행동: { $player }의 { $action }; { $player }의 차례가 아닙니다 (경기가 아무도 기다리지 않습니다)
       *[other] 할 수 없는 행동: { $player }의 { $action }; { $player }의 차례가 아닙니다 (경기가 { $waiting }의 차례를 기다립니다)
    }
illegal-match-over = 할 수 없는 행동: { $player }의 { $action }; 경기가 끝나서 { PARTICLE($player, "은/는") } 더 할 수 있는 것이 없습니다
illegal-not-a-player = 할 수 없는 행동: { $player }의 { $action }; { PARTICLE($name, "은/는") } 이 경기의 플레이어가 아닙니다 ({ $players })
not-an-action = 행동이 아닙니다: { $value }; 행동 단어나 [단어, 인수]를 보내세요
player-not-an-action = { $player }: 행동이 아닙니다: { $value }; 행동 단어나 [단어, 인수]를 보내세요
needs-card = { $player }: { PARTICLE($word, "은/는") } 카드가 필요합니다 ({ $detail })
needs-argument = { $player }: { $word } 행동에는 인수가 필요합니다; 지금 할 수 있는 것: { $legal }
no-argument = { $player }: { $word } 행동에는 인수가 없습니다. 받은 값: { $got }

## 게임마다 다른 인수

arg-packet = { $player }: packet에는 각 플레이어가 받을 카드 수를 1부터 { $hi }까지 주세요; 받은 값: { $got }
arg-bet = { $player }: bet에는 칩 수를 1부터 { $hi }까지 주세요 (한도 또는 가진 칩); 받은 값: { $got }
arg-propose = { $player }: propose에는 판돈에서 당신의 몫을 퍼센트로 0부터 100까지 주세요; 받은 값: { $got }
arg-offer = { $player }: offer에는 {"{"}"money": N{"}"} (N > 0, 여관 주인에게 냄) 또는 {"{"}"share": P{"}"} (이기면 판돈의 P퍼센트, 1-100)를 주세요; 받은 값: { $got }
arg-reenter = { $player }: reenter에는 합이 { $cost }인 {"{"}이름: 금액{"}"} 분담을 주세요
arg-reenter-entry = { $player }: reenter의 분담은 이름: 양의 정수여야 합니다; 받은 값: { $name }: { $got }
arg-reenter-sum = { $player }: 재참가 비용은 { $cost }인데 분담의 합은 { $total }입니다
arg-purro = { $player }: 킹이 없을 때 purro에는 인수가 없습니다 (토큰을 보여 줍니다)
illegal-cut = 할 수 없는 행동: { $player }의 { $action }; 위쪽 더미는 1장부터 { $hi }장까지여야 합니다 (빈 더미 없이); 지금 할 수 있는 것: { $legal }
illegal-base = 할 수 없는 행동: { $player }의 { $action }; 트릭의 기준은 숫자 또는 그림입니다; 지금 할 수 있는 것: { $legal }

## 테이블

table-not-started = 경기가 아직 시작되지 않았습니다: 모든 자리가 차면 시작됩니다
table-over = 경기가 끝났습니다; 재대결을 청하거나 기록을 내려받으세요
table-stale = 지난 버전 { $version }: 테이블은 버전 { $current }입니다; 현재 상태를 보내 드립니다
table-apply-failed = 서버가 그 행동을 적용하지 못했습니다; 바뀐 것은 없습니다
table-moved = 그사이 테이블이 다른 서버로 옮겨졌습니다; 바뀐 것은 없으니 다시 두세요
table-store-failed = 서버가 그 행동을 저장하지 못했습니다; 바뀐 것은 없으니 다시 시도하세요
table-owner-silent = 이 테이블을 맡은 서버가 답하지 않았습니다 (다시 시작하는 중일 수 있습니다); 다시 두세요
table-moving = 테이블이 서버를 옮기는 중입니다; 잠시 후 다시 두세요
server-failed = 서버가 그 메시지를 처리하지 못했습니다; 바뀐 것은 없습니다
rate-limit = 메시지가 너무 많습니다: 초당 최대 { $rate }개; 이 메시지는 무시되었습니다
rate-limit-act = 메시지가 너무 많습니다: 초당 최대 { $rate }개; 이 메시지는 무시되었습니다; 현재 상태를 보내 드리니 다시 두세요
ws-too-many = 당신의 주소에서 연결이 너무 많습니다: 한 번에 최대 { $limit }개; 다른 테이블이나 탭을 닫고 다시 시도하세요
ws-made-room = 자리를 비우려고 이 연결을 닫았습니다: 당신의 주소에는 연결이 { $limit }개 있고 (한도), 같은 주소에서 자리에 앉은 플레이어가 자기 자리로 돌아오려면 하나가 필요했습니다
ws-connect-rate = 당신의 주소에서 새 연결이 너무 많습니다: 1초에 최대 { $rate }개; { $wait }초 기다린 뒤 다시 시도하세요
ws-no-table = 코드가 { $code }인 테이블이 없습니다
ws-bad-token = 그 자리 토큰은 테이블 { $code }의 어느 자리에도 속하지 않습니다; 테이블에 참가해 토큰을 받거나, 관전하려면 토큰 없이 연결하세요
ws-seat-full = 테이블 { $code }의 당신 자리에는 이미 연결이 { $limit }개 있습니다 (자리당 한도); 이 자리의 다른 탭이나 기기를 닫고 다시 시도하세요
ws-spectators-full = 테이블 { $code }에는 이미 관전자가 { $limit }명 있습니다 (한도); 나중에 다시 시도하세요 (앉은 플레이어는 언제나 연결할 수 있습니다)
ws-spectators-address = 당신의 주소에서 테이블 { $code }에 관전 연결이 너무 많습니다: 최대 { $limit }개; 하나를 닫고 다시 시도하세요
msg-empty = 빈 메시지입니다; 'type'이 있는 JSON 객체를 보내세요
msg-too-large = 메시지가 너무 큽니다: { $size }바이트; 한도는 { $limit }입니다
msg-refused-json = 받을 수 없는 JSON: { $detail }
msg-not-json = JSON이 아닙니다 ({ $detail }); {"{"}"type": "sync"{"}"} 같은 객체를 보내세요
msg-too-deep = 받을 수 없는 JSON: 너무 깊이 중첩되었거나 너무 큰 수입니다
msg-no-type = 메시지는 'type'이 있는 JSON 객체입니다: act, sync, chat, mute 또는 chat_off
msg-unknown-type = 알 수 없는 메시지 유형 { $kind }; act, sync, chat, mute 또는 chat_off를 보내세요
act-spectator = 관전자는 둘 수 없습니다: 빈자리에 앉으세요 (또는 자리 토큰으로 연결하세요)
act-version = 'act'에는 답하는 상태의 'version'(정수)이 필요합니다; 받은 값: { $got }
act-shape = 'action'은 [단어] 또는 [단어, 인수]여야 합니다 (예: ["keep"]); 받은 값: { $got }
chat-spectator = 관전자는 채팅할 수 없습니다: 앉은 플레이어만 할 수 있습니다
chat-empty = 'chat'에는 비어 있지 않은 'text' 문자열이 필요합니다
chat-control = 'chat'에는 비어 있지 않은 'text' 문자열이 필요합니다 (제어 문자는 세지 않습니다)
chat-too-long = 채팅이 너무 깁니다: { $length }자, 최대 { $limit }자
chat-rate = 당신의 자리에서 채팅이 너무 많습니다: 1초에 최대 { $rate }개 (연달아 { $burst }개); 이 메시지는 보내지지 않았습니다: { $wait }초 기다리세요
chat-off-by-you = 이 테이블에서 당신이 채팅을 껐습니다: 채팅하려면 다시 켜세요 ({"{"}"type": "chat_off", "off": false{"}"})
chat-off = 이 테이블의 채팅이 꺼져 있습니다: 앉은 플레이어가 껐고, 끈 플레이어가 모두 다시 켤 때까지 꺼져 있습니다
mute-spectator = 관전자는 플레이어를 음소거할 수 없습니다: 앉은 플레이어만 할 수 있습니다
mute-seat = 'mute'에는 음소거할 자리 'seat'가 필요합니다: 이 테이블의 자리 번호 0부터 { $last }까지; 받은 값: { $got }
mute-self = 자기 자리는 음소거할 수 없습니다; 다른 자리의 번호를 주세요
mute-flag = 'muted'는 true(음소거) 또는 false(음소거 해제)여야 합니다; 받은 값: { $got }
chat-switch-spectator = 관전자는 채팅을 끄거나 켤 수 없습니다: 앉은 플레이어만 할 수 있습니다
chat-switch-flag = 'chat_off'에는 'off'가 필요합니다: true(채팅 끄기) 또는 false(다시 켜기); 받은 값: { $got }
chat-switch-soon = 방금 채팅을 바꾸었습니다: { $seconds }초에 한 번까지입니다

## 로비의 옵션

rules-needed = 게임 { $game }에는 규칙 세트가 필요합니다; 다음 중에서 고르세요: { $rule_sets }
rules-unknown = { $game }에 알 수 없는 규칙 세트 { $rules }; 쓸 수 있는 규칙 세트: { $rule_sets }
game-unknown = 알 수 없는 게임 { $game }; Taverna의 게임: { $games }

option-not-object = { $what }의 옵션은 이름: 값 객체여야 합니다; 받은 값: { $got }
option-name = 옵션 이름은 문자열이어야 합니다; 받은 값: { $got }
option-unknown =
    { $fixed_count ->
        [0] { $what }에 알 수 없는 옵션 { $name }; 쓸 수 있는 옵션: { $settable_count ->
            [0] 없음
           *[other] { $settable }
        }
       *[other] { $what }에 알 수 없는 옵션 { $name }; 쓸 수 있는 옵션: { $settable_count ->
            [0] 없음
           *[other] { $settable }
        }; 규칙 세트가 정한 옵션 (바꾸려면 다른 규칙 세트를 고르세요): { $fixed }
    }
option-bool = { $what }의 옵션 { PARTICLE($option, "은/는") } true 또는 false여야 합니다; 받은 값: { $got }
option-choice = { $what }의 옵션 { PARTICLE($option, "은/는") } 다음 중 하나여야 합니다: { $choices }; 받은 값: { $got }
option-int = { $what }의 옵션 { PARTICLE($option, "은/는") } 정수여야 합니다; 받은 값: { $got }
option-range = { $what }의 옵션 { PARTICLE($option, "은/는") } { $lo }부터 { $hi }까지여야 합니다; 받은 값: { $got }
option-str = { $what }의 옵션 { PARTICLE($option, "은/는") } 문자열이어야 합니다; 받은 값: { $got }
option-unreadable = { $what }의 옵션 { $option }: { PARTICLE($got, "을/를") } 읽을 수 없습니다
option-fixed = 옵션 { PARTICLE($option, "은/는") } 규칙 세트 { $rules }에서 정해져 있습니다; 다른 규칙 세트를 고르세요 (규칙 세트: { $rule_sets })
option-not-applicable =
    { $fixed_count ->
        [0] 옵션 { PARTICLE($option, "은/는") } { $what }에 적용되지 않습니다; 쓸 수 있는 옵션: { $settable_count ->
            [0] 없음
           *[other] { $settable }
        }
       *[other] 옵션 { PARTICLE($option, "은/는") } { $what }에 적용되지 않습니다; 쓸 수 있는 옵션: { $settable_count ->
            [0] 없음
           *[other] { $settable }
        }; 규칙 세트가 정한 옵션 (바꾸려면 다른 규칙 세트를 고르세요): { $fixed }
    }
option-bga-length = 옵션 length는 bga 규칙 세트에만 적용됩니다 ({ $what }에서는 chips와 max-sets를 쓰세요)
option-bga-declare = 옵션 cuckoo-declare는 bga 규칙 세트에만 적용됩니다
option-combined = { $what }: 옵션 { PARTICLE($options, "과/와") } { PARTICLE($last, "은/는") } 함께 쓸 수 없습니다: anti-cuckoo, second-high-low, high-low, two-losers, lion은 각각 혼자서 공개 때 누가 지는지 정합니다
option-void = { $what }: void에는 쿠쿠 두 장이 모두 필요합니다 ('쿠쿠 카드 2장을 언제나 써야 합니다'); cuckoos=1을 빼세요
option-cuckoos = { $what }: 한 벌에는 쿠쿠가 최대 2장입니다; cuckoos={ $cuckoos }에는 double-pack이 필요합니다

## 기록 (다시 보기)

record-not-replayable = 기록을 다시 재생할 수 없습니다: { $error }
record-actions-list = actions는 목록이어야 합니다
record-too-long = 기록에 행동이 { $n }개 있습니다; 다시 보기는 최대 { $limit }개까지 보여 줍니다
record-entry = actions[{ $index }]: [플레이어, 행동] 또는 [플레이어, 행동, 인수]여야 합니다; 받은 값: { $got }
record-entry-strings = actions[{ $index }]: 플레이어와 행동은 문자열이어야 합니다; 받은 값: { $got }
record-illegal = actions[{ $index }]: { $player }의 { PARTICLE($action, "은/는") } 여기서 할 수 없습니다 ({ $error }); { $player }에게 가능한 것: { $legal_count ->
        [0] 없음
       *[other] { $legal }
    }; 둘 수 있는 사람: { $who_count ->
        [0] 없음 (경기가 끝났습니다)
       *[other] { $who }
    }

## 로비의 양식

name-missing = 'name'이 없습니다: 테이블에서 쓸 이름이 필요합니다 (1-32자)
name-invisible = 'name'에는 보이는 문자가 하나 이상 있어야 합니다. 받은 값: { $got }
name-too-long = 'name'이 너무 깁니다: { $length }자, 최대 { $limit }자
name-you = 'name'은 { $name }일 수 없습니다: 테이블의 글이 그 말을 '당신'으로 씁니다; 다른 이름을 고르세요
table-seats = { PARTICLE($game, "은/는") } { $min }명에서 { $max }명까지 합니다; 'seats'는 { $n }이었습니다
table-all-bots = 모든 자리가 봇입니다: 한 자리는 당신을 위해 남겨 두세요 (테이블을 관전하려면 토큰 없이 연결하세요)
timer-type = 'timer'는 초(숫자) 또는 null이어야 합니다. 받은 값: { $got }
timer-range = 'timer'는 { $lo }초에서 { $hi }초 사이이거나 null(끔)이어야 합니다

## 서버의 다른 HTTP 거절 (taverna.server: inputs, api, players, tournaments, replay, limits, guard)
# 요청의 언어로 말합니다: ?lang=, 없으면 Accept-Language (페이지는 자기 언어를 보냅니다), 없으면 영어.

origin-refused = 다른 사이트의 페이지({ $origin })에서 온 요청은 거절합니다: 이 서버는 자기 페이지(와 운영자가 --allow-origin으로 허용한 출처)만 받습니다
http-rate = 요청이 너무 많습니다: 1초에 최대 { $rate }번; 잠시 기다리세요
body-content-type = 요청 본문은 Content-Type: application/json으로 보낸 JSON이어야 합니다. 받은 값: { $got }
body-no-content-type = 요청 본문은 Content-Type: application/json으로 보낸 JSON이어야 합니다. Content-Type이 없습니다
body-too-large = 요청 본문이 너무 큽니다: 한도는 { $limit }바이트입니다
body-json-refused = 요청 본문이 받을 수 있는 JSON이 아닙니다: { $detail }
body-not-json = 요청 본문이 JSON이 아닙니다 ({ $detail }); JSON 객체를 보내세요
body-too-deep = 요청 본문이 너무 깊게 중첩되었거나 아주 큰 수가 있습니다; 평평한 JSON 객체를 보내세요
body-not-object = 요청 본문은 JSON 객체여야 합니다. 받은 값: { $got }
body-missing-string = { PARTICLE($name, "이/가") } 없습니다: 문자열을 보내세요
body-not-string = { PARTICLE($name, "은/는") } 문자열이어야 합니다. 받은 값: { $got }
body-string-long = { PARTICLE($name, "이/가") } 너무 깁니다: { $length }자, 최대 { $limit }자
body-missing-int = { PARTICLE($name, "이/가") } 없습니다: 정수를 보내세요
body-not-int = { PARTICLE($name, "은/는") } 정수여야 합니다. 받은 값: { $got }
table-unknown = 코드가 { $code }인 테이블이 없습니다; 코드는 글자와 숫자 6개입니다 (예: 초대 링크에 있는 것)
token-unknown = 그 토큰은 테이블 { $code }의 어느 자리에도 속하지 않습니다
creator-only = 테이블 { PARTICLE($code, "을/를") } 만든 사람({ $seat }번 자리)만 할 수 있습니다
table-held-elsewhere = 테이블 { PARTICLE($code, "은/는") } 응답하지 않은 다른 서버가 맡고 있습니다; 잠시 후 다시 해 보세요
table-moved-http = 그사이 테이블 { PARTICLE($code, "이/가") } 다른 서버로 옮겨졌습니다; 바뀐 것은 없으니 다시 해 보세요
seat-store-failed = 서버가 자리를 저장하지 못했습니다; 바뀐 것은 없으니 다시 해 보세요
tables-waiting-full = 플레이어를 기다리는 테이블이 너무 많습니다; 그중 하나에 참가하거나 나중에 다시 해 보세요
tables-unattended = 당신의 주소에는 아무도 연결되지 않은 채 진행 중인 테이블이 { $mine }개 있고, 봇이 아무도 없이 플레이하고 있습니다 (주소당 최대 { $limit }개): 그중 하나로 돌아가거나, 하나가 끝날 때까지 기다린 뒤 새 테이블을 시작하세요
tables-waiting-mine = 플레이어를 기다리는 테이블이 이미 { $mine }개 있습니다 (주소당 최대 { $limit }개): 그중 하나를 시작하거나 채우세요. 아니면 하나가 버려질 때까지 기다리세요 (플레이어가 떠나고 { $expiry }초 뒤)

## 테이블 만들기, 봇, 참가, 시작, 재대결, 기록

options-not-object = 'options'는 옵션 이름: 값의 객체여야 합니다. 받은 값: { $got }
bots-not-object = bots는 {"{"}"<자리 번호>": 수준{"}"} 객체여야 합니다 (예: {"{"}"1": "simple"{"}"})
bots-not-seat = bots: { PARTICLE($name, "은/는") } 자리 번호가 아닙니다 (0부터 { $last }까지)
bots-no-seat = bots: { $seat }번 자리는 없습니다; 자리는 0부터 { $last }까지입니다
bot-level = 알 수 없는 봇 수준 { $got }; 다음 중에서 고르세요: { $levels }
seed-refused = 이 서버는 정한 'seed'를 받지 않습니다 (카드가 드러납니다); 빼고 보내세요
seed-range = 'seed'는 0부터 2**256-1까지의 정수여야 합니다. 받은 값: { $got }
join-absent = 당신의 주소는 플레이어가 연결되지 않은 자리를 다른 테이블에 { $mine }개 가지고 있습니다 (최대 { $limit }개): 그중 하나로 가거나, 그 대국이 끝날 때까지 기다린 뒤 다른 테이블에 참가하세요
join-abandoned = 테이블 { PARTICLE($code, "은/는") } 버려졌습니다 (한동안 아무도 앉지 않았습니다): 새 테이블을 만드세요
join-no-seat = 테이블 { PARTICLE($code, "은/는") } { $status ->
        [full] 꽉 찼습니다
        [playing] 경기 중입니다
        [finished] 끝났습니다
        [abandoned] 버려졌습니다
       *[other] 기다리는 중입니다
    }: 빈자리가 없습니다; 관전할 수 있습니다 (토큰 없이 연결하세요)
seat-not-free = { $seat }번 자리는 비어 있지 않습니다; 빈자리: { $count ->
        [0] 없음
       *[other] { $free }
    }
request-id = request는 글자, 숫자, - 또는 _ 16~100개로 된 임의의 id여야 합니다 (예: 임의의 base64url 문자 22개). 이 참가를 다시 요청할 때마다 같은 값을 보내세요
fill-started = 테이블 { PARTICLE($code, "은/는") } { $status ->
        [playing] 경기 중입니다
        [finished] 끝났습니다
        [abandoned] 버려졌습니다
       *[other] 기다리는 중입니다
    }: 자리는 경기가 시작되기 전에만 채울 수 있습니다
fill-none = 테이블 { $code }에는 채울 빈자리가 없습니다
start-already = 테이블 { PARTICLE($code, "은/는") } 이미 { $status ->
        [playing] 경기 중입니다
        [finished] 끝났습니다
        [abandoned] 버려졌습니다
       *[other] 기다리는 중입니다
    }
start-empty = 빈자리: { $seats }; 플레이어를 초대하거나 봇으로 채우세요
rematch-accept = 'accept'는 true(재대결을 청하거나 받아들임) 또는 false(거절)여야 합니다. 받은 값: { $got }
rematch-not-finished = 테이블 { PARTICLE($code, "은/는") } { $status ->
        [playing] 경기 중입니다
        [abandoned] 버려졌습니다
        [finished] 끝났습니다
       *[other] 기다리는 중입니다
    }: 재대결은 끝난 경기 뒤에 합니다
rematch-made = 재대결 테이블 { PARTICLE($code, "은/는") } 이미 만들어졌습니다: 앉은 사람 모두가 받아들였습니다
rematch-no-offer = 거절할 재대결 제안이 없습니다
record-not-over = 테이블 { PARTICLE($code, "은/는") } { $status ->
        [playing] 경기 중입니다
        [abandoned] 버려졌습니다
        [finished] 끝났습니다
       *[other] 기다리는 중입니다
    }: 기록은 경기가 끝나면 받을 수 있습니다 (그 전에는 숨은 카드가 드러납니다)
playnow-rate = 당신의 주소에서 '바로 하기' 요청이 너무 많습니다; { $wait }초 기다리세요
playnow-wait = 'wait'는 다음 중 하나여야 합니다: { $waits } (봇이 빈자리를 채우기 전의 초)

## 신원과 로그인 (taverna.server.players, guard)

player-key-unknown = 알 수 없는 플레이어 키입니다 (신원이 지워졌나요?): 새로 만들거나 복구 코드로 되살리세요
name-taken = { PARTICLE($name, "은/는") } 이미 다른 플레이어의 이름입니다 (이름은 대소문자와 전각/반각을 가리지 않고 비교합니다: 'ALICE'와 'ａｌｉｃｅ'는 'alice'입니다): 다른 이름을 고르세요
password-short = 비밀번호가 너무 짧습니다: 최소 { $min }자
signin-wrong = 이름이나 비밀번호가 틀렸습니다 (이름은 대소문자를 가리지 않고 비교합니다)
recovery-unknown = 그 복구 코드를 가진 신원이 없습니다 (글자와 숫자 25개, 예: K7QXM-…)
delete-confirm = 신원을 지우면 되돌릴 수 없습니다: "confirm": true를 보내세요
hash-busy = 서버가 한꺼번에 너무 많은 비밀번호를 확인하고 있습니다; 몇 초 뒤에 다시 해 보세요
limit-keys = 당신의 주소에서 알 수 없는 플레이어 키가 너무 많습니다; { $wait }초 기다린 뒤 다시 해 보세요
limit-new-player = 당신의 주소에서 새 플레이어를 너무 많이 만들었습니다; { $wait }초 기다린 뒤 다시 시도하세요 (플레이어는 이 브라우저에 남습니다: 하나면 충분합니다)
limit-signin-name = 이 이름이나 당신의 주소에서 실패한 로그인이 너무 많습니다; { $wait }초 기다린 뒤 다시 해 보세요
limit-signin = 당신의 주소에서 로그인이 너무 많습니다; { $wait }초 기다린 뒤 다시 해 보세요
limit-recovery = 틀린 복구 코드가 너무 많습니다 (당신의 주소 또는 모두에게서); { $wait }초 기다린 뒤 다시 해 보세요
player-id = 플레이어는 번호로 가리킵니다 (예: /api/players/12)
player-before = 'before'는 0부터 { $max }까지의 결과 id여야 합니다. 받은 값: { $got }
player-unknown = { $id }번 플레이어가 없습니다 (만들어진 적이 없거나 지워졌습니다)
leaderboard-min = 'min'은 경기 수여야 합니다. 받은 값: { $got }

## 토너먼트 (taverna.server.tournaments)

tour-mine = 예정되었거나 진행 중인 토너먼트가 { $mine }개 있습니다 (플레이어당 최대 { $cap }개): 그중 하나가 끝나면 새로 만드세요
tour-address = 당신의 주소에서 만든 예정되었거나 진행 중인 토너먼트가 { $here }개 있습니다 (주소당 최대 { $cap }개): 그중 하나가 끝나면 새로 만드세요
tour-rate = 토너먼트는 플레이어와 주소마다 1시간에 최대 { $per_hour }개 (한 번에 { $burst }개) 만들 수 있습니다; { $minutes }분 뒤에 다시 해 보세요
tour-seconds = { PARTICLE($name, "은/는") } { $lo }부터 { $hi }까지의 초여야 합니다. 받은 값: { $got }
tour-kind = 'kind'는 "arena" 또는 "swiss"여야 합니다. 받은 값: { $got }
tour-rounds = 스위스 토너먼트의 'rounds'는 1부터 { $max }까지여야 합니다. 받은 값: { $got }
tour-start-format = 'start'는 2026-11-24T20:00:00+00:00 같은 ISO 시각이어야 합니다. 받은 값: { $got }
tour-start-range = 'start'는 { $past }분 전부터 { $ahead }일 뒤까지여야 합니다 (지금은 { $now }). 받은 값: { $got }
tour-rated = 'rated'는 true 또는 false여야 합니다. 받은 값: { $got }
tour-unknown = 코드가 { $code }인 토너먼트가 없습니다
tour-over = 토너먼트 { PARTICLE($code, "은/는") } 끝났습니다

## 리플레이 보기 (taverna.server.replay)

replay-budget = 당신의 주소에서 리플레이가 너무 많습니다: 리플레이는 그 행동 수만큼 들고 (여기서는 { $cost }) 주소마다 1초에 { $rate }개의 행동을 (한 번에 최대 { $burst }개) 재생할 수 있습니다; { $wait }초 뒤에 다시 해 보세요
replay-busy = 서버가 다른 기록을 재생하느라 바쁩니다; 몇 초 뒤에 다시 해 보세요
replay-stopped = 리플레이 작업자가 멈췄습니다; 다시 해 보세요
replay-not-over = 테이블 { PARTICLE($code, "은/는") } { $status ->
        [playing] 경기 중입니다
        [abandoned] 버려졌습니다
        [finished] 끝났습니다
       *[other] 기다리는 중입니다
    }: 경기는 끝난 뒤에 리플레이 보기(와 요약)에 나옵니다 (그 전에는 숨은 카드가 드러납니다)
replay-not-json = 이 파일은 JSON 기록이 아닙니다 ({ $detail }); taverna/1 기록 파일을 여세요
replay-too-many = 기록에 행동이 { $n }개 있습니다; 이 서버는 행동이 최대 { $limit }개인 기록만 재생합니다 (더 긴 것은 `taverna replay`로 재생하세요)
replay-content-type = 기록은 Content-Type: application/json으로 보내세요. 받은 값: { $got }
replay-no-content-type = 기록은 Content-Type: application/json으로 보내세요. 받은 값: 없음
replay-too-large = 기록이 너무 큽니다: { $size }바이트, 최대 { $limit }바이트
replay-too-large-stream = 기록이 너무 큽니다: { $limit }바이트 넘음, 최대 { $limit }바이트

## 페이지와 안내 (taverna.server.app, paths, card_guide, learn, length)

page-unknown = 그런 페이지는 없습니다: { $path }
page-unknown-why = 그런 페이지는 없습니다: { $path }: { $why }
method-not-allowed = { $path }에는 { $method } 메서드를 쓸 수 없습니다
path-code = { PARTICLE($name, "은/는") } 글자와 숫자 1~16개로 된 코드여야 합니다 (예: K7M2QX)
path-id = { PARTICLE($name, "은/는") } 1~18자리 숫자여야 합니다 (예: 12)
path-name = { PARTICLE($name, "은/는") } 소문자, 숫자, _, - 1~32개로 된 이름이어야 합니다
path-asset = { PARTICLE($name, "은/는") } /static/ 아래 파일의 경로여야 합니다 (예: js/api.js)
cards-none = 게임 { $game }에는 카드 안내가 없습니다
cards-options-json = options: JSON이 아닙니다
cards-options-object = options: JSON 객체여야 합니다
rules-page-none = 게임 { $game }에는 규칙 페이지가 없습니다
guide-none = 안내하는 첫 경기가 없습니다: { $error }
length-seats = { PARTICLE($game, "은/는") } { $min }명에서 { $max }명까지 합니다
length-options = 'options'는 옵션 이름: 값의 JSON 객체여야 합니다

## 게임이나 규칙 세트의 인원 (각 게임의 엔진)

players-range = { PARTICLE($game, "은/는") } { $min }명에서 { $max }명까지 합니다. 받은 값: { $n }
players-exactly = { PARTICLE($game, "은/는") } 정확히 { $seats }명이 합니다. 받은 값: { $n }
players-teams = { PARTICLE($game, "은/는") } 정확히 { $seats }명(두 명씩 두 팀)이 합니다. 받은 값: { $n }
players-torionfo = { PARTICLE($game, "은/는") } 4명(마주 앉은 2인 1팀으로 두 팀) 또는 2명이 합니다. 받은 값: { $n }
