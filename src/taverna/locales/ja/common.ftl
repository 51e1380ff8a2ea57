## The sentences shared by every game (a game's own file may say any of them its way).

list_sep = と

# a list of names: its last two joined ($head: the others, joined by list_sep)
list = { $head }と{ $last }

# whole sentences one after another ($head, then $tail: the card guide's powers of a card)
sentences = { $head }{ $tail }

your_hand = あなたの手札: { $cards }

on_table = 場のカード: { $cards }

last_trick = 前のトリック: { $cards }

your_choices = 選べる行動: { $choices }

game_over_winner = ゲーム終了。勝者: { $winner }

nobody = なし

nothing_now = { "  " }(今はすることがありません: ほかのプレイヤーを待ってください)

replay_deal = 第{ $n }ディール: 親は{ $dealer }

replay_deal_set = 第{ $n }ディール: 親は{ $dealer }(第{ $set }セット、第{ $round }ラウンド)

replay_loses = { $player }の負け

deal_summary = — 第{ $n }ディール (親 { $dealer }): { $result }

round_summary = — 第{ $n }ラウンド (親 { $dealer }): { $result }

deal_lost = 負け: { $names }

deal_nobody_lost = 負けなし

deal_won = 勝ち: { $names }

deal_back_in = 復帰: { $names }

# who went out of the match in the deal (after who is back in)
deal_out = 脱落: { $names }

counter_tokens = トークン

counter_chips = チップ

counter_lives = ライフ

counter_points = 点

# the deals a player or team has won (Coch)
counter_won = 勝ったディール

guide_place = { $n }枚中{ $k }番目に強い

guide_place_in = { $group }{ $n }枚中{ $k }番目に強い

guide_plain = 特別な力はありません:順番だけが大事です。

guide_numbers = 数字カード

guide_pictures = 絵札

guide_kind_rule = 同じ種類に従います:ほかの種類のカードはトリックに勝てません。

guide_points = 取ると{ $points }点(全部で{ $total }点)。

guide_no_points = 取っても点はありません。

# a bot's name at a table (the server names it "Bot 2 (normal)"): its number and level in this language
bot_name = ボット{ $n } ({ $level ->
        [random] ランダム
        [simple] シンプル
        [easy] やさしい
        [hard] むずかしい
        [learned] 学習済み
       *[normal] ふつう
    })

# the terminal (taverna play): the prompt, a refused input
prompt = { $name }、選択: { $choices }   ? ヘルプ、q 終了

prompt_optional = { $name }、選択: { $choices }   ? ヘルプ、q 終了(Enter: 見送る)

not_now = 今はできません: { $error }

# a number typed that is none of the numbered choices
no_such_choice = 選択肢{ $n }はありません。1から{ $count }までの番号か、選択肢の語を入力してください。

ask_argument = { $word } には引数が必要です。入力してください。例: { $example }（空行で選択肢に戻ります）

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
counter_out = 脱落

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
