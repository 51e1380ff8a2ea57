# ターミナルのコマンドのラベル、見出し、問い（taverna.cli）：`taverna games`、`taverna play`。

## taverna games

games-about = { $description }  プレイヤー：{ $min }〜{ $max }人（ふつうは{ $usual }人）。
games-rules = { $rules }：{ $title }（{ $source }）
games-rules-players = プレイヤー：{ $exact ->
        [yes] ちょうど{ $min }人
       *[no] { $min }〜{ $max }人（ふつうは{ $usual }人）
    }。
games-option = オプション
games-default = 既定値
games-meaning = 意味
games-fixed = このルールのしくみ（固定）：{ $how }。
games-fixed-sep = { "、" }
games-fixed-value = { $option }：{ $value }
games-yes = はい
games-no = いいえ
games-none = なし

## taverna play

play-which-game = taverna play：どのゲームですか？名前を入力してください。例： { $example }  または  { $other }
play-describes = { $command }  ですべてのゲーム、ルール、オプションの説明が見られます。
play-seat-draw = 席決め{ $n }：{ $draws }
play-seat-drew = { $player }：{ $card }
play-header = { $title }、シード{ $seed }：{ $players }
play-header-rules = { $title }（{ $rules }）、シード{ $seed }：{ $players }
play-left = テーブルを離れました。
play-final = 最終結果：
play-standing = { $player }：{ $counters }
play-winner = 勝者：{ $winner }
play-draw = 勝者：なし（引き分け）
play-save-ask = 記録を保存しますか？ファイル名を入力してください（何も入力しなければ保存しません）：
play-saved = 記録を{ $path }に保存しました（再生：{ $command }）
play-refused = taverna play：{ $error }
play-players-many = --players { $n }：どのテーブルの席数より多すぎます(最大{ $most })。各ゲームの人数は taverna games で確認できます
play-seat = --seatは1から{ $n }（プレイヤー数）までです。指定：{ $seat }

## すべてのコマンド

cli-failed = taverna { $command }：{ $message }
write-is-dir = { $option } { $path } はフォルダーです。ファイル名を指定してください
write-no-dir = { $option } { $path }：書き込むフォルダー { $dir } がありません
cli-extra = { $module }が必要ですが、インストールされていません：追加機能{ $extra }に含まれています。pip install 'taverna[{ $name }]'
play-bad-lang = --langは{ $langs }のどれかです。指定：{ $got }
play-bad-bots = --botsのボットの強さ{ $got }は不明です。次から選んでください：{ $levels }
play-bad-name = --nameは前後に空白のない、表示できる1〜40文字です。指定：{ $got }
play-bad-players = --playersは正の数です（0ならゲームのふつうの人数）。指定：{ $got }
play-cannot-save = 記録を{ $path }に保存できません：{ $reason }

## taverna replay、taverna verify（記録そのものの理由と確認の文は英語のままです）

replay-bad-record = 正しくない記録 { $file }：{ $error }
replay-player = プレイヤー
# the heading of `taverna replay`: the game (its rule set) by name in the reader's language, and the players
replay-header = { $title }：{ $players }

replay-card = カード
replay-after = 後
replay-pool = 場：{ $pool }
replay-pool-paid = 場：{ $pool }。支払い：{ $paid }
replay-paid-to = { $player }に{ $amount }
replay-now = 現在
replay-unfinished = 未終了：手番：{ $players }
verify-cannot-read = { $file }を読めません：{ $error }
verify-ok = OK：{ $line }
verify-summary = 要約：{ $finished ->
        [yes] 終了、勝者 { $winner }
       *[no] 未終了、勝者はまだなし
    }、{ $deals }回のディール。{ $players }
verify-draw = なし（引き分け）
verify-not-fair = 公正ではありません：{ $reason }
verify-fair = 公正：どのカードも、テーブルがディールの前に約束したシードから配られました

## taverna serve、taverna migrate（言語：TAVERNA_LANG、なければLANG。ログとデータベースの言葉は英語のままです）

serve-at = Taverna は { $url } にあります（Ctrl-Cで止まります）
serve-log-level = --log-levelは次のどれかでなければなりません：{ $levels }。受け取った値：{ $got }
serve-port = --portは1から65535まででなければなりません。受け取った値：{ $got }
serve-grace = --graceと--bot-delayは0秒以上でなければなりません
serve-waiting-expiry = --waiting-expiryは0秒より大きくなければなりません
serve-data-dir = --data-dir { $path }はファイルです。フォルダーを指定してください（なければ作られます）
serve-origin = --allow-origin { $got }はオリジンではありません：http(s)://ホスト[:ポート]の形です（例：https://play.example.org）
serve-proxy-ip = --proxy-ip { $got }はアドレスではありません：10.0.0.5や172.16.0.0/12のような形です
serve-redis-url = --redis { $got }はRedisのURLではありません：redis://ホスト[:ポート][/db]の形です
serve-redis-db = --redisには全ワーカーが共有するデータベースが要ります：--db postgresql://...を指定してください
serve-redis-client = --redisにはRedisクライアントが要ります：pip install 'taverna[redis]'
migrate-failed = データベース { $url } を移行できません：{ $error }
migrate-already = taverna migrate：{ $url } はすでに最新です（リビジョン { $after }、このバージョンの最新 { $head }）
migrate-done = taverna migrate：{ $url } を { $before } から最新に移行しました（リビジョン { $after }、このバージョンの最新 { $head }）
migrate-done-empty = taverna migrate：{ $url } を空のデータベースから最新に移行しました（リビジョン { $after }、このバージョンの最新 { $head }）

## taverna arena, taverna analyze (their tables' words; the bots' and games' names as given)

arena-title =
    { $game }{ $rules ->
        [none] {""}
       *[other] {" "}({ $rules })
    }、{ $players }人、{ $sets }組のディール x { $rotations }回の席替え = { $matches }試合
arena-bot = ボット
arena-wins = 勝率 (95%信頼区間)
arena-score = 得点 (95%信頼区間)
arena-losses = ディールあたりの負け (95%信頼区間)
arena-unfinished = 行動の上限で終わらずに止まった試合: { $n }
arena-leaderboard = 順位表: 試合ごとの OpenSkill (Plackett-Luce)、mu - 3 sigma 順
arena-matches = 試合
arena-pairs = 対応のある差 (一つ目から二つ目を引く)、* = 95%で有意
arena-pair = 組
arena-metric = { $metric ->
        [wins] 勝率
        [score] 得点
       *[losses_per_deal] ディールあたりの負け
    }
arena-plot-saved = グラフを { $path } に保存しました
arena-files = { $dir } にファイルを { $n } 個書きました (matches.csv, report.json, records/)
analyze-not-converged = 警告: { $rounds } ラウンド後も収束していません (ラウンドごとの変化 { $history })。--iterations か --deals を増やしてください
analyze-le-her-play = 受け手は 7 を確率 { $seven } で交換し、親は 8 で確率 { $eight } で引きます。
analyze-le-her-value = 値: 受け手がディールの { $value } ({ NUMBER($decimal, minimumFractionDigits: 6, maximumFractionDigits: 6) }) を勝ち、親が { $rest } を勝ちます。
analyze-le-her-checked = 確認済み: どちらのプレイヤーもカードごとの戦略でこれ以上よくできません
analyze-le-her-not = 警告: カードごとの戦略に対する均衡ではありません
analyze-plot-written = グラフを { $path } に書きました
