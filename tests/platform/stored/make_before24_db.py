"""Write before24.db: one game of each shipped game half played, stored by the code of main
before issue 24 moved the games into their folders (commit 91b974d, issue 23 landed), for
tests/platform/test_stored_before_issue_24.py. Run from a checkout of that commit:
``.venv/bin/python <this file> before24.db``. Kept to show how the file was made."""

import asyncio
import random
import sys
from pathlib import Path

from bot.engine.base import RuleError
from bot.store import Store
from bot.table import TableService

GAMES = (("suntzu", 2, 40), ("smallworld", 3, 60), ("tek", 3, 60), ("worldwar", 4, 120))


async def main(path: Path) -> None:
    store = await Store.open(path)
    service = TableService(store)
    try:
        for index, (kind, players, moves) in enumerate(GAMES):
            channel = 100 + index
            await service.create(
                guild_id=1, channel_id=channel, kind=kind, user_id=9, moderator=True, seed=7
            )
            for user in range(players):
                await service.join(channel, 10 + user, f"P{user}", "en")
            table = (await service.start(channel, 9, moderator=True)).table
            rng = random.Random(index)
            for _ in range(moves):
                table = await service.load_game(table.id)
                if not table.running:
                    break
                seat = min(table.waiting())
                engine = table.spec.engine
                # the autopilot's choice, else any legal move that changes the game
                legal = engine.legal_actions(table.state, seat)
                tries = [engine.autopilot(table.state, seat, rng)]
                for action in [*tries, *rng.sample(legal, min(len(legal), 30))]:
                    try:
                        await service.act(table.id, table.user_of(seat), action, seat=seat)
                        break
                    except RuleError:
                        continue
                else:
                    raise SystemExit(f"{kind}: no move changes the game")
            table = await service.load_game(table.id)
            print(kind, table.game.status, table.game.version)
    finally:
        await store.close()


asyncio.run(main(Path(sys.argv[1])))
