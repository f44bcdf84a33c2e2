"""The end of a game through the fake Discord: the final post says which rule broke the tie,
reveals every seat's secrets, and carries the story chart (story.png) with its alt text beside
the board; a game a moderator ends gets its chart too."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.app import GameBot
from bot.i18n import t
from bot.table.narration import revealed_lines, seat_name
from bot.table.story_words import ALT_TEXT_LIMIT, tiebreak_lines
from tests.e2e.gamebot import Cast, open_suntzu
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e

BOTS_PLAY_OUT = 120.0  # seconds: a hang guard for a loaded machine, never a figure under test

TIED_SEED = 40  # the autopilot ends this Sun Tzu game with the marker in the centre, pools equal


def final_post(fake: FakeDiscord) -> FakeMessage:
    """The last channel post carrying the story chart (there must be exactly one)."""
    [post] = [
        m
        for m in fake.public_messages()
        if any(f.filename == "story.png" for f in m.files) and not m.deleted
    ]
    return post


def check_chart(post: FakeMessage) -> str:
    """The chart is a PNG within Discord's limits next to the board; its alt text."""
    names = [f.filename for f in post.files]
    assert names[:2] == ["board.png", "story.png"]  # other end-of-game files may follow
    [chart] = [f for f in post.files if f.filename == "story.png"]
    assert chart.is_png and len(chart.data) < 1_000_000
    with Image.open(io.BytesIO(chart.data)) as image:
        assert image.size[0] <= 1600 and image.size[1] <= 1000
    assert chart.description and len(chart.description) <= ALT_TEXT_LIMIT
    return chart.description


async def test_a_tied_game_ends_with_its_tie_break_its_secrets_and_its_story(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    opened = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=TIED_SEED)
    # the kicked seats play the autopilot (easy), whose game from this seed ends in a tie
    await bot.service.set_bot_defaults(fake.guild.id, level="easy")
    # both players go quiet: the autopilot plays the whole game for them, as after a kick
    for player in (cast.ann, cast.bob):
        # the bots play the game out in their own task, a turn post each: give them time
        kicked = await fake.slash(cast.moderator, "game kick", player=player)
        await settled(fake, kicked, timeout=BOTS_PLAY_OUT)
    table = await bot.service.load_game(opened.game_id)
    result = table.result()
    assert table.game.status == "finished" and result is not None
    assert len(set(result.scores.values())) == 1, "the seed no longer ends in a tie"

    post = final_post(fake)
    # which rule broke the tie, in the channel's language
    ties = tiebreak_lines(table, "en")
    assert ties and ties[0] == t("en", "suntzu-story-tied")
    earlier = "\n".join(m.text() for m in fake.public_messages() if m.seq <= post.seq)
    for line in ties:
        assert line in earlier
    # what every seat kept secret is revealed with the result, said about the seat
    for seat in range(2):
        revealed = revealed_lines(table, seat, "en")
        assert revealed and not any("your" in line.lower() for line in revealed)
        for line in revealed:
            assert f"  {line}" in earlier
    alt = check_chart(post)
    assert alt.startswith(
        t("en", "story-alt-intro", game=t("en", "suntzu-title"), axis=t("en", "suntzu-story-axis"),
          moves=table.game.version)
    )  # fmt: skip
    names = [seat_name(table, seat, "en") for seat in range(2)]
    # equal pools too: no rule separates them, and the post says so
    assert ties[-1] == t("en", "tiebreak-shared", winner=", ".join(names), count=2)
    assert all(name in alt for name in names)
    assert t("en", "story-alt-final", standings="").split(":")[0] in alt
    # a shared win: both score lines carry the winner's mark
    for seat, name in enumerate(names):
        score = result.scores[seat]
        assert t("en", "result-score-line", player=name, score=score, winner="yes") in earlier


async def test_a_game_a_moderator_ends_gets_its_story_too(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=5)
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="late"))
    alt = check_chart(final_post(fake))
    assert t("en", "suntzu-title") in alt
