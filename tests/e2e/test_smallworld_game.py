"""Issue 5: a whole three-player Small World game played only through interactions (lobby
buttons, DM buttons and selects, ``/smallworld`` commands with autocomplete), then checks of
what everybody saw: boards in the channel, coins only by DM, the final scores, the turn count,
defenders placing their tokens out of turn. A second game checks a refused typed move and the
conquest autocomplete.

The whole game is played once per module and the tests read it.
"""

from __future__ import annotations

import copy
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.engine.base import Event, RuleError, State, action_key
from bot.games.smallworld.engine import ENGINE as engine
from bot.games.smallworld.engine.conquest import conquest_cost
from bot.games.smallworld.engine.maps import load_map
from bot.games.smallworld.engine.state import forces, regions_of, seat_tokens_on_map
from bot.games.smallworld.engine.turn import pending_hand
from bot.i18n import SUPPORTED, Text, t, text
from bot.store import ActionRow
from bot.table import Table
from bot.table.narration import narrate, result_lines
from tests.e2e.gamebot import Cast, add_cast, bot_settings, choice_action, current_state, game_bot
from tests.e2e.logs import recorded_logs
from tests.e2e.swbot import SmallWorldTable, open_smallworld, play_to_the_end
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, settled
from tests.fakediscord.model import flatten_components

# One worker runs the whole module (pytest-xdist), so the game its tests share is played once.
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("test_smallworld_game"),
]

SEED = 6  # with the driver's Random(SEED) this game has defender placements and final rolls
PLAYERS = 3


@dataclass
class PlayedGame:
    fake: FakeDiscord
    cast: Cast
    dan: FakeUser
    table: SmallWorldTable
    finished: Table
    final: State
    rows: list[ActionRow]  # the action log
    private_events: dict[int, list[Event]]  # seat -> its private events, from the action log
    public_events: list[Event]
    logs: list[str]


def events_of(rows: list[ActionRow]) -> list[Event]:
    return [Event.from_json(event) for row in rows for event in row.events]


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[PlayedGame]:
    # INFO, the bot's default LOG_LEVEL (discord.py's own loggers never go below INFO).
    with recorded_logs() as logs:
        async with FakeDiscord() as fake:
            cast = add_cast(fake)
            dan = fake.add_user("Dan")  # the third player; his Discord speaks English
            database: Path = tmp_path_factory.mktemp("smallworld") / "games.db"
            async with game_bot(fake, bot_settings(fake, database)) as bot:
                players = [cast.ann, cast.bob, dan]
                table = await open_smallworld(fake, cast.moderator, players, bot, seed=SEED)
                await play_to_the_end(table, bot, random.Random(SEED))
                await bot.desk.replays_added()  # the last post's replay.gif, added by an edit
                finished = await bot.service.load_game(table.game_id)
                rows = await bot.store.actions(table.game_id)
            events = events_of(rows)
            private: dict[int, list[Event]] = {seat: [] for seat in table.players}
            for event in events:
                for seat in event.to or ():
                    private[seat].append(event)
            public = [event for event in events if event.to is None]
            yield PlayedGame(
                fake,
                cast,
                dan,
                table,
                finished,
                finished.state,
                rows,
                private,
                public,
                logs,
            )
        fake.check()


async def test_a_whole_game_from_game_new_to_the_final_scores(played: PlayedGame) -> None:
    fake, table, final = played.fake, played.table, played.final
    result = engine.result(final)
    assert result is not None, "the game reached its end"
    engine.check_invariants(final)
    moves = table.moves_made()
    assert len(moves) >= 60
    # every move was a real interaction: a component (3) or a slash command (2)
    assert all(move.interaction.type in (2, 3) for move in moves)
    hows = {move.how for move in moves}
    assert {"dm", "smallworld conquer", "smallworld final"} <= hows, hows
    # a move by slash command is answered only to the player who made it
    for move in moves:
        if move.interaction.type == 2:
            answers = fake.responses(move.interaction)
            assert answers and all(a.ephemeral for a in answers), move.action
            assert all(a.visible_to == table.players[move.seat].id for a in answers)
    # the final post carries each seat's score and the winner, in the channel's language
    last = fake.public_messages()[-1].text()
    lines = result_lines(played.finished, "en")
    assert lines and all(line in last for line in lines)
    for seat, score in result.scores.items():
        assert final["seats"][seat]["coins"] == score
    assert table.players[result.winners[0]].name in last


