# ターミナルのコマンドのラベル、見出し、問い（taverna.cli）：`taverna games`、`taverna play`。

## taverna games

games-about = { $description }  プレイヤー：{ $min }〜{ $max }人（ふつうは{ $usual }人）。
games-rules = { $rules }：{ $title }（{ $source }）
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
play-header = { $title }、シード{ $seed }：{ $players }
play-header-rules = { $title }（{ $rules }）、シード{ $seed }：{ $players }
play-left = テーブルを離れました。
play-winner = 勝者：{ $winner }
play-draw = 勝者：なし（引き分け）
play-save-ask = 記録を保存しますか？ファイル名を入力してください（何も入力しなければ保存しません）：
play-saved = 記録を{ $path }に保存しました（再生：{ $command }）
play-refused = taverna play：{ $error }
play-players = { $game }は{ $min }〜{ $max }人で遊びます。指定：{ $n }
play-seat = --seatは1から{ $n }（プレイヤー数）までです。指定：{ $seat }
