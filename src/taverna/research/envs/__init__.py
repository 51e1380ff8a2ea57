"""Taverna's games as research environments: :mod:`.spiel` (OpenSpiel's shape: ``Game``, ``State``),
:mod:`.openspiel` (registered with OpenSpiel), :mod:`.pettingzoo`, :mod:`.gym` (Gymnasium), their
observations (:mod:`.features`, :mod:`.layout`, :mod:`.fastobs`, :mod:`.render`), :mod:`.determinize`
(a match consistent with one player's view) and OpenSpiel's bots (:mod:`.openspiel_bots`)."""
