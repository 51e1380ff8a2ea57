## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).

lang-name = English

app-tagline = The Cuckoo family of card games

refuse-not_your_turn = it is not your turn ({ $action }): the table waits for { $names }.

refuse-illegal = { $action } is not possible now. Possible now: { $legal }.

# the same, with the engine's reason (in the engine's words)
refuse-illegal_why = { $action } is not possible now. Possible now: { $legal }. ({ $why })

refuse-nothing = nothing

refuse-stale = the table had moved on: here it is as it is now; choose again.

field-phase = phase

field-deal = deal

field-dealer = dealer

field-order = order of play

field-pool = pool

field-round = round

field-rounds = { $n ->
        [one] round
       *[other] rounds
    }

field-deals = deals

field-set = set

field-time = time

field-deck_size = cards in the deck

field-discards = discard pile

field-cards = cards shown

field-trick = trick

field-tricks = tricks

field-last_trick = last trick

field-tricks_left = tricks left

field-tricks_won = tricks won

field-hand_sizes = cards in hand

field-bets = bets

field-limit = limit

field-stock = stock

field-sowee = sowee

field-base = kind of the trick

field-teams = teams

field-torionfo = Torionfo card

field-bids = bids

field-boss = Boss

field-partner = Partner

field-leader = leader

field-money = money

field-secrets = secrets

field-alone = the Boss alone

field-auction_base = kind bid on

field-cut_taken = taken at the cut

field-cutter = cutter

field-direction = exchanges go

field-hand_size = cards dealt each

field-inn = inn

field-max_packet = largest packet

field-on_credit = on credit

field-packet_size = packet size

field-passed = passed

field-played = cards played

field-revealed = bid cards still in hand

field-turn_taken = taken by the dealer

field-used = cards used

field-waits = cards that would complete the hand

# Torionfo's cards won in tricks this deal, by player (a seat's `won` counter is its deals won)
field-won = cards won

# keys inside a value of the replay's list (a trick of Coteccio, Campli's inn, a secret of Cuajo)
part-cards = cards

part-leader = led by

part-winner = won by

part-type = kind

part-guest = guest

part-host = innkeeper

part-offer = offer

part-money = money

# the values of the replay's list, by field (a phase of the match, Cambio's time, a trick's kind ...)
value-phase-begin = start

value-phase-exchanges = exchanges

value-phase-inn-guest = at the inn, the guest

value-phase-inn-host = at the inn, the innkeeper

value-phase-reveal = cards turned up

value-phase-confess = "It's my defeat"

value-phase-settled = deal settled

value-phase-next = next deal

value-phase-over = match over

value-phase-base = naming the kind of the trick

value-phase-cut = the cut

value-phase-discard = discards

value-phase-play = play of the cards

value-phase-auction = auction

value-phase-tricks = tricks

value-phase-bets = bets

value-phase-packet = the dealer's packets

value-phase-capotto = capotto

value-phase-doctor = the doctor

value-phase-claim = claims of the card drawn

value-phase-draw = draw

value-phase-purro = purro

value-time-adults = adults' time

value-time-children = children's time

value-base-number = numbers

value-base-picture = pictures

value-auction_base-number = numbers

value-auction_base-picture = pictures

value-direction-right = to the right

value-direction-left = to the left

value-type-four = four identical cards

value-type-sowee = sowee secret

value-rounds-0 = until someone runs out of chips

lobby-my_tables = My tables

lobby-my_tables_hint = The tables this browser holds a seat at.

lobby-as = as { $name }

lobby-back_to_seat = Back to my seat

replay-open_file = Replay a record file

replay-watch = Watch the replay

replay-title = Replay

# the replay page's title with the table's code
replay-title_code = Replay { $code }

# a step of a replay that said nothing: who did what ("Ada: Exchange")
replay-did = { $who }: { $action }

replay-controls = Step through the match

replay-open_hint = Open a record downloaded from a finished table (or saved by taverna play): every card is shown face up.

replay-file = Record file (taverna/1, JSON)

replay-first = First

replay-back = Back

replay-forward = Forward

replay-last = Last

replay-keys = Keys: ← and → move by one, Home and End go to the start and the end.

replay-players = Every hand, face up

replay-step = Move { $k } of { $n }

replay-start = The start of the match.

