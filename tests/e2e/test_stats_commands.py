"""``/game stats`` through the fake Discord, after a Sun Tzu game played to its end by clicks
and a second one a moderator ended: a member's numbers, with ``game:`` that game's leaderboard,
with both the member's line on it; private answers, in the asker's language, with the counts
the store holds and nothing of the games' secrets."""

from __future__ import annotations

import random
from typing import Any

from bot.app import GameBot
from bot.games import available, get
from bot.i18n import Text, t
from tests.e2e.gamebot import Cast, SunTzuTable, open_table, play_until, refusal
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled


async def private_answer(
    fake: FakeDiscord, user: FakeUser, command: str, **options: Any
) -> FakeMessage:
    asked = await fake.slash(user, command, **options)
    await settled(fake, asked)
    [answer] = fake.responses(asked)
    assert answer.ephemeral and answer.visible_to == user.id
    return answer


def body(answer: FakeMessage) -> tuple[str, str]:
    [embed] = answer.embeds
    return embed["title"], embed["description"]


async def test_stats_and_leaderboard_after_real_games(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    # fresh secrets, as every counted game has (a moderator's fixed seed counts for nobody)
    game_id, lobby, seats, state = await open_table(
        fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu"
    )
    opened = SunTzuTable(fake, game_id, lobby, seats)
    opened.history.append((fake.mark(), state))
    await play_until(opened, bot, random.Random(4))
    finished = await bot.service.load_game(opened.game_id)
    result = finished.result()
    assert finished.game.status == "finished" and result is not None
    winners = {finished.user_of(seat) for seat in result.winners}
    # a second game, ended by the moderator: played by both, won by nobody
    await open_table(fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu")
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="late"))

    game = t("zh-TW", "suntzu-title")
    won = int(cast.ann.id in winners)
    title, text = body(await private_answer(fake, cast.ann, "game stats"))
    assert title == t("zh-TW", "stats-title", member=cast.ann.name)
    assert t("zh-TW", "stats-line", game=game, played=2, won=won) in text
    assert t("zh-TW", "stats-overall", played=2, won=won) in text
    # Carol asks about Bob, in English
    title, text = body(await private_answer(fake, cast.carol, "game stats", member=cast.bob))
    bob_won = int(cast.bob.id in winners)
    assert t("en", "stats-overall", played=2, won=bob_won) in text
    # Carol has played nothing
    _, text = body(await private_answer(fake, cast.carol, "game stats"))
    assert text == t("en", "stats-none", member=cast.carol.name)

    title, text = body(await private_answer(fake, cast.carol, "game stats", game="suntzu"))
    assert title == t("en", "leaderboard-title", game=t("en", "suntzu-title"))
    lines = text.splitlines()
    assert len(lines) == 2
    first = cast.ann if cast.ann.id in winners and cast.bob.id not in winners else cast.bob
    if winners == {cast.ann.id, cast.bob.id} or not winners:  # a draw: both share rank 1
        assert all(line.startswith("1. ") for line in lines)
    else:
        assert lines[0] == t("en", "leaderboard-line", rank=1, member=first.name, won=1, played=2)
    _, text = body(await private_answer(fake, cast.carol, "game stats", game="tek"))
    assert text == t("en", "leaderboard-empty", game=t("en", "tek-title"))
    # a member and a game: that member's line on the game's leaderboard, or why there is none
    bob_rank = 2 if winners == {cast.ann.id} else 1  # a draw (all or none won): both first
    title, text = body(
        await private_answer(fake, cast.carol, "game stats", member=cast.bob, game="suntzu")
    )
    assert title == t("en", "leaderboard-title", game=t("en", "suntzu-title"))
    assert text == t(
        "en", "leaderboard-line", rank=bob_rank, member=cast.bob.name, won=bob_won, played=2
    )
    _, text = body(
        await private_answer(fake, cast.ann, "game stats", member=cast.carol, game="suntzu")
    )
    assert text == t("zh-TW", "stats-standing-none", member=cast.carol.name, game=game)
    # a forged game is refused, saying which games there are
    forged = await fake.slash(cast.carol, "game stats", game="chess", forge=True)
    titles = [get(name).title for name in available()]
    await refusal(
        fake, forged, cast.carol, "error-option-choice", option=Text("opt-game"), allowed=titles
    )
    # nothing secret: the game's random source never appears
    stored = await bot.service.store.game(opened.game_id)
    assert stored is not None
    # (the final post reveals it, for audits; the private answers never hold it)
    answers = [m for m in fake.messages.values() if m.ephemeral]
    assert answers and all(stored.secret not in m.content + str(m.embeds) for m in answers)
