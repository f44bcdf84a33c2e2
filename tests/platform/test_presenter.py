"""One presenter: the bot's channel posts and the offline demo say the same words."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from bot.demo import run_demo
from bot.store import Store
from bot.table import TableService, presenter


async def test_the_demo_log_ends_with_what_the_channels_last_post_says(tmp_path: Path) -> None:
    out = (await run_demo("highcard", 3, 7, tmp_path / "demo", "zh-TW", boards=False)).out
    log = (out / "log.txt").read_text(encoding="utf-8").strip().splitlines()
    store = await Store.open(out / "demo.db")
    try:
        service = TableService(store)
        [game_id] = [
            row[0] for row in await (await store._db.execute("SELECT id FROM games")).fetchall()
        ]
        table = await service.load_game(game_id)
        final = presenter.final_lines(table, "zh-TW")
        assert log[-len(final) :] == final
        assert any("比大小" in line or "贏得這一輪" in line for line in log)
        assert presenter.reveal_randomness(table, "zh-TW") in final
        for seat in range(3):
            mine = (out / f"seat-{seat}-private.txt").read_text(encoding="utf-8")
            assert presenter.private_message(table, seat, "zh-TW").content.splitlines()[0] in mine
    finally:
        await store.close()


def test_lists_are_joined_as_each_language_writes_them() -> None:
    assert presenter.list_join("en", ["a", "b"]) == "a, b"
    assert presenter.list_join("zh-TW", ["甲", "乙"]) == "甲、乙"
    assert presenter.chunks(["x" * 10, "y" * 10], 15) == ["x" * 10, "y" * 10]
    assert presenter.chunks(["a", "b"], 15) == ["a\nb"]


async def test_a_game_id_is_shown_without_digit_grouping(tmp_path: Path) -> None:
    """Ids are typed back by people; Fluent would write 12345 as 12,345."""
    store = await Store.open(tmp_path / "ids.db")
    try:
        service = TableService(store)
        table = await service.create(
            guild_id=1, channel_id=5, kind="suntzu", user_id=9, moderator=True
        )
        table.game = replace(table.game, id=12345)
        assert presenter.lobby_card(table, "en").footer == "Game #12345"
    finally:
        await store.close()