replay-cards_of = { $name }'s cards

replay-not_json = { $name } is not a JSON file: open a taverna/1 record.

seat-link = Your seat on another device

seat-link_help = Open this link on another device or browser to play this seat there. Keep it to yourself: whoever has it plays your seat.

seat-copy = Copy my seat link

seat-away = { $name } left the table (away).

seat-back = { $name } is back at the table.

seat-bot_level = Bots' level

seat-fill_bots = Fill the { $n } empty { $n ->
        [one] seat
       *[other] seats
    } with { $n ->
        [one] a bot
       *[other] bots
    }

table-standings = Final standings

end-standings = Final standings

end-winner = winner

end-deal = Deal { $n } ({ $dealer } deals)

end-lost = { $names } lost

end-nobody_lost = nobody lost

end-out = out: { $names }

end-story = How the match went ({ $n } { $n ->
        [one] deal
       *[other] deals
    })

sheet-title = Score sheet

sheet-deal = Deal

sheet-lost = lost

# why a deal ended as it did ($why: the server's sentences, one after another by the message sentences)
sheet-why = Why: { $why }

# two sentences one after another (a space between them; none in Japanese)
sentences = { $head } { $tail }

# parts of a line one after another, set apart by a middle dot ("Deal 3 of 7 · set 1 of 2", "lost · +2 tokens")
dots = { $head } · { $tail }

# a label before what it names, in bold ("Deal 3 (Ada deals): ")
label = { $label }:{ " " }

# a number and what it counts ($num: the number as the page's language writes it; $word: counter-tokens ...)
counted = { $num } { $word }

sheet-set_round = set { $set }, round { $round }

# the score sheet's last deal: what changed for one player (their counters, listed by the language's
# list of measures), and what stands between two players' changes
sheet-player_change = { $name } { $change }

sheet-change_sep = ;{ " " }

# the last deal in one line: the deal's name, then what happened in it
sheet-latest = { $deal }: { $result }

# a deal's name with where it stands in a set ("Deal 3 (Ada deals) · set 1, round 2")
sheet-deal_at = { $deal } · { $where }

end-round = Round { $n } ({ $dealer } deals)

end-story_rounds = How the match went ({ $n } { $n ->
        [one] round
       *[other] rounds
    })

end-won = { $names } won

end-back_in = back in: { $names }

sheet-round = Round

help-button = Rules

guide-learn = Learn to play

guide-title = Learn to play

guide-next = Next

guide-loading = The lesson is loading…

guide-click = Your move: click what is highlighted.

guide-watch = The others are playing: watch the table.

guide-off_script = You left the lesson's line: play on as you like; the bots play by their rule of thumb.

guide-learner = Learner

lobby-learn_h = Learn to play

lobby-learn_hint = A guided first match against bots on a prepared deal: the table says what to look at, what to click, and why.

help-title = Help at the table

help-close = Close

help-rules = The rules in brief

help-none = No brief rules for this game yet.

help-cards = The cards in this rule set ({ $rules })

help-more = The whole rules, with their sources (a page of its own)

help-refused = Not allowed: { $reason }

rules-page_title = { $game }: the rules

rules-back = Back to the lobby

rules-nav = Taverna

rules-in_english = This page is in English: it has not been translated yet.

rules-table = A table of the rules (it scrolls sideways)

cards-button = Card order

cards-title = The cards in order: { $rules }

cards-hint = Strongest first. Hover, focus or long-press a card to see what it is and does.

lobby-title = Taverna: lobby

lobby-name = Your name

lobby-create = Create a table

lobby-game = Game

lobby-rules = Rule set

lobby-options = Options

lobby-options_hint = Leave an option at its default to play the rule set as written.

lobby-seats = Seats

lobby-seat = Seat { $n }

lobby-you = you

lobby-think = How long a bot thinks over a move: { $levels }.

lobby-think_level = { $level } { $time }

lobby-think_instant = at once

lobby-think_seconds = about { $s } s

lobby-human = a person (invite)

lobby-bot = bot: { $level }

lobby-timer = Turn timer

lobby-timer_seconds = seconds per turn

lobby-create_button = Create and sit down

lobby-open_tables = Open tables

lobby-no_tables = No open tables right now.

lobby-refresh = Refresh

