## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).

lang-name = 日本語

app-tagline = カッコウ・カードのゲーム集

refuse-not_your_turn = あなたの番ではありません({ $action }):{ $names } を待っています。

refuse-illegal = 今は { $action } はできません。今できること:{ $legal }。

# the same, with the engine's reason (in the engine's words)
refuse-illegal_why = 今は { $action } はできません。今できること:{ $legal }。({ $why })

refuse-nothing = なし

refuse-stale = テーブルは先に進んでいました:今の状態から選び直してください。

field-phase = 段階

field-deal = ディール

field-dealer = 親

field-order = 手番の順

field-pool = ポット

field-round = ラウンド

field-rounds = ラウンド数

field-deals = ディール数

field-set = セット

field-time = 時間

field-deck_size = 山札の枚数

field-discards = 捨て札

field-cards = 見えたカード

field-trick = トリック

field-tricks = トリック

field-last_trick = 前のトリック

field-tricks_left = 残りトリック

field-tricks_won = 取ったトリック

field-hand_sizes = 手札の枚数

field-bets = 賭け

field-limit = 上限

field-stock = 山札

field-sowee = ソウイー

field-base = トリックの種類

field-teams = チーム

field-torionfo = トリオンフォ札

field-bids = 入札

field-boss = ボス

field-partner = パートナー

field-leader = リード

field-money = お金

field-secrets = シークレット

field-alone = ボスの単独

field-auction_base = 入札の種類

field-cut_taken = カットで取った札

field-cutter = カットする人

field-direction = 交換の向き

field-hand_size = 配る枚数

field-inn = 宿屋

field-max_packet = 最大の束

field-on_credit = 借りで続ける人

field-packet_size = 束の枚数

field-passed = パスした人

field-played = 出た札

field-revealed = 手札に残る入札の札

field-turn_taken = 親が取った札

field-used = 使った札

field-waits = 手を完成させる札

# Torionfo's cards won in tricks this deal, by player (a seat's `won` counter is its deals won)
field-won = 取った札

# keys inside a value of the replay's list (a trick of Coteccio, Campli's inn, a secret of Cuajo)
part-cards = 札

part-leader = リード

part-winner = 勝者

part-type = 種類

part-guest = 客

part-host = 宿の主人

part-offer = 申し出

part-money = お金

# the values of the replay's list, by field (a phase of the match, Cambio's time, a trick's kind ...)
value-phase-begin = 開始

value-phase-exchanges = 交換

value-phase-inn-guest = 宿屋(客の番)

value-phase-inn-host = 宿屋(主人の番)

value-phase-reveal = 札を表に

value-phase-confess = 「私の負け」

value-phase-settled = ディールの清算済み

value-phase-next = 次のディール

value-phase-over = 試合終了

value-phase-base = トリックの種類を決める

value-phase-cut = カット

value-phase-discard = 捨て札

value-phase-play = 札を出す

value-phase-auction = 入札

value-phase-tricks = トリック

value-phase-bets = 賭け

value-phase-packet = 親の束

value-phase-capotto = カポット

value-phase-doctor = ドクター

value-phase-claim = 引いた札の請求

value-phase-draw = 引く

value-phase-purro = プロ

value-time-adults = 大人の時間

value-time-children = 子供の時間

value-base-number = 数字

value-base-picture = 絵札

value-auction_base-number = 数字

value-auction_base-picture = 絵札

value-direction-right = 右へ

value-direction-left = 左へ

value-type-four = 同じ札4枚

value-type-sowee = ソウイーのシークレット

value-rounds-0 = 誰かのチップがなくなるまで

lobby-my_tables = 自分のテーブル

lobby-my_tables_hint = このブラウザーが席を持っているテーブルです。

lobby-as = { $name } として

lobby-back_to_seat = 自分の席に戻る

replay-open_file = 記録ファイルを再生

replay-watch = リプレイを見る

