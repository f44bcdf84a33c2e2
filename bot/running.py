"""Running the bot until it is told to stop: ``python -m bot`` without a subcommand.

SIGTERM and SIGINT stop it cleanly (bot/stopping.py) and it exits 0. When it cannot start
because Discord refuses the token or cannot be reached, the operator gets one line saying
what failed and what to check, and a non-zero exit, not a library's traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys

import aiohttp
import discord

from bot.settings import Settings
from bot.stopping import on_stop_signals

DISCORD_API = "https://discord.com/api/v10"  # discord.py's own, when DISCORD_API_BASE is unset
BAD_TOKEN = (
    "error: Discord refused DISCORD_TOKEN (401 Unauthorized): check that it is the bot's "
    "current token (Developer Portal, Bot, Reset Token) with no quotes or spaces around it"
)


def unreachable(settings: Settings, error: BaseException) -> str:
    where = settings.discord_api_base or DISCORD_API
    reason = str(error).strip() or type(error).__name__
    return (
        f"error: cannot reach Discord at {where} ({reason}): check the network, DNS, proxy "
        "and firewall, and DISCORD_API_BASE / DISCORD_GATEWAY_URL if they are set"
    )


def refused(error: discord.HTTPException) -> str:
    reason = error.text or "no reason given"
    return (
        f"error: Discord answered {error.status} when the bot logged in ({reason}): "
        "see https://discordstatus.com, or try again in a minute"
    )


def run(settings: Settings, token: str) -> int:
    """Run the bot until a stop signal (0) or a failed start (1, with one line on stderr)."""
    from bot.app import create_bot

    bot = create_bot(settings)
    bot.freeze_long_lived = True  # the garbage collector's policy (bot/gcpolicy.py)

    async def serve() -> None:
        async with bot:  # closes the bot, and with it the workers and the store, however we leave
            connection = asyncio.ensure_future(bot.start(token))
            # A stop signal ends the reading of the gateway (no new interactions); leaving the
            # block then closes the bot cleanly (GameBot.close). Cancelling the reader first
            # lets the close tell Discord the session is over (code 1000): closed under a
            # running reader, discord.py would answer with 4000, "resume me later".
            on_stop_signals(connection.cancel)
            await asyncio.wait({connection})
            if not connection.cancelled():
                connection.result()  # a failed login raises here

    try:
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C before the loop runs
            asyncio.run(serve())
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 1
    except discord.HTTPException as exc:
        print(refused(exc), file=sys.stderr)
        return 1
    except (aiohttp.ClientConnectionError, OSError, TimeoutError) as exc:
        print(unreachable(settings, exc), file=sys.stderr)
        return 1
    return 0
