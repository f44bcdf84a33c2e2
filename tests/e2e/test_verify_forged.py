"""``/game verify`` with a forged record (issue 23, item 23): a number of thousands of digits
or an option of the wrong kind is answered in words that name the field, never ``{???}``."""

from __future__ import annotations

import json

import pytest

from bot.app import GameBot
from bot.i18n import t
from tests.e2e.gamebot import Cast, open_table
from tests.e2e.test_verify import verify_answer
from tests.fakediscord import FakeDiscord, settled

pytestmark = pytest.mark.e2e


async def test_a_forged_record_is_answered_with_the_field_it_gets_wrong(
    fake: FakeDiscord, cast: Cast, bot: GameBot
) -> None:
    game_id, *_ = await open_table(fake, cast.moderator, [cast.ann, cast.bob], bot, "tek")
    await settled(fake, await fake.slash(cast.moderator, "game end", reason="test"))
    last = fake.public_messages()[-1]
    record = json.loads(next(f for f in last.files if f.filename.startswith("record-")).data)
    for change, field in (
        (lambda forged: forged["game"].update(id=10**3999), "id"),
        (lambda forged: forged["game"]["options"].update(deal_factions="bogus"), "deal_factions"),
    ):
        forged = json.loads(json.dumps(record))
        change(forged)
        upload = (f"record-{game_id}.json", json.dumps(forged).encode())
        answer = await verify_answer(fake, cast.carol, upload)
        assert "{???}" not in answer
        assert t("en", "verify-malformed", field=field) in answer