async def test_the_game_lasts_the_maps_number_of_turns(played: PlayedGame) -> None:
    turns = load_map(PLAYERS).turns
    assert turns == 10
    assert played.final["turns"] == turns and played.final["turn"] == turns
    started = [e.params["turn"] for e in played.public_events if e.key == "sw-turn-start"]
    assert sorted(set([1, *started])) == list(range(1, turns + 1))
    # every seat played every turn: 3 x 10 turns, the first started by setup
    assert len(started) + 1 == PLAYERS * turns
    channel = "\n".join(m.text() for m in played.fake.public_messages())
    last_turn = t("en", "sw-turn-start", turn=turns, seat="").split(":")[0]
    assert last_turn in channel


async def test_boards_arrive_as_png_attachments_after_public_moves(played: PlayedGame) -> None:
    fake, table = played.fake, played.table
    public = fake.public_messages()
    # besides the boards, only the story chart and the game's record, on its last post
    pictures = ("board.png", "focus.png")  # a board and its close-up of the last move
    extras = [f.filename for m in public for f in m.files if f.filename not in pictures]
    assert extras == [f.filename for f in public[-1].files if f.filename not in pictures]
    assert len(extras) == 3 and extras[0] == "story.png" and extras[2] == "replay.gif"
    assert extras[1].startswith("record-")  # the replay is added last, by an edit
    boards = [f for m in public for f in m.files if f.filename == "board.png"]
    assert boards and all(f.is_png for f in boards)
    marks = [mark for mark, _ in table.history]
    posted = 0
    for index, move in enumerate(table.moves_made()):
        row = played.rows[move.version_before]
        assert (row.number, row.seat) == (move.version_before + 1, move.seat)
        news = any(not event.get("to") for event in row.events)
        # what the channel showed after the move: a new post or an edit of the turn post
        shown = [v for m in public for v in m.versions_between(marks[index], marks[index + 1])]
        if news:  # a move with public news is told in the channel, the board attached
            assert shown and [f.filename for f in shown[-1]["attached"]][:1] == ["board.png"], (
                row.action
            )
            posted += 1
        else:  # a move that changed nothing public (ending conquests) posts or edits nothing
            assert shown == [], row.action
    assert posted >= 50


def coin_lines(locale: str, coins: int) -> str:
    return text(locale, Text("sw-me-coins", {"coins": coins}))


def secret_texts(played: PlayedGame, seat: int) -> set[str]:
    """Everything that tells this seat's coins: its private events and its coins line, at every
    point of the game, in every language."""
    found = {
        line
        for locale in SUPPORTED
        for line in narrate(played.finished, played.private_events[seat], locale)
    }
    totals = {state["seats"][seat]["coins"] for _, state in played.table.history}
    return found | {coin_lines(locale, coins) for coins in totals for locale in SUPPORTED}


async def test_coins_arrive_only_by_dm(played: PlayedGame) -> None:
    fake, table = played.fake, played.table
    kinds = {e.key for events in played.private_events.values() for e in events}
    assert kinds <= {"sw-picked-private", "sw-scored-private"}, kinds
    for seat, user in table.players.items():
        assert played.private_events[seat], f"seat {seat} had private news"
        assert all(e.to == (seat,) for e in played.private_events[seat])
        dm_texts = "\n".join(s for m in fake.dm_inbox(user) for s in m.all_texts())
        seen = dm_texts + "\n".join(s for m in fake.ephemeral_for(user) for s in m.all_texts())
        # every private event reached its seat, in the seat's language
        for line in narrate(played.finished, played.private_events[seat], user.locale):
            assert line in seen, f"{user.name} never saw {line!r}"
        # the seat's coins line and its last score (its final total) reached its DMs
        assert any(coin_lines(user.locale, c) in dm_texts for c in range(200)), user.name
        last = played.private_events[seat][-1]
        assert last.key == "sw-scored-private"
        assert last.params["total"] == played.final["seats"][seat]["coins"]
        assert narrate(played.finished, [last], user.locale)[0] in seen


