"""Verifiable games through the fake Discord (issue 15): a Sun Tzu game with a fresh secret,
played by clicks to its end. While it runs the channel shows the commitment to its secret and
one line for each sealed placement, and no message anywhere holds the secret or a salt; the last
post reveals them and attaches the record; ``/game verify`` with that file answers that it
checks out, and with a changed one where it differs; ``python -m bot verify`` agrees."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app import GameBot
from bot.i18n import t
from bot.table.commitments import shown
from tests.e2e.gamebot import Cast, SunTzuTable, open_table, play_until
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, settled

pytestmark = pytest.mark.e2e


async def verify_answer(fake: FakeDiscord, user: FakeUser, upload: object) -> str:
    asked = await fake.slash(user, "game verify", record=upload)
    await settled(fake, asked)
    answers = fake.responses(asked)
    assert answers and all(a.ephemeral and a.visible_to == user.id for a in answers)
    return "\n".join(embed["description"] for a in answers for embed in a.embeds)


def texts(messages: list[FakeMessage]) -> list[str]:
    return [version for message in messages for version in message.all_texts()]


async def test_commitments_during_the_game_and_the_record_verifies_after_it(
    fake: FakeDiscord, cast: Cast, bot: GameBot, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    game_id, lobby, seats, state = await open_table(
        fake, cast.moderator, [cast.ann, cast.bob], bot, "suntzu"
    )
    table = SunTzuTable(fake, game_id, lobby, seats)
    table.history.append((fake.mark(), state))
    stored = await bot.service.load_game(game_id)
    secret, secret_salt = stored.game.secret, stored.game.secret_salt
    assert secret_salt and not secret.startswith("seed:")
    # the start shows the commitment to the secret
    commitment = stored.secret_commitment
    assert commitment is not None
    started = "\n".join(texts(fake.channel_transcript(fake.channel)))
    assert t("en", "verify-seed-commitment", commitment=shown(commitment)) in started

    await play_until(table, bot, random.Random(3))
    finished = await bot.service.load_game(game_id)
    assert finished.game.status == "finished"
    rows = await bot.service.store.actions(game_id)
    salts = [row.salt for row in rows if row.salt]
    assert salts, "Sun Tzu's placements are sealed"

    # Nothing before the last post shows the secret or any salt: channel, DMs, ephemerals.
    everything = fake.all_messages()
    last = fake.public_messages()[-1]
    before_end = [message for message in everything if message.id != last.id]
    secrets_ = [secret, secret_salt, *salts]
    assert not [text for text in texts(before_end) for piece in secrets_ if piece in text]
    # ... while every sealed move's commitment was posted in the channel as it was made
    channel = "\n".join(texts([m for m in before_end if m.channel_id == fake.channel.id]))
    record_file = next(f for f in last.files if f.filename == f"record-{game_id}.json")
    record = json.loads(record_file.data)
    sealed = [move for move in record["actions"] if move["sealed"]]
    assert len(sealed) == len(salts)
    for move in sealed:
        assert f"`{shown(move['sealed']['commitment'])}`" in channel
    # ... gathered in their turn's post (issue 25), edited in as they came, not one each
    posts = [m for m in before_end if m.channel_id == fake.channel.id]
    gathering = [m for m in posts if "🔒" in m.text()]
    assert gathering and len(gathering) < len(sealed) / 2
    # each exactly once (a move sealed in the same outcome as a post is committed to there)
    final = "\n".join(m.text() for m in posts)
    assert all(final.count(shown(move["sealed"]["commitment"])) == 1 for move in sealed)
    assert any(len(m.versions) > 1 for m in gathering), "later commitments were edited in"
    # the end reveals the secret and its salt, and points at the record
    assert secret_salt in last.text() and secret in last.text()
    assert record["secret"] == {"value": secret, "salt": secret_salt, "commitment": commitment}

    # /game verify: the record as attached checks out (Carol, who did not play, asks)
    answer = await verify_answer(fake, cast.carol, record_file)
    assert answer.startswith("✅") and f"#{game_id}" in answer
    assert shown(commitment) in answer  # what to compare with the channel's start
    assert t("en", "verify-stored-same", game_id=str(game_id)) in answer
    # a changed sealed move is caught at its number
    forged = json.loads(record_file.data)
    target = next(i for i, move in enumerate(forged["actions"]) if move["sealed"])
    number = forged["actions"][target]["number"]
    forged["actions"][target]["sealed"]["salt"] = "0" * 32
    forged_bytes = json.dumps(forged).encode()
    answer = await verify_answer(fake, cast.carol, (f"record-{game_id}.json", forged_bytes))
    assert answer.startswith("❌")
    assert t("en", "verify-commitment", number=number) in answer
    assert t("en", "verify-stored-differs", game_id=str(game_id), number=number) in answer
    # something that is no record at all
    answer = await verify_answer(fake, cast.carol, ("notes.txt", b"hello"))
    assert answer.startswith(t("en", "verify-unreadable"))

    # python -m bot verify: exit 0 on the record, 1 on the changed one
    good, bad = tmp_path / "record.json", tmp_path / "forged.json"
    good.write_bytes(record_file.data)
    bad.write_bytes(forged_bytes)
    capsys.readouterr()
    assert main(["verify", str(good)]) == 0
    assert capsys.readouterr().out.startswith("✅")
    assert main(["verify", str(bad), "--locale", "zh-TW"]) == 1
    assert t("zh-TW", "verify-commitment", number=number) in capsys.readouterr().out
