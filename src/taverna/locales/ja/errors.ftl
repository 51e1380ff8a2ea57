# 拒否：エンジン、テーブル、ロビーが拒否した行動や要求への答え（taverna.core.errors、taverna.i18n.refusals）。
# 拒否は、そのプレイヤーに見えていること以上を明かしません。

## エンジン：拒否された行動

illegal-action =
    { $count ->
        [0] できない行動です：{ $player }の{ $action }。いま{ $player }にできることはありません
       *[other] できない行動です：{ $player }の{ $action }。いま{ $player }にできること：{ $legal }
    }
not-your-turn =
    { $count ->
        [0] できない行動です：{ $player }の{ $action }。{ $player }の番ではありません（誰の番でもありません）
       *[other] できない行動です：{ $player }の{ $action }。{ $player }の番ではありません（{ $waiting }の番です）
    }
illegal-match-over = できない行動です：{ $player }の{ $action }。対局は終わったので、{ $player }にできることはもうありません
illegal-not-a-player = できない行動です：{ $player }の{ $action }。{ $name }はこの対局のプレイヤーではありません（{ $players }）
not-an-action = 行動ではありません：{ $value }。行動の単語か［単語, 引数］を送ってください
player-not-an-action = { $player }：行動ではありません：{ $value }。行動の単語か［単語, 引数］を送ってください
needs-card = { $player }：{ $word }にはカードが要ります（{ $detail }）
needs-argument = { $player }：行動{ $word }には引数が要ります。いまできること：{ $legal }
no-argument = { $player }：行動{ $word }は引数を取りません。受け取った値：{ $got }

## ゲームごとの引数

arg-packet = { $player }：packetには各プレイヤーに配る枚数を1から{ $hi }で指定してください。受け取った値：{ $got }
arg-bet = { $player }：betにはチップの数を1から{ $hi }で指定してください（上限か手持ちのチップ）。受け取った値：{ $got }
arg-propose = { $player }：proposeには賞金のうちあなたの取り分を0から100のパーセントで指定してください。受け取った値：{ $got }
arg-offer = { $player }：offerには{"{"}"money": N{"}"}（N > 0、宿の主人に払う）か{"{"}"share": P{"}"}（勝ったら賞金のPパーセント、1〜100）を指定してください。受け取った値：{ $got }
arg-reenter = { $player }：reenterには合計が{ $cost }になる{"{"}名前: 金額{"}"}の出し分を指定してください
arg-reenter-entry = { $player }：reenterの出し分は 名前: 正の整数 です。受け取った値：{ $name }: { $got }
arg-reenter-sum = { $player }：復帰の費用は{ $cost }ですが、出し分の合計は{ $total }です
arg-purro = { $player }：キングがないときpurroは引数を取りません（トークンを見せます）
illegal-cut = できない行動です：{ $player }の{ $action }。上の山は1枚から{ $hi }枚でなければなりません（どちらの山も空にしない）。いまできること：{ $legal }
illegal-base = できない行動です：{ $player }の{ $action }。トリックの基準は数字か絵札です。いまできること：{ $legal }

## テーブル