async def test_no_coins_reach_the_channel_another_player_or_the_logs(played: PlayedGame) -> None:
    fake, table = played.fake, played.table
    secrets = {seat: secret_texts(played, seat) for seat in table.players}
    end_mark = table.history[-2][0]  # the last move's answer reveals every seat's coins
    leaks: list[str] = []
    for seat, needles in secrets.items():
        for message in fake.public_messages():
            if message.seq > end_mark:
                continue
            texts = message.all_texts() + [f.description or "" for f in message.files]
            leaks += [f"#channel: {n!r}" for n in needles for s in texts if n in s]
            for file in message.files:
                leaks += [f"file: {n!r}" for n in needles if n.encode() in file.data]
        for reader_seat, reader in table.players.items():
            if reader_seat == seat:
                continue
            # the same words in the reader's own secrets (equal totals) are no leak
            foreign = needles - secrets[reader_seat]
            for message in fake.dm_inbox(reader) + fake.ephemeral_for(reader):
                leaks += [
                    f"{reader.name}: {n!r}" for n in foreign for s in message.all_texts() if n in s
                ]
        leaks += [f"log: {n!r}" for n in needles for line in played.logs if n in line]
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks)))
    # ...and the end does reveal them, with the scores, said about each player
    last = fake.public_messages()[-1].text()
    for seat in table.players:
        coins = played.final["seats"][seat]["coins"]
        assert text("en", Text("sw-reveal-coins", {"coins": coins})) in last


async def test_defenders_place_their_tokens_out_of_turn_from_the_dm_button(
    played: PlayedGame,
) -> None:
    fake, table = played.fake, played.table
    keep = {text(locale, Text("sw-ui-redeploy-keep")) for locale in SUPPORTED}
    defences = [m for m in table.moves_made() if m.phase == "defenders"]
    assert defences, "the game had a defender redeployment"
    for move in defences:
        assert move.seat != move.active, "a defender moves outside its own turn"
        assert move.how == "dm" and move.interaction.type == 3
        assert action_key(move.action) == action_key({"t": "redeploy"})
        index = table.moves.index(move)
        before, after = table.history[index][1], table.history[index + 1][1]
        assert move.seat in engine.waiting_for(before) and pending_hand(before, move.seat)
        # the tokens it got back are on its regions now, nothing else moved
        in_hand = sum(
            force["hand"]
            for force, _ in forces(before, move.seat)
            if regions_of(before, force["race"])
        )
        on_map = seat_tokens_on_map(after, move.seat)
        assert on_map == seat_tokens_on_map(before, move.seat) + in_hand
        assert not pending_hand(after, move.seat)
        # the click came from the defender's own DM, on the "keep" button
        [answer] = fake.responses(move.interaction)
        assert fake.channels[answer.channel_id].is_dm
        clicked = str(move.interaction.data.get("custom_id"))
        labels = [
            c.get("label")
            for v in answer.versions
            for c in flatten_components(v["components"])
            if c.get("custom_id") == clicked
        ]
        assert labels and labels[0] in keep


# --- a second game: the conquest autocomplete and a refused typed move -----------------------


def refusal_of(state: State, seat: int, action: dict, locale: str) -> str:
    """The words of the engine's refusal of ``action``, as the bot should show them."""
    try:
        engine.apply(copy.deepcopy(state), seat, action, random.Random(0))
    except RuleError as error:
        return "⛔ " + t(locale, error.code, **error.params)
    raise AssertionError(f"{action} is legal")


