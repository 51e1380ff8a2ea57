"""How long a match lasts, asked by the lobby's create form as its options change (issue 29, item 11).

``GET /api/length?game=G&rules=R&seats=N&options={...}``: the estimate of ``taverna.games.lengths`` for those
options (the changed ones, as ``POST /api/tables`` takes them) and seat count: ``deals``, ``decisions``,
``minutes``, ``fixed`` (the deals the options fix exactly, else null), and ``options``: the rule set's options
that change the length.  Every number comes from the measured data and the options, none from the page.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse

from taverna.core import TavernaError
from taverna.games import get_game
from taverna.games.lengths import estimate, length_options
from taverna.i18n.refusals import localise as refusal_of

from .checks import seat_range
from .limits import ApiError, _loads, said


async def api_length(request: Request) -> JSONResponse:
    q = request.query_params
    try:
        info = get_game(q.get("game", "")[:32])
        rules = info.rules_or_default(q.get("rules") or None)
    except TavernaError as exc:
        raise ApiError(400, refusal_of(exc, "en")) from None
    raw_seats = q.get("seats", "")
    seats = int(raw_seats) if raw_seats.isdigit() and len(raw_seats) <= 3 else info.usual_for(rules)
    lo, hi = seat_range(info, rules)
    if not lo <= seats <= hi:
        raise ApiError(400, said("length-seats", game=info.id, min=lo, max=hi), "seats")
    text = q.get("options", "") or "{}"
    try:
        options = _loads(text, 100) if len(text) <= 4000 else None
    except (ValueError, RecursionError):  # (nested too deeply: was a 500)
        options = None
    if not isinstance(options, dict):
        raise ApiError(400, said("length-options"))
    return JSONResponse({"length": estimate(info.id, rules, options, seats), "options": length_options(info.id, rules)})
