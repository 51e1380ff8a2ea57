"""Cucù options: one frozen dataclass; the four rule sets are presets of it.

Fields marked ``fixed`` describe how a rule set works (dealing, which effect
each special card has) and cannot be overridden from a record; the others are
the variants a table may choose.  Combinations the rules do not make sense of
are refused by :func:`validate` with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from taverna.core.errors import BadOption, UnknownOption
from taverna.core.options import build_options, normalise_name, option_fields, settable_names, settable_text


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


def _fixed(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, "fixed": True, **md})


@dataclass(frozen=True)
class CucuOptions:
    # --- how the rule set works (fixed per rule set) ---------------------
    family: str = _fixed(
        "cambio",
        "tokens and a pool (pagat: Campli, Lu Stù), chips, sets and rounds (cambio: the rulebook, BGA), "
        "or a stake per deal with the king's privileges (le-her: Le Her, two players), "
        "or lives, a pot and the last survivor (lives: Ranter-Go-Round, Coucou)",
        choices=("pagat", "cambio", "le-her", "lives"),
        label="Game family", choice_labels={"pagat": "Tokens and a pool", "cambio": "Chips, sets and rounds", "le-her": "A stake per deal", "lives": "Lives and a pot"},
    )
    pack: str = _fixed(
        "cuckoo",
        "the Cuckoo pack (cuckoo), the French 52-card pack, ace low (french), the 42 Slabberjan pieces (slabberjan), or the Gnav pack of 42 (gnav)",
        choices=("cuckoo", "french", "slabberjan", "gnav"),
        label="Pack", choice_labels={"cuckoo": "Cuckoo pack", "french": "French pack, 52 cards", "slabberjan": "Slabberjan pieces", "gnav": "Gnav pack"},
    )
    deal_from: str = _fixed("top", "the end of the pack cards are dealt from", choices=("bottom", "top"), label="Deal from", choice_labels={"bottom": "The bottom", "top": "The top"})
    interleaved: bool = _fixed(False, "deal one card, let that player decide, then deal the next (Campli, Lu Stù)", label="One card at a time")
    cuckoo_rule: str = _fixed(
        "declare",
        "the Cuckoo: arrests an exchange (arrest), is declared at any time "
        "outside an exchange (declare), or is shown automatically (auto)",
        choices=("arrest", "declare", "auto"),
        label="The Cuckoo", choice_labels={"arrest": "Arrests an exchange", "declare": "Declared at any time", "auto": "Shown automatically"},
    )
    cat_rule: str = _fixed(
        "owner",
        "the Cat: Campli's Gnaf reverses the card's exchanges (gnaf), Lu Stù's "
        "cat sends reverse exchanges to the left (reverse), the rulebook's cat makes the "
        "card's first holder lose (owner)",
        choices=("gnaf", "reverse", "owner"),
        label="The Cat", choice_labels={"gnaf": "Reverses its exchanges (Gnaf)", "reverse": "Sends exchanges left", "owner": "Its first holder loses"},
    )
    inn_rule: str = _fixed(
        "pass",
        "the Inn: insurance question (insurance), negotiated offer (offer), "
        "or passes the request on like the Horse (pass)",
        choices=("insurance", "offer", "pass"),
        label="The Inn", choice_labels={"insurance": "Insurance question", "offer": "Negotiated offer", "pass": "Passes the request on"},
    )
    fool_rule: str = _fixed(
        "clown",
        "the fool: ties the lowest (campli), pays and makes you pay (lu-stu), "
        "or makes whoever receives it in an exchange lose (clown)",
        choices=("campli", "lu-stu", "clown"),
        label="The Fool", choice_labels={"campli": "Ties the lowest", "lu-stu": "Pays and makes you pay", "clown": "Whoever receives it loses"},
    )
    tie_rule: str = _fixed(
        "all",
        "equal lowest cards: all lose (all) or only the earliest in the order (earliest)",
        choices=("all", "earliest"),
        label="Equal lowest cards", choice_labels={"all": "All lose", "earliest": "Only the earliest loses"},
    )
    immediate_elimination: bool = _fixed(False, "a player losing the last token to a Hunter or Cat is out at once", label="Out at once")
    reentry_doubling: str = _fixed(
        "elimination",
        "the re-entry cost doubles with each elimination (Campli) or with each re-entry (Lu Stù)",
        choices=("elimination", "reentry"),
        label="Re-entry cost doubles", choice_labels={"elimination": "With each elimination", "reentry": "With each re-entry"},
    )
    rotation: str = _fixed(
        "dealer",
        "the deal passes from dealer to dealer (dealer) or from starting player to starting player (starter, BGA)",
        choices=("dealer", "starter"),
        label="The deal passes", choice_labels={"dealer": "Dealer to dealer", "starter": "Starter to starter"},
    )
    reshuffle: str = _fixed(
        "empty",
        "the discards become a new deck when the deck runs out (empty) or before "
        "a deal the deck cannot complete (deal, BGA)",
        choices=("empty", "deal"),
        label="Reshuffle", choice_labels={"empty": "When the deck runs out", "deal": "Before a deal it cannot complete"},
    )
    drawn_set_ante: str = _fixed(
        "excused",
        "after a set in which everyone lost at once (the box carried over), the players put out together "
        "skip the next ante (excused, the rulebook's FAQ) or everyone pays it (all, BGA)",
        choices=("excused", "all"),
        label="Ante after a drawn set", choice_labels={"excused": "Those put out are excused", "all": "Everyone pays"},
    )
    all_equal_safe: bool = _fixed(False, "when every card shown is of one rank, nobody loses (Coucou)", label="All equal is safe")
    short_payment: str = _fixed(
        "nothing",
        "a loser who cannot pay in full pays nothing (nothing) or all they have (all), and is out of the set",
        choices=("nothing", "all"),
        label="Cannot pay in full", choice_labels={"nothing": "Pays nothing", "all": "Pays all they have"},
    )
    # --- tokens, stakes and the pool (Campli, Lu Stù) --------------------
    tokens: int = _opt(3, "tokens each player starts with (pagat)", min=1, max=20, label="Tokens")
    stake: int = _opt(
        1,
        "the initial stake each player pays to the pool; the first re-entry costs the same (pagat); "
        "what the loser of a deal pays the winner (le-her)",
        min=1,
        max=1000,
        label="Stake",
    )
    reentry: bool = _opt(True, "eliminated players may buy back in while a virgin remains (pagat)", label="Re-entry")
    remove_matto: bool = _opt(False, "remove one Matto from the pack to speed the game up (Lu Stù)", label="Remove a Matto")
    inn_offers: int = _opt(3, "how many offers an exchanger may make to an innkeeper (Lu Stù)", min=1, max=20, label="Offers to the innkeeper")
    # --- Le Her -----------------------------------------------------------
    deals: int = _opt(10, "deals in a Le Her match; the deal alternates, so an even number is fair (le-her)",
                      min=1, max=100000, label="Deals")  # fmt: skip
    # --- lives and a pot (Ranter-Go-Round, Coucou) ------------------------
    lives: int = _opt(3, "lives (chips) each player starts with; one is paid to the pot for each deal lost (lives)",
                      min=1, max=100, label="Lives")  # fmt: skip
    king: bool = _opt(True, "the King's privilege: a player holding the top card refuses an exchange by showing it "
                            "(false: the 1882 account, no card has a privilege)", label="King's privilege")  # fmt: skip
    ace: str = _opt("low", "the Ace is the lowest card (low) or the highest, above the King (high: the Ace then "
                           "has the King's privilege and the 2 is lowest)", choices=("low", "high"), label="The Ace", choice_labels={"low": "Lowest", "high": "Highest, above the King"})  # fmt: skip
    ties: str = _opt(
        "all",
        "equal lowest cards: each loses a life (all), only the one turned up last, nearest the dealer, loses "
        "(last: Cassell's 1881), or a rank held twice or more is a pair and safe, the lowest single card loses (pair)",
        choices=("all", "last", "pair"),
        label="Equal lowest cards", choice_labels={"all": "Each loses a life", "last": "Only the last turned up", "pair": "A pair is safe"},
    )
    dealer_king: bool = _opt(True, "a King the dealer draws from the stock is shown and the dealer keeps their card "
                                   "(false: the dealer takes it)", label="Dealer's King is shown")  # fmt: skip
    final_tie: str = _opt(
        "keep",
        "when a deal would put every player still in out at once: they keep their last life and play on (keep), "
        "or all go out together and share the pot (split)",
        choices=("keep", "split"),
        label="Everyone out at once", choice_labels={"keep": "Keep the last life", "split": "Share the pot"},
    )
    dealer_three: bool = _opt(True, "the dealer is dealt three cards, keeps the highest and puts the two others under "
                                    "the talon; the player before the dealer exchanges with the talon and the dealer "
                                    "does not (false: one card each, the dealer exchanges with the talon)", label="Dealer gets three cards")  # fmt: skip
    pack_size: str = _opt("52", "the French pack: 32 cards (A, 7 to K) with five or six players and 52 with more "
                                  "(auto), or always 32 or 52", choices=("auto", "32", "52"), label="Pack size", choice_labels={"auto": "By the number of players", "32": "32 cards", "52": "52 cards"})  # fmt: skip
    # --- Gnav (our readings where every source is silent: docs/rules/cucu.md section 8) ---
    stock_matador: str = _opt(
        "keep",
        "a Cuckoo, Dragoon or Cat the dealer draws from the stock: shown, and the dealer keeps their card (keep, "
        "as Ranter-Go-Round's King), the dealer takes it (take), or it answers as a neighbour's would: the Dragoon "
        "and the Cat fine the dealer (powers)",
        choices=("keep", "take", "powers"),
        label="Dealer draws a matador", choice_labels={"keep": "The dealer keeps their card", "take": "The dealer takes it", "powers": "It acts as a neighbour's would"},
    )
    pass_at_dealer: str = _opt(
        "stock",
        "a request passed on (Horse, House) to a dealer who holds a Horse or House too: the asker exchanges with the "
        "top card of the stock (stock, as Campli's Horse at the dealer) or keeps their card (keep)",
        choices=("stock", "keep"),
        label="Passed on to the dealer", choice_labels={"stock": "Exchange with the stock", "keep": "Keep your card"},
    )
    cuckoo_fine: bool = _opt(False, "whoever asks the Cuckoo pays a token too (the Norwegian rule sheets; the Danish "
                                    "rules of 1917: no fine)", label="Cuckoo fine")  # fmt: skip
    fool_end: str = _opt(
        "lowest",
        "at the end of a deal the Fool is simply the lowest card (lowest), or its holder pays together with the "
        "lowest other card (campli, as Campli's Matto)",
        choices=("lowest", "campli"),
        label="The Fool at the end", choice_labels={"lowest": "Simply the lowest", "campli": "Pays with the lowest"},
    )
    # --- Slabberjan (Zeeland: the 42 wooden pieces; docs/rules/cucu.md, Slabberjan's section) --------
    direction: str = _opt("right", "Slabberjan: the deal and the requests go to the right neighbour (right: the old "
                                   "rule sheet) or to the left (left: the English summary); a mirror image",
                          choices=("right", "left"), label="Direction", choice_labels={"right": "To the right", "left": "To the left"})  # fmt: skip
    bird: str = _opt("stop", "Slabberjan: the Bird asked ends the exchanges and every piece is shown (stop: Van "
                             "Wallenburg), or the next player may exchange again (on: De Waal)",
                     choices=("stop", "on"), label="The Bird", choice_labels={"stop": "Ends the exchanges", "on": "Exchanges go on"})  # fmt: skip
    cat: str = _opt("undo", "Slabberjan: the Cat asked undoes every exchange of the deal, each player gets their own "
                            "piece back (undo: the 2003 article), or the asker pays a token and keeps their piece "
                            "(pay: the English summary)", choices=("undo", "pay"), label="The Cat", choice_labels={"undo": "Undoes every exchange", "pay": "The asker pays"})  # fmt: skip
    rider_fee: bool = _opt(True, "Slabberjan: the asker refused by the Rider or the Bird pays a token into the pot "
                                 "(De Waal; false: nobody pays)", label="Rider's fee")  # fmt: skip
    inn_fee: bool = _opt(False, "Slabberjan: the asker passed on by the Inn also pays a token into the pot (the "
                                "disputed 'gelag'; default: no fee)", label="Inn's fee")  # fmt: skip
    low_order: str = _opt("modern", "Slabberjan: the four low pieces from the top, White Bread, Chamber Pot, Face, "
                                    "Jan Rit (modern: the family page and the English summary), or White Bread, "
                                    "Face, Chamber Pot, Jan Rit (sheet: the old rule sheet)",
                          choices=("modern", "sheet"), label="Order of the low pieces", choice_labels={"modern": "Modern", "sheet": "The old rule sheet"})  # fmt: skip
    stakes: str = _opt("flat", "Slabberjan: the lowest piece pays 1 (flat), or 1, White Bread 2, Chamber Pot 3, "
                               "Face 4, Jan Rit 5 (graded: Van der Baan)", choices=("flat", "graded"), label="Payments", choice_labels={"flat": "The lowest pays 1", "graded": "Graded, 1 to 5"})  # fmt: skip
    on_credit: str = _opt("all", "Slabberjan: a player whose tokens are spent plays on 'op sloffen' until they must "
                                 "pay again (all: Klokke, Goudswaard's new sheet), only the first to run out does "
                                 "(first: Goudswaard's old sheet), or nobody (none: out at 0)",
                          choices=("all", "first", "none"), label="Playing on credit", choice_labels={"all": "Everyone", "first": "Only the first to run out", "none": "Nobody"})  # fmt: skip
    # --- chips, sets and rounds (rulebook, BGA) --------------------------
    chips: int = _opt(25, "chips (coins) each player starts with", min=1, max=10000, label="Chips")
    ante: int = _opt(1, "chips each player pays at the start of a set (Child time: 2)", min=0, max=1000, label="Ante")
    children_rounds: int = _opt(3, "rounds of children's time (losers pay the round number)", min=0, max=100, label="Children's time rounds")
    max_sets: int = _opt(
        0,
        "end the game after this many sets (0: play until someone cannot pay; BGA short 3, standard 6)",
        min=0,
        max=1000,
        label="Max sets",
    )
    length: str = _opt(
        "",
        "BGA game length: short (10 coins, 3 rounds) or standard (25 coins, 6 rounds)",
        choices=("", "short", "standard"),
        label="Game length", choice_labels={"short": "Short", "standard": "Standard"},
    )
    one_cuckoo_from: int = _opt(
        8,
        "remove one Cuckoo from this many players on (the rulebook recommends 6 for experienced players)",
        min=2,
        max=99,
        label="One Cuckoo out from",
    )
    last_draw: str = _opt(
        "out",
        "the last two survivors tie: both out, the box carried over (out), or a play-off (playoff)",
        choices=("out", "playoff"),
        label="The last two tie", choice_labels={"out": "Both out", "playoff": "A play-off"},
    )
    cuckoo_declare: str = _opt(
        "",
        "BGA: the Cucco shown automatically (auto) or declared by its holder (manual, the original rule)",
        choices=("", "auto", "manual"),
        label="Showing the Cucco", choice_labels={"auto": "Automatically", "manual": "Declared by its holder"},
    )
    # --- the rulebook's 12 expansion rules --------------------------------
    anti_cuckoo: bool = _opt(False, "(1) Anti-Cuckoo: the strongest card loses; declaring the Cuckoo loses", label="Anti-Cuckoo")
    indian: bool = _opt(False, "(2) Indian: players see every card but their own", label="Indian")
    void: bool = _opt(False, "(3) Void (BGA: cancellation Cucco): players showing equal cards lose together", label="Void")
    misere: bool = _opt(False, "(4) Misère: the first player to run out of chips wins", label="Misère")
    reincarnation: bool = _opt(False, "(5) Reincarnation: before the reveal a player may say 'it's my defeat'", label="Reincarnation")
    double: bool = _opt(False, "(6) Double: every player takes two turns", label="Double")
    double_pack: bool = _opt(False, "(7) Double-pack: two packs, four of each card", label="Double pack")
    cuckoos: int = _opt(
        0, "Cuckoos in the pack (0: the rule set's default; Double-pack recommends 1 to 3)", min=0, max=4,
        label="Cuckoos in the pack",
    )
    child_time: bool = _opt(False, "(8) Child time: ante 2; the 1st, 2nd, 3rd defeat pay 1, 2, 3; the 4th is out", label="Child time")
    second_high_low: bool = _opt(False, "(9) the second-strongest and second-weakest cards lose", label="Second high and low")
    high_low: bool = _opt(False, "(10) High-Low: the strongest and the weakest cards lose", label="High-Low")
    two_losers: bool = _opt(False, "(11) Two losers: the weakest and the second-weakest cards lose", label="Two losers")
    lion: bool = _opt(False, "(12) Lion: the second-weakest card loses instead of the weakest", label="Lion")


CAMPLI = CucuOptions(
    family="pagat", deal_from="bottom", interleaved=True, cuckoo_rule="arrest", cat_rule="gnaf",
    inn_rule="insurance", fool_rule="campli", tie_rule="all", immediate_elimination=False,
    reentry_doubling="elimination",
)  # fmt: skip
LU_STU = replace(
    CAMPLI, deal_from="top", cat_rule="reverse", inn_rule="offer", fool_rule="lu-stu", tie_rule="earliest",
    immediate_elimination=True, reentry_doubling="reentry",
)  # fmt: skip
CAMBIO = CucuOptions()
# Le Her: two players, the French pack dealt from the top and shuffled before every deal; the
# receiver's exchange and the dealer's draw follow the king rules (``le_her.switch``, ``le_her.draw``); equal
# cards: the earlier in the order (the receiver) loses, so ties go to the dealer.  The Cuckoo's
# "arrest" acts only inside the exchanges Le Her replaces, so no French card is taken for a Cuckoo.
LE_HER = CucuOptions(family="le-her", pack="french", cuckoo_rule="arrest", tie_rule="earliest")
# Ranter-Go-Round (England): the French pack, lives and a pot; the King refuses an exchange (``powers.POWERS``),
# the dealer exchanges with the stock.  Coucou (France): the same family with the 32- or 52-card pack, five
# chips, the dealer's three cards and the talon, and nobody losing when every card is of one rank.
RANTER = CucuOptions(family="lives", pack="french", cuckoo_rule="arrest", fool_rule="campli", pack_size="52",
                     dealer_three=False)  # fmt: skip
COUCOU = replace(RANTER, lives=5, pack_size="auto", dealer_three=True, all_equal_safe=True)
# Slabberjan (Zeeland): the same family with the 42 pieces, three tokens each ("neemt 3 centen"), the four
# matadors' powers (``powers.POWERS``) and the dealer's exchange with the bag (``slabberjan.py``).
SLABBERJAN = replace(RANTER, pack="slabberjan", dealer_king=False)
# Gnav (Norway, Denmark): the same family with the 42-card Gnav pack and its five matadors (``powers.POWERS``);
# penalties and the lowest card's token go to the pool, the last player with tokens wins it.
GNAV = replace(RANTER, pack="gnav", dealer_king=False)
BGA = CucuOptions(rotation="starter", reshuffle="deal", short_payment="all", drawn_set_ante="all", cuckoo_rule="auto", length="standard", max_sets=6,
                  cuckoo_declare="auto")  # fmt: skip

PRESETS: dict[str, CucuOptions] = {
    "campli": CAMPLI, "lu-stu": LU_STU, "cambio": CAMBIO, "bga": BGA, "le-her": LE_HER, "ranter": RANTER,
    "coucou": COUCOU, "slabberjan": SLABBERJAN, "gnav": GNAV,
}  # fmt: skip

REVEAL_RULES = ("anti_cuckoo", "second_high_low", "high_low", "two_losers", "lion")
CAMBIO_ONLY = (
    "chips", "ante", "children_rounds", "max_sets", "one_cuckoo_from", "last_draw", "anti_cuckoo", "indian",
    "void", "misere", "reincarnation", "double", "double_pack", "cuckoos", "child_time", "second_high_low",
    "high_low", "two_losers", "lion", "length", "cuckoo_declare",
)  # fmt: skip
PAGAT_ONLY = ("tokens", "stake", "reentry", "remove_matto", "inn_offers")
LE_HER_OPTIONS = ("stake", "deals")  # the only options Le Her accepts


BGA_ONLY = ("length", "cuckoo_declare")
# the options each rule set of the lives family accepts
LIVES_OPTIONS = {
    "ranter": ("lives", "king", "ace", "ties", "dealer_king", "final_tie"),
    "coucou": ("lives", "dealer_three", "pack_size"),
    "slabberjan": ("lives", "ties", "direction", "bird", "cat", "rider_fee", "inn_fee", "low_order", "stakes",
                   "on_credit"),
    "gnav": ("lives", "ties", "final_tie", "stock_matador", "pass_at_dealer", "cuckoo_fine", "fool_end"),
}
# The family's counters are kept as `chips` (the views, the summaries, the records); their sentences and rules
# pages (docs/rules/cucu.md, sections 6 to 9) say lives or tokens, and so does every place that shows them
# (GameInfo.counter_words; the terminal's situation).
COUNTER_WORDS: dict[str, dict[str, str]] = {
    "ranter": {"chips": "lives"}, "coucou": {"chips": "lives"}, "gnav": {"chips": "tokens"},
    "slabberjan": {"chips": "tokens"},
}  # fmt: skip
CUCKOO_PACK_FACTS = (
    "deal_from", "interleaved", "cuckoo_rule", "cat_rule", "inn_rule", "fool_rule", "tie_rule",
    "immediate_elimination", "reentry_doubling", "rotation", "reshuffle", "drawn_set_ante", "short_payment",
)  # fmt: skip
LIVES_ONLY: tuple[str, ...] = ("lives", "king", "ace", "ties", "dealer_king", "final_tie", "dealer_three", "pack_size", "stock_matador",
              "pass_at_dealer", "cuckoo_fine", "fool_end")  # fmt: skip

SLABBERJAN_ONLY = ("direction", "bird", "cat", "rider_fee", "inn_fee", "low_order", "stakes", "on_credit")
LIVES_ONLY += SLABBERJAN_ONLY


def _not_for(family: str) -> tuple[str, ...]:
    """The table options a family does not accept."""
    if family == "le-her":
        return tuple(
            f.name for f in option_fields(CucuOptions) if not f.metadata.get("fixed") and f.name not in LE_HER_OPTIONS
        )
    if family == "lives":
        return tuple(f.name for f in option_fields(CucuOptions) if not f.metadata.get("fixed") and f.name not in LIVES_ONLY)
    return (PAGAT_ONLY if family == "cambio" else CAMBIO_ONLY) + ("deals",) + LIVES_ONLY


def option_applies(rules: str, name: str) -> bool:
    """Whether rule set ``rules`` accepts option ``name`` (fixed options are listed as facts)."""
    key = normalise_name(name)
    family_only = _not_for(PRESETS[rules].family)
    if key in LIVES_ONLY and key not in LIVES_OPTIONS.get(rules, ()):
        return False
    if key == "all_equal_safe" and PRESETS[rules].family != "lives":
        return False  # (a fact of the lives family only)
    if key in CUCKOO_PACK_FACTS and PRESETS[rules].family == "lives":
        return False  # (how the Cuckoo pack's cards and sets work: no fact of the French-pack lives family)
    return key not in family_only and (rules == "bga" or key not in BGA_ONLY)


def make_options(rules: str | None, overrides: dict[str, Any] | None) -> CucuOptions:
    """The preset of ``rules`` with ``overrides`` applied and checked."""
    if not overrides and rules in _CHECKED:  # a rule set as it is (the usual match), checked once
        return _CHECKED[rules]
    if rules not in PRESETS:
        raise UnknownOption(f"unknown Cucù rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
    preset = PRESETS[rules]
    what = f"cucu/{rules}"
    overrides = dict(overrides or {})
    names = {normalise_name(k) if isinstance(k, str) else k for k in overrides}
    fixed = {f.name for f in option_fields(CucuOptions) if f.metadata.get("fixed")} if names else set()
    for name in names:
        if name in fixed:
            label = str(name).replace("_", "-")
            raise BadOption(
                f"option {label} is fixed by the rule set {rules}; choose another rule set "
                f"instead (rule sets: {', '.join(PRESETS)})",
                key="option-fixed", option=label, rules=str(rules), rule_sets=", ".join(PRESETS),
            )  # fmt: skip
    opts = build_options(CucuOptions, preset, overrides, what, applies=lambda n: option_applies(rules, n))
    family_only = _not_for(opts.family) if names else ()
    for name in names:
        if name in family_only or (name in LIVES_ONLY and name not in LIVES_OPTIONS.get(str(rules), ())):
            settable, fixed_names = settable_names(CucuOptions, lambda n: option_applies(rules, n))
            label = str(name).replace("_", "-")
            raise UnknownOption(
                f"option {label} does not apply to {what}; "
                + settable_text(CucuOptions, lambda n: option_applies(rules, n)),
                key="option-not-applicable", option=label, what=what, settable=", ".join(settable),
                settable_count=len(settable), fixed=", ".join(fixed_names), fixed_count=len(fixed_names),
            )  # fmt: skip
    if rules == "bga" and "length" in names:
        if "chips" not in names:
            opts = replace(opts, chips=10 if opts.length == "short" else 25)
        if "max_sets" not in names:
            opts = replace(opts, max_sets=3 if opts.length == "short" else 6)
    if rules != "bga" and opts.length:
        raise BadOption(
            f"option length applies to the bga rule set only (for {what} use chips and max-sets)",
            key="option-bga-length", what=what,
        )  # fmt: skip
    if rules != "bga" and opts.cuckoo_declare:
        raise BadOption("option cuckoo-declare applies to the bga rule set only", key="option-bga-declare")
    validate(opts, what)
    if not overrides and rules is not None:
        _CHECKED[rules] = opts
    return opts


_CHECKED: dict[str, CucuOptions] = {}  # make_options of each rule set without overrides (frozen: shared)


def validate(opts: CucuOptions, what: str) -> None:
    chosen = [n for n in REVEAL_RULES if getattr(opts, n)]
    if len(chosen) > 1:
        shown = [n.replace("_", "-") for n in chosen]
        raise BadOption(
            f"{what}: options {', '.join(shown[:-1])} and {shown[-1]} cannot be combined: each of "
            f"anti-cuckoo, second-high-low, high-low, two-losers and lion decides on its own who loses at the "
            f"reveal",
            key="option-combined", what=what, options=", ".join(shown[:-1]), last=shown[-1],
        )  # fmt: skip
    if opts.void and opts.cuckoos == 1:
        raise BadOption(
            f"{what}: void needs both Cuckoos ('2 Cuckoo cards must always be used'); drop cuckoos=1",
            key="option-void", what=what,
        )  # fmt: skip
    if opts.cuckoos > 2 and not opts.double_pack:
        raise BadOption(
            f"{what}: a single pack holds at most 2 Cuckoos; cuckoos={opts.cuckoos} needs double-pack",
            key="option-cuckoos", what=what, cuckoos=opts.cuckoos,
        )  # fmt: skip
    if opts.indian and opts.cuckoo_rule == "auto" and opts.cuckoo_declare != "manual":
        pass  # the automatic showing needs nobody to see their own card: fine.
    if opts.misere and opts.max_sets and opts.family == "cambio":
        pass  # Misère with a fixed length: the player with fewest chips at the end wins.