table-not-started = 対局はまだ始まっていません：すべての席が埋まると始まります
table-over = 対局は終わりました。再戦を申し込むか、記録をダウンロードしてください
table-stale = 古いバージョン{ $version }です：テーブルはバージョン{ $current }です。現在の状態を送ります
table-apply-failed = サーバーはその行動を適用できませんでした。何も変わっていません
table-moved = その間にテーブルが別のサーバーに移りました。何も変わっていないので、もう一度行動してください
table-store-failed = サーバーはその行動を保存できませんでした。何も変わっていないので、もう一度試してください
table-owner-silent = このテーブルを持つサーバーが応答しませんでした（再起動中かもしれません）。もう一度行動してください
table-moving = テーブルがサーバー間を移動中です。少ししてからもう一度行動してください
server-failed = サーバーはそのメッセージの処理に失敗しました。何も変わっていません
rate-limit = メッセージが多すぎます：1秒に{ $rate }件まで。このメッセージは無視されました
rate-limit-act = メッセージが多すぎます：1秒に{ $rate }件まで。このメッセージは無視されました。現在の状態を送るので、もう一度行動してください
ws-too-many = あなたのアドレスからの接続が多すぎます：同時に{ $limit }件まで。ほかのテーブルやタブを閉じてもう一度試してください
ws-made-room = 場所をあけるためにこの接続を閉じました：あなたのアドレスの接続は{ $limit }件（上限）で、同じアドレスの席についたプレイヤーが自分の席に戻るために1件必要でした
ws-connect-rate = あなたのアドレスからの新しい接続が多すぎます：1秒に{ $rate }件まで。{ $wait }秒待ってからもう一度試してください
ws-no-table = コード{ $code }のテーブルはありません
ws-bad-token = その席のトークンはテーブル{ $code }のどの席のものでもありません。テーブルに参加してトークンを受け取るか、観戦ならトークンなしで接続してください
ws-seat-full = テーブル{ $code }のあなたの席にはすでに{ $limit }件の接続があります（1席の上限）。この席のほかのタブや端末を閉じてもう一度試してください
ws-spectators-full = テーブル{ $code }にはすでに{ $limit }人の観戦者がいます（上限）。あとでもう一度試してください（席についたプレイヤーはいつでも接続できます）
ws-spectators-address = あなたのアドレスからテーブル{ $code }への観戦接続が多すぎます：{ $limit }件まで。ひとつ閉じてもう一度試してください
msg-empty = 空のメッセージです。'type'のあるJSONオブジェクトを送ってください
msg-too-large = メッセージが大きすぎます：{ $size }バイト。上限は{ $limit }です
msg-refused-json = 受け付けられないJSONです：{ $detail }
msg-not-json = JSONではありません（{ $detail }）。{"{"}"type": "sync"{"}"}のようなオブジェクトを送ってください
msg-too-deep = 受け付けられないJSONです：入れ子が深すぎるか、数が大きすぎます
msg-no-type = メッセージは'type'のあるJSONオブジェクトです：act、sync、chat、mute、chat_off
msg-unknown-type = 不明なメッセージの種類{ $kind }です。act、sync、chat、mute、chat_offのどれかを送ってください
act-spectator = 観戦者は行動できません：空いている席につくか、席のトークンで接続してください
act-version = 'act'には答える状態の'version'（整数）が要ります。受け取った値：{ $got }
act-shape = 'action'は［単語］か［単語, 引数］です（例：["keep"]）。受け取った値：{ $got }
chat-spectator = 観戦者はチャットできません：席についたプレイヤーだけができます
chat-empty = 'chat'には空でない'text'の文字列が要ります
chat-control = 'chat'には空でない'text'の文字列が要ります（制御文字は数えません）
chat-too-long = チャットが長すぎます：{ $length }文字、{ $limit }文字まで
chat-rate = あなたの席からのチャットが多すぎます：1秒に{ $rate }件まで（続けて{ $burst }件まで）。このメッセージは送られませんでした。{ $wait }秒待ってください
chat-off-by-you = このテーブルのチャットはあなたが切りました：チャットするにはまた入れてください（{"{"}"type": "chat_off", "off": false{"}"}）
chat-off = このテーブルのチャットは切られています：席についたプレイヤーが切り、切った全員がまた入れるまで切れたままです
mute-spectator = 観戦者はプレイヤーをミュートできません：席についたプレイヤーだけができます
mute-seat = 'mute'にはミュートする席'seat'が要ります：このテーブルの席番号0から{ $last }。受け取った値：{ $got }
mute-self = 自分の席はミュートできません。ほかの席の番号を指定してください
mute-flag = 'muted'はtrue（ミュート）かfalse（解除）です。受け取った値：{ $got }
chat-switch-spectator = 観戦者はチャットを切ったり入れたりできません：席についたプレイヤーだけができます
chat-switch-flag = 'chat_off'には'off'が要ります：true（チャットを切る）かfalse（また入れる）。受け取った値：{ $got }
chat-switch-soon = ついさっきチャットを切り替えました：{ $seconds }秒に1回までです

## ロビーのオプション

rules-needed = ゲーム{ $game }にはルールの指定が要ります。次から選んでください：{ $rule_sets }
rules-unknown = { $game }に不明なルール{ $rules }です。選べるルール：{ $rule_sets }
game-unknown = 不明なゲーム{ $game }です。Tavernaで遊べるゲーム：{ $games }

