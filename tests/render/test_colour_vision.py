"""bot.render.colour_vision against published values and against a second, independent route."""

from __future__ import annotations

import math

import pytest

from bot.render.colour_vision import (
    MACHADO,
    closest_pair,
    delta_e,
    min_delta_e,
    simulate,
    to_lab,
)


def test_white_and_black_are_100_apart_and_sit_at_the_ends_of_lightness() -> None:
    assert delta_e((255, 255, 255), (0, 0, 0)) == pytest.approx(100, abs=1e-3)
    assert to_lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=1e-3)
    assert to_lab((0, 0, 0)) == pytest.approx((0, 0, 0), abs=1e-9)


@pytest.mark.parametrize(
    ("colour", "lab"),
    [
        # The CIELAB of the sRGB primaries under D65, as every colour converter gives them.
        ((255, 0, 0), (53.24, 80.09, 67.20)),
        ((0, 255, 0), (87.73, -86.18, 83.18)),
        ((0, 0, 255), (32.30, 79.19, -107.86)),
        ((128, 128, 128), (53.59, 0.0, 0.0)),
    ],
)
def test_cielab_of_known_colours(
    colour: tuple[int, int, int], lab: tuple[float, float, float]
) -> None:
    assert to_lab(colour) == pytest.approx(lab, abs=0.02)


def test_every_deficiency_keeps_greys_grey() -> None:
    # Each row of a Machado matrix sums to 1: a dichromat sees neutral colours unchanged.
    for name, matrix in MACHADO.items():
        for row in matrix:
            assert sum(row) == pytest.approx(1, abs=1e-5), name
        for level in (0, 60, 128, 200, 255):
            grey = (level, level, level)
            assert simulate(grey, name) == grey


def _encode_by_search(linear: float) -> int:
    """A second route back to sRGB: the code whose decoded light is nearest, found by search
    over the published piecewise curve (not by inverting it as the module does)."""
    linear = min(1.0, max(0.0, linear))

    def decode(code: int) -> float:
        c = code / 255
        return c / 12.92 if c <= 0.04045 else math.pow((c + 0.055) / 1.055, 2.4)

    return min(range(256), key=lambda code: abs(decode(code) - linear))


def _simulate_by_hand(colour: tuple[int, int, int], name: str) -> tuple[int, int, int]:
    def decode(code: int) -> float:
        c = code / 255
        return c / 12.92 if c <= 0.04045 else math.pow((c + 0.055) / 1.055, 2.4)

    linear = [decode(c) for c in colour]
    out = [sum(w * v for w, v in zip(row, linear, strict=True)) for row in MACHADO[name]]
    return (_encode_by_search(out[0]), _encode_by_search(out[1]), _encode_by_search(out[2]))


@pytest.mark.parametrize("name", sorted(MACHADO))
@pytest.mark.parametrize(
    "colour",
    [(255, 0, 0), (0, 255, 0), (0, 0, 255), (230, 159, 0), (86, 180, 233), (204, 121, 167)],
)
def test_simulation_matches_a_second_route(name: str, colour: tuple[int, int, int]) -> None:
    ours = simulate(colour, name)
    theirs = _simulate_by_hand(colour, name)
    # The nearest-code search and the inverted curve may round a boundary case differently.
    assert all(abs(a - b) <= 1 for a, b in zip(ours, theirs, strict=True)), (ours, theirs)


def test_pure_red_under_protanopia_is_a_dark_olive() -> None:
    # Linear (1, 0, 0) -> (0.152286, 0.114503, -0.003882): sRGB codes worked out on paper.
    assert simulate((255, 0, 0), "protanopia") == (109, 95, 0)


def test_red_and_green_merge_for_red_green_deficiencies_only() -> None:
    # Tiny Epic Kingdoms' red and green seats before issue 26.
    red, green = (214, 56, 50), (40, 150, 80)
    assert delta_e(red, green) > 60
    assert delta_e(simulate(red, "protanopia"), simulate(green, "protanopia")) < 20
    assert delta_e(simulate(red, "tritanopia"), simulate(green, "tritanopia")) > 40


def test_min_and_closest_pair() -> None:
    colours = [(0, 0, 0), (255, 255, 255), (10, 10, 10)]
    assert closest_pair(colours) == (0, 2)
    assert min_delta_e(colours) == pytest.approx(delta_e((0, 0, 0), (10, 10, 10)))
    assert min_delta_e([(1, 2, 3)]) == math.inf
