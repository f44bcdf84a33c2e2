"""World War through the fake Discord: a whole four-player game from ``/game new`` to the
final post, played only through interactions (lobby buttons, DM selects and buttons, ``/ww``
commands with autocomplete), then checks of what everybody saw: boards and battles with their
dice in the channel, each player's mission and hand by DM as a picture, no secret anywhere
else until the end reveals the missions, refusals of bad attacks, strangers and stale
controls. A five-player game played by the autopilot and a monarch-edition start follow.

The four-player game is played once per module and the tests read it. Dan and Eve keep a
mission and are then handed to the autopilot (``/game kick``), Bob too after his first piece;
Ann plays the whole game herself, briskly after the first round.
"""

from __future__ import annotations

import copy
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.app import GameBot
from bot.engine.base import Action, Event, RuleError, State, action_key
from bot.games.worldwar.engine import ENGINE as engine
from bot.games.worldwar.engine.content.map import world
from bot.games.worldwar.prompts.words import mission_text, private_summary, seen_text
from bot.i18n import SUPPORTED, Text, t, text
from bot.store import ActionRow
from bot.table import Table
from bot.table.narration import narrate, result_lines
from bot.table.presenter import final_lines
from bot.table.seat_names import SeatNames
from bot.table.verify import verify_bytes
from tests.e2e.gamebot import Cast, add_cast, bot_settings, current_state, game_bot, refusal
from tests.e2e.logs import recorded_logs
from tests.e2e.wwbot import (
    WwTable,
    kick,
    legal,
    open_ww,
    play,
    play_until,
    units,
)
from tests.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    settled,
)

# One worker runs the whole module (pytest-xdist), so the game its tests share is played once.
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("test_worldwar_game"),
]

SEED = 7
CHANNEL_LOCALE = "en"


@dataclass
class Refused:
    """A move the bot refused: who asked, how, the engine's reason, and the game before and
    after (state and version)."""

    user: FakeUser
    interaction: FakeInteraction
    code: str
    params: dict[str, Any]
    before: tuple[State, int]
    after: tuple[State, int]


@dataclass
class PlayedGame:
    fake: FakeDiscord
    cast: Cast
    dan: FakeUser
    eve: FakeUser
    table: WwTable
    finished: Table
    final: State
    rows: list[ActionRow]
    public_events: list[Event]
    logs: list[str]
    refused: dict[str, Refused] = field(default_factory=dict)


def engine_refusal(state: State, seat: int, action: Action) -> RuleError:
    """Why the engine refuses ``action`` (on a copy of the state)."""
    try:
        engine.apply(copy.deepcopy(state), seat, action, random.Random(0))
    except RuleError as error:
        return error
    raise AssertionError(f"the engine accepts {action}")


async def typed_refusal(
    played: dict[str, Refused],
    name: str,
    table: WwTable,
    bot: GameBot,
    seat: int,
    action: Action,
) -> None:
    """Type ``/ww attack`` for an attack the rules forbid; record the answer."""
    user, fake = table.players[seat], table.fake
    before = await current_state(bot, table.game_id)
    error = engine_refusal(before[0], seat, action)
    counts = {"soldiers": action.get("s"), "horses": action.get("h")}
    interaction = await fake.slash(
        user,
        "ww attack",
        origin=action["a"],
        target=action["b"],
        **{k: v for k, v in counts.items() if v},
    )
    await settled(fake, interaction)
    after = await current_state(bot, table.game_id)
    played[name] = Refused(user, interaction, error.code, error.params, before, after)


