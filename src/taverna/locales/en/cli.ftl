# The terminal commands' own labels, headings and prompts (taverna.cli): `taverna games`, `taverna play`.
# The language is --lang where the command has it, else TAVERNA_LANG, else LANG, else English.

## taverna games

games-about = { $description }  Players: { $min }-{ $max } (usually { $usual }).
games-rules = { $rules }: { $title } ({ $source })
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
play-header = { $title }, seed { $seed }: { $players }
play-header-rules = { $title } ({ $rules }), seed { $seed }: { $players }
play-left = You left the table.
play-winner = Winner: { $winner }
play-draw = Winner: none (a draw)
play-save-ask = Save the record? Enter a file name (or nothing):
play-saved = Saved the record to { $path } (replay it with: { $command })
play-refused = taverna play: { $error }
play-players = { $game } is for { $min } to { $max } players, got { $n }
play-seat = --seat must be from 1 to { $n } (the number of players), got { $seat }

## every command

cli-failed = taverna { $command }: { $message }
cli-extra = this needs { $module }, which is not installed: it comes with the { $extra } extra, pip install 'taverna[{ $name }]'
play-bad-lang = --lang must be one of { $langs }, got { $got }
play-bad-bots = unknown bot level { $got } for --bots; choose one of { $levels }
play-bad-name = --name must be 1 to 40 printable characters without spaces around, got { $got }
play-bad-players = --players must be a positive number (or 0: the game's usual number), got { $got }
play-cannot-save = cannot save the record to { $path }: { $reason }