replay-title = リプレイ

# the replay page's title with the table's code
replay-title_code = リプレイ { $code }

# a step of a replay that said nothing: who did what ("Ada: Exchange")
replay-did = { $who }: { $action }

replay-controls = 一手ずつ見る

replay-open_hint = 終わったテーブルからダウンロードした記録(または taverna play が保存した記録)を開いてください。すべてのカードが表向きで表示されます。

replay-file = 記録ファイル(taverna/1、JSON)

replay-first = 最初

replay-back = 戻る

replay-forward = 進む

replay-last = 最後

replay-keys = キー:← と → で一手ずつ、Home と End で最初と最後へ。

replay-players = 全員の手札(表向き)

replay-step = { $n } 手中 { $k } 手目

replay-start = 対局の始まり。

replay-cards_of = { $name } のカード

replay-not_json = { $name } は JSON ファイルではありません。taverna/1 の記録を開いてください。

seat-link = 別の端末で自分の席

seat-link_help = 別の端末やブラウザーでこのリンクを開くと、そこでこの席をプレイできます。人に渡さないでください:リンクを持つ人があなたの席でプレイします。

seat-copy = 席のリンクをコピー

seat-away = { $name } が席を離れました。

seat-back = { $name } が席に戻りました。

seat-bot_level = ボットの強さ

seat-fill_bots = 空席 { $n } つをボットで埋める

table-standings = 最終順位

end-standings = 最終順位

end-winner = 勝者

end-deal = 第 { $n } ディール(親 { $dealer })

end-lost = { $names } の負け

end-nobody_lost = 負けなし

end-out = 脱落:{ $names }

end-story = 対局の流れ({ $n } ディール)

sheet-title = スコアシート

sheet-deal = ディール

sheet-lost = 負け

# why a deal ended as it did ($why: the server's sentences, one after another by the message sentences)
sheet-why = 理由: { $why }

# two sentences one after another (a space between them; none in Japanese)
sentences = { $head }{ $tail }

# parts of a line one after another, set apart by a middle dot ("Deal 3 of 7 · set 1 of 2", "lost · +2 tokens")
dots = { $head } · { $tail }

# a label before what it names, in bold ("Deal 3 (Ada deals): ")
label = { $label }:{ " " }

# a number and what it counts ($num: the number as the page's language writes it; $word: counter-tokens ...)
counted = { $num } { $word }

sheet-set_round = 第{ $set }セット 第{ $round }ラウンド

# the score sheet's last deal: what changed for one player (their counters, listed by the language's
# list of measures), and what stands between two players' changes
sheet-player_change = { $name } { $change }

sheet-change_sep = ／

# the last deal in one line: the deal's name, then what happened in it
sheet-latest = { $deal }: { $result }

# a deal's name with where it stands in a set ("Deal 3 (Ada deals) · set 1, round 2")
sheet-deal_at = { $deal } · { $where }

end-round = 第{ $n }ラウンド (親 { $dealer })

end-story_rounds = 試合の流れ ({ $n }ラウンド)

end-won = 勝ち: { $names }

end-back_in = 復帰: { $names }

sheet-round = ラウンド

help-button = ルール

guide-learn = 遊び方を学ぶ

guide-title = 遊び方を学ぶ

guide-next = 次へ

guide-loading = レッスンを読み込み中…

guide-click = あなたの番です：強調されたものを押してください。

guide-watch = ほかの人がプレイ中です：テーブルを見ていてください。

guide-off_script = レッスンの流れから外れました：自由に続けてください。ボットは自分のやり方で遊びます。

guide-learner = 学習者

lobby-learn_h = 遊び方を学ぶ

lobby-learn_hint = 用意された配り札でボットと遊ぶ、ガイド付きの最初の一局：テーブルが何を見て何を押すか、そしてその理由を教えます。

help-title = テーブルのヘルプ

help-close = 閉じる

help-rules = ルールの要点