async def bad_attacks(table: WwTable, bot: GameBot, refused: dict[str, Refused]) -> None:
    """At the start of Ann's first real turn: an attack on a territory that is not next to
    the one it leaves, and one that sends more than stands there."""
    state, _ = await current_state(bot, table.game_id)
    seat = state["turn"]["seat"]
    territories = world().territories
    front = [
        tid
        for tid, place in state["map"].items()
        if place["o"] == seat
        and tid != state["seats"][seat]["capital"]
        and any(state["map"][n]["o"] != seat for n in territories[tid].links)
    ]
    source = max(front, key=lambda tid: units(state["map"][tid]["u"]))
    links = territories[source].links
    far = next(
        tid for tid, place in state["map"].items() if tid not in links and place["o"] != seat
    )
    await typed_refusal(
        refused, "far", table, bot, seat, {"t": "attack", "a": source, "b": far, "s": 1}
    )
    near = next(tid for tid in sorted(links) if state["map"][tid]["o"] != seat)
    here = state["map"][source]["u"]
    too_many = {"t": "attack", "a": source, "b": near, "s": here["soldiers"] + 5}
    await typed_refusal(refused, "too-many", table, bot, seat, too_many)


async def strangers_and_stale(
    table: WwTable, bot: GameBot, carol: FakeUser, old: tuple[FakeMessage, str, str | None]
) -> dict[str, Refused]:
    """Carol (not seated) uses a control of Ann's DM; Ann uses a control from the start."""
    fake, found = table.fake, {}
    ann_seat = next(s for s, u in table.players.items() if u.name == "Ann")
    message = table.prompt_for(ann_seat)
    assert message is not None
    _action, custom_id, value = table.controls_of(message, ann_seat)[0]
    before = await current_state(bot, table.game_id)
    if value is None:
        clicked = await fake.click(carol, message, custom_id, forge=True)
    else:
        clicked = await fake.select(carol, message, custom_id, [value], forge=True)
    await settled(fake, clicked)
    params = {"game": str(table.game_id), "channel": f"<#{fake.channel.id}>"}
    after = await current_state(bot, table.game_id)
    found["stranger"] = Refused(carol, clicked, "error-not-your-prompt", params, before, after)
    # the mission select Ann had at the start (she has kept a mission since)
    first, old_id, old_value = old
    before = await current_state(bot, table.game_id)
    assert old_value is not None
    stale = await fake.select(table.players[ann_seat], first, old_id, [old_value], forge=True)
    await settled(fake, stale)
    after = await current_state(bot, table.game_id)
    found["stale"] = Refused(
        table.players[ann_seat], stale, "error-controls-stale", {}, before, after
    )
    return found


@dataclass
class Server:
    """One fake Discord and one bot for the module: the four-player game in #general, the
    five-player game in #games, the monarch edition in #monarchs, each with its own players."""

    fake: FakeDiscord
    cast: Cast
    bot: GameBot
    four: list[FakeUser]
    five: list[FakeUser]
    monarchs: list[FakeUser]

    def channel(self, name: str) -> FakeChannel:
        return next(c for c in self.fake.guild.channels if c.name == name)


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Server]:
    async with FakeDiscord(channel_names=("general", "games", "monarchs")) as fake:
        cast = add_cast(fake)
        four = [cast.ann, cast.bob, fake.add_user("Dan"), fake.add_user("Eve", locale="en-GB")]
        five = [fake.add_user(name) for name in ("Fay", "Hal", "Ivy", "Jon")]
        five.insert(1, fake.add_user("Gus", locale="zh-CN"))
        monarchs = [fake.add_user(name) for name in ("Kim", "Lee", "Max", "Ned")]
        database: Path = tmp_path_factory.mktemp("worldwar") / "games.db"
        async with game_bot(fake, bot_settings(fake, database)) as bot:
            yield Server(fake, cast, bot, four, five, monarchs)
    fake.check()


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def played(server: Server) -> PlayedGame:
    fake, cast, bot = server.fake, server.cast, server.bot
    ann, bob, dan, eve = server.four
    with recorded_logs() as logs:
        table = await open_ww(fake, cast.moderator, server.four, bot, seed=SEED)
        rng = random.Random(SEED)
        first = table.prompt_for(table.seat_of(ann))
        assert first is not None
        old = next(
            (first, cid, value)
            for action, cid, value in table.controls_of(first, table.seat_of(ann))
            if action["t"] == "mission"
        )
        # everyone keeps a mission by DM; Bob places a piece; then three leave
        state, _ = await current_state(bot, table.game_id)
        for seat in sorted(table.players):
            await play(table, bot, seat, legal(state, seat, "mission")[0])
        refused = await strangers_and_stale(table, bot, cast.carol, old)
        seat = table.seat_of(bob)
        state, _ = await current_state(bot, table.game_id)
        await play(table, bot, seat, legal(state, seat, "place")[0])
        for player in (dan, eve, bob):
            await kick(table, cast.moderator, player)
        # Ann's setup, then her first turn: bad attacks first, then a full turn
        seat = table.seat_of(ann)
        await play_until(table, bot, rng, lambda s: s["phase"] != "setup")
        await play_until(
            table, bot, rng, lambda s: s["phase"] == "turn" and not legal(s, seat, "place")
        )
        await bad_attacks(table, bot, refused)
        table.turn_cap = 6
        await play_until(table, bot, rng, lambda s: s["round"] >= 2 or s["phase"] == "over")
        # then briskly to the end: each turn ended and each buy phase done at once
        table.turn_cap, table.buy_cap = 0, 0
        await play_until(table, bot, rng)
        await bot.desk.replays_added()  # the last post's replay.gif, added by an edit
        finished = await bot.service.load_game(table.game_id)
        rows = await bot.store.actions(table.game_id)
    events = [Event.from_json(event) for row in rows for event in row.events]
    public = [event for event in events if event.to is None]
    return PlayedGame(
        fake, cast, dan, eve, table, finished, finished.state, rows, public, logs, refused
    )


