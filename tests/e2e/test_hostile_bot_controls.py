"""Hostile and mistaken input to the bot players' controls through the fake Discord (issue
30, part 1; the bad-input standard): each gets one private answer in the sender's language
that says why and what is allowed, and nothing changes. A click on the lobby message of a
game that is over acts on nothing (not on the game opened in the channel since); forged
levels and flags, members and late clicks are refused; a kicked member takes nothing back
and is not told that the game still tells them of their turns."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS
from bot.app import GameBot
from bot.cogs.newgame import MAX_BOTS
from bot.cogs.seats import MAX_BOT_NUMBER
from bot.i18n import Text, list_join, t
from bot.table.followers import followers
from bot.table.fork_words import game_title
from bot.table.notify_modes import GAME_MODES
from tests.e2e.gamebot import Cast, current_state, open_suntzu, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, settled

pytestmark = pytest.mark.e2e


async def open_lobby(fake: FakeDiscord, cast: Cast, **options: object) -> tuple[int, FakeMessage]:
    new = await fake.slash(cast.moderator, "game new", game="suntzu", **options)
    lobby = await fake.reply(new)
    await settled(fake, new)
    return int(lobby.buttons()[0]["custom_id"].split(":")[1]), lobby


async def test_an_old_lobby_message_acts_on_nothing_after_its_game_ended(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    old_id, old_lobby = await open_lobby(fake, cast)
    await settled(fake, await fake.slash(cast.moderator, "game end"))
    # No game open: the answer is about this lobby's game, not "no game here".
    alone = await fake.select(cast.ann, old_lobby, f"lobbybot:{old_id}", ["easy"], forge=True)
    await refusal(fake, alone, cast.ann, "error-lobby-game-over", game=str(old_id))
    new_id, _ = await open_lobby(fake, cast, bots=1, level="easy")
    assert new_id != old_id
    before = [(s.user_id, s.level) for s in (await bot.service.load_game(new_id)).seats]

    mod, ann = cast.moderator, cast.ann
    clicks = [
        (mod, await fake.select(mod, old_lobby, f"lobbybot:{old_id}", ["strong"], forge=True)),
        (mod, await fake.click(mod, old_lobby, f"lobby:{old_id}:unbot", forge=True)),
        (ann, await fake.click(ann, old_lobby, f"lobby:{old_id}:join", forge=True)),
        (mod, await fake.click(mod, old_lobby, f"lobby:{old_id}:start", forge=True)),
    ]
    for user, clicked in clicks:
        await refusal(fake, clicked, user, "error-lobby-game-over", game=str(old_id))
    table = await bot.service.load_game(new_id)
    assert table.game.status == "lobby", "the open game was not started from the old lobby"
    assert [(s.user_id, s.level) for s in table.seats] == before


LEVEL_WORDS = [Text(f"bot-level-choice-{level}") for level in LEVELS]


async def test_bot_settings_refuse_members_and_forged_values(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    guild = fake.guild.id
    before = await bot.service.bot_defaults(guild)
    mei = fake.add_user("Mei", locale="zh-CN", moderator=True)
    for user in (cast.ann, cast.carol):
        for option in ({"bot_level": "strong"}, {"bot_games_ranked": True}):
            config = await fake.slash(user, "game config", **option)
            await refusal(fake, config, user, "error-not-moderator")
    for user in (cast.moderator, mei):
        for level in ("grand", "x" * 5000, 3, "Strong"):
            config = await fake.slash(user, "game config", bot_level=level, forge=True)
            await refusal(
                fake,
                config,
                user,
                "error-option-choice",
                option=Text("opt-config-bot-level"),
                allowed=LEVEL_WORDS,
            )
        for flag in ("yes", 1):
            config = await fake.slash(user, "game config", bot_games_ranked=flag, forge=True)
            await refusal(
                fake,
                config,
                user,
                "error-option-choice",
                option=Text("opt-config-bot-ranked"),
                allowed="true, false",
            )
    assert await bot.service.bot_defaults(guild) == before


async def test_game_new_refuses_forged_and_too_many_bots(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mark = fake.mark()
    mod = cast.moderator
    for bots in (-5, MAX_BOTS + 1, "2", True):
        new = await fake.slash(mod, "game new", game="suntzu", bots=bots, forge=True)
        await refusal(
            fake, new, mod, "error-option-range", option=Text("opt-bots"), min=0, max=MAX_BOTS
        )
    new = await fake.slash(mod, "game new", game="suntzu", bots=3, level="easy")
    await refusal(fake, new, mod, "error-bots-count", max=2)
    for level in ("grand", 2):
        new = await fake.slash(mod, "game new", game="suntzu", bots=1, level=level, forge=True)
        await refusal(
            fake,
            new,
            mod,
            "error-option-choice",
            option=Text("opt-bot-level"),
            allowed=LEVEL_WORDS,
        )
    assert await bot.store.active_game(fake.channel.id) is None
    assert [m for m in fake.public_messages() if m.seq > mark] == []


async def test_lobby_bot_controls_refuse_forged_values_and_late_clicks(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mei = fake.add_user("Mei", locale="zh-CN", moderator=True)
    game_id, lobby = await open_lobby(fake, cast)
    await settled(fake, await fake.click(cast.ann, lobby, f"lobby:{game_id}:join"))
    add, unbot = f"lobbybot:{game_id}", f"lobby:{game_id}:unbot"
    levels = list_join(mei.locale, [t(mei.locale, f"bot-level-{level}") for level in LEVELS])
    for values in (["grand"], [], ["x" * 5000], ["Easy"]):
        forged = await fake.select(mei, lobby, add, values, forge=True)
        await refusal(fake, forged, mei, "error-bot-level", levels=levels)
    await refusal(fake, await fake.click(mei, lobby, unbot), mei, "error-no-bot-to-remove")
    # Controls of a game that never was (a forged id).
    for forged in (
        await fake.select(mei, lobby, "lobbybot:987654321", ["easy"], forge=True),
        await fake.click(mei, lobby, "lobby:987654321:unbot", forge=True),
    ):
        await refusal(fake, forged, mei, "error-no-such-game")
    assert [s.user_id for s in (await bot.service.load_game(game_id)).seats] == [cast.ann.id]

    # Once the game runs, its lobby's bot controls change no seat.
    await settled(fake, await fake.select(mei, lobby, add, ["easy"]))
    await settled(fake, await fake.click(mei, lobby, f"lobby:{game_id}:start"))
    before = await bot.service.load_game(game_id)
    assert before.game.status == "running"
    late = [
        await fake.select(mei, lobby, add, ["strong"], forge=True),
        await fake.click(mei, lobby, unbot, forge=True),
    ]
    for clicked in late:
        await refusal(fake, clicked, mei, "error-already-started")
    after = await bot.service.load_game(game_id)
    assert (after.seats, after.game.version) == (before.seats, before.game.version)


async def test_a_kicked_member_takes_nothing_back_and_is_told_the_truth_on_follow(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    table = await open_suntzu(fake, cast.moderator, [cast.ann, cast.bob], bot, seed=31)
    await settled(fake, await fake.slash(cast.moderator, "game kick", player=cast.ann))
    before = await current_state(bot, table.game_id)
    ann = cast.ann  # zh-TW

    undo = await fake.slash(ann, "game undo")
    await refusal(fake, undo, ann, "error-seat-played-by-bot")
    # Not "you play in Sun Tzu: the game tells you when it needs you" — the bot plays now.
    follow = await fake.slash(ann, "game follow")
    await settled(fake, follow)
    [answer] = fake.responses(follow)
    assert answer.ephemeral and answer.visible_to == ann.id
    game = game_title(await bot.service.load_game(table.game_id), ann.locale)
    assert answer.content == "⛔ " + t(ann.locale, "follow-error-seat-played-by-bot", game=game)
    # Nor is a way to be told of this game's turns set for a seat whose turns nobody tells.
    notify = await fake.slash(ann, "game notify", mode="dm", scope="game")
    await refusal(fake, notify, ann, "notify-error-seat-played-by-bot")
    assert await bot.store.get_setting(GAME_MODES, table.game_id) in (None, {})
    assert await current_state(bot, table.game_id) == before
    assert await followers(bot.store, table.game_id) == {}


async def test_replace_with_bots_refuses_the_lobby_the_same_bot_and_forged_numbers(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    mei = fake.add_user("Mei", locale="zh-CN", moderator=True)
    game_id, lobby = await open_lobby(fake, cast, bots=1, level="easy")
    await settled(fake, await fake.click(cast.ann, lobby, f"lobby:{game_id}:join"))
    in_lobby = await fake.slash(mei, "game replace", old=cast.ann, level="strong")
    await refusal(fake, in_lobby, mei, "error-replace-in-lobby")
    await settled(fake, await fake.click(mei, lobby, f"lobby:{game_id}:start"))
    before = await current_state(bot, game_id)
    seats = (await bot.service.load_game(game_id)).seats

    same = await fake.slash(mei, "game replace", bot=1, level="easy")
    await refusal(fake, same, mei, "error-replace-bot-same-level", number=1)
    # A number the game has no bot for: refused, naming the one bot it has, in Mei's words.
    missing = await fake.slash(mei, "game replace", bot=5, level="strong")
    bots = [Text("bot-name-plain", {"number": 1})]
    await refusal(fake, missing, mei, "error-replace-bot-not-in-game", number=5, count=1, bots=bots)
    assert "机器人 1" in fake.responses(missing)[0].content
    seated = await fake.slash(mei, "game replace", bot=1, new=cast.ann)
    await refusal(fake, seated, mei, "error-replace-already-seated", player=cast.ann.mention)
    for number in ("abc", True, 2.5, 0, 100, -1):
        forged = await fake.slash(mei, "game replace", bot=number, level="strong", forge=True)
        await refusal(
            fake,
            forged,
            mei,
            "error-option-range",
            option=Text("opt-replace-bot"),
            min=1,
            max=MAX_BOT_NUMBER,
        )
    assert await current_state(bot, game_id) == before
    assert (await bot.service.load_game(game_id)).seats == seats