help-none = このゲームのルールの要点はまだありません。

help-cards = このルール({ $rules })のカード

help-more = 出典付きのルール全文(別ページ)

help-refused = できません:{ $reason }

rules-page_title = { $game }:ルール

rules-back = ロビーに戻る

rules-nav = Taverna

rules-in_english = このページは英語です:まだ翻訳されていません。

rules-table = ルールの表(横にスクロールします)

cards-button = カードの順番

cards-title = 順番に並べたカード:{ $rules }

cards-hint = 強い順。カードにマウスを重ねるか、フォーカスするか、長押しすると、その名前と働きが出ます。

lobby-title = Taverna: ロビー

lobby-name = 名前

lobby-create = テーブルを作る

lobby-game = ゲーム

lobby-rules = ルール

lobby-options = オプション

lobby-options_hint = オプションを既定値のままにすると、ルールどおりに遊べます。

lobby-seats = 席

lobby-seat = 席 { $n }

lobby-you = あなた

lobby-think = ボットが一手を考える時間: { $levels }。

lobby-think_level = { $level } { $time }

lobby-think_instant = すぐ

lobby-think_seconds = 約{ $s }秒

lobby-human = 人 (招待)

lobby-bot = ボット: { $level }

lobby-timer = 手番タイマー

lobby-timer_seconds = 1手の秒数

lobby-create_button = 作って座る

lobby-open_tables = 開いているテーブル

lobby-no_tables = いま開いているテーブルはありません。

lobby-refresh = 更新

lobby-join = テーブルに参加

lobby-code = テーブルコードまたは招待リンク

lobby-join_button = 参加

lobby-watch = 観戦

lobby-open = 開く

lobby-players = { $n }人

lobby-free_seats = 空席 { $n }

lobby-need_name = 先に名前を入力してください。

lobby-bad_code = テーブルコードは英数字6文字です。

length-line = { $deals } · 約{ $minutes }分

length-deals_about = 約{ $n }ディール

length-deals_exact = { $n }ディール

length-deal_of = 第{ $n }ディール / { $of }

length-deal_of_about = 第{ $n }ディール / 約{ $of }

length-deal = 第{ $n }ディール

length-set_of = セット { $n } / { $of }

length-set = セット { $n }

length-round_of = ラウンド { $n } / { $of }

# a game that calls its deals rounds (Hypp), where the match stands: as length-deal_of_about, length-deal
length-round_of_about = ラウンド { $n } / 約{ $of }

length-round = 第{ $n }ラウンド

length-alive = { $of }人中{ $n }人が残っています

length-bots_in = { $s }秒後にボットが空席を埋めます

length-option_note = 試合の長さが変わります

length-expected = 1試合の長さ: { $line }(ボットの対戦で測定、1手{ $s }秒)

length-table = 予想される長さ: { $line }

lobby-play_now = すぐに遊ぶ

lobby-play_now_h = すぐに遊ぶ

lobby-play_now_hint = このゲームとルールで待っている他の人のテーブルに座るか、他の人が見つけられるテーブルを開きます。

lobby-play_now_wait = ボットが空席を埋めるまで

lobby-wait_seconds = { $n }秒

lobby-wait_minutes = { $n }分

level-random = ランダム

level-simple = シンプル

level-easy = やさしい

level-normal = ふつう

level-hard = むずかしい

level-learned = 学習済み

# a bot's name at a table ("Bot 2 (normal)"): $level is the level's word above
bot-name = ボット{ $n } ({ $level })

status-waiting = 参加者待ち

status-abandoned = 終了 (誰も来なかった)

status-playing = 対戦中

status-finished = 終了

table-title = テーブル { $code }

# the table's heading: its name (table-title), its game or rule set, its status
table-title_line = { $table } · { $game } · { $status }

table-lobby = ロビー

table-language = 言語

table-invite = 招待リンク

table-copy = コピー