option-not-object = { $what }のオプションは 名前: 値 のオブジェクトです。受け取った値：{ $got }
option-name = オプション名は文字列です。受け取った値：{ $got }
option-unknown =
    { $fixed_count ->
        [0] { $what }に不明なオプション{ $name }です。設定できるオプション：{ $settable_count ->
            [0] なし
           *[other] { $settable }
        }
       *[other] { $what }に不明なオプション{ $name }です。設定できるオプション：{ $settable_count ->
            [0] なし
           *[other] { $settable }
        }。ルールで固定（変えるには別のルールを選んでください）：{ $fixed }
    }
option-bool = { $what }のオプション{ $option }はtrueかfalseです。受け取った値：{ $got }
option-choice = { $what }のオプション{ $option }は次のどれかです：{ $choices }。受け取った値：{ $got }
option-int = { $what }のオプション{ $option }は整数です。受け取った値：{ $got }
option-range = { $what }のオプション{ $option }は{ $lo }から{ $hi }までです。受け取った値：{ $got }
option-str = { $what }のオプション{ $option }は文字列です。受け取った値：{ $got }
option-unreadable = { $what }のオプション{ $option }：{ $got }は読めません
option-fixed = オプション{ $option }はルール{ $rules }で固定されています。別のルールを選んでください（ルール：{ $rule_sets }）
option-not-applicable =
    { $fixed_count ->
        [0] オプション{ $option }は{ $what }には使えません。設定できるオプション：{ $settable_count ->
            [0] なし
           *[other] { $settable }
        }
       *[other] オプション{ $option }は{ $what }には使えません。設定できるオプション：{ $settable_count ->
            [0] なし
           *[other] { $settable }
        }。ルールで固定（変えるには別のルールを選んでください）：{ $fixed }
    }
option-bga-length = オプションlengthはbgaのルールだけのものです（{ $what }ではchipsとmax-setsを使ってください）
option-bga-declare = オプションcuckoo-declareはbgaのルールだけのものです
option-combined = { $what }：オプション{ $options }と{ $last }は組み合わせられません：anti-cuckoo、second-high-low、high-low、two-losers、lionはそれぞれ単独で公開時に誰が負けるかを決めます
option-void = { $what }：voidにはクク2枚とも必要です（「クク2枚を必ず使う」）。cuckoos=1を外してください
option-cuckoos = { $what }：1組の札にククは2枚までです。cuckoos={ $cuckoos }にはdouble-packが要ります

## 記録（再生）

record-not-replayable = 記録を再生できません：{ $error }
record-actions-list = actionsはリストでなければなりません
record-too-long = 記録には{ $n }手あります。再生できるのは{ $limit }手までです
record-entry = actions[{ $index }]：［プレイヤー, 行動］か［プレイヤー, 行動, 引数］です。受け取った値：{ $got }
record-entry-strings = actions[{ $index }]：プレイヤーと行動は文字列です。受け取った値：{ $got }
record-illegal = actions[{ $index }]：{ $player }の{ $action }はここではできません（{ $error }）。{ $player }にできること：{ $legal_count ->
        [0] なし
       *[other] { $legal }
    }。行動できる人：{ $who_count ->
        [0] なし（対局は終わりました）
       *[other] { $who }
    }

## ロビーのフォーム

name-missing = 'name'がありません：テーブルでのあなたの名前が要ります（1〜32文字）
name-invisible = 'name'には見える文字が1つ以上要ります。受け取った値：{ $got }
name-too-long = 'name'が長すぎます：{ $length }文字、{ $limit }文字まで
name-you = 'name'を{ $name }にはできません：テーブルの文章が「あなた」の意味で使います。別の名前を選んでください
table-seats = { $game }は{ $min }〜{ $max }人で遊びます。'seats'は{ $n }でした
table-all-bots = すべての席がボットです：ひとつはあなたの席に残してください（観戦ならトークンなしで接続してください）
timer-type = 'timer'は秒数（数）かnullです。受け取った値：{ $got }
timer-range = 'timer'は{ $lo }秒から{ $hi }秒まで、またはnull（なし）です

## サーバーのその他のHTTPの拒否（taverna.server：inputs、api、players、tournaments、replay、limits、guard）
# リクエストの言語で伝えます：?lang=、なければAccept-Language（ページは自分の言語を送ります）、なければ英語。

