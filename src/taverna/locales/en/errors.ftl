# Refusals: what the engine, the table and the lobby answer a person whose action or request they refuse
# (taverna.core.errors: an error's `key`; taverna.i18n.refusals says it in the reader's language).
# The English text is the error's own str(): tests/test_i18n_errors.py checks that they say the same.
# A refusal reveals nothing beyond the asker's view: it names only the asker, the players the match
# waits for, the asker's legal actions and what the asker sent.

## The engine: an action refused (taverna.core.match)

illegal-action =
    { $you ->
        [player] { $count ->
            [0] illegal action { $action }: you may not act now
           *[other] illegal action { $action }; legal for you now: { $legal }
        }
       *[other] { $count ->
            [0] illegal action { $action } by { $player }; legal for { $player } now: nothing (this player may not act now)
           *[other] illegal action { $action } by { $player }; legal for { $player } now: { $legal }
        }
    }
not-your-turn =
    { $you ->
        [player] { $count ->
            [0] illegal action { $action }: it is not your turn (the match waits for nobody)
           *[other] illegal action { $action }: it is not your turn (the match waits for { $waiting })
        }
       *[other] { $count ->
            [0] illegal action { $action } by { $player }: it is not { $player }'s turn (the match waits for nobody)
           *[other] illegal action { $action } by { $player }: it is not { $player }'s turn (the match waits for { $waiting })
        }
    }
illegal-match-over = illegal action { $action } by { $player }: the match is over; legal for { $player } now: nothing (this player may not act now)
illegal-not-a-player = illegal action { $action } by { $player }: { $name } is not a player of this match ({ $players }); legal for { $player } now: nothing (this player may not act now)
not-an-action = not an action: { $value }; expected an action word or [word, argument]
player-not-an-action = { $player }: not an action: { $value }; expected an action word or [word, argument]
needs-card = { $player }: { $word } needs a card: { $detail }
needs-argument = { $player }: action { $word } needs an argument; legal now: { $legal }
no-argument = { $player }: action { $word } takes no argument, got { $got }

## A game's own arguments

arg-packet = { $player }: packet takes the number of cards each player gets, 1 to { $hi }; got { $got }
arg-bet = { $player }: bet takes a number of chips from 1 to { $hi } (the limit or your chips); got { $got }
arg-propose = { $player }: propose takes your share of the pool in percent, 0 to 100; got { $got }
arg-offer = { $player }: offer takes {"{"}"money": N{"}"} (N > 0, paid to the innkeeper) or {"{"}"share": P{"}"} (P percent of the pool if you win, 1-100); got { $got }
arg-reenter = { $player }: reenter takes {"{"}name: amount{"}"} contributions adding up to { $cost }
arg-reenter-entry = { $player }: reenter contributions must be name: positive integer, got { $name }: { $got }
arg-reenter-sum = { $player }: the re-entry costs { $cost }; the contributions add up to { $total }
arg-purro = { $player }: purro takes no argument when you hold no king (a token is shown)
illegal-cut = illegal action { $action } by { $player }: the upper packet must hold 1 to { $hi } cards (both packets non-empty); legal for { $player } now: { $legal }
illegal-base = illegal action { $action } by { $player }: the base of the trick is number or picture; legal for { $player } now: { $legal }

## The table (taverna.server.tables, websocket, chat)

