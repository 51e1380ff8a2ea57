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

## すべてのコマンド

cli-failed = taverna { $command }：{ $message }
cli-extra = { $module }が必要ですが、インストールされていません：追加機能{ $extra }に含まれています。pip install 'taverna[{ $name }]'
play-bad-lang = --langは{ $langs }のどれかです。指定：{ $got }
play-bad-bots = --botsのボットの強さ{ $got }は不明です。次から選んでください：{ $levels }
play-bad-name = --nameは前後に空白のない、表示できる1〜40文字です。指定：{ $got }
play-bad-players = --playersは正の数です（0ならゲームのふつうの人数）。指定：{ $got }
play-cannot-save = 記録を{ $path }に保存できません：{ $reason }
