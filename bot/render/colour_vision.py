"""How far apart two colours look, to everyone: colour-blindness simulation and CIE76 ΔE.

Seat colours are the only cue on some boards for who owns what, so they must stay apart for
players with a colour-vision deficiency too. This module is pure arithmetic (no Pillow):

* :func:`simulate` shows an sRGB colour as a dichromat sees it, with the matrices of Machado,
  Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
  Deficiency", at severity 1.0. The matrices act on *linear* RGB, so the colour is linearised
  first and encoded again after (clipped: a simulated colour can fall outside the gamut).
* :func:`to_lab` converts sRGB to CIELAB under D65, the white sRGB is defined for.
* :func:`delta_e` is the CIE76 difference, the Euclidean distance in CIELAB: about 2.3 is just
  noticeable, 20 is a clear difference at a glance.
"""

from __future__ import annotations

from itertools import combinations

RGB = tuple[int, int, int]
Vector = tuple[float, float, float]
Matrix = tuple[Vector, Vector, Vector]

# Machado et al. 2009, Table "severity 1.0" for each deficiency (rows give R', G', B').
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
# The order the tables print: normal vision first.
VISIONS: tuple[str, ...] = ("normal", *MACHADO)

# sRGB (linear) to CIE XYZ, IEC 61966-2-1, and the D65 white that maps to (1, 1, 1).
_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE: Vector = (0.95047, 1.0, 1.08883)


def to_linear(channel: int) -> float:
    """One sRGB channel (0-255) as linear light (0-1): the sRGB transfer curve undone."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(value: float) -> int:
    """Linear light back to an sRGB channel, clipped to the gamut first."""
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def _apply(matrix: Matrix, vector: Vector) -> Vector:
    x, y, z = vector
    return (
        matrix[0][0] * x + matrix[0][1] * y + matrix[0][2] * z,
        matrix[1][0] * x + matrix[1][1] * y + matrix[1][2] * z,
        matrix[2][0] * x + matrix[2][1] * y + matrix[2][2] * z,
    )


def _linear(colour: RGB) -> Vector:
    return (to_linear(colour[0]), to_linear(colour[1]), to_linear(colour[2]))


def simulate(colour: RGB, vision: str) -> RGB:
    """``colour`` as seen with ``vision`` ("normal" or a key of :data:`MACHADO`)."""
    if vision == "normal":
        return colour
    r, g, b = _apply(MACHADO[vision], _linear(colour))
    return (from_linear(r), from_linear(g), from_linear(b))


def to_lab(colour: RGB) -> Vector:
    """An sRGB colour in CIELAB (L* from 0 to 100), D65 white."""
    x, y, z = _apply(_TO_XYZ, _linear(colour))
    fx, fy, fz = (_lab_f(x / _WHITE[0]), _lab_f(y / _WHITE[1]), _lab_f(z / _WHITE[2]))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def _lab_f(t: float) -> float:
    # The cube root, with the linear toe CIELAB uses near black (delta = 6/29).
    delta = 6 / 29
    return t ** (1 / 3) if t > delta**3 else t / (3 * delta**2) + 4 / 29


def delta_e(one: RGB, other: RGB) -> float:
    """CIE76 colour difference: the straight-line distance in CIELAB."""
    a, b = to_lab(one), to_lab(other)
    return sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5


def min_delta_e(colours: list[RGB], vision: str = "normal") -> float:
    """The smallest ΔE between any two of ``colours`` as ``vision`` sees them (inf if < 2)."""
    seen = [simulate(c, vision) for c in colours]
    return min((delta_e(a, b) for a, b in combinations(seen, 2)), default=float("inf"))


def closest_pair(colours: list[RGB], vision: str = "normal") -> tuple[int, int]:
    """The indices of the two colours that ``vision`` sees as most alike."""
    seen = [simulate(c, vision) for c in colours]
    pairs = combinations(range(len(seen)), 2)
    return min(pairs, key=lambda p: delta_e(seen[p[0]], seen[p[1]]))
