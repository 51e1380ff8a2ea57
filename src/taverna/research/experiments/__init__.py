"""Experiments on Taverna's games: :mod:`.arena` (bots against bots, seats rotated and deals duplicated)
with its plots (:mod:`.arena_plot`), :mod:`.selfplay` (datasets of self-play) and :mod:`.parallel`
(the executors they run on: processes or Ray)."""