table-not-started = the match has not started yet: it starts when every seat is filled
table-over = the match is over; ask for a rematch or download the record
table-stale = stale version { $version }: the table is at version { $current }; here is the current state
table-apply-failed = the server could not apply that action; nothing changed
table-moved = the table moved to another server meanwhile; nothing changed, act again
table-store-failed = the server could not store that action; nothing changed, try again
table-owner-silent = the server holding this table did not answer (it may be restarting); act again
table-moving = the table is moving between servers; act again in a moment
server-failed = the server failed on that message; nothing changed
rate-limit = too many messages: at most { $rate } per second; this one was ignored
rate-limit-act = too many messages: at most { $rate } per second; this one was ignored; here is the current state: act again
ws-too-many = too many connections from your address: at most { $limit } at once; close other tables or tabs and try again
ws-made-room = this connection was closed to make room: your address has { $limit } connections (the limit), and a seated player of your address needed one to reach their seat
ws-connect-rate = too many new connections from your address: at most { $rate } a second; wait { $wait } s and try again
ws-no-table = no table with code { $code }
ws-bad-token = that seat token does not belong to any seat of table { $code }; join the table to get one, or connect without a token to watch
ws-seat-full = your seat at table { $code } has { $limit } connections already (the limit per seat); close another tab or device of this seat and try again
ws-spectators-full = table { $code } has { $limit } spectators already (the limit); try again later (seated players can always connect)
ws-spectators-address = too many spectator connections to table { $code } from your address: at most { $limit }; close one and try again
msg-empty = empty message; expected a JSON object with a 'type'
msg-too-large = message too large: { $size } bytes; the limit is { $limit }
msg-refused-json = not acceptable JSON: { $detail }
msg-not-json = not JSON ({ $detail }); expected an object such as {"{"}"type": "sync"{"}"}
msg-too-deep = not acceptable JSON: nested too deeply or a huge number
msg-no-type = a message is a JSON object with a 'type': act, sync, chat, mute or chat_off
msg-unknown-type = unknown message type { $kind }; expected act, sync, chat, mute or chat_off
act-spectator = spectators cannot act: join a free seat (or connect with your seat token)
act-version = 'act' needs the state 'version' you are answering (an integer), got { $got }
act-shape = 'action' must be [word] or [word, argument], e.g. ["keep"], got { $got }
chat-spectator = spectators cannot chat: only seated players can
chat-empty = 'chat' needs a non-empty 'text' string
chat-control = 'chat' needs a non-empty 'text' string (control characters do not count)
chat-too-long = chat text too long: { $length } characters, at most { $limit }
chat-rate = too many chat messages from your seat: at most { $rate } a second (a burst of { $burst }); this one was not sent: wait { $wait } s
chat-off-by-you = you turned the chat off at this table: turn it on again ({"{"}"type": "chat_off", "off": false{"}"}) to chat
chat-off = the chat is off at this table: a seated player turned it off, and it stays off until every player who did turns it on again
mute-spectator = spectators cannot mute players: only seated players can
mute-seat = 'mute' needs the 'seat' to mute: a seat index of this table from 0 to { $last }, got { $got }
mute-self = you cannot mute your own seat; give another seat's index
mute-flag = 'muted' must be true (mute) or false (unmute), got { $got }
chat-switch-spectator = spectators cannot turn the chat off or on: only seated players can
chat-switch-flag = 'chat_off' needs 'off': true (turn the chat off) or false (on again), got { $got }
chat-switch-soon = you switched the chat a moment ago: at most once every { $seconds } seconds

## The lobby's options (taverna.core.options)

rules-needed = game { $game } needs a rule set; choose one of { $rule_sets }
rules-unknown = unknown rule set { $rules } for { $game }; valid rule sets: { $rule_sets }
game-unknown = unknown game { $game }; Taverna plays: { $games }

option-not-object = options for { $what } must be an object of name: value, got { $got }
option-name = option names must be strings, got { $got }
option-unknown =
    { $fixed_count ->
        [0] unknown option { $name } for { $what }; valid options: { $settable_count ->
            [0] none
           *[other] { $settable }
        }
       *[other] unknown option { $name } for { $what }; valid options: { $settable_count ->
            [0] none
           *[other] { $settable }
        }; fixed by the rule set (choose another rule set to change them): { $fixed }
    }
