"""The cards' powers: what a card does when its holder is asked for an exchange, as data.

The Cuckoo family differs mostly in its cards' powers, which recur from one member to the next
(``../shared/family/README.md``): the holder refuses the exchange (the Cuckoo that arrests, the King of
Ranter-Go-Round, Coucou and Le Her), the asker pays (the Hunter), the request passes on (the Horse, the
passing Inn), the card's exchanges are undone (Campli's Gnaf), the card's first holder pays (the
rulebook's Cat), reverse exchanges (Lu Stù's Cat), a bargain (the Inn's insurance and offers), the
receiver of the card loses (the Clown).  A rule set lists its powers (:data:`POWERS`: a card, its
power, its call); :func:`table` turns the list into the ``card -> Power`` table the exchanges read
(``CucuMatch.powers``: ``exchanges.request`` and ``exchange_cards``, ``le_her.switch`` and ``draw``, the
``lives`` family's stock and talon, the determinization sampler's cards that stop an exchange).

A new member of the family is a preset (:mod:`~taverna.games.cucu.options`), a pack and its list here.
Where a rule set's power depends on a table option (Ranter-Go-Round's ``king`` and ``ace``), the list
names the card by its role (``top``: the pack's highest card, the King, or the Ace played high) and
:func:`table` resolves it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from taverna.cards import cuckoo, french, gnav
from taverna.cards import slabberjan as slabberjan_pack

if TYPE_CHECKING:
    from taverna.games.cucu.options import CucuOptions

# the powers (the words a rule set lists)
STOP = "stop"  # the holder may stop the deal's exchanges (the declared or shown Cuckoo: not a request's)
REFUSE = "refuse"  # the holder asked refuses the exchange and shows the card (the asker keeps theirs)
ASKER_PAYS = "asker-pays"  # the asker loses (a token, or the deal)
PASS_ON = "pass-on"  # the request passes on to the next player
UNDO = "undo"  # the asker loses and the card's exchanges are undone (Campli's Gnaf)
OWNER_PAYS = "owner-pays"  # the card's first holder this deal loses (the rulebook's Cat)
REVERSE = "reverse"  # the asker loses and reverse exchanges run to the left (Lu Stù's Cat)
BARGAIN = "bargain"  # the holder is asked a question: insurance (Campli) or offers (Lu Stù)
RECEIVER_PAYS = "receiver-pays"  # whoever receives the card in an exchange loses (the rulebook's Clown)
KNOCK_OUT = "knock-out"  # the asker is out of the deal at once (named for the family; no rule set here uses it)
UNDO_ALL = "undo-all"  # every exchange of the deal is undone: each player gets back the card dealt (Slabberjan's Cat)
HALT = "halt"  # the holder asked refuses and the deal's exchanges end at once (Gnav's Cuckoo: "Stå for gøg!")
POWER_WORDS: tuple[str, ...] = (STOP, REFUSE, ASKER_PAYS, PASS_ON, UNDO, OWNER_PAYS, REVERSE, BARGAIN, RECEIVER_PAYS, KNOCK_OUT, HALT)
POWER_WORDS += tuple(w for w in (UNDO_ALL, "halt") if w not in POWER_WORDS)  # (halt: Gnav's Cuckoo, Slabberjan's Bird)
CAT_POWERS = {"owner": OWNER_PAYS, "gnaf": UNDO, "reverse": REVERSE}


@dataclass(frozen=True)
class Power:
    """A card's power under a rule set: the word, the event it is told by, the holder's call, and whether
    a holder who used it has had their turn (Ranter-Go-Round: "considered to have completed their play")."""

    power: str
    event: str
    call: str = ""
    ends_turn: bool = False


@dataclass(frozen=True)
class Listed:
    """One line of a rule set's list: ``card`` (the pack's notation of a rank, or ``top``), its power, its call."""

    card: str
    power: str
    call: str = ""


# each rule set's list (the cards without a power are ordinary cards)
POWERS: dict[str, tuple[Listed, ...]] = {
    "campli": (
        Listed("14", ASKER_PAYS), Listed("13", PASS_ON), Listed("12", UNDO), Listed("11", BARGAIN),
        Listed("15", REFUSE),
    ),
    "lu-stu": (
        Listed("14", ASKER_PAYS), Listed("13", PASS_ON), Listed("12", REVERSE), Listed("11", BARGAIN),
        Listed("15", REFUSE),
    ),
    "cambio": (
        Listed("14", ASKER_PAYS), Listed("13", PASS_ON), Listed("12", OWNER_PAYS), Listed("11", PASS_ON),
        Listed("fool", RECEIVER_PAYS), Listed("15", STOP),
    ),
    "bga": (
        Listed("14", ASKER_PAYS), Listed("13", PASS_ON), Listed("12", OWNER_PAYS), Listed("11", PASS_ON),
        Listed("fool", RECEIVER_PAYS), Listed("15", STOP),
    ),
    "le-her": (Listed("K", REFUSE),),
    # Ranter-Go-Round: "unless they currently hold a King at which time they can refuse the card by showing
    # their King" (the top card: the Ace when aces are high; none with ``king=false``, the 1882 account)
    "ranter": (Listed("top", REFUSE),),
    # Coucou: 'il lance un « Coucou ! » au demandeur'
    "coucou": (Listed("top", REFUSE, "Coucou !"),),
    # Slabberjan (Zeeland 2003, pp. 15 and 19): the Rider refuses ("Kap af!"), the Bird ends the exchanges ("Sta voor
    # den vogel!"; ``bird=on``: refuses only), the Cat undoes every exchange ("Poesje krabt alles terug!";
    # ``cat=pay``: the asker pays), the Inn passes the request on ("Herberg voorbij!")
    "slabberjan": (
        Listed("rider", REFUSE, "Kap af!"), Listed("bird", "halt", "Sta voor den vogel!"),
        Listed("cat", UNDO_ALL, "Poesje krabt alles terug!"), Listed("inn", PASS_ON, "Herberg voorbij!"),
    ),
    # Gnav (the Danish rules of 1917, pagat; docs/rules/cucu.md, Gnav's section): the Cuckoo stops the deal, the
    # Dragoon and the Cat fine the asker ("får forespørgeren en streg"), the Horse and the House pass the request
    # on ("retter anmodningen til den næste i rækken"); each with its call
    "gnav": (
        Listed("cuckoo", HALT, "Stå for gøg!"), Listed("dragoon", ASKER_PAYS, "Hugg av!"),
        Listed("cat", ASKER_PAYS, "Kis! Kis!"), Listed("horse", PASS_ON, "Hest forbi!"),
        Listed("house", PASS_ON, "Hus forbi!"),
    ),
}  # fmt: skip

_EVENTS = {
    STOP: "cuckoo_declared", ASKER_PAYS: "hunter", UNDO: "cat", OWNER_PAYS: "cat", REVERSE: "cat", BARGAIN: "inn", RECEIVER_PAYS: "",
    KNOCK_OUT: "knock_out",
}  # fmt: skip
_CUCKOO_EVENTS = {cuckoo.CUCKOO: "cuckoo", cuckoo.HORSE: "horse", cuckoo.INN: "house"}


def listed(rules: str, opts: CucuOptions) -> tuple[Listed, ...]:
    """A rule set's list as its options leave it: :data:`POWERS` (``tests/games/test_cucu_powers.py`` checks
    the Cuckoo-pack lists against the fixed options the other phases read: ``cuckoo_rule``, ``cat_rule``,
    ``inn_rule``, ``fool_rule``); Ranter-Go-Round without the King's privilege (``king=false``) has none."""
    if opts.family == "lives" and not opts.king:
        return ()
    return POWERS[rules]


