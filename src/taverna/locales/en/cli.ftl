# The terminal commands' own labels, headings and prompts (taverna.cli): `taverna games`, `taverna play`.
# The language is --lang where the command has it, else TAVERNA_LANG, else LANG, else English.

## taverna games

games-about = { $description }  Players: { $min }-{ $max } (usually { $usual }).
games-rules = { $rules }: { $title } ({ $source })
games-rules-players = Players: { $exact ->
        [yes] exactly { $min }
       *[no] { $min }-{ $max } (usually { $usual })
    }.
games-option = option
games-default = default
games-meaning = meaning
games-fixed = How this rule set works (fixed): { $how }.
games-fixed-sep = { "; " }
games-fixed-value = { $option }: { $value }
games-yes = yes
games-no = no
games-none = none

## taverna play

play-which-game = taverna play: which game? Type its name, e.g.  { $example }  or  { $other }
play-describes = { $command }  describes every game, rule set and option.
play-seat-draw = Seat draw { $n }: { $draws }
play-seat-drew = { $player }: { $card }
play-header = { $title }, seed { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), seed { $seed }: { $players }
play-left = You left the table.
play-final = Final standing:
play-standing = { $player }: { $counters }
play-winner = { $count ->
        [one] Winner: { $winner }
       *[other] Winners: { $winner }
    }
play-draw = Winner: none (a draw)
play-save-ask = Save the record? Enter a file name (or nothing):
play-saved = Saved the record to { $path } (replay it with: { $command })
play-refused = taverna play: { $error }
play-players-many = --players { $n } is more than any table seats (at most { $most }): taverna games gives each game's players
play-seat = --seat must be from 1 to { $n } (the number of players), got { $seat }

## every command

cli-failed = taverna { $command }: { $message }
write-is-dir = { $option } { $path } is a folder: give a file name
write-no-dir = { $option } { $path }: there is no folder { $dir } to write it in
cli-extra = this needs { $module }, which is not installed: it comes with the { $extra } extra, pip install 'taverna[{ $name }]'
play-bad-lang = --lang must be one of { $langs }, got { $got }
play-bad-bots = unknown bot level { $got } for --bots; choose one of { $levels }
play-bad-name = --name must be 1 to 40 printable characters without spaces around, got { $got }
play-bad-players = --players must be a positive number (or 0: the game's usual number), got { $got }
play-cannot-save = cannot save the record to { $path }: { $reason }

## taverna replay, taverna verify (the records' own reasons and checks stay English: docs/i18n.md)

replay-bad-record = bad record { $file }: { $error }
replay-player = player
# the heading of `taverna replay`: the game (its rule set) by name in the reader's language, and the players
replay-header = { $title }: { $players }

replay-card = card
replay-after = after
replay-pool = Pool: { $pool }
replay-pool-paid = Pool: { $pool }; paid out: { $paid }
replay-paid-to = { $amount } to { $player }
replay-now = Now
replay-unfinished = Unfinished: to act: { $players }
verify-cannot-read = cannot read { $file }: { $error }
verify-ok = ok: { $line }
verify-summary = summary: { $finished ->
        [yes] finished, winner { $winner }
       *[no] unfinished, no winner yet
    }, { $deals } { $deals ->
        [one] deal
       *[other] deals
    }; { $players }
verify-draw = none (a draw)
verify-not-fair = NOT FAIR: { $reason }
verify-fair = fair: every card was dealt from the seed the table committed to before the deal

## taverna serve, taverna migrate (their language: TAVERNA_LANG, else LANG; the log and the database's words stay English)

serve-at = Taverna is at { $url } (Ctrl-C stops it)
serve-log-level = --log-level must be one of { $levels }, got { $got }
serve-port = --port must be from 1 to 65535, got { $got }
serve-grace = --grace and --bot-delay must be 0 or more seconds
serve-waiting-expiry = --waiting-expiry must be more than 0 seconds
serve-data-dir = --data-dir { $path } is a file; give a folder (it is made if missing)
serve-origin = --allow-origin { $got } is not an origin: expected http(s)://host[:port], e.g. https://play.example.org
serve-proxy-ip = --proxy-ip { $got } is not an address: expected e.g. 10.0.0.5 or 172.16.0.0/12
serve-redis-url = --redis { $got } is not a Redis URL: expected redis://host[:port][/db]
serve-redis-db = --redis needs a database every worker shares: give --db postgresql://...
serve-redis-client = --redis needs the Redis client: pip install 'taverna[redis]'
migrate-failed = cannot migrate the database { $url }: { $error }
migrate-already = taverna migrate: { $url } is already up to date (revision { $after }, this version's head { $head })
migrate-done = taverna migrate: { $url } is migrated from { $before } to up to date (revision { $after }, this version's head { $head })
migrate-done-empty = taverna migrate: { $url } is migrated from an empty database to up to date (revision { $after }, this version's head { $head })

## taverna arena, taverna analyze (their tables' words; the bots' and games' names as given)

arena-title =
    { $game }{ $rules ->
        [none] {""}
       *[other] {" "}({ $rules })
    }, { $players } players, { $sets } deal { $sets ->
        [one] set
       *[other] sets
    } x { $rotations } { $rotations ->
        [one] rotation
       *[other] rotations
    } = { $matches } { $matches ->
        [one] match
       *[other] matches
    }
arena-bot = bot
arena-wins = wins (95% CI)
arena-score = score (95% CI)
arena-losses = losses per deal (95% CI)
arena-unfinished = { $n ->
        [one] { $n } match stopped unfinished at the action limit
       *[other] { $n } matches stopped unfinished at the action limit
    }
arena-leaderboard = leaderboard: OpenSkill (Plackett-Luce) over the matches, by mu - 3 sigma
arena-matches = matches
arena-pairs = paired differences (first minus second), * = significant at 95%
arena-pair = pair
arena-metric = { $metric ->
        [wins] wins
        [score] score
       *[losses_per_deal] losses_per_deal
    }
arena-plot-saved = Plot saved to { $path }
arena-files = { $n } { $n ->
        [one] file
       *[other] files
    } written to { $dir } (matches.csv, report.json, records/)
analyze-not-converged = warning: NOT CONVERGED after { $rounds } rounds (changes per round { $history }); raise --iterations or --deals
analyze-le-her-play = Receiver switches a 7 with probability { $seven }; the dealer draws to an 8 with probability { $eight }.
analyze-le-her-value = Value: the receiver wins { $value } of the deals ({ NUMBER($decimal, minimumFractionDigits: 6, maximumFractionDigits: 6) }), the dealer { $rest }.
analyze-le-her-checked = Checked: no card-by-card strategy of either player does better
analyze-le-her-not = Warning: not an equilibrium over card-by-card strategies
analyze-plot-written = Plot written to { $path }