lobby-join = Join a table

lobby-code = Table code or invite link

lobby-join_button = Join

lobby-watch = Watch

lobby-open = Open

lobby-players = { $n } { $n ->
        [one] player
       *[other] players
    }

lobby-free_seats = { $n } free

lobby-need_name = Please type your name first.

lobby-bad_code = A table code has 6 letters or digits.

length-line = { $deals } · about { $minutes } min

length-deals_about = about { $n } { $n ->
        [one] deal
       *[other] deals
    }

length-deals_exact = { $n } { $n ->
        [one] deal
       *[other] deals
    }

length-deal_of = Deal { $n } of { $of }

length-deal_of_about = Deal { $n } of ~{ $of }

length-deal = Deal { $n }

length-set_of = set { $n } of { $of }

length-set = set { $n }

length-round_of = round { $n } of { $of }

# a game that calls its deals rounds (Hypp), where the match stands: as length-deal_of_about, length-deal
length-round_of_about = round { $n } of ~{ $of }

length-round = round { $n }

length-alive = { $n } of { $of } players still in

length-bots_in = Bots fill the empty seats in { $s } s

length-option_note = changes how long the match lasts

length-expected = How long a match lasts: { $line } (measured from bot matches, at { $s } s a move)

length-table = Expected length: { $line }

lobby-play_now = Play now

lobby-play_now_h = Play now

lobby-play_now_hint = Sit at a table of others waiting for this game and rule set, or open one that others can find.

lobby-play_now_wait = Bots fill the empty seats after

lobby-wait_seconds = { $n } s

lobby-wait_minutes = { $n } min

level-random = random

level-simple = simple

level-easy = easy

level-normal = normal

level-hard = hard

level-learned = learned

# a bot's name at a table ("Bot 2 (normal)"): $level is the level's word above
bot-name = Bot { $n } ({ $level })

status-waiting = waiting for players

status-abandoned = abandoned (nobody came)

status-playing = playing

status-finished = finished

table-title = Table { $code }

# the table's heading: its name (table-title), its game or rule set, its status
table-title_line = { $table } · { $game } · { $status }

table-lobby = Lobby

table-language = Language

table-invite = Invite link

table-copy = Copy

table-fair = Fair deal: commitment { $short }

table-fair_help = Before the first card was dealt, the server fixed a secret 256-bit seed that deals every card (HMAC-SHA256) and showed every seat this SHA-256 commitment to it. The record you can download when the match is over reveals the seed and its salt: `taverna verify` checks that they give this very commitment and the same deals.

table-chain_help = The hash of every move so far (a hash chain, the same for every seat). Keep the last one: `taverna verify RECORD --hash` checks that the published record holds exactly these moves.

table-copied = Copied

table-connecting = connecting…

table-connected = connected

table-reconnecting = connection lost; reconnecting in { $s } s…

table-not_found = No table with this code.

# no such table, and what the server said
table-not_found_why = No table with this code. ({ $why })

# the page's title (the browser's tab): Taverna and what the page is
page-title = Taverna: { $page }

table-no_such_table = There is no table with the code { $code }: check the link, or create a table in the lobby.

table-back_to_lobby = Back to the lobby

table-spectator = You are watching

table-you_are = You are { $name }

table-your_turn = Your turn

table-waiting_for = Waiting for { $names }

table-nobody = nobody

table-your_card = Your card

# the hand's one piece where the game is played with pieces (Slabberjan: board.js handTitle)
table-your_piece = Your piece

table-face_down = { $name }'s card, face down

table-play_a_card = Play a card from your hand: click or tap it (arrow keys and Enter).

table-sort_suit = Sort by suit

table-sort_rank = Sort by rank

table-group = Group cards

table-ungroup = Undo groups

table-group_hint = Choose the cards of the group:

table-make_group = Make the group

table-cancel = Cancel

table-your_hand = Your hand

table-actions = Your choices

table-no_actions = Nothing to do now: wait for the others.

table-keys_hint = Keys 1–9 choose a choice; Enter sends a number you typed.

table-players = Players

table-log = What happened

table-chat = Chat

table-say = Say something

table-send = Send

table-mute = Mute

table-mute_who = Mute { $name }: their chat no longer reaches you

table-unmute_who = Unmute { $name }