async def test_conquer_autocomplete_and_a_refused_typed_region(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        cast = add_cast(fake)
        dan = fake.add_user("Dan")
        async with game_bot(fake, bot_settings(fake, tmp_path / "games.db")) as bot:
            players = [cast.ann, cast.bob, dan]
            table = await open_smallworld(fake, cast.moderator, players, bot, seed=SEED)
            state, version = await current_state(bot, table.game_id)
            seat = state["active"]
            player = table.players[seat]
            others = [user for s, user in table.players.items() if s != seat]

            # the first move: a combo picked through /smallworld pick and its autocomplete, each
            # choice as the DM's market shows it: position, power, race, cost and coins on it
            picks = await fake.autocomplete(player, "smallworld pick", focused="combo")
            assert [choice_action(c["value"]) for c in picks] == engine.legal_actions(state, seat)
            locale = player.locale
            for choice in picks:
                index = choice_action(choice["value"])["i"]
                combo = state["market"][index]
                label = Text(
                    "sw-ui-pick-choice",
                    {
                        "position": index + 1,
                        "power": Text(f"sw-power-{combo['power']}"),
                        "race": Text(f"sw-race-{combo['race']}"),
                        "cost": index,
                    },
                )
                coins = Text("sw-ui-pick-coins", {"coins": combo["coins"]})
                assert choice["name"] == t(locale, "choice-detail", label=label, detail=coins)
            await answered(
                fake, await fake.slash(player, "smallworld pick", combo=picks[0]["value"])
            )
            state, version = await current_state(bot, table.game_id)
            assert state["phase"] == "conquer"

            # the autocomplete lists exactly the legal conquests, each with its terrain and cost
            # as the DM's menu shows them, in the player's language; nobody else is offered any
            legal = [a for a in engine.legal_actions(state, seat) if a["t"] == "conquer"]
            assert legal
            choices = await fake.autocomplete(player, "smallworld conquer", focused="region")
            assert [choice_action(c["value"]) for c in choices] == legal
            for choice, action in zip(choices, legal, strict=True):
                assert action["c"] == conquest_cost(state, seat, action["r"])
                terrain = Text(f"sw-terrain-{state['board'][str(action['r'])]['terrain']}")
                label = Text(
                    "sw-ui-conquer-choice",
                    {"region": action["r"], "terrain": terrain, "cost": action["c"]},
                )
                assert choice["name"] == text(locale, label)
                assert text(locale, terrain) in choice["name"]
            for other in others:
                assert await fake.autocomplete(other, "smallworld conquer", focused="region") == []

            # a typed number that is no legal target: an ephemeral reason, nothing changes
            targets = {a["r"] for a in legal}
            illegal = min(int(rid) for rid in state["regions"] if int(rid) not in targets)
            refused = {"t": "conquer", "r": illegal}
            before_mark, before_public = fake.mark(), len(fake.public_messages())
            move = await fake.slash(player, "smallworld conquer", region=str(illegal))
            await settled(fake, move)
            answer = await fake.reply(move)
            assert answer.ephemeral and answer.visible_to == player.id
            assert answer.content == refusal_of(state, seat, refused, player.locale)
            assert await current_state(bot, table.game_id) == (state, version)
            assert len(fake.public_messages()) == before_public
            assert all(m.touched <= before_mark for u in players for m in fake.dm_inbox(u))

            # another player typing a legal number is refused too (not their turn)
            target = min(targets)
            move = await fake.slash(others[0], "smallworld conquer", region=str(target))
            await settled(fake, move)
            answer = await fake.reply(move)
            assert answer.ephemeral and answer.content == "⛔ " + t(
                others[0].locale, "error-not-your-turn"
            )
            assert await current_state(bot, table.game_id) == (state, version)

            # the same number typed by the player whose turn it is conquers the region
            await answered(fake, await fake.slash(player, "smallworld conquer", region=str(target)))
            after, new_version = await current_state(bot, table.game_id)
            assert new_version == version + 1
            assert after["regions"][str(target)]["owner"] == seat
            [row] = (await bot.store.actions(table.game_id))[version:]
            # the log holds the engine's own action (with its cost), never the typed input
            cost = conquest_cost(state, seat, target)
            assert (row.seat, row.action) == (seat, {"t": "conquer", "r": target, "c": cost})
    fake.check()


async def answered(fake: FakeDiscord, move: FakeInteraction) -> FakeMessage:
    """Wait until the bot has finished with ``move``; its answer must not be a refusal."""
    await settled(fake, move)
    answer = await fake.reply(move)
    assert not answer.content.startswith("⛔"), answer.content
    return answer
