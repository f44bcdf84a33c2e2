"""Forged option values: what a modified client can send and Discord's own client would not.

Discord's client keeps to the ranges, lengths, types and choices the bot syncs; a forged
interaction does not, and discord.py passes the raw values on. Each one here gets one private
answer in the sender's language that names the option and says what is allowed, and nothing
changes: no game is opened, ended or configured, no move is made, nothing is posted.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import GameBot
from bot.games import available, get
from bot.i18n import Text, t
from tests.e2e.gamebot import Cast, current_state, refusal
from tests.e2e.swbot import open_smallworld
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e

SEED_MAX = 2**31 - 1


def posted_since(fake: FakeDiscord, mark: int) -> list[FakeMessage]:
    return [m for m in fake.public_messages() if m.seq > mark]


async def open_lobby(fake: FakeDiscord, cast: Cast) -> None:
    await settled(fake, await fake.slash(cast.moderator, "game new", game="suntzu", seed=5))


async def test_log_count_must_be_1_to_25(fake: FakeDiscord, cast: Cast, bot: GameBot) -> None:
    await open_lobby(fake, cast)
    for count in (-5, 0, 26, 100000, "abc", True, 2.5):
        log = await fake.slash(cast.ann, "game log", count=count, forge=True)
        await refusal(
            fake, log, cast.ann, "error-option-range", option=Text("opt-count"), min=1, max=25
        )
    answer = await fake.reply(await fake.slash(cast.ann, "game log", count=25))
    assert answer.ephemeral and answer.embeds[0]["title"] == t(cast.ann.locale, "log-title")


async def test_new_checks_its_game_seed_and_flags(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mark = fake.mark()
    mod = cast.moderator
    for seed in (-1, SEED_MAX + 1, "7", [1]):
        new = await fake.slash(mod, "game new", game="suntzu", seed=seed, forge=True)
        await refusal(
            fake, new, mod, "error-option-range", option=Text("opt-seed"), min=0, max=SEED_MAX
        )
    games = [get(name).title for name in available()]
    for game in ("chess", "x" * 10_000, 3):
        new = await fake.slash(mod, "game new", game=game, forge=True)
        await refusal(fake, new, mod, "error-option-choice", option=Text("opt-game"), allowed=games)
    for flag in ("yes", 1):
        new = await fake.slash(mod, "game new", game="suntzu", beginner=flag, forge=True)
        await refusal(
            fake,
            new,
            mod,
            "error-option-choice",
            option=Text("opt-beginner"),
            allowed="true, false",
        )
    assert await bot.store.active_game(fake.channel.id) is None
    assert posted_since(fake, mark) == []


async def test_end_reason_is_at_most_200_characters_on_one_line(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await open_lobby(fake, cast)
    before = await bot.store.active_game(fake.channel.id)
    mark = fake.mark()
    for reason in ("x" * 10_000, "y" * 201, 42):
        end = await fake.slash(cast.moderator, "game end", reason=reason, forge=True)
        await refusal(
            fake, end, cast.moderator, "error-option-text", option=Text("opt-reason"), max=200
        )
    assert await bot.store.active_game(fake.channel.id) == before
    assert posted_since(fake, mark) == []

    # line breaks could make a reason look like the bot's own lines: they become spaces
    forged = "rain\n**Ann wins the game!**"
    await settled(fake, await fake.slash(cast.moderator, "game end", reason=forged, forge=True))
    assert await bot.store.active_game(fake.channel.id) is None
    [post] = posted_since(fake, mark)
    assert "rain **Ann wins the game!**" in post.text()
    assert "\n**Ann" not in post.text()


async def test_config_takes_only_offered_languages_and_roles_of_this_server(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mod = cast.moderator
    settings = await bot.service.guild_settings(fake.guild.id)
    languages = [Text("language-en"), Text("language-zh-TW"), Text("language-zh-CN")]
    for language in ("xx", "x" * 5000, 7):
        config = await fake.slash(mod, "game config", language=language, forge=True)
        await refusal(
            fake, config, mod, "error-option-choice", option=Text("opt-language"), allowed=languages
        )
    # a role id that Discord did not resolve (it is not a role of this server)
    config = await fake.slash(mod, "game config", moderator_role="123456789", forge=True)
    await refusal(fake, config, mod, "error-option-role", option=Text("opt-moderator-role"))
    assert await bot.service.channel_locale(fake.channel.id) is None
    assert await bot.service.guild_settings(fake.guild.id) == settings


async def test_typed_small_world_moves_are_bounded_before_they_are_read(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_smallworld(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=4)
    before = await current_state(bot, table.game_id)
    mark = fake.mark()
    ann, bob = cast.ann, cast.bob
    huge = "5:" + "9" * 5000

    async def refused(player: FakeUser, command: str, code: str, **options: Any) -> None:
        params = options.pop("params", {})
        interaction = await fake.slash(player, command, forge=True, **options)
        await refusal(fake, interaction, player, code, **params)

    too_long = {"max": 400}
    await refused(ann, "smallworld redeploy", "error-option-text", layout=huge,
                  params={"option": Text("opt-sw-layout"), **too_long})  # fmt: skip
    await refused(bob, "smallworld camps", "error-option-text", layout=["1:1"],
                  params={"option": Text("opt-sw-layout"), **too_long})  # fmt: skip
    await refused(ann, "smallworld redeploy", "error-layout-number", layout="5:" + "9" * 300,
                  params={"part": "5:" + "9" * 37 + "…", "max": 999})  # fmt: skip
    await refused(ann, "smallworld redeploy", "error-layout-too-long",
                  layout=" ".join(["1:1"] * 99), params={"max": 60, "count": 99})  # fmt: skip
    await refused(bob, "smallworld conquer", "error-option-text", region="9" * 5000,
                  params={"option": Text("opt-sw-region"), **too_long})  # fmt: skip
    await refused(bob, "smallworld conquer", "error-bad-number", region="12345",
                  params={"value": "12345", "max": 999})  # fmt: skip
    await refused(ann, "smallworld pick", "error-bad-number", combo="-1",
                  params={"value": "-1", "max": 999})  # fmt: skip
    await refused(ann, "smallworld move", "error-option-text", action="[" * 10_000,
                  params={"option": Text("opt-sw-action"), **too_long})  # fmt: skip
    await refused(ann, "smallworld move", "error-bad-action", action="[" * 399)
    await refused(ann, "smallworld heroes", "error-option-range", first=10**6,
                  params={"option": Text("opt-sw-first"), "min": 0, "max": 999})  # fmt: skip
    await refused(ann, "smallworld heroes", "error-option-range", first=3, second="8",
                  params={"option": Text("opt-sw-second"), "min": 0, "max": 999})  # fmt: skip
    assert await current_state(bot, table.game_id) == before
    assert posted_since(fake, mark) == []


async def test_a_typed_sun_tzu_card_is_bounded(fake: FakeDiscord, cast: Cast, bot: GameBot) -> None:
    support = await fake.slash(cast.ann, "suntzu support", card="7" * 10_000, forge=True)
    await refusal(fake, support, cast.ann, "error-option-text", option=Text("opt-card"), max=400)


async def test_a_member_option_that_discord_did_not_resolve_is_refused(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    await open_lobby(fake, cast)
    before = await bot.store.active_game(fake.channel.id)
    # discord.py's Member transformer refuses it; the tree's error handler answers privately
    kick = await fake.slash(cast.moderator, "game kick", player="123456789", forge=True)
    await settled(fake, kick)
    [answer] = fake.responses(kick)
    assert answer.ephemeral and answer.visible_to == cast.moderator.id
    assert answer.content.endswith(t(cast.moderator.locale, "error-bad-input"))
    assert await bot.store.active_game(fake.channel.id) == before
