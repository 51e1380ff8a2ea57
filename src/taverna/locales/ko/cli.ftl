# 터미널 명령의 레이블, 제목, 질문 (taverna.cli): `taverna games`, `taverna play`.

## taverna games

games-about = { $description }  플레이어: { $min }-{ $max }명 (보통 { $usual }명).
games-rules = { $rules }: { $title } ({ $source })
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
play-header = { $title }, 시드 { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), 시드 { $seed }: { $players }
play-left = 테이블을 떠났습니다.
play-winner = 승자: { $winner }
play-draw = 승자: 없음 (무승부)
play-save-ask = 기록을 저장할까요? 파일 이름을 입력하세요 (또는 비워 두세요):
play-saved = 기록을 { $path }에 저장했습니다 (다시 보기: { $command })
play-refused = taverna play: { $error }
play-players = { PARTICLE($game, "은/는") } { $min }명에서 { $max }명까지 합니다. 받은 값: { $n }
play-seat = --seat는 1부터 { $n }(플레이어 수)까지입니다. 받은 값: { $seat }

## 모든 명령

cli-failed = taverna { $command }: { $message }
cli-extra = { PARTICLE($module, "이/가") } 필요한데 설치되어 있지 않습니다: { $extra } 추가 기능에 들어 있습니다, pip install 'taverna[{ $name }]'
play-bad-lang = --lang는 { $langs } 중 하나여야 합니다. 받은 값: { $got }
play-bad-bots = --bots에 알 수 없는 봇 수준 { $got }; 다음 중에서 고르세요: { $levels }
play-bad-name = --name은 앞뒤 공백 없이 출력 가능한 문자 1-40자여야 합니다. 받은 값: { $got }
play-bad-players = --players는 양수여야 합니다 (0이면 게임의 보통 인원). 받은 값: { $got }
play-cannot-save = 기록을 { $path }에 저장할 수 없습니다: { $reason }
