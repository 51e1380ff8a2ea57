## The sentences shared by every game (a game's own file may say any of them its way).

list_sep = ,{ " " }

# a list of names: its last two joined ($head: the others, joined by list_sep)
list = { $head } and { $last }

# whole sentences one after another ($head, then $tail: the card guide's powers of a card)
sentences = { $head } { $tail }

your_hand = Your hand: { $cards }

on_table = On the table: { $cards }

last_trick = Last trick: { $cards }

your_choices = Your choices: { $choices }

game_over_winner = The game is over. { $count ->
       *[one] Winner
        [other] Winners
    }: { $winner }

nobody = nobody

nothing_now = { "  " }(nothing now: wait for the others)

replay_deal =
    { $you ->
        [dealer] Deal { $n }: You deal
       *[other] Deal { $n }: { $dealer } deals
    }

replay_deal_set =
    { $you ->
        [dealer] Deal { $n }: You deal
       *[other] Deal { $n }: { $dealer } deals
    } (set { $set }, round { $round })

replay_loses =
    { $you ->
        [player] You lose
       *[other] { $player } loses
    }

deal_summary = — Deal { $n } ({ $dealer } dealt): { $result }

round_summary = — Round { $n } ({ $dealer } dealt): { $result }

deal_lost = { $names } lost

deal_nobody_lost = nobody lost

deal_won = { $names } won

deal_back_in = back in: { $names }

# who went out of the match in the deal (after who is back in)
deal_out = out: { $names }

counter_tokens = { $n ->
        [one] token
       *[other] tokens
    }

counter_chips = { $n ->
        [one] chip
       *[other] chips
    }

counter_lives = { $n ->
        [one] life
       *[other] lives
    }

counter_points = { $n ->
        [one] point
       *[other] points
    }

# the deals a player or team has won (Coch)
counter_won = { $n ->
        [one] deal won
       *[other] deals won
    }

guide_place = { ORDINAL($k) ->
        [one] { $k }st
        [two] { $k }nd
        [few] { $k }rd
       *[other] { $k }th
    } strongest of { $n }

guide_place_in = { ORDINAL($k) ->
        [one] { $k }st
        [two] { $k }nd
        [few] { $k }rd
       *[other] { $k }th
    } strongest of the { $n } { $group }

guide_plain = No power of its own: only its place counts.

guide_numbers = number cards

guide_pictures = picture cards

guide_kind_rule = Follows its kind: a card of the other kind never wins the trick.

guide_points = Worth { $points } when taken ({ $total } in all).

guide_no_points = Worth nothing when taken.

# a bot's name at a table (the server names it "Bot 2 (normal)"): its number and level in this language
bot_name = Bot { $n } ({ $level ->
        [random] random
        [simple] simple
        [easy] easy
        [hard] hard
        [learned] learned
       *[normal] normal
    })

# the terminal (taverna play): the prompt, a refused input
prompt = { $name }, your choice: { $choices }   ? help, q quit

prompt_optional = { $name }, your choice: { $choices }   ? help, q quit (Enter: let it pass)

not_now = Not now: { $error }

# a number typed that is none of the numbered choices
no_such_choice = There is no choice { $n }: type a number from 1 to { $count }, or the choice's word.

ask_argument = { $word } needs an argument: type it, e.g. { $example } (an empty line: back to the choices)

# a line of a help text: a choice as it is typed ($action), then what it does ($note)
help_line = { "  " }{ $action }: { $note }

# a counter that moved over a deal ("+2 tokens", "−1 life"): $sign is + or −, $n how much, $counter which
# a counter's value after a deal ("3 chips", "12 points": Le Her's score is said in points): $n how many, $counter which (taverna replay)
# ($amount: money, which is kept in cents, in dollars: "$2.20")
counter_value = { $counter ->
        [tokens] { $n } { counter_tokens }
        [chips] { $n } { counter_chips }
        [lives] { $n } { counter_lives }
        [points] { $n } { counter_points }
        [score] { $n } { counter_points }
        [won] { $n } { counter_won }
        [money] { NUMBER($amount, style: "currency", currency: "USD") }
       *[other] { $counter } { $n }
    }

# a player who is out of the match, after their counters
counter_out = out

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
