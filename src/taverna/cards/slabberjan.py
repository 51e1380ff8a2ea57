"""The Slabberjan pack (Zeeland): 42 wooden pieces, 21 kinds, two of each.

"Het spel bestaat uit 42 dopjes" (the old rule sheet, Zeeland 2003 p. 19): four matadors, the Rider
(Ruiter, Kap-af), the Bird (Vogel), the Cat (Poesje) and the Inn (Herberg); the numbers 12 down to 0;
then four low pictures, the White Bread (Wittebrood, Blind, Meelzak, "sneeuw"), the Chamber Pot
(Pispot), the Face (Smoel, Zot) and Jan Rit (the fool with a stick, Nar).

A piece is an ``int``: 16 (Rider), 15 (Bird), 14 (Cat), 13 (Inn), 12 .. 0, then -1 (White Bread),
-2 (Chamber Pot), -3 (Face), -4 (Jan Rit).  The ints follow the modern order of the low pieces (the
heritage family page and the English summary: Jan Rit < Face < Pot < White Bread); the old sheet's order
(White Bread > Face > Pot > Jan Rit) is the comparison option ``low-order=sheet`` (:func:`rank`), which
swaps the Pot and the Face.  The record notation: ``rider bird cat inn 12 .. 0 white-bread pot face jan-rit``,
read case-insensitively with the Dutch names and the English summary's names as aliases.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

RIDER, BIRD, CAT, INN = 16, 15, 14, 13
WHITE_BREAD, POT, FACE, JAN_RIT = -1, -2, -3, -4
KINDS: tuple[int, ...] = tuple(range(16, -5, -1))  # the 21 kinds, highest first (the modern order)
MATADORS = (RIDER, BIRD, CAT, INN)
LOW = (WHITE_BREAD, POT, FACE, JAN_RIT)
LANGUAGES = ("en", "it", "ko", "ja", "fr")

CANONICAL: dict[int, str] = {r: str(r) for r in range(13)}
CANONICAL.update({RIDER: "rider", BIRD: "bird", CAT: "cat", INN: "inn", WHITE_BREAD: "white-bread", POT: "pot",
                  FACE: "face", JAN_RIT: "jan-rit"})  # fmt: skip

ALIASES: dict[str, int] = {str(r): r for r in range(13)}
ALIASES.update(
    {
        "rider": RIDER, "ruiter": RIDER, "kap-af": RIDER, "kapaf": RIDER, "knight": RIDER,
        "bird": BIRD, "vogel": BIRD,
        "cat": CAT, "poesje": CAT, "kat": CAT, "poes": CAT,
        "inn": INN, "herberg": INN, "house": INN, "huis": INN,
        "white-bread": WHITE_BREAD, "wittebrood": WHITE_BREAD, "blind": WHITE_BREAD, "meelzak": WHITE_BREAD,
        "sneeuw": WHITE_BREAD, "white bread": WHITE_BREAD,
        "pot": POT, "pispot": POT, "chamber-pot": POT, "chamber pot": POT,
        "face": FACE, "smoel": FACE, "zot": FACE, "scary-face": FACE, "scary face": FACE,
        "jan-rit": JAN_RIT, "jan rit": JAN_RIT, "janrit": JAN_RIT, "nar": JAN_RIT, "fool": JAN_RIT,
    }
)  # fmt: skip


def slabberjan_pack() -> list[int]:
    """The 42 pieces: two of each kind, highest first."""
    return [k for k in KINDS for _ in range(2)]


def parse_card(name: object) -> int:
    """The piece named by ``name`` (its notation or any alias, case-insensitive), or an int -4 .. 16."""
    if isinstance(name, bool):
        raise BadCard(f"not a Slabberjan piece: {name!r}")
    if isinstance(name, int):
        if JAN_RIT <= name <= RIDER:
            return name
        raise BadCard(f"not a Slabberjan piece: {name!r}; pieces run from -4 (jan-rit) to 16 (rider)")
    if not isinstance(name, str):
        raise BadCard(f"not a piece name: {name!r}; expected a string such as '7', 'rider' or 'jan-rit'")
    key = name.strip().lower()
    if key in ALIASES:
        return ALIASES[key]
    raise BadCard(
        f"unknown Slabberjan piece {name!r}; expected rider, bird, cat, inn, 12..0, white-bread, pot, face or "
        f"jan-rit (or the Dutch names ruiter, vogel, poesje, herberg, wittebrood, pispot, smoel, nar)"
    )


def card_str(card: int) -> str:
    """The canonical record notation."""
    return CANONICAL[card]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [card_str(c) for c in cards]


def rank(card: int, low_order: str = "modern") -> int:
    """A piece's place in the comparison (higher is better): the piece itself, except that the old sheet's
    order (``low_order="sheet"``: "2 blanke sneeuw genaamd dan 2 ... gezichten, vervolgens 2. waterpotten")
    puts the Face above the Pot."""
    if low_order == "sheet" and card in (POT, FACE):
        return FACE if card == POT else POT
    return card


_NAMES: dict[str, dict[int, str]] = {
    "en": {RIDER: "Rider", BIRD: "Bird", CAT: "Kitty", INN: "Inn", WHITE_BREAD: "White Bread", POT: "Chamber Pot",
           FACE: "Face", JAN_RIT: "Jan Rit"},
    "it": {RIDER: "Cavaliere", BIRD: "Uccello", CAT: "Micio", INN: "Osteria", WHITE_BREAD: "Pan bianco",
           POT: "Pitale", FACE: "Faccia", JAN_RIT: "Giullare"},
    "ko": {RIDER: "기사", BIRD: "새", CAT: "고양이", INN: "여관", WHITE_BREAD: "흰 빵", POT: "요강", FACE: "얼굴",
           JAN_RIT: "얀 리트"},
    "ja": {RIDER: "騎士", BIRD: "鳥", CAT: "子猫", INN: "宿屋", WHITE_BREAD: "白パン", POT: "おまる", FACE: "顔",
           JAN_RIT: "ヤン・リト"},
    "fr": {RIDER: "Cavalier", BIRD: "Oiseau", CAT: "Minou", INN: "Auberge", WHITE_BREAD: "Pain blanc",
           POT: "Pot de chambre", FACE: "Visage", JAN_RIT: "Jan Rit"},
}  # fmt: skip


def card_name(card: int, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for a piece: ``Rider``, ``7``, ``Chamber Pot`` (``Pitale``, ``요강``, ``おまる``)."""
    if lang not in _NAMES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if isinstance(card, bool) or not isinstance(card, int) or not JAN_RIT <= card <= RIDER:
        raise BadCard(f"not a Slabberjan piece: {card!r}")
    if 0 <= card <= 12:
        return str(card)
    return _NAMES[lang][card]


def card_text(name: object, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for a piece as a record or an event writes it; the text itself if it names none."""
    try:
        return card_name(parse_card(name), lang if lang in _NAMES else "en", rules)
    except BadCard:
        return str(name)


def dutch_name(card: int) -> str:
    """The piece's Dutch name (the sources' own: Ruiter, Vogel, Poesje, Herberg, Wittebrood, Pispot, Smoel, Jan Rit)."""
    return {RIDER: "Ruiter", BIRD: "Vogel", CAT: "Poesje", INN: "Herberg", WHITE_BREAD: "Wittebrood", POT: "Pispot",
            FACE: "Smoel", JAN_RIT: "Jan Rit"}.get(card, str(card))  # fmt: skip


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]