origin-refused = 別のサイトのページ（{ $origin }）からのリクエストは拒否します：このサーバーは自分のページ（と運営者が--allow-originで許可したオリジン）だけを受け付けます
http-rate = リクエストが多すぎます：1秒に{ $rate }回まで。少し待ってください
body-content-type = リクエストの本文はContent-Type: application/jsonで送るJSONでなければなりません。受け取った値：{ $got }
body-no-content-type = リクエストの本文はContent-Type: application/jsonで送るJSONでなければなりません。Content-Typeがありません
body-too-large = リクエストの本文が大きすぎます：上限は{ $limit }バイトです
body-json-refused = リクエストの本文は受け付けられるJSONではありません：{ $detail }
body-not-json = リクエストの本文がJSONではありません（{ $detail }）。JSONオブジェクトを送ってください
body-too-deep = リクエストの本文の入れ子が深すぎるか、巨大な数があります。平らなJSONオブジェクトを送ってください
body-not-object = リクエストの本文はJSONオブジェクトでなければなりません。受け取った値：{ $got }
body-missing-string = { $name }がありません：文字列を送ってください
body-not-string = { $name }は文字列でなければなりません。受け取った値：{ $got }
body-string-long = { $name }が長すぎます：{ $length }文字、{ $limit }文字まで
body-missing-int = { $name }がありません：整数を送ってください
body-not-int = { $name }は整数でなければなりません。受け取った値：{ $got }
table-unknown = コード{ $code }のテーブルはありません。コードは英数字6文字です（招待リンクにあるものなど）
token-unknown = そのトークンはテーブル{ $code }のどの席のものでもありません
creator-only = テーブル{ $code }を作った人（{ $seat }番の席）だけができます
table-held-elsewhere = テーブル{ $code }は応答しなかった別のサーバーが持っています。少ししてからやり直してください
table-moved-http = その間にテーブル{ $code }は別のサーバーに移りました。何も変わっていないので、やり直してください
seat-store-failed = サーバーは席を保存できませんでした。何も変わっていないので、やり直してください
tables-waiting-full = プレイヤーを待っているテーブルが多すぎます。そのどれかに参加するか、後でやり直してください
tables-unattended = あなたのアドレスには、だれも接続していないまま進んでいるテーブルが{ $mine }個あり、ボットがだれのためでもなくプレイしています（アドレスごとに{ $limit }個まで）：どれかに戻るか、どれかが終わるのを待ってから新しいテーブルを始めてください
tables-waiting-mine = プレイヤーを待っているテーブルがすでに{ $mine }個あります（アドレスごとに{ $limit }個まで）：どれかを始めるか埋めてください。または、どれかが放棄されるまで待ってください（プレイヤーが去ってから{ $expiry }秒後）

## テーブルの作成、ボット、参加、開始、再戦、記録

options-not-object = 'options'はオプション名: 値のオブジェクトでなければなりません。受け取った値：{ $got }
bots-not-object = botsは{"{"}"<席の番号>": レベル{"}"}のオブジェクトでなければなりません（例：{"{"}"1": "simple"{"}"}）
bots-not-seat = bots：{ $name }は席の番号ではありません（0〜{ $last }）
bots-no-seat = bots：{ $seat }番の席はありません。席は0〜{ $last }です
bot-level = 不明なボットのレベル{ $got }。次から選んでください：{ $levels }
seed-refused = このサーバーは指定された'seed'を受け付けません（カードがわかってしまいます）。省いてください
seed-range = 'seed'は0から2**256-1までの整数でなければなりません。受け取った値：{ $got }
join-absent = あなたのアドレスは、プレイヤーが接続していない席をほかのテーブルに{ $mine }個持っています（{ $limit }個まで）：そのどれかに行くか、その対戦が終わるのを待ってから、別のテーブルに参加してください
join-abandoned = テーブル{ $code }は放棄されました（しばらく誰も座りませんでした）：新しいテーブルを作ってください
join-no-seat = テーブル{ $code }は{ $status ->
        [full] 満席です
        [playing] 対局中です
        [finished] 終わっています
        [abandoned] 放棄されています
       *[other] 待機中です
    }：空いている席はありません。観戦はできます（トークンなしで接続してください）