def channel_text(fake: FakeDiscord) -> str:
    return "\n".join(m.text() for m in fake.public_messages())


async def test_a_whole_game_from_game_new_to_the_final_post(played: PlayedGame) -> None:
    fake, table, final = played.fake, played.table, played.final
    result = engine.result(final)
    assert result is not None, "the game reached its end"
    engine.check_invariants(final)
    moves = table.moves_made()
    assert all(move.interaction.type in (2, 3) for move in moves)
    # each move a player made is the log's entry right after the version it was made at
    for move in moves:
        row = played.rows[move.version_before]
        assert (row.seat, row.user_id) == (move.seat, table.players[move.seat].id), move.action
    hows = {(move.action["t"], move.how) for move in moves}
    wanted = {
        ("mission", "dm"),
        ("place", "dm"),
        ("lord", "dm"),
        ("attack", "ww attack"),
        ("attack", "dm"),
        ("move", "dm"),
        ("move", "ww march"),
        ("card", "dm"),
        ("card", "ww card"),
        ("buy", "dm"),
        ("buy", "ww buy"),
        ("end", "ww end"),
    }
    assert wanted <= hows, wanted - hows
    # the typed attack named its territories by the ids its autocomplete offered
    typed = table.made_by("attack", "ww attack")[0]
    options = {o["name"]: o["value"] for o in typed.interaction.data["options"][0]["options"]}
    assert (options["origin"], options["target"]) == (typed.action["a"], typed.action["b"])
    # a move by slash command is answered only to the player who made it
    for move in moves:
        if move.interaction.type == 2:
            answers = fake.responses(move.interaction)
            assert answers and all(a.ephemeral for a in answers), move.action
            assert all(a.visible_to == table.players[move.seat].id for a in answers)
    # the final post: what the channel got from the last move on
    ending = table.history[-2][0]
    last = "\n".join(m.text() for m in fake.public_messages() if m.seq > ending)
    lines = result_lines(played.finished, CHANNEL_LOCALE)
    assert lines and all(line in last for line in lines)
    for seat in table.players:
        mission = final["seats"][seat]["mission"]
        assert mission and text(CHANNEL_LOCALE, mission_text(mission)) in last
    assert all(table.players[w].name in last for w in result.winners)