table-fair = 公正な配札: コミットメント { $short }

table-fair_help = 最初の札を配る前に、サーバーはすべての札を決める256ビットの秘密のシード（HMAC-SHA256）を定め、全席にこのSHA-256コミットメントを示しました。対局後にダウンロードできる記録にはシードとソルトが載っています。`taverna verify` で、それがこのコミットメントと同じ配札になることを確かめられます。

table-chain_help = これまでのすべての手のハッシュ(ハッシュチェーン、全員に同じ)。最後の値を控えておくと、`taverna verify RECORD --hash` で公開された記録がまさにこの手順であることを確かめられます。

table-copied = コピーしました

table-connecting = 接続中…

table-connected = 接続済み

table-reconnecting = 接続が切れました。{ $s }秒後に再接続…

table-not_found = このコードのテーブルはありません。

# no such table, and what the server said
table-not_found_why = このコードのテーブルはありません。 ({ $why })

# the page's title (the browser's tab): Taverna and what the page is
page-title = Taverna: { $page }

table-no_such_table = コード { $code } のテーブルはありません。リンクを確かめるか、ロビーでテーブルを作ってください。

table-back_to_lobby = ロビーに戻る

table-spectator = 観戦中

table-you_are = あなたは { $name }

table-your_turn = あなたの番です

table-waiting_for = { $names } を待っています

table-nobody = なし

table-your_card = あなたのカード

# the hand's one piece where the game is played with pieces (Slabberjan: board.js handTitle)
table-your_piece = あなたの駒

table-face_down = { $name }のカード（伏せ札）

table-play_a_card = 手札からカードを出してください：クリックかタップ（矢印キーとEnter）。

table-sort_suit = スート順

table-sort_rank = ランク順

table-group = カードをまとめる

table-ungroup = まとめを解除

table-group_hint = まとめるカードを選んでください：

table-make_group = まとめる

table-cancel = キャンセル

table-your_hand = あなたの手札

table-actions = 選択肢

table-no_actions = いまはすることがありません。ほかの人を待ちましょう。

table-keys_hint = 数字キー1–9で選択、Enterで入力した数を送ります。

table-players = プレイヤー

table-log = 経過

table-chat = チャット

table-say = メッセージ

table-send = 送信

table-mute = ミュート

table-mute_who = { $name }をミュート: メッセージが届かなくなります

table-unmute_who = { $name }のミュートを解除

# the button that unmutes a seat ("Unmute: Ada")
table-unmute_name = ミュート解除: { $name }

table-chat_off = チャットをオフにする

table-chat_on = チャットをオンにする

table-chat_is_off = チャットはオフです: このテーブルのプレイヤーがオフにしました。

table-chat_off_by_you = あなたがこのテーブルのチャットをオフにしました。

table-spectators = 観戦者: { $n }

table-seats = 席

table-empty_seat = 空席

table-add_bot = ボットを追加

table-take_seat = ここに座る

table-start = 対戦開始

table-waiting_start = 全席が埋まると対戦が始まります。

table-timer = 残り{ $s }秒

table-finished = 対戦が終わりました。

table-winner = 勝者: { $names }

table-rematch = 再戦

# the rematch button when the next table is known ("Rematch → K3XQ9P")
table-rematch_to = 再戦 → { $next }

table-rematch_accept = 再戦を受ける

table-rematch_decline = 断る

table-rematch_cancel = 申し込みを取り消す

table-rematch_sent = 再戦を申し込みました

table-rematch_offered = { $name }さんが再戦を申し込んでいます。

table-rematch_accepted = 受けた人: { $names }。

table-rematch_waiting_for = 返事待ち: { $names }。

table-rematch_declined = { $name }さんが再戦を断りました。

table-rematch_left = { $name }さんが退席しました: 再戦はありません。

table-rematch_made = 全員が受けました: 再戦はテーブル { $code } です。