seat-not-free = { $seat }番の席は空いていません。空いている席：{ $count ->
        [0] なし
       *[other] { $free }
    }
request-id = requestは英数字・-・_の16〜100文字のランダムなidでなければなりません（例：ランダムなbase64url文字22個）。この参加を頼み直すたびに同じ値を送ってください
fill-started = テーブル{ $code }は{ $status ->
        [playing] 対局中です
        [finished] 終わっています
        [abandoned] 放棄されています
       *[other] 待機中です
    }：席を埋められるのは対局が始まる前だけです
fill-none = テーブル{ $code }には埋める空席がありません
start-already = テーブル{ $code }はすでに{ $status ->
        [playing] 対局中です
        [finished] 終わっています
        [abandoned] 放棄されています
       *[other] 待機中です
    }
start-empty = 空いている席：{ $seats }。プレイヤーを招待するか、ボットで埋めてください
rematch-accept = 'accept'はtrue（再戦を申し込む・受ける）かfalse（断る）でなければなりません。受け取った値：{ $got }
rematch-not-finished = テーブル{ $code }は{ $status ->
        [playing] 対局中です
        [abandoned] 放棄されています
        [finished] 終わっています
       *[other] 待機中です
    }：再戦は終わった対局の後にします
rematch-made = 再戦のテーブル{ $code }はもう作られています：座っている全員が受けました
rematch-no-offer = 断る再戦の申し込みはありません
record-not-over = テーブル{ $code }は{ $status ->
        [playing] 対局中です
        [abandoned] 放棄されています
        [finished] 終わっています
       *[other] 待機中です
    }：記録は対局が終わってから取得できます（その前だと伏せたカードがわかってしまいます）
playnow-rate = あなたのアドレスからの「今すぐプレイ」が多すぎます。{ $wait }秒待ってください
playnow-wait = 'wait'は次のどれかでなければなりません：{ $waits }（ボットが空席を埋めるまでの秒数）

## アイデンティティとサインイン（taverna.server.players、guard）

player-key-unknown = そのプレイヤーキーは不明です（アイデンティティが削除されましたか？）：新しく作るか、復旧コードで復元してください
name-taken = { $name }という名前の別のプレイヤーがいます（名前は大文字・小文字と全角・半角を区別せずに比べます：'ALICE'と'ａｌｉｃｅ'は'alice'です）：別の名前を選んでください
password-short = パスワードが短すぎます：{ $min }文字以上にしてください
signin-wrong = 名前かパスワードが違います（名前は大文字・小文字を区別せずに比べます）
recovery-unknown = その復旧コードを持つアイデンティティはありません（英数字25文字、例：K7QXM-…）
delete-confirm = アイデンティティの削除は取り消せません："confirm": trueを送ってください
hash-busy = サーバーは一度に多すぎるパスワードを確認しています。数秒後にやり直してください
limit-keys = あなたのアドレスからの不明なプレイヤーキーが多すぎます。{ $wait }秒待ってからやり直してください
limit-new-player = あなたのアドレスから作られた新しいプレイヤーが多すぎます。{ $wait }秒待ってからもう一度試してください（プレイヤーはこのブラウザーに残ります。ひとりで十分です）
limit-signin-name = この名前またはあなたのアドレスからのサインインの失敗が多すぎます。{ $wait }秒待ってからやり直してください
limit-signin = あなたのアドレスからのサインインが多すぎます。{ $wait }秒待ってからやり直してください
limit-recovery = 間違った復旧コードが多すぎます（あなたのアドレスから、または全体で）。{ $wait }秒待ってからやり直してください
player-id = プレイヤーは番号で指定します（例：/api/players/12）
player-before = 'before'は0から{ $max }までの結果のidでなければなりません。受け取った値：{ $got }
player-unknown = プレイヤー{ $id }はいません（作られていないか、削除されました）
leaderboard-min = 'min'は対局数でなければなりません。受け取った値：{ $got }

## トーナメント（taverna.server.tournaments）

