# 터미널 명령의 레이블, 제목, 질문 (taverna.cli): `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  플레이어: { $min }-{ $max }명 (보통 { $usual }명).
games-rules = { $rules }: { $title } ({ $source })
games-rules-players = 플레이어: { $exact ->
        [yes] 정확히 { $min }명
       *[no] { $min }-{ $max }명 (보통 { $usual }명)
    }.
games-option = 옵션
games-default = 기본값
games-meaning = 뜻
games-fixed = 이 규칙 세트의 방식 (고정): { $how }.
games-fixed-sep = { "; " }
games-fixed-value = { $option }: { $value }
games-yes = 예
games-no = 아니요
games-none = 없음

## taverna play

play-which-game = taverna play: 어떤 게임인가요? 이름을 입력하세요. 예:  { $example }  또는  { $other }
play-describes = { $command }  명령이 모든 게임, 규칙 세트, 옵션을 설명합니다.
play-seat-draw = 자리 뽑기 { $n }: { $draws }
play-seat-drew = { $player }: { $card }
play-header = { $title }, 시드 { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), 시드 { $seed }: { $players }
play-left = 테이블을 떠났습니다.
play-final = 최종 결과:
play-standing = { $player }: { $counters }
play-winner = 승자: { $winner }
play-draw = 승자: 없음 (무승부)
play-save-ask = 기록을 저장할까요? 파일 이름을 입력하세요 (또는 비워 두세요):
play-saved = 기록을 { $path }에 저장했습니다 (다시 보기: { $command })
play-refused = taverna play: { $error }
play-players-many = --players { $n }: 어떤 테이블도 그만큼 앉을 수 없습니다 (최대 { $most }). 각 게임의 인원은 taverna games에서 볼 수 있습니다
play-seat = --seat는 1부터 { $n }(플레이어 수)까지입니다. 받은 값: { $seat }

## 모든 명령

cli-failed = taverna { $command }: { $message }
write-is-dir = { $option } { $path }: 폴더입니다. 파일 이름을 주세요
write-no-dir = { $option } { $path }: 기록할 폴더가 없습니다 ({ $dir })
cli-extra = { PARTICLE($module, "이/가") } 필요한데 설치되어 있지 않습니다: { $extra } 추가 기능에 들어 있습니다, pip install 'taverna[{ $name }]'
play-bad-lang = --lang는 { $langs } 중 하나여야 합니다. 받은 값: { $got }
play-bad-bots = --bots에 알 수 없는 봇 수준 { $got }; 다음 중에서 고르세요: { $levels }
play-bad-name = --name은 앞뒤 공백 없이 출력 가능한 문자 1-40자여야 합니다. 받은 값: { $got }
play-bad-players = --players는 양수여야 합니다 (0이면 게임의 보통 인원). 받은 값: { $got }
play-cannot-save = 기록을 { $path }에 저장할 수 없습니다: { $reason }

## taverna replay, taverna verify (기록 자체의 이유와 점검 문장은 영어로 남습니다)

replay-bad-record = 잘못된 기록 { $file }: { $error }
replay-player = 플레이어
# the heading of `taverna replay`: the game (its rule set) by name in the reader's language, and the players
replay-header = { $title }: { $players }

replay-card = 카드
replay-after = 뒤
replay-pool = 판돈: { $pool }
replay-pool-paid = 판돈: { $pool }; 지급: { $paid }
replay-paid-to = { $player }에게 { $amount }
replay-now = 지금
replay-unfinished = 끝나지 않음: 할 차례: { $players }
verify-cannot-read = { PARTICLE($file, "을/를") } 읽을 수 없습니다: { $error }
verify-ok = 확인: { $line }
verify-summary = 요약: { $finished ->
        [yes] 끝남, 승자 { $winner }
       *[no] 끝나지 않음, 아직 승자 없음
    }, { $deals }판; { $players }
verify-draw = 없음 (무승부)
verify-not-fair = 공정하지 않음: { $reason }
verify-fair = 공정함: 모든 카드는 테이블이 판 전에 약속한 시드에서 나눠졌습니다

## taverna serve, taverna migrate (언어: TAVERNA_LANG, 없으면 LANG; 로그와 데이터베이스의 말은 영어로 남습니다)