table-rating_of = このゲームでの{ $name }さんのレーティング: { $rating }

table-record = 記録をダウンロード

table-reveal = 公開されたカード

table-losers = 負け: { $names }

table-dealer = 親

table-to_act = 手番

table-bot = ボット

table-standin = ボットが代理

table-offline = 離席中

table-timed_out_you = 時間切れです — テーブルがあなたの代わりに「{ $action }」を行いました。

table-timed_out = { $name }の時間切れ — テーブルが代わりに「{ $action }」を行いました。

table-standin_in = { $name }が退席しました — { $s }秒後にボットが席に着きます

table-you = あなた

table-trick = 場

table-last_trick = 直前のトリック

# the last trick and who won it ("Last trick → Ada")
table-last_trick_by = 直前のトリック → { $name }

table-pool = プール: { $n }

table-deck = 山札: { $n }

table-discards = 捨て札

table-stock = 山: { $n }

table-deal = 第{ $n }ディール

table-round = 第{ $n }ラウンド

table-set = 第{ $n }セット

table-bets = 賭け

table-limit = 上限: { $n }

table-packet = 束: { $n }枚

table-sowee = ソウィー

table-secrets = あなたのシークレット

table-waits = 手を完成させるカード

table-inn = 宿: { $guest } と主人 { $host }

table-earlier = … それ以前の出来事は記録にあります（対局終了後にダウンロードできます）

table-error = 拒否: { $message }

table-cards_left = { $n }枚

table-send_choice = OK

table-offer_money = お金

table-offer_share = プールの取り分 (%)

counter-tokens = トークン

counter-chips = チップ

counter-lives = ライフ

counter-points = 点

counter-money = お金

counter-penalty = ペナルティ

counter-tricks = トリック

counter-cards = 枚

counter-cards_left = 枚

counter-doctor_calls = 医者の呼び出し

counter-reentries = 再参加

mark-out = 脱落

mark-lost = 負け

mark-purro = プロ

mark-virgin = 無敗

action-keep = そのまま

# an action with its argument ("Play 7 of Cups", "Bid 3")
action-with = { $action } { $arg }

# a number to choose for an action, and its range ("Bid (1–5)")
action-range = { $action } ({ $min }–{ $max })

action-exchange = 交換

action-declare = カッコウ宣言!

action-insure = 保険

action-accept = 受ける

action-refuse = 断る

action-reenter = 再参加

action-decline = 降りる

action-offer = 提案

action-propose = 山分けを提案 (%)

action-defeat = 私の負け

action-pass = パス

action-play = 出す

action-bet = 賭ける

action-packet = 束の枚数

action-doctor = 医者を呼ぶ

action-drop = 降りる

action-annul = ディールを無効に

action-lead = 先に出す

action-draw = 引く

action-take = 捨て札を取る

action-win = 上がり!

action-time = タイム!

action-silent = 黙る

action-discard = 捨てる

action-secret = シークレットを出す

action-sowee = ソウィーを使う

action-purro = プロ!

action-bid = ビッド

action-cut = カット

action-base = 基準を決める

kind-picture = 絵札

kind-number = 数札

# the line above a trick game's table: the kind led, the boss (and partner), the called card
table-base_number = 基準: 数札

table-base_picture = 基準: 絵札

table-boss_is = ボス: { $name }

table-boss_partner = ボス: { $boss } & { $partner }

table-bids = ビッド

table-called_is = 指名カード: { $card }

counter-team = チーム

counter-won = 勝ち

table-status = 手番

table-board = テーブル

players-recovery_title = 復元コード

players-recovery_hint = このブラウザーがあなたのプレイヤー情報を保持します。このコードを書き留めるかコピーしてください。別のブラウザーで入力すると(プロフィール → 復元)、情報・レーティング・履歴が戻ります。表示されるのは今だけです。

players-copy = コピー

players-copied = コピーしました。

players-copy_failed = コピーできませんでした。コードを選択して手でコピーしてください。