option-bool = option { $option } of { $what } must be true or false, got { $got }
option-choice = option { $option } of { $what } must be one of { $choices }, got { $got }
option-int = option { $option } of { $what } must be an integer, got { $got }
option-range = option { $option } of { $what } must be between { $lo } and { $hi }, got { $got }
option-str = option { $option } of { $what } must be a string, got { $got }
option-unreadable = option { $option } of { $what }: cannot read { $got }
option-fixed = option { $option } is fixed by the rule set { $rules }; choose another rule set instead (rule sets: { $rule_sets })
option-not-applicable =
    { $fixed_count ->
        [0] option { $option } does not apply to { $what }; valid options: { $settable_count ->
            [0] none
           *[other] { $settable }
        }
       *[other] option { $option } does not apply to { $what }; valid options: { $settable_count ->
            [0] none
           *[other] { $settable }
        }; fixed by the rule set (choose another rule set to change them): { $fixed }
    }
option-bga-length = option length applies to the bga rule set only (for { $what } use chips and max-sets)
option-bga-declare = option cuckoo-declare applies to the bga rule set only
option-combined = { $what }: options { $options } and { $last } cannot be combined: each of anti-cuckoo, second-high-low, high-low, two-losers and lion decides on its own who loses at the reveal
option-void = { $what }: void needs both Cuckoos ('2 Cuckoo cards must always be used'); drop cuckoos=1
option-cuckoos = { $what }: a single pack holds at most 2 Cuckoos; cuckoos={ $cuckoos } needs double-pack

## A record (the replay viewer: taverna.core.match.replay_actions, taverna.server.replay)

record-not-replayable = the record cannot be replayed: { $error }
record-actions-list = actions must be a list
record-too-long = the record has { $n } actions; the viewer shows at most { $limit }
record-entry = actions[{ $index }]: expected [player, action] or [player, action, argument], got { $got }
record-entry-strings = actions[{ $index }]: player and action must be strings, got { $got }
record-illegal = actions[{ $index }]: { $player } { $action } is not legal here ({ $error }); legal for { $player }: { $legal_count ->
        [0] nothing
       *[other] { $legal }
    }; who may act: { $who_count ->
        [0] nobody (the match is over)
       *[other] { $who }
    }

## The lobby's form (taverna.server.api, inputs)

name-missing = missing 'name': expected your name at the table (1 to 32 characters)
name-invisible = 'name' must have at least one visible character, got { $got }
name-too-long = 'name' is too long: { $length } characters, at most { $limit }
name-you = 'name' may not be { $name }: the table's texts use it for 'you'; choose another name
table-seats = { $game } is for { $min } to { $max } players; 'seats' was { $n }
table-all-bots = every seat is a bot: leave one seat for yourself (watch a table without a token)
timer-type = 'timer' must be seconds (a number) or null, got { $got }
timer-range = 'timer' must be between { $lo } and { $hi } seconds, or null (off)

## The server's other HTTP refusals (taverna.server: inputs, api, players, tournaments, replay, limits, guard)
# Said in the request's language: ?lang=, else Accept-Language (the pages send theirs), else English.

origin-refused = requests from pages of another site ({ $origin }) are refused: this server accepts its own pages (and the origins its operator allows with --allow-origin)
http-rate = too many requests: at most { $rate } per second; wait a moment
body-content-type = the request body must be JSON sent as Content-Type: application/json, got { $got }
body-no-content-type = the request body must be JSON sent as Content-Type: application/json, got no Content-Type
body-too-large = request body too large: the limit is { $limit } bytes
body-json-refused = the request body is not acceptable JSON: { $detail }
body-not-json = the request body is not JSON ({ $detail }); expected a JSON object
body-too-deep = the request body is nested too deeply or holds a huge number; expected a flat JSON object
body-not-object = the request body must be a JSON object, got { $got }
body-missing-string = missing { $name }: expected a string
body-not-string = { $name } must be a string, got { $got }
body-string-long = { $name } is too long: { $length } characters, at most { $limit }
body-missing-int = missing { $name }: expected an integer
body-not-int = { $name } must be an integer, got { $got }
table-unknown = no table with code { $code }; codes are 6 letters and digits, e.g. from an invite link
token-unknown = that token does not belong to a seat of table { $code }
creator-only = only the creator of table { $code } (seat { $seat }) may do that
table-held-elsewhere = table { $code } is held by another server that did not answer; try again in a moment
table-moved-http = table { $code } moved to another server meanwhile; nothing changed, try again
seat-store-failed = the server could not store the seat; nothing changed, try again
tables-waiting-full = too many tables are waiting for players; join one of them or try later
tables-unattended = your address has { $mine } { $mine ->
        [one] table
       *[other] tables
    } playing with none of its people connected, bots playing on for no one (at most { $limit } per address): go back to one of them, or wait until one ends, before you start another