async def test_boards_and_battles_with_their_dice_reach_the_channel(played: PlayedGame) -> None:
    fake = played.fake
    files = [f for m in fake.public_messages() for f in m.files]
    boards = [f for f in files if f.filename == "board.png"]  # the end: story, replay, record
    assert len(boards) >= 10 and all(f.is_png for f in boards)
    pictures = ("board.png", "focus.png")  # a board and its close-up of the last move
    extras = [f.filename for f in files if f.filename not in pictures]
    assert len(extras) == 3 and extras[0] == "story.png" and extras[2] == "replay.gif"
    assert extras[1].startswith("record-")  # the replay is added last, by an edit
    assert all(f.description for f in files if f.filename == "focus.png")
    assert all(f.description and len(f.description) <= 1024 for f in boards)
    battles = [e for e in played.public_events if e.key == "ww-ev-battle"]
    assert battles, "the game had battles"
    channel = channel_text(fake)
    for battle in battles:
        [line] = narrate(played.finished, [battle], CHANNEL_LOCALE)
        assert line in channel
    # dice as counted (a lord, a grudge or a card raise them); none when towers killed all
    rolled = [b.params["attacker_dice"] for b in battles if b.params["attacker_dice"]]
    assert rolled and all(len(d) <= 13 and min(d) >= 1 for d in rolled)
    # the typed attack was narrated with its dice right after it was made
    table = played.table
    typed = table.made_by("attack", "ww attack")[0]
    index = table.moves.index(typed)
    start, end = table.history[index][0], table.history[index + 1][0]
    after = "\n".join(t for m in fake.public_messages() for t in m.texts_between(start, end))
    row = played.rows[typed.version_before]
    [battle] = [
        Event.from_json(e)
        for e in row.events
        if e["key"] in ("ww-ev-battle", "ww-ev-duel", "ww-ev-conquer")
    ][:1]
    [line] = narrate(played.finished, [battle], CHANNEL_LOCALE)
    assert line in after


async def test_each_player_gets_mission_and_hand_by_dm_with_a_picture(
    played: PlayedGame,
) -> None:
    fake, table = played.fake, played.table
    for seat, user in table.players.items():
        inbox = fake.dm_inbox(user)
        assert inbox, f"{user.name} got DMs"
        pictures = [f for m in inbox for f in m.files]
        # the seat's own picture, and on a DM that asks it to move the board's changes
        assert pictures and all(f.is_png for f in pictures)
        assert {f.filename for f in pictures} <= {"private.png", "catchup.png"}
        assert any(f.filename == "private.png" for f in pictures)
        seen = "\n".join(s for m in inbox for s in m.all_texts())
        state = next(s for _, s in table.history if s["seats"][seat]["mission"])
        mine = private_summary(engine.view(state, seat))
        # in the player's language, another side named by its player as the channel does
        names = SeatNames(played.finished, user.locale)
        assert text(user.locale, names.line(mine[0])) in seen, "the mission"
        hands = {
            text(user.locale, line)
            for _, s in table.history
            for line in private_summary(engine.view(s, seat))
            if line.key == "ww-me-hand"
        }
        assert any(hand in seen for hand in hands), "the hand, in the player's language"


def secrets_of(played: PlayedGame) -> dict[int, set[str]]:
    """Each seat's mission (kept and offered) and hand lines, in every language, as the game
    ever had them while a player could be shown them."""
    found: dict[int, set[str]] = {seat: set() for seat in played.table.players}
    for _, state in played.table.history:
        for seat in found:
            view = engine.view(state, seat)
            me = view["me"]
            missions = [me["mission"], *me["offer"]] if me["mission"] else list(me["offer"])
            for locale in SUPPORTED:
                found[seat] |= {text(locale, mission_text(m)) for m in missions if m}
                found[seat] |= {
                    text(locale, line)
                    for line in private_summary(view)
                    if line.key == "ww-me-hand" and line.params["count"]
                }
    return found


