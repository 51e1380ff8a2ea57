"""The arena's figures as a picture: one panel per figure, a bar per bot with its 95% interval."""

from __future__ import annotations

import math
from pathlib import Path

from taverna.research.experiments.arena import METRICS, ArenaReport

TITLES = {"wins": "share of matches won", "score": "score change per match", "losses_per_deal": "losses per deal"}


def plot_report(report: ArenaReport, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    est = report.estimates()
    bots = list(est)
    fig, axes = plt.subplots(1, len(METRICS), figsize=(4 * len(METRICS), 3.6))
    for ax, metric in zip(axes, METRICS):
        means = [est[b][metric].mean for b in bots]
        errs = [[0.0 if math.isnan(e.half_width) else e.mean - e.low for e in (est[b][metric] for b in bots)],
                [0.0 if math.isnan(e.half_width) else e.high - e.mean for e in (est[b][metric] for b in bots)]]
        ax.bar(bots, means, yerr=errs, capsize=6, color=["#b03a2e", "#2e86c1", "#7d8c3c", "#8e44ad", "#d4ac0d"][: len(bots)])
        ax.set_title(TITLES[metric])
        ax.axhline(0, color="black", linewidth=0.6)
    rules = f" ({report.rules})" if report.rules else ""
    fig.suptitle(f"{report.game}{rules}: {report.players} players, {len(report.matches)} matches, 95% intervals")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
