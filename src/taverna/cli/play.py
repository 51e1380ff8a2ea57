"""``taverna play``: a game in the terminal against bots (the human's side of the table, the loop of a match)."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Collection, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import typer

from taverna.bots import LEVELS, Bot, get_bot
from taverna.cards import LANGUAGES
from taverna.core import Action, Match, Rng, TavernaError
from taverna.games import GameInfo, create_match, games, get_game
from taverna.i18n import YOU, chained, listed, say, winners
from taverna.i18n import names as name_list
from taverna.i18n.refusals import localise
from taverna.records import save

from .common import (
    _check_writable,
    _counters_text,
    _fail,
    _parse_options,
    cli_lang,
    err,
    game_title,
    out,
    rules_help,
    said,
)

NAMES = ["Ada", "Bruno", "Carla", "Dino", "Elena", "Fabio", "Gina", "Ugo", "Ivo", "Lia", "Mara", "Nico", "Olga",
         "Piero", "Rita", "Sara", "Tino", "Vera", "Zeno", "Bice", "Cosimo", "Dora", "Ettore", "Flora", "Guido",
         "Ilda", "Leo", "Mina", "Nello", "Ornella"]  # fmt: skip


YOU_ELSEWHERE = ", ".join(v for k, v in YOU.items() if k != "en")  # the default --name in the other languages
MOST_PLAYERS = 1000  # more is no table: refused before making the names (each engine refuses far fewer)


def bot_names(n: int, taken: str) -> list[str]:
    """``n`` names for the bots, none of them ``taken``: :data:`NAMES`, then again numbered (Ada2, Bruno2 ...)
    for a table of more (Slabberjan seats 41)."""
    found: list[str] = []
    k = 1
    while len(found) < n:
        found += [name for x in NAMES if (name := x if k == 1 else f"{x}{k}") != taken]
        k += 1
    return found[:n]


# the words a legal action may hold without the argument the player must add (chosen by number: asked for)
ARGUMENT_WORDS = ("propose", "offer", "reenter", "play", "bid", "discard", "packet", "bet")


def _text_module(game: str) -> ModuleType | None:
    return get_game(game).part("text")


def _describe(text: ModuleType | None, ev: dict[str, Any], lang: str, rules: str | None) -> str | None:
    if text is not None:
        line: str | None = text.describe_event(ev, lang, rules)
        return line
    fields = ", ".join(f"{k}={v}" for k, v in ev.items() if k not in ("kind", "to"))
    return f"{ev.get('kind')}: {fields}"


def _parse_input(line: str, cards: dict[str, str] | None = None) -> Action:
    """A typed action: the word (any case), then a JSON argument, a card's name from ``cards`` (a person's
    name or an accepted spelling, lower case, to its notation) or plain text."""
    line = line.strip()
    word, _, rest = line.partition(" ")
    word = word.lower()
    if not rest.strip():
        return Action(word)
    key = " ".join(rest.lower().split())
    if cards and key in cards:
        return Action(word, cards[key])
    try:
        arg = json.loads(rest)
    except json.JSONDecodeError:
        arg = rest.strip()
    return Action(word, arg)


def _card_words(match: Match, card: str, lang: str) -> str | None:
    """A person's name for a card of ``match`` written in its notation (its text's ``name_card``), or None."""
    try:
        name_card = getattr(_text_module(match.game), "name_card", None)
        if name_card is None:
            return None
        named: str = name_card(card, lang, match.rules)
        return named
    except (TavernaError, ValueError, KeyError):
        return None


class Quit(Exception):
    pass


NEXT_DEAL = frozenset({"deal_start", "round_start", "set_start", "game_over", "new_deal"})
LIVES = ("tokens", "lives")  # the counters a loss takes (a score a loser also gains is no coming back)


def _numbers(c: Any) -> dict[str, int | float]:
    if not isinstance(c, dict):
        return {}
    return {k: v for k, v in c.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


def _counters(view: dict[str, Any]) -> dict[str, dict[str, int | float]]:
    return {p["name"]: _numbers(p) for p in view.get("players", []) if isinstance(p, dict) and "name" in p}


def _came_out_ahead(p: str, deal: dict[str, Any], before: dict[str, dict[str, int | float]]) -> bool:
    """A player the engine counts among a deal's losers (Hypp's: whoever paid) who ended it ahead: a counter that
    went from others to them (theirs up, someone else's down: chips, money; not Torionfo's points, which every
    side gains), none of theirs down, tokens and lives aside (Campli's loser who bought back in lost)."""
    after = deal.get("after") or {}

    def moved(q: str) -> dict[str, int | float]:
        was = before.get(q, {})
        return {k: v - was[k] for k, v in _numbers(after.get(q)).items() if k in was and v != was[k]}

    mine = moved(p)
    fell = {k for q in after if q != p for k, d in moved(q).items() if d < 0}
    return any(d > 0 and k in fell for k, d in mine.items() if k not in LIVES) and not any(d < 0 for d in mine.values())


def deal_summary(deal: dict[str, Any], n: int, before: dict[str, dict[str, int | float]], players: Sequence[str],
                 lang: str, *, rounds: bool = False, names: dict[str, str] | None = None,
                 out_before: Collection[str] | None = None) -> str:  # fmt: skip
    """A finished deal in one line: "— Deal 3 (Ada dealt): Bruno lost · Bruno −1 token; Ada +2 chips"; each
    counter named by the rule set's word for it where it has one (``names``: Gnav's chips are tokens)."""
    names = names or {}
    losers = [p for p in players if p in (deal.get("losers") or []) and not _came_out_ahead(p, deal, before)]
    won = deal.get("winner")  # who won a deal nobody lost (Kille's round), where the engine says
    won = [won] if isinstance(won, str) else won if isinstance(won, list) else []
    parts = [say("common", lang, "deal_lost", names=name_list(lang, losers)) if losers
             else say("common", lang, "deal_won", names=name_list(lang, won)) if won
             else say("common", lang, "deal_nobody_lost")]  # fmt: skip
    after = deal.get("after") or {}
    changes, back = [], []
    for p in players:
        moved = []
        for k, v in _numbers(after.get(p)).items():
            was = before.get(p, {}).get(k)
            if was is None or was == v:
                continue
            d = v - was
            moved.append(say("common", lang, "counter_moved", sign="+" if d > 0 else "−", n=abs(d), amount=abs(d) / 100,
                             counter=names.get(k, k)))  # fmt: skip
        if moved:
            changes.append(say("common", lang, "player_change", who=p, changes=listed(lang, moved, "unit-short")))
            if p in losers and any(_numbers(after.get(p)).get(k, 0) > before.get(p, {}).get(k, 1e9) for k in LIVES):
                back.append(p)  # a loser whose tokens or lives went up came back in (Campli's re-entry, the doctor)
    if changes:
        parts.append(chained("common", lang, "change_then", changes))
    if back:
        parts.append(say("common", lang, "deal_back_in", names=name_list(lang, back)))
    if out_before is not None:  # who went out of the match in this deal (``out_before``: those out before it)
        gone = [p for p in players if (after.get(p) or {}).get("out") is True and p not in out_before]
        if gone:
            parts.append(say("common", lang, "deal_out", names=name_list(lang, gone)))
    key = "round_summary" if rounds else "deal_summary"
    result = chained("common", lang, "summary_then", parts)
    return say("common", lang, key, n=n, dealer=str(deal.get("dealer")), result=result)


class Terminal:
    """The human's side of the table."""

    def __init__(self, match: Match, human: str, lang: str) -> None:
        self.match = match
        self.human = human
        self.lang = lang
        self.text = _text_module(match.game)
        self.shown = 0
        self.deals_said = 0
        self.number: int | None = None  # the number the game gave the deal under way
        self.before = _counters(match.view(None))  # every player's counters before the deal to be summed up
        self.out = {p["name"] for p in match.view(None).get("players", []) if isinstance(p, dict) and p.get("out")}

    def news(self) -> None:
        view = self.match.view(self.human or None, since=self.shown)
        for ev in view["log"]:
            if ev.get("kind") in NEXT_DEAL:
                self.deal_summaries(1)  # the deal that just ended, before the next one begins
            if ev.get("kind") in ("deal_start", "round_start"):  # the number the game gives it (Hypp counts passes)
                number = ev.get("deal" if ev["kind"] == "deal_start" else "round")
                self.number = number if isinstance(number, int) else None
            line = _describe(self.text, ev, self.lang, self.match.rules)
            if line:
                out.print(("  " if ev.get("to") else "") + line, markup=False)
        self.shown = len(self.match.log)
        self.deal_summaries()

    def deal_summaries(self, most: int | None = None) -> None:
        """Each deal finished since the last (at most ``most``): who lost, what changed for whom (the engine's
        ``deals``).  Called at the event that begins the next deal, it says the one deal that just ended, under
        the number of the deal then under way; several deals that ended between two questions are each said at
        their own place in the log."""
        deals = getattr(self.match, "deals", None)
        if not isinstance(deals, list):
            return
        rounds = any(ev.kind == "round_start" for ev in self.match.log[:50])  # (Kille's and Hypp's deals are rounds)
        end = len(deals) if most is None else min(len(deals), self.deals_said + most)
        for n in range(self.deals_said, end):
            number = self.number if self.number is not None and n == end - 1 else n + 1
            line = deal_summary(deals[n], number, self.before, self.match.players, self.lang, rounds=rounds,
                                names=get_game(self.match.game).counter_names(self.match.rules),
                                out_before=self.out)  # fmt: skip
            out.print(line, markup=False)
            after = deals[n].get("after") or {}
            self.before = {p: _numbers(after.get(p)) for p in self.match.players}
            self.out = {p for p in self.match.players if (after.get(p) or {}).get("out") is True}
        self.deals_said = end

    def situation(self) -> None:
        view = self.match.view(self.human, since=len(self.match.log))
        if self.text is not None and hasattr(self.text, "situation"):
            out.print(self.text.situation(view, self.lang), markup=False)

    def ask(self, optional: bool) -> Action | None:
        legal = self.match.legal_actions(self.human)
        self.news()
        self.situation()
        choices = "  ".join(f"[{i}] {self._choice_text(a)}" for i, a in enumerate(legal, 1))
        prompt = say("common", self.lang, "prompt_optional" if optional else "prompt", name=self.human, choices=choices)
        while True:
            out.print(prompt, markup=False)
            try:
                line = input("> ")
            except EOFError:
                raise Quit from None
            line = line.strip()
            if not line and optional:
                return None
            if not line:  # an empty line is no action: ask again
                continue
            if line.lower() in ("q", "quit"):
                raise Quit
            if line.lower() in ("?", "help"):
                view = self.match.view(self.human, since=len(self.match.log))
                if self.text is not None and hasattr(self.text, "help_text"):
                    out.print(self.text.help_text(view, self.lang), markup=False)
                continue
            if line.isdigit() and not 1 <= int(line) <= len(legal):  # (a number is a choice's, never an action)
                out.print(say("common", self.lang, "no_such_choice", n=int(line), count=len(legal)), markup=False)
                continue
            if line.isdigit():
                action = legal[int(line) - 1]
                needs = self._needs_argument(action) if action.arg is None and action.word in ARGUMENT_WORDS else ""
                if not needs:
                    return action
                # the choice's argument asked for at once ("bet" chosen: how many?), read and checked below
                line = self._ask_argument(action.word, needs)
                if not line:
                    continue
            try:
                action = _parse_input(line, self._card_inputs(legal))
                self.match.check(self.human, action)
                return action
            except TavernaError as exc:
                out.print(say("common", self.lang, "not_now", error=localise(exc, self.lang)), markup=False)

    def _ask_argument(self, word: str, example: str) -> str:
        """The argument of ``word``, chosen by its number, asked for on a line of its own: the whole action as
        typed ("bet 3"), or "" (an empty line: back to the choices)."""
        out.print(say("common", self.lang, "ask_argument", word=word, example=example), markup=False)
        try:
            more = input(f"{word} > ").strip()
        except EOFError:
            raise Quit from None
        if not more:
            return ""
        return more if more.split()[0].lower() == word else f"{word} {more}"

    def _choice_text(self, action: Action) -> str:
        """A legal action as the player may type it, with the card's name in words where it names one."""
        text = str(action)
        if action.word in self.match.card_words and isinstance(action.arg, str):
            name = _card_words(self.match, action.arg, self.lang)
            if name and name.lower() != action.arg.lower():
                text += f" ({name})"
        return text

    def _card_inputs(self, legal: list[Action]) -> dict[str, str]:
        """Every way to type the cards of the legal actions: their names (in the table's language and in
        English) and the other pack's letter for coins (see docs/i18n.md), to the card's notation."""
        found: dict[str, str] = {}
        for a in legal:
            if a.word not in self.match.card_words or not isinstance(a.arg, str):
                continue
            for lang in dict.fromkeys((self.lang, "en")):
                name = _card_words(self.match, a.arg, lang)
                if name:
                    found.setdefault(" ".join(name.lower().split()), a.arg)
                    short = re.sub(r"\s*\([^)]*\)", "", name)  # "king (re) of coins": "king of coins" too
                    found.setdefault(" ".join(short.lower().split()), a.arg)
            alias = getattr(self.text, "COIN_ALIAS", None)  # (the other suited pack's letter for coins)
            if alias and len(a.arg) == 2 and a.arg[1] == alias[1]:
                found.setdefault((a.arg[0] + alias[0]).lower(), a.arg)
        return found

    def _needs_argument(self, action: Action) -> str:
        examples = {"propose": "propose 50", "offer": 'offer {"money": 2}', "packet": "packet 2", "bet": "bet 3"}
        if action.word == "reenter":
            try:
                self.match.check(self.human, action)
                return ""
            except TavernaError:
                return 'reenter {"you": 1}'
        if action.word in examples:
            return examples[action.word]
        try:
            self.match.check(self.human, action)
            return ""
        except TavernaError:
            return f"{action.word} <argument>"


def run_match(match: Match, human: str | None, bots: dict[str, Bot], rng: Rng, lang: str, watch: bool = False) -> None:
    """Play until the end (or the human quits): bots decide from their views only."""
    term = Terminal(match, human, lang) if human else None
    spectator = Terminal(match, "", lang) if watch and term is None else None
    while not match.finished:
        for t in (term, spectator):  # what happened, after every move: each deal said under its own number
            if t is not None:
                t.news()
        waiting = match.waiting_for()
        optional = [p for p in match.to_act() if p not in waiting]
        acted = False
        for p in optional:
            legal = match.legal_actions(p)
            if p in bots:
                choice = bots[p].choose_optional(match.view(p, since=len(match.log)), legal, rng)
            elif term is not None and p == human:
                choice = term.ask(optional=True)
            else:
                choice = None
            if choice is not None:
                match.apply(p, choice)
                acted = True
                break
        if acted:
            continue
        p = waiting[0]
        if p in bots:
            view = match.view(p)
            match.apply(p, bots[p].choose(view, match.legal_actions(p), rng))
        elif term is not None:
            legal = match.legal_actions(p)
            if len(legal) == 1 and legal[0].word in match.automatic:
                # a question asked whatever the hand, with one answer: the human's own client answers it
                match.apply(p, legal[0])
                continue
            action = term.ask(optional=False)
            assert action is not None
            match.apply(p, action)
    for t in (term, spectator):
        if t is not None:
            t.news()


def play_cmd(
    game: str | None = typer.Argument(None, help="the game: " + ", ".join(sorted(games())), show_default=False),
    rules: str | None = typer.Option(None, "--rules", help=rules_help()),
    players: int = typer.Option(0, "--players", help="number of players, you included",
                                show_default="the game's usual number"),
    seed: int | None = typer.Option(None, "--seed", help="make the match repeatable"),
    lang_given: str | None = typer.Option(
        None,
        "--lang",
        help="the language of the cards and the game's sentences: " + ", ".join(LANGUAGES),
        show_default="TAVERNA_LANG, else LANG, else en",
    ),
    name: str | None = typer.Option(None, "--name", help="your name at the table (sentences about you say 'you' "
                                    "when you keep the default)", show_default=f"You ({YOU_ELSEWHERE} by --lang)"),
    seat: int = typer.Option(1, "--seat", help="your place in the order of play (1 = first after the dealer)"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    bots: str = typer.Option("simple", "--bots", help="the bots' level: " + ", ".join(LEVELS)),
    draw_seats: bool = typer.Option(False, "--draw-seats", help="Cucù: seats and the first dealer by drawing cards"),
    save_to: Path | None = typer.Option(None, "--save", help="save the record here at the end"),
    watch: bool = typer.Option(False, "--watch", help="bots only: watch them play"),
) -> None:
    """Play a game in the terminal against bots."""
    lang = cli_lang(lang_given)
    if game is None:
        err.print(said(lang if lang in LANGUAGES else "en", "play-which-game",
                       example="taverna play cucu --rules campli", other="taverna play coteccio"), markup=False)  # fmt: skip
        for gid, info_ in sorted(games().items()):
            sets = f" (--rules {', '.join(info_.rule_sets)})" if info_.rules_required else ""
            err.print(f"  {gid}: {game_title(gid, None, lang if lang in LANGUAGES else 'en')}{sets}", markup=False)
        err.print(said(lang if lang in LANGUAGES else "en", "play-describes", command="taverna games"), markup=False)
        raise typer.Exit(2)
    if lang not in LANGUAGES:
        raise _fail("play", said("en", "play-bad-lang", langs=", ".join(LANGUAGES), got=repr(lang)))
    if bots not in LEVELS:
        raise _fail("play", said(lang, "play-bad-bots", got=repr(bots), levels=", ".join(LEVELS)), lang)
    if name is None:
        name = YOU.get(lang, "You")
    if not name.strip() or name != name.strip() or len(name) > 40 or not name.isprintable():
        raise _fail("play", said(lang, "play-bad-name", got=repr(name)), lang)
    if players < 0:
        raise _fail("play", said(lang, "play-bad-players", got=players), lang)
    _check_writable("play", save_to, "--save", lang)
    rng_seed = seed if seed is not None else int.from_bytes(__import__("os").urandom(4), "big")
    try:
        info = get_game(game)
        rules = info.rules_or_default(rules)
        n = players or info.usual_for(rules)
        if n > MOST_PLAYERS:  # (how many a rule set seats is the engine's to say: Slabberjan's 41, Le Her's 2)
            raise TavernaError(said(lang, "play-players-many", n=n, most=MOST_PLAYERS))
        if not 1 <= seat <= n:
            raise TavernaError(said(lang, "play-seat", n=n, seat=seat))
        others = bot_names(n - (0 if watch else 1), name)
        if watch:
            names = others
        else:
            k = max(1, min(seat, n)) - 1
            names = others[:k] + [name] + others[k:]
        dealer = names[-1]
        seat_draw = info.part("seating") if draw_seats else None  # (the games that draw for seats: Cucù)
        if seat_draw is not None:
            seating = seat_draw.draw_seating(names, rules or "cambio", Rng(rng_seed ^ 0x5EA7))
            card_name = getattr(seat_draw, "card_name", lambda card, lang, rules: card)  # (the card in words)
            for k, draw in enumerate(seating.draws):
                drawn = listed(lang, [said(lang, "play-seat-drew", player=p, card=card_name(c, lang, rules or "cambio"))
                                      for p, c in draw.items()], "unit-short")  # fmt: skip
                out.print(said(lang, "play-seat-draw", n=k + 1, draws=drawn), markup=False)
            names, dealer = seating.players, seating.dealer
        match = create_match(info.id, rules=rules, players=names, options=_parse_options(option), dealer=dealer,
                             seed=rng_seed)  # fmt: skip
    except TavernaError as exc:
        err.print(said(lang, "play-refused", error=localise(exc, lang)), markup=False)
        raise typer.Exit(2) from None
    human = None if watch else name
    try:  # (a level whose extra is missing: the learned bot without numpy, on one line)
        table = {p: get_bot(info.id, bots) for p in match.players if p != human}
    except TavernaError as exc:
        err.print(said(lang, "play-refused", error=localise(exc, lang)), markup=False)
        raise typer.Exit(2) from None
    title = game_title(info.id, rules, lang)  # (the rule set's name where the game has several: Gnav, not Cucù)
    header = said(lang, "play-header-rules" if rules else "play-header", title=title, rules=rules or "", seed=rng_seed,
                  players=", ".join(match.players))  # fmt: skip
    out.print(header, markup=False)
    quit_early = interrupted = False
    try:
        run_match(match, human, table, Rng(rng_seed), lang, watch=watch)
    except Quit:
        quit_early = True
        out.print(said(lang, "play-left"), markup=False)
    except KeyboardInterrupt:  # Ctrl-C: left as with q (the record --save names is still written), then status 130
        quit_early = interrupted = True
        out.print("\n" + said(lang, "play-left"), markup=False)
    try:
        _finish(match, info, rules, lang, human, save_to, quit_early)
    finally:
        if interrupted:
            raise typer.Exit(130)


def _finish(match: Match, info: GameInfo, rules: str | None, lang: str, human: str | None, save_to: Path | None,
            quit_early: bool) -> None:  # fmt: skip
    """The end of ``taverna play``: the final standing and the winner (a finished match), then the record saved to
    ``save_to``, or to the file asked for at a terminal."""
    s = match.summary()
    if s["finished"]:  # every player's counters at the end (why the winner won), then the winner
        out.print(said(lang, "play-final"), markup=False)
        counter_names = info.counter_names(rules)
        for p, c in s["players"].items():
            out.print("  " + said(lang, "play-standing", player=p, counters=_counters_text(c, lang, counter_names, finished=True)),
                      markup=False)  # fmt: skip
        w = s["winner"]
        if w is None:
            out.print(said(lang, "play-draw"), markup=False)
        else:
            # (a team, or a shared win: "Winners: Ada and Bruno")
            out.print(said(lang, "play-winner", **winners(lang, w)), markup=False)
    target = save_to
    asking = target is None and human is not None and not quit_early and sys.stdin.isatty()
    while True:  # a file name that cannot be written is said, and asked for again (the match is not lost)
        if asking:
            try:
                answer = input(said(lang, "play-save-ask") + " ").strip()
            except EOFError:
                answer = ""
            target = Path(answer) if answer else None
        if target is None:
            return
        try:
            save(match, target)
        except OSError as exc:
            why = said(lang, "play-cannot-save", path=str(target), reason=exc.strerror or str(exc))
            if not asking:
                raise _fail("play", why, lang) from None
            err.print(why, markup=False)
            continue
        out.print(said(lang, "play-saved", path=str(target), command=f"taverna replay {target}"), markup=False)
        return