def allowed_lines(played: PlayedGame, reader: int | None) -> set[str]:
    """Lines that may name a secret: the final reveal and a completed mission in the channel,
    what a spy card showed its player in his own DM."""
    if reader is None:
        done = [e for e in played.public_events if e.key == "ww-ev-mission-done"]
        lines = final_lines(played.finished, CHANNEL_LOCALE) + narrate(
            played.finished, done, CHANNEL_LOCALE
        )
        return {line.strip() for line in lines}
    user = played.table.players[reader]
    return {
        text(user.locale, seen_text(seen)).strip()
        for _, state in played.table.history
        for seen in state["seats"][reader]["seen"]
    }


def leaks_in(texts: list[str], needles: set[str], allowed: set[str], where: str) -> list[str]:
    return [
        f"{where}: {needle!r} in {line!r}"
        for version in texts
        for line in version.splitlines()
        for needle in needles
        if needle in line and line.strip() not in allowed
    ]


async def test_no_mission_or_hand_reaches_the_channel_another_player_or_the_logs(
    played: PlayedGame,
) -> None:
    fake, table = played.fake, played.table
    secrets = secrets_of(played)
    assert all(secrets.values())
    leaks: list[str] = []
    public = [
        version
        for message in fake.public_messages()
        for version in message.all_texts() + [f.description or "" for f in message.files]
    ]
    everything = set().union(*secrets.values())
    leaks += leaks_in(public, everything, allowed_lines(played, None), "#channel")
    for reader, user in table.players.items():
        others = set().union(*(secrets[s] for s in secrets if s != reader))
        texts = [
            version
            for message in fake.dm_inbox(user) + fake.ephemeral_for(user)
            for version in message.all_texts() + [f.description or "" for f in message.files]
        ]
        leaks += leaks_in(texts, others, allowed_lines(played, reader), user.name)
        # the same needles do find the reader's own secrets in his own DMs
        assert any(own in t for own in secrets[reader] for t in texts), user.name
    carol = [v for m in fake.ephemeral_for(played.cast.carol) for v in m.all_texts()]
    leaks += leaks_in(carol, everything, set(), "Carol")
    missions = {
        m
        for _, state in table.history
        for info in state["seats"]
        for m in [info["mission"], *info["offer"]]
        if m
    }
    leaks += leaks_in(played.logs, everything | missions, set(), "log")  # texts and ids
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks))[:20])


async def test_bad_attacks_are_refused_privately_in_the_players_language(
    played: PlayedGame,
) -> None:
    far, too_many = played.refused["far"], played.refused["too-many"]
    assert far.code == "ww-err-not-adjacent"
    assert too_many.code == "ww-err-pieces"
    for refused in (far, too_many):
        await refusal(
            played.fake, refused.interaction, refused.user, refused.code, **refused.params
        )
        assert refused.user.locale == "zh-TW"
        assert refused.after == refused.before, "the game did not change"


async def test_a_stranger_and_a_stale_control_are_refused(played: PlayedGame) -> None:
    fake = played.fake
    stranger = played.refused["stranger"]
    await refusal(fake, stranger.interaction, stranger.user, stranger.code, **stranger.params)
    assert stranger.after == stranger.before
    stale = played.refused["stale"]
    assert stale.after == stale.before
    message = fake.messages[stale.interaction.source_message_id or 0]
    notice = t(stale.user.locale, "error-controls-stale")
    assert any(version.startswith(notice) for version in message.all_texts())


# ----- five players, and the monarch edition --------------------------------------------------