def top_rank(opts: CucuOptions) -> int:
    """The French pack's highest rank under ``opts``: the King (13), or the Ace played high (1)."""
    return french.ACE if opts.ace == "high" else french.KING


def table(rules: str, opts: CucuOptions, pack: list[int]) -> dict[int, Power]:
    """``card -> Power`` for every card of ``pack`` that has one under ``rules`` and ``opts``."""
    calls = {entry.card: entry.call for entry in POWERS.get(rules, ())}
    out: dict[int, Power] = {}
    for entry in listed(rules, opts):
        call = calls.get(entry.card, entry.call)
        if opts.pack == "slabberjan":  # the Bird's and the Cat's power follow the table's options
            word = slabberjan_power(entry.card, entry.power, opts.bird, opts.cat)
            out[slabberjan_pack.parse_card(entry.card)] = Power(word, slabberjan_pack.dutch_name(
                slabberjan_pack.parse_card(entry.card)).lower(), call)
            continue
        if opts.pack == "gnav":
            out[gnav.parse_card(entry.card)] = Power(entry.power, "matador", call)
            continue
        if opts.pack == "cuckoo":
            card = cuckoo.FOOL if entry.card == "fool" else cuckoo.parse_card(entry.card)
            event = _CUCKOO_EVENTS.get(card, _EVENTS.get(entry.power, entry.power))
            out[card] = Power(entry.power, event, call)
            continue
        rank = top_rank(opts) if entry.card == "top" else french.RANKS.index(entry.card) + 1
        ends = opts.family == "lives"  # W2: "Any player who shows a top-value card ... completed his/her play"
        for c in pack:
            if french.rank_of(c) == rank:
                out[c] = Power(entry.power, "king", call, ends)
    return out


def slabberjan_power(card: str, listed_power: str, bird: str, cat: str) -> str:
    """A Slabberjan matador's power under the table's options: the Bird ends the exchanges (``bird=stop``, Van
    Wallenburg) or only refuses (``on``, De Waal); the Cat undoes every exchange (``cat=undo``) or makes the asker
    pay (``pay``, the English summary)."""
    if card == "bird" and bird == "on":
        return REFUSE
    if card == "cat" and cat == "pay":
        return ASKER_PAYS
    return listed_power


def stoppers(powers: dict[int, Power]) -> set[int]:
    """The cards that stop a request made to their holder (an exchange that took place was none of them)."""
    return {c for c, p in powers.items() if p.power not in (RECEIVER_PAYS, STOP)}


def power_of(powers: dict[int, Power], card: int) -> str:
    p = powers.get(card)
    return "" if p is None else p.power