tables-waiting-mine = you already have { $mine } { $mine ->
        [one] table
       *[other] tables
    } waiting for players (at most { $limit } per address): start or fill one of them, or wait until one is abandoned ({ $expiry } s after its players leave)

## Creating a table, its bots, joining, starting, a rematch, the record

options-not-object = 'options' must be an object of option name: value, got { $got }
bots-not-object = bots must be an object {"{"}"<seat index>": level{"}"}, e.g. {"{"}"1": "simple"{"}"}
bots-not-seat = bots: { $name } is not a seat index (0 to { $last })
bots-no-seat = bots: seat { $seat } does not exist; seats are 0 to { $last }
bot-level = unknown bot level { $got }; choose one of { $levels }
seed-refused = this server does not accept a chosen 'seed' (it would reveal the cards); leave it out
seed-range = 'seed' must be an integer from 0 to 2**256-1, got { $got }
join-absent = your address holds { $mine } { $mine ->
        [one] seat
       *[other] seats
    } at other tables whose players are not connected (at most { $limit }): go to one of them, or wait until its match ends, before you join another table
join-abandoned = table { $code } was abandoned (nobody sat at it for a while): create a new table
join-no-seat = table { $code } is { $status ->
        [full] full
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }: no free seat; you can watch it (connect without a token)
seat-not-free = seat { $seat } is not free; free seats: { $count ->
        [0] none
       *[other] { $free }
    }
request-id = request must be a random id of 16 to 100 letters, digits, - or _ (e.g. 22 random base64url characters), the same each time this join is asked again
fill-started = table { $code } is { $status ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }: seats can be filled only before the match starts
fill-none = table { $code } has no empty seat to fill
start-already = table { $code } is already { $status ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }
start-empty = seats { $seats } are empty: invite players or fill them with bots
rematch-accept = 'accept' must be true (offer or accept a rematch) or false (decline), got { $got }
rematch-not-finished = table { $code } is { $status ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }: a rematch follows a finished match
rematch-made = the rematch table { $code } is already made: every seated person accepted
rematch-no-offer = there is no open rematch offer to decline
record-not-over = table { $code } is { $status ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }: the record is available when the match is over (before, it would reveal the hidden cards)
playnow-rate = too many Play now requests from your address; wait { $wait } s
playnow-wait = 'wait' must be one of { $waits } (seconds before bots fill the empty seats)

## Identities and sign-in (taverna.server.players, guard)

player-key-unknown = that player key is unknown (the identity was deleted?): make a new one or restore it with your recovery code
name-taken = another player is called { $name } (names are compared without case and width: 'ALICE' and 'ａｌｉｃｅ' are 'alice'): choose another name
password-short = the password is too short: at least { $min } characters
signin-wrong = wrong name or password (names are compared without case)
recovery-unknown = no identity has that recovery code (25 letters and digits, e.g. K7QXM-…)
delete-confirm = deleting an identity cannot be undone: send "confirm": true
hash-busy = the server is checking too many passwords at once; try again in a few seconds
limit-keys = too many unknown player keys from your address; wait { $wait } s and try again
limit-new-player = too many new players made from your address; wait { $wait } s and try again (a player is kept in this browser: one is enough)
limit-signin-name = too many failed sign-ins of this name or from your address; wait { $wait } s and try again
limit-signin = too many sign-ins from your address; wait { $wait } s and try again
limit-recovery = too many wrong recovery codes (from your address or from everyone); wait { $wait } s and try again
player-id = a player is named by a number, e.g. /api/players/12
player-before = 'before' must be a result id from 0 to { $max }, got { $got }
player-unknown = no player { $id } (never made, or deleted)
leaderboard-min = 'min' must be a number of matches, got { $got }