serve-at = Taverna는 { $url }에 있습니다 (Ctrl-C로 멈춥니다)
serve-log-level = --log-level은 다음 중 하나여야 합니다: { $levels }. 받은 값: { $got }
serve-port = --port는 1부터 65535까지여야 합니다. 받은 값: { $got }
serve-grace = --grace와 --bot-delay는 0초 이상이어야 합니다
serve-waiting-expiry = --waiting-expiry는 0초보다 커야 합니다
serve-data-dir = --data-dir { PARTICLE($path, "은/는") } 파일입니다; 폴더를 주세요 (없으면 만듭니다)
serve-origin = --allow-origin { PARTICLE($got, "은/는") } 출처가 아닙니다: http(s)://호스트[:포트] 형식이어야 합니다 (예: https://play.example.org)
serve-proxy-ip = --proxy-ip { PARTICLE($got, "은/는") } 주소가 아닙니다: 예를 들어 10.0.0.5나 172.16.0.0/12여야 합니다
serve-redis-url = --redis { PARTICLE($got, "은/는") } Redis URL이 아닙니다: redis://호스트[:포트][/db] 형식이어야 합니다
serve-redis-db = --redis에는 모든 작업자가 함께 쓰는 데이터베이스가 필요합니다: --db postgresql://...을 주세요
serve-redis-client = --redis에는 Redis 클라이언트가 필요합니다: pip install 'taverna[redis]'
migrate-failed = 데이터베이스 { PARTICLE($url, "을/를") } 마이그레이션할 수 없습니다: { $error }
migrate-already = taverna migrate: { PARTICLE($url, "은/는") } 이미 최신입니다 (리비전 { $after }, 이 버전의 최신 { $head })
migrate-done = taverna migrate: { PARTICLE($url, "을/를") } { $before }에서 최신으로 마이그레이션했습니다 (리비전 { $after }, 이 버전의 최신 { $head })
migrate-done-empty = taverna migrate: { PARTICLE($url, "을/를") } 빈 데이터베이스에서 최신으로 마이그레이션했습니다 (리비전 { $after }, 이 버전의 최신 { $head })

## taverna arena, taverna analyze (their tables' words; the bots' and games' names as given)

arena-title =
    { $game }{ $rules ->
        [none] {""}
       *[other] {" "}({ $rules })
    }, { $players }명, { $sets }개 딜 세트 x { $rotations }번 자리 돌림 = { $matches }판
arena-bot = 봇
arena-wins = 승률 (95% 신뢰구간)
arena-score = 점수 (95% 신뢰구간)
arena-losses = 딜당 패배 (95% 신뢰구간)
arena-unfinished = 행동 한도에서 끝나지 않고 멈춘 판: { $n }
arena-leaderboard = 순위표: 판들에 대한 OpenSkill (Plackett-Luce), mu - 3 sigma 순
arena-matches = 판
arena-pairs = 짝지은 차이 (첫째 빼기 둘째), * = 95%에서 유의함
arena-pair = 짝
arena-metric = { $metric ->
        [wins] 승률
        [score] 점수
       *[losses_per_deal] 딜당 패배
    }
arena-plot-saved = 그래프를 { $path }에 저장했습니다
arena-files = { $dir }에 파일 { $n }개를 썼습니다 (matches.csv, report.json, records/)
analyze-not-converged = 경고: { $rounds }라운드 뒤에도 수렴하지 않음 (라운드당 변화 { $history }); --iterations나 --deals를 늘리세요
analyze-le-her-play = 받는 사람은 7을 확률 { $seven }로 바꾸고, 딜러는 8에서 확률 { $eight }로 뽑습니다.
analyze-le-her-value = 값: 받는 사람이 딜의 { $value }({ NUMBER($decimal, minimumFractionDigits: 6, maximumFractionDigits: 6) })를 이기고, 딜러가 { $rest }를 이깁니다.
analyze-le-her-checked = 확인함: 어느 쪽도 카드별 전략으로 더 잘할 수 없습니다
analyze-le-her-not = 경고: 카드별 전략에 대한 균형이 아닙니다
analyze-plot-written = 그래프를 { $path }에 썼습니다
