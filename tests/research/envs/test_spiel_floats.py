"""The tensors' lists (``State.information_state_tensor``, ``observation_tensor``) of a game without a fast
observer are written from the arrays by ``spiel_observe._floats``: the same Python floats as ``float(x)`` of
each value, bit for bit (with one, they are written straight, and ``test_spiel_lists.py`` checks them against
``_floats`` of the arrays)."""

from __future__ import annotations

import math
import struct

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.research.envs.spiel_observe import _floats


def bits(xs: list[float]) -> list[bytes]:
    return [struct.pack("<d", x) for x in xs]


def check(a: np.ndarray) -> None:
    got = _floats(a)
    assert all(type(x) is float for x in got)
    assert bits(got) == bits([float(x) for x in a])


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(st.just(0.0), st.floats(width=32, allow_nan=True, allow_infinity=True)), min_size=0, max_size=60
    )
)
def test_floats_equal_float_of_each_value(xs: list[float]) -> None:
    check(np.array(xs, np.float32))


def test_negative_zero_nan_and_other_arrays() -> None:
    a = np.zeros(40, np.float32)
    a[3], a[7], a[9] = -0.0, np.nan, 0.25
    got = _floats(a)
    assert math.copysign(1.0, got[3]) == -1.0 and math.isnan(got[7]) and got[9] == 0.25
    check(a)
    check(np.linspace(0, 1, 9))  # float64
    check(np.zeros(80, np.float32)[::2] + np.float32(1.5))  # not contiguous
    check(np.arange(10, dtype=np.float32))  # mostly not zero