## Tournaments (taverna.server.tournaments)

tour-mine = you have { $mine } { $mine ->
        [one] tournament
       *[other] tournaments
    } scheduled or running (at most { $cap } per player): create another when one of them is over
tour-address = { $here } { $here ->
        [one] tournament
       *[other] tournaments
    } scheduled or running were created from your address (at most { $cap } per address): create another when one of them is over
tour-rate = tournaments are created at most { $per_hour } an hour (a burst of { $burst }) per player and per address; try again in { $minutes } min
tour-seconds = { $name } must be a number of seconds from { $lo } to { $hi }, got { $got }
tour-kind = 'kind' must be "arena" or "swiss", got { $got }
tour-rounds = 'rounds' must be 1 to { $max } for a swiss tournament, got { $got }
tour-start-format = 'start' must be an ISO time such as 2026-11-24T20:00:00+00:00, got { $got }
tour-start-range = 'start' must be from { $past } minutes ago to { $ahead } days ahead (now is { $now }), got { $got }
tour-rated = 'rated' must be true or false, got { $got }
tour-unknown = no tournament with code { $code }
tour-over = tournament { $code } is over

## The replay viewer (taverna.server.replay)

replay-budget = too many replays from your address: a replay costs its actions ({ $cost } here) and an address may replay { $rate } actions a second (at most { $burst } at once); try again in { $wait } s
replay-busy = the server is busy replaying other records; try again in a few seconds
replay-stopped = the replay worker stopped; try again
replay-not-over = table { $code } is { $status ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
       *[other] waiting
    }: a match is shown in the replay viewer (and its summary) when it is over (before, it would reveal the hidden cards)
replay-not-json = the file is not a JSON record ({ $detail }); open a taverna/1 record file
replay-too-many = the record has { $n } actions; this server replays records of at most { $limit } actions (replay a longer one with `taverna replay`)
replay-content-type = send the record as Content-Type: application/json, got { $got }
replay-no-content-type = send the record as Content-Type: application/json, got none
replay-too-large = the record is too large: { $size } bytes, at most { $limit } bytes
replay-too-large-stream = the record is too large: more than { $limit } bytes, at most { $limit } bytes

## Pages and guides (taverna.server.app, paths, card_guide, learn, length)

page-unknown = no such page: { $path }
page-unknown-why = no such page: { $path }: { $why }
method-not-allowed = method { $method } not allowed on { $path }
path-code = { $name } must be a code of 1 to 16 letters and digits, such as K7M2QX
path-id = { $name } must be a number of 1 to 18 digits, such as 12
path-name = { $name } must be a name of 1 to 32 lower-case letters, digits, _ and -
path-asset = { $name } must be a file's path under /static/, such as js/api.js
cards-none = the game { $game } has no card guide
cards-options-json = options: not JSON
cards-options-object = options: a JSON object
rules-page-none = the game { $game } has no rules page
guide-none = no guided first match: { $error }
length-seats = { $game } is for { $min } to { $max } players
length-options = 'options' must be a JSON object of option name: value

## The number of players a game or rule set seats (each game's engine)

players-range = { $game } is for { $min } to { $max } players, got { $n }
players-exactly = { $game } is for exactly { $seats } players, got { $n }
players-teams = { $game } is for exactly { $seats } players (two partnerships), got { $n }
players-torionfo = { $game } is for 4 players (two partnerships, opposite each other) or 2 players, got { $n }