# the button that unmutes a seat ("Unmute: Ada")
table-unmute_name = Unmute: { $name }

table-chat_off = Turn chat off

table-chat_on = Turn chat on

table-chat_is_off = The chat is off: a player at this table turned it off.

table-chat_off_by_you = You turned the chat off for this table.

table-spectators = Watching: { $n }

table-seats = Seats

table-empty_seat = empty seat

table-add_bot = Add a bot

table-take_seat = Sit here

table-start = Start the match

table-waiting_start = The match starts when every seat is filled.

table-timer = { $s } s left

table-finished = The match is over.

table-winner = { $n ->
        [one] Winner
       *[other] Winners
    }: { $names }

table-rematch = Rematch

# the rematch button when the next table is known ("Rematch → K3XQ9P")
table-rematch_to = Rematch → { $next }

table-rematch_accept = Accept the rematch

table-rematch_decline = Decline

table-rematch_cancel = Withdraw the offer

table-rematch_sent = Rematch offered

table-rematch_offered = { $name } offers a rematch.

table-rematch_accepted = Accepted: { $names }.

table-rematch_waiting_for = Waiting for: { $names }.

table-rematch_declined = { $name } declined the rematch.

table-rematch_left = { $name } left: no rematch.

table-rematch_made = Everyone accepted: the rematch is at table { $code }.

table-rating_of = { $name }'s rating in this game: { $rating }

table-record = Download the record

table-reveal = Cards shown

table-losers = Losers: { $names }

table-dealer = dealer

table-to_act = to act

table-bot = bot

table-standin = a bot plays for them

table-offline = away

table-timed_out_you = Time ran out — the table played “{ $action }” for you.

table-timed_out = { $name }'s time ran out — the table played “{ $action }” for them.

table-standin_in = { $name } left — a bot takes the seat in { $s } s

table-you = you

table-trick = On the table

table-last_trick = Last trick

# the last trick and who won it ("Last trick → Ada")
table-last_trick_by = Last trick → { $name }

table-pool = Pool: { $n }

table-deck = Deck: { $n }

table-discards = Discard pile

table-stock = Stock: { $n }

table-deal = Deal { $n }

table-round = Round { $n }

table-set = Set { $n }

table-bets = Bets

table-limit = House limit: { $n }

table-packet = Packet: { $n } { $n ->
        [one] card
       *[other] cards
    }

table-sowee = Sowee

table-secrets = Your secrets

table-waits = Cards that would complete your hand

table-inn = Inn: { $guest } and the innkeeper { $host }

table-earlier = … earlier events are in the record (download it when the match is over)

table-error = Refused: { $message }

table-cards_left = { $n } { $n ->
        [one] card
       *[other] cards
    }

table-send_choice = OK

table-offer_money = money

table-offer_share = share of the pool (%)

counter-tokens = { $n ->
        [one] token
       *[other] tokens
    }

counter-chips = { $n ->
        [one] chip
       *[other] chips
    }

counter-lives = { $n ->
        [one] life
       *[other] lives
    }

counter-points = { $n ->
        [one] point
       *[other] points
    }

counter-money = money

counter-penalty = penalty

counter-tricks = { $n ->
        [one] trick
       *[other] tricks
    }

counter-cards = { $n ->
        [one] card
       *[other] cards
    }

counter-cards_left = { $n ->
        [one] card
       *[other] cards
    }

counter-doctor_calls = doctor { $n ->
        [one] call
       *[other] calls
    }

counter-reentries = { $n ->
        [one] re-entry
       *[other] re-entries
    }

mark-out = out

mark-lost = lost

mark-purro = purro

mark-virgin = never lost

action-keep = Keep

# an action with its argument ("Play 7 of Cups", "Bid 3")
action-with = { $action } { $arg }

# a number to choose for an action, and its range ("Bid (1–5)")
action-range = { $action } ({ $min }–{ $max })

action-exchange = Exchange

action-declare = Declare Cuckoo!

action-insure = Insure

action-accept = Accept

action-refuse = Refuse

action-reenter = Re-enter

action-decline = Stay out

action-offer = Offer

action-propose = Propose a split (%)

action-defeat = It's my defeat

action-pass = Pass

action-play = Play

action-bet = Bet

action-packet = Deal packets of

action-doctor = Call the doctor

