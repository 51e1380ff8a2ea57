"""The C yardstick of the kernel (``benchmarks/c/deal.c``, timed by ``benchmarks/bench_kernel_c.py``).

The benchmark's ratio means something only if the C deal does the kernel's work: drawing the
cards the same way from the same generator, it must give the kernel's losses (each seat's total and a
seat-weighted checksum over all deals); and
its full-shuffle mode must give the same law (a shuffled pack dealt from its ends versus a uniform
card among those left).  Skipped where no C compiler is present.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from taverna.games.cucu.research import kernel as K
from taverna.games.cucu.research.kernel.agreement import homogeneity

SOURCE = Path(__file__).resolve().parents[3] / "benchmarks" / "c" / "deal.c"
CC = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
pytestmark = pytest.mark.skipif(CC is None, reason="no C compiler")


@pytest.fixture(scope="module")
def exe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("cdeal") / "deal"
    subprocess.run([str(CC), "-O2", "-o", str(out), str(SOURCE)], check=True)
    return out


def run_c(exe: Path, mode: str, players: int, deals: int, seed: int, threshold: int, tokens: int) -> list[int]:
    pack = [str(c) for c in K.deal_pack("campli", players)]
    args = [str(exe), mode, str(players), str(deals), str(seed), str(threshold), str(tokens), *pack]
    return [int(float(x)) for x in subprocess.run(args, check=True, capture_output=True, text=True).stdout.split()]


@pytest.mark.parametrize(("players", "threshold", "tokens"), [(2, 4, 3), (6, 4, 3), (6, 9, 1), (20, 4, 3), (20, 12, 1)])
def test_partial_c_deal_is_the_kernel_deal(exe: Path, players: int, threshold: int, tokens: int) -> None:
    deals, seed = 20_000, 7
    out = K.simulate("campli", players, K.threshold_table(players, threshold), deals, seed=seed, tokens=tokens)
    got = run_c(exe, "partial", players, deals, seed, threshold, tokens)
    losses = out.losses.astype(np.int64)
    assert got[3] == int((losses * (1 + np.arange(players))).sum())
    assert got[4:] == losses.sum(axis=0).tolist()


@pytest.mark.parametrize("players", [2, 6, 20])
def test_full_shuffle_gives_the_partial_draw_law(exe: Path, players: int) -> None:
    """Tokens lost by seat: the C full shuffle and the kernel's partial draw, chi-square homogeneity."""
    deals = 100_000
    out = K.simulate("campli", players, K.threshold_table(players, 4), deals, seed=3)
    kernel = out.losses.astype(np.int64).sum(axis=0)
    full = np.array(run_c(exe, "full", players, deals, 11, 4, 3)[4:])
    assert full.sum() > 0 and kernel.sum() > 0
    assert abs(full.sum() - kernel.sum()) < 0.015 * kernel.sum()  # tokens lost a deal: within 1.5%
    _, _, p = homogeneity(kernel, full)  # and shared among the seats alike
    assert p > 1e-4, (kernel, full, p)