players-recovery_done = 保管しました

players-you_are = { $name } としてプレイしています。

players-no_identity = このブラウザにはまだプレイヤーIDがありません。ここで名前かパスワードを保存するか、テーブルに着くと作られます。お持ちのIDは下で復元できます。

players-profile = プロフィール

players-public_profile = 公開プロフィール

players-leaderboards = ランキング

players-rated = レーティング対象

players-rated_hint = この対戦でプレイヤーのレーティングが変わります

players-skip = 本文へ移動

players-identity = あなたのプレイヤー情報

players-save = 保存

players-saved = 保存しました。

players-password = パスワード(どこからでもサインイン)

players-password_only = パスワード

players-set_password = パスワードを設定

players-password_set = パスワードを設定しました。どのブラウザーでも名前とこのパスワードでサインインできます。

players-signout_others = 他のすべての場所からサインアウト

players-signed_out_others = 他のすべてのブラウザーと端末からサインアウトしました ({ $n })。

players-delete = プレイヤー情報を削除

players-delete_hint = プレイヤー情報・レーティング・パスワードは完全に削除されます。終わった対戦は名前を消して残ります。

players-delete_button = 完全に削除

players-delete_confirm = プレイヤー情報を完全に削除しますか?元に戻せません。

players-restore = プレイヤー情報を復元

players-restore_hint = 保管した復元コード、または名前とパスワードを入力してください。このブラウザーがその情報でプレイします。

players-recovery_code = 復元コード

players-restore_button = 復元

players-sign_in = サインイン

players-ratings = レーティング

players-history = 終わった対戦

players-min_matches = 最低対戦数

players-provisional = 暫定

players-profile_of = { $name }

players-no_ratings = まだレーティング対象の対戦はありません。

players-no_history = まだ終わった対戦はありません。

players-when = 日時

players-game = ゲーム

players-result = 結果

players-change = レーティング変化

players-replay = リプレイ

players-place = { $places }人中{ $rank }位

players-unrated = 対象外

players-place_col = 順位

players-player = プレイヤー

players-rating = レーティング

players-rating_hint = レーティングは一つの数字で、そのゲームとルールでの実力を控えめに見積もった値です。初めての人は1500から始まり、勝つほど、また対局を重ねて見積もりが確かになるほど上がります。

players-plot_label = { $game }: レーティング対象の{ $n }局それぞれの後のレーティング (現在 { $rating })

players-matches = 対象対戦数

players-board_empty = このルールでレーティング対象の対戦を十分に行った人はまだいません。

tour-title = トーナメント

tour-join = 参加する

tour-play = 自分のテーブルへ

tour-standings = 順位表

tour-points = ポイント

tour-played = 対戦

tour-create = トーナメントを作る

tour-arena_hint = アリーナ:開始から終了まで、空いているプレイヤーが揃いしだい同じテーブルに着きます。スイス式:ラウンドごとに、前のラウンドの最後のテーブルが終わると順位で組み合わせます。各対戦で自分より下位の陣営ひとつにつき1ポイントです。

tour-name = 名前

tour-start = 開始

tour-minutes = 分

tour-bots = ボットで席を埋める

tour-bot_wait = 待ち時間 … 秒後

tour-no_bots = ボットなし

tour-create_button = 作成

tour-none = まだトーナメントはありません。

tour-line = { $game } · { $start } – { $end } · { $status }

tour-status_scheduled = 開始前

tour-status_running = 進行中

tour-status_finished = 終了

players-tournaments = トーナメント

tour-kind = 方式

tour-arena = アリーナ

tour-swiss = スイス式

tour-swiss_round = スイス式 · 全{ $rounds }ラウンド中 第{ $round }ラウンド

tour-swiss_not_paired = スイス式 · 全{ $rounds }ラウンド、まだ組み合わせ前

tour-rounds = ラウンド数(スイス式)