action-drop = Drop out

action-annul = Annul the deal

action-lead = Lead

action-draw = Draw

action-take = Take the discard

action-win = Win!

action-time = Time!

action-silent = Stay silent

action-discard = Discard

action-secret = Lay a secret

action-sowee = Use the sowee

action-purro = Purro!

action-bid = Bid

action-cut = Cut at

action-base = Name the base

kind-picture = picture cards

kind-number = number cards

# the line above a trick game's table: the kind led, the boss (and partner), the called card
table-base_number = Base: number cards

table-base_picture = Base: picture cards

table-boss_is = Boss: { $name }

table-boss_partner = Boss: { $boss } & { $partner }

table-bids = Bids

table-called_is = Called card: { $card }

counter-team = team

counter-won = { $n ->
        [one] deal won
       *[other] deals won
    }

table-status = Whose turn

table-board = The table

players-recovery_title = Your recovery code

players-recovery_hint = This browser keeps your player identity. Write this code down or copy it: entered in another browser (Your profile → Restore), it brings your identity, ratings and history back. It is shown only now.

players-copy = Copy

players-copied = Copied.

players-copy_failed = Could not copy: select the code and copy it by hand.

players-recovery_done = I have kept it

players-you_are = You play as { $name }.

players-no_identity = This browser has no player identity yet: one is made when you save a name or a password here, or sit at a table. Or restore the one you have below.

players-profile = Your profile

players-public_profile = Public profile

players-leaderboards = Leaderboards

players-rated = Rated

players-rated_hint = the match changes the players' ratings

players-skip = Go to the content

players-identity = Your identity

players-save = Save

players-saved = Saved.

players-password = Password (to sign in from anywhere)

players-password_only = Password

players-set_password = Set password

players-password_set = Password set: sign in with your name and this password in any browser.

players-signout_others = Sign out everywhere else

players-signed_out_others = Signed out of every other browser and device ({ $n }).

players-delete = Delete my identity

players-delete_hint = Your identity, ratings and password go for good. Your finished matches stay, without your name.

players-delete_button = Delete it for good

players-delete_confirm = Delete your identity for good? This cannot be undone.

players-restore = Restore an identity

players-restore_hint = Enter the recovery code you kept, or your name and password: this browser then plays as that identity.

players-recovery_code = Recovery code

players-restore_button = Restore

players-sign_in = Sign in

players-ratings = Ratings

players-history = Finished matches

players-min_matches = At least … matches

players-provisional = provisional

players-profile_of = { $name }

players-no_ratings = No rated match yet.

players-no_history = No finished match yet.

players-when = When

players-game = Game

players-result = Result

players-change = Rating change

players-replay = Replay

players-place = { $rank } of { $places }

players-unrated = unrated

players-place_col = Place

players-player = Player

players-rating = Rating

players-rating_hint = A rating is one number: a cautious estimate of your skill in that game and rule set. A newcomer starts at 1500; it rises as you win and as your matches make it surer.

players-plot_label = { $game }: the rating after each of { $n } rated { $n ->
        [one] match
       *[other] matches
    } (now { $rating })

players-matches = Rated matches

players-board_empty = Nobody has played enough rated matches of this rule set yet.

tour-title = Tournaments

tour-join = Take part

tour-play = Go to your table

tour-standings = Standings

tour-points = Points

tour-played = Matches

tour-create = Create a tournament

tour-arena_hint = Arena: from the start until the end, players who are free are seated together as soon as there are enough of them. Swiss: rounds, each paired by the standings once the last table of the round is over. Each match gives one point per side ranked below yours.

tour-name = Name

tour-start = Start

tour-minutes = Minutes

tour-bots = Bots fill tables

tour-bot_wait = after … seconds of waiting

tour-no_bots = no bots

tour-create_button = Create

tour-none = No tournament yet.

tour-line = { $game } · { $start } – { $end } · { $status }

tour-status_scheduled = not started yet

tour-status_running = running

tour-status_finished = finished

players-tournaments = Tournaments

tour-kind = Kind

tour-arena = Arena

tour-swiss = Swiss

tour-swiss_round = Swiss · round { $round } of { $rounds }

tour-swiss_not_paired = Swiss · { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }, none paired yet

tour-rounds = Rounds (Swiss)