tour-mine = 予定中または進行中のトーナメントが{ $mine }個あります（プレイヤーごとに{ $cap }個まで）：どれかが終わってから新しく作ってください
tour-address = あなたのアドレスから作られた予定中または進行中のトーナメントが{ $here }個あります（アドレスごとに{ $cap }個まで）：どれかが終わってから新しく作ってください
tour-rate = トーナメントはプレイヤーとアドレスごとに1時間に{ $per_hour }個まで（一度に{ $burst }個）作れます。{ $minutes }分後にやり直してください
tour-seconds = { $name }は{ $lo }から{ $hi }までの秒数でなければなりません。受け取った値：{ $got }
tour-kind = 'kind'は"arena"か"swiss"でなければなりません。受け取った値：{ $got }
tour-rounds = スイス式トーナメントの'rounds'は1から{ $max }まででなければなりません。受け取った値：{ $got }
tour-start-format = 'start'は2026-11-24T20:00:00+00:00のようなISO時刻でなければなりません。受け取った値：{ $got }
tour-start-range = 'start'は{ $past }分前から{ $ahead }日後まででなければなりません（今は{ $now }）。受け取った値：{ $got }
tour-rated = 'rated'はtrueかfalseでなければなりません。受け取った値：{ $got }
tour-unknown = コード{ $code }のトーナメントはありません
tour-over = トーナメント{ $code }は終わりました

## リプレイビューアー（taverna.server.replay）

replay-budget = あなたのアドレスからのリプレイが多すぎます：リプレイはその行動の数だけかかり（ここでは{ $cost }）、アドレスごとに1秒に{ $rate }個の行動（一度に{ $burst }個まで）を再生できます。{ $wait }秒後にやり直してください
replay-busy = サーバーは他の記録の再生で忙しいです。数秒後にやり直してください
replay-stopped = リプレイの処理が止まりました。やり直してください
replay-not-over = テーブル{ $code }は{ $status ->
        [playing] 対局中です
        [abandoned] 放棄されています
        [finished] 終わっています
       *[other] 待機中です
    }：対局は終わってからリプレイビューアー（とその要約）に表示されます（その前だと伏せたカードがわかってしまいます）
replay-not-json = このファイルはJSONの記録ではありません（{ $detail }）。taverna/1の記録ファイルを開いてください
replay-too-many = 記録には行動が{ $n }個あります。このサーバーが再生するのは行動が{ $limit }個までの記録です（もっと長いものは`taverna replay`で再生してください）
replay-content-type = 記録はContent-Type: application/jsonで送ってください。受け取った値：{ $got }
replay-no-content-type = 記録はContent-Type: application/jsonで送ってください。受け取った値：なし
replay-too-large = 記録が大きすぎます：{ $size }バイト、上限は{ $limit }バイトです
replay-too-large-stream = 記録が大きすぎます：{ $limit }バイトを超えています。上限は{ $limit }バイトです

## ページと案内（taverna.server.app、paths、card_guide、learn、length）

page-unknown = そのページはありません：{ $path }
page-unknown-why = そのページはありません：{ $path }：{ $why }
method-not-allowed = { $path }では{ $method }メソッドは使えません
path-code = { $name }は英数字1〜16文字のコードでなければなりません（例：K7M2QX）
path-id = { $name }は1〜18桁の数でなければなりません（例：12）
path-name = { $name }は小文字・数字・_・-の1〜32文字の名前でなければなりません
path-asset = { $name }は/static/の下のファイルのパスでなければなりません（例：js/api.js）
cards-none = ゲーム{ $game }にはカードの案内がありません
cards-options-json = options：JSONではありません
cards-options-object = options：JSONオブジェクトでなければなりません
rules-page-none = ゲーム{ $game }にはルールのページがありません
guide-none = 案内付きの最初の対局はありません：{ $error }
length-seats = { $game }は{ $min }〜{ $max }人で遊びます
length-options = 'options'はオプション名: 値のJSONオブジェクトでなければなりません

## ゲームやルールセットの人数(各ゲームのエンジン)

players-range = { $game }は{ $min }〜{ $max }人で遊びます。指定：{ $n }
players-exactly = { $game }はちょうど{ $seats }人で遊びます。指定：{ $n }
players-teams = { $game }はちょうど{ $seats }人(二人ずつの二チーム)で遊びます。指定：{ $n }
players-torionfo = { $game }は4人(向かい合う2人ずつの2チーム)か2人で遊びます。指定：{ $n }