async def test_five_players_through_the_platform_to_the_end(server: Server) -> None:
    """Five players join in #games; one keeps a mission by DM, then all five are handed to the
    autopilot, which plays the game to its end."""
    fake, moderator, players = server.fake, server.cast.moderator, server.five
    games = server.channel("games")
    table = await open_ww(fake, moderator, players, server.bot, seed=SEED + 1, channel=games)
    fay = table.seat_of(players[0])
    state, _ = await current_state(server.bot, table.game_id)
    await play(table, server.bot, fay, legal(state, fay, "mission")[0])
    for player in players[:-1]:
        await kick(table, moderator, player)
    ending = fake.mark()
    await kick(table, moderator, players[-1])  # the autopilot plays on to the end
    finished = await server.bot.service.load_game(table.game_id)
    final = finished.state
    result = engine.result(final)
    assert result is not None and final["players"] == 5
    engine.check_invariants(final)
    assert sorted(result.scores) == [0, 1, 2, 3, 4]
    posts = fake.public_messages(games)
    last = "\n".join(m.text() for m in posts if m.seq > ending)
    assert all(line in last for line in result_lines(finished, CHANNEL_LOCALE))
    for seat in range(5):
        mission = final["seats"][seat]["mission"]
        assert text(CHANNEL_LOCALE, mission_text(mission)) in last
    green = text(CHANNEL_LOCALE, Text("ww-seat-green"))
    assert green in "\n".join(m.text() for m in posts)
    assert all(f.is_png for m in posts for f in m.files if f.filename == "board.png")
    # the last post also carries the game's record, and it checks out
    [record] = [f for f in posts[-1].files if f.filename.startswith("record-")]
    assert verify_bytes(record.data).ok
    # Fay's DM showed her mission; no other player's DM did
    mission = mission_text(final["seats"][fay]["mission"])
    kept = text(players[0].locale, Text("ww-me-mission", {"mission": mission}))
    assert any(kept in v for m in fake.dm_inbox(players[0]) for v in m.all_texts())
    names = {text(locale, mission) for locale in SUPPORTED}
    for other in players[1:]:
        texts = [v for m in fake.dm_inbox(other) for v in m.all_texts()]
        assert not leaks_in(texts, names, set(), other.name)


async def test_the_monarch_edition_offers_a_lord_card_in_the_setup_dm(server: Server) -> None:
    fake, moderator, players = server.fake, server.cast.moderator, server.monarchs
    where = server.channel("monarchs")
    table = await open_ww(
        fake, moderator, players, server.bot, seed=SEED, channel=where, edition="monarchs"
    )
    state, _ = await current_state(server.bot, table.game_id)
    assert state["options"]["edition"] == "monarchs"
    kim, lee = table.seat_of(players[0]), table.seat_of(players[1])
    dm = table.prompt_for(kim)
    assert dm is not None
    offered = [a for a, _, _ in table.controls_of(dm, kim) if a["t"] == "lordcard"]
    assert sorted(a["c"] for a in offered) == sorted(state["seats"][kim]["lord_offer"])
    move = await play(table, server.bot, kim, offered[0])
    assert move.how == "dm"
    after, _ = await current_state(server.bot, table.game_id)
    assert after["seats"][kim]["lord_card"] == offered[0]["c"]
    # the channel hears which lord card Kim kept; the one she set aside stays hers to know
    loaded = await server.bot.service.load_game(table.game_id)
    [row] = [r for r in await server.bot.store.actions(table.game_id) if r.seat == kim]
    [kept] = [Event.from_json(e) for e in row.events if e["key"] == "ww-ev-lord-card"]
    [line] = narrate(loaded, [kept], CHANNEL_LOCALE)
    posts = fake.public_messages(where)
    assert line in "\n".join(m.text() for m in posts)
    aside = {text(locale, Text(f"ww-lord-{offered[1]['c']}")) for locale in SUPPORTED}
    kims = [v for m in fake.dm_inbox(players[0]) for v in m.all_texts()]
    assert leaks_in(kims, aside, set(), "Kim"), "Kim's DM names both cards offered"
    public = [v for m in posts for v in m.all_texts() + [f.description or "" for f in m.files]]
    others = [v for p in players[1:] for m in fake.dm_inbox(p) for v in m.all_texts()]
    assert not leaks_in(public + others, aside, set(), "elsewhere")
    # Lee's DM offers his own lord cards, never Kim's
    lee_dm = table.prompt_for(lee)
    assert lee_dm is not None
    his = {action_key(a) for a, _, _ in table.controls_of(lee_dm, lee) if a["t"] == "lordcard"}
    assert his and not his & {action_key(a) for a in offered}
    end = await fake.slash(moderator, "game end", channel=where, reason="test")
    await settled(fake, end)
    assert (await server.bot.service.load_game(table.game_id)).game.status == "ended"
