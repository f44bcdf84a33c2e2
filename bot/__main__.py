"""``python -m bot`` runs the bot; ``python -m bot demo <game>`` plays an offline demo;
``python -m bot verify record.json`` checks a game's record;
``python -m bot migrate-db SOURCE_URL DESTINATION_URL`` copies a database into an empty one;
``python -m bot arena --game G --players N --seats strong,easy`` measures the bot levels."""

from __future__ import annotations

import argparse
import logging
import sys

from bot.settings import SettingsError, load_settings

NO_TOKEN = (
    "DISCORD_TOKEN is not set: create a bot at https://discord.com/developers/applications "
    "(see README.md, 'Create the Discord application'), put its token in .env, "
    "or try the offline demo without a token: scripts/run-bot demo suntzu"
)
# Named as scripts/run-bot, not `python -m bot`: outside the project's virtual environment
# the latter fails with ModuleNotFoundError, and run-bot creates the venv and uses it.

# The commands main() hands over to their own modules, for `python -m bot --help`.
COMMANDS = (
    ("demo GAME", "play a whole game offline, the bot in every seat; needs no token"),
    ("verify RECORD", "check a game's record-<id>.json: replay it, check its commitments"),
    ("migrate-db SOURCE DEST", "copy every game from one database into an empty one"),
    ("arena --game G ...", "bot levels play each other: each level's win share, 95 % CI"),
)


COMMAND_HELP = "'python -m bot COMMAND --help' describes a command's options."


def _parser() -> argparse.ArgumentParser:
    """``python -m bot``'s own options. The commands are dispatched by name before this
    parser runs; it lists them (a line each) for ``--help`` and names an unknown one."""
    listed = "\n".join(f"  {usage:<24}{what}" for usage, what in COMMANDS)
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        usage="python -m bot [-h] [COMMAND ...]",
        # the epilog's command list is laid out by hand, a line each
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=(
            "Without a command: run the game bot (settings come from the environment and\n"
            ".env, see .env.example). From a checkout, scripts/run-bot runs this inside the\n"
            "project's virtual environment, e.g. scripts/run-bot demo suntzu."
        ),
        epilog=f"commands:\n{listed}\n\n{COMMAND_HELP}",
    )
    parser.add_argument(
        "command",
        nargs="?",
        choices=[usage.split()[0] for usage, _ in COMMANDS],
        metavar="COMMAND",
        help="one of the commands below; none runs the bot",
    )
    return parser


# Libraries whose DEBUG output carries what must never reach a log line: discord.py prints
# every request and gateway payload (DMs, hands, sealed choices), aiosqlite every statement
# with its parameters (snapshots, the game's random secret).
CHATTY_LOGGERS = ("discord", "aiosqlite")


def hold_chatty_loggers(level: str | int) -> None:
    """Keep the chatty libraries at INFO or above, whatever ``level`` says."""
    number = logging.getLevelName(level) if isinstance(level, str) else level
    for name in CHATTY_LOGGERS:
        logging.getLogger(name).setLevel(max(number, logging.INFO))


def configure_logging(level: str) -> None:
    """Log at ``level``, except the libraries' DEBUG output (see CHATTY_LOGGERS): secrets
    never go to a log line."""
    logging.basicConfig(
        level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True
    )
    hold_chatty_loggers(level)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "demo":
        from bot.demo import main as demo_main

        return demo_main(args[1:])
    if args and args[0] == "verify":
        from bot.verify import main as verify_main

        return verify_main(args[1:])
    if args and args[0] == "arena":
        from bot.ai.arena import main as arena_main

        return arena_main(args[1:])
    if args and args[0] == "migrate-db":
        from bot.store.copy import main as copy_main

        return copy_main(args[1:])
    _parser().parse_args(args)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    token = settings.discord_token
    if not token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    from bot.running import run

    return run(settings, token)


if __name__ == "__main__":
    sys.exit(main())
