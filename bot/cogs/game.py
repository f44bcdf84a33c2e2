"""``/game``: lobby, moderation and information commands shared by every game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

# Importing a feature's module registers the handlers of its timers (bot.cogs.timers): the
# reminders and abandonment (notify), the daily digest (digest); stall's deadlines below.
from bot.cogs import digest, notify  # noqa: F401
from bot.cogs.catchup import catchup_commands
from bot.cogs.checks import (
    is_moderator,
    may_manage_server,
    option_choice,
    option_flag,
    option_int,
    option_role,
    option_text,
)
from bot.cogs.components import register_control
from bot.cogs.delivery import reply
from bot.cogs.follow import follow_commands
from bot.cogs.fork import fork_commands
from bot.cogs.late_defer import defer_if_slow
from bot.cogs.locales import user_locale
from bot.cogs.newgame import (
    MAX_BOTS,
    SEED_MAX,
    game_choices,
    level_choices,
    level_option,
    new_command,
    read_options,
)
from bot.cogs.notify_command import notify_command, set_notify
from bot.cogs.replay import add_replay_controls, replay_commands
from bot.cogs.seats import MAX_BOT_NUMBER, replace_seat
from bot.cogs.stall import (
    FLAG_MAX,
    POLICY_CHOICES,
    apply_stall_config,
    read_stall_config,
    stall_commands,
)
from bot.cogs.stats import stats_commands
from bot.cogs.status_area import area_choices, asked_area
from bot.cogs.tablelog import log_lines
from bot.cogs.undo import RollbackButton, undo_commands
from bot.cogs.verify import verify_commands
from bot.engine.base import RuleError
from bot.games import available, get
from bot.i18n import SUPPORTED, Text, list_join, t, text
from bot.i18n.translator import cmd
from bot.table import Outcome, presenter
from bot.table.bot_names import marked_name
from bot.table.deadlines import MAX_HOURS
from bot.table.fork_words import game_title
from bot.table.nudges import DEFAULT_ABANDON_DAYS, MAX_ABANDON_DAYS

if TYPE_CHECKING:
    from bot.cogs.host import Host

LOG_MAX = 25
REASON_MAX = 200  # characters of a moderator's reason for ending a game


LANGUAGE_CHOICES = [
    app_commands.Choice(name=cmd(t("en", f"language-{code}"), f"language-{code}"), value=code)
    for code in SUPPORTED
]


def game_option(value: object) -> str:
    """The ``game`` option: one of the games this bot hosts."""
    return option_choice(value, "opt-game", {name: get(name).title for name in available()})


def language_option(value: object) -> str:
    """The ``language`` option: one of the catalog locales."""
    languages = {code: Text(f"language-{code}") for code in SUPPORTED}
    return option_choice(value, "opt-language", languages)


def reason_option(value: object) -> str | None:
    """The ``reason`` option as one line: a forged one could carry line breaks to fake a post."""
    if value is None:
        return None
    return " ".join(option_text(value, "opt-reason", REASON_MAX).split()) or None


class GameCog(commands.Cog):
    game = app_commands.Group(
        name=cmd("game", "cmd-game"),
        description=cmd("Host a board game in this channel", "cmd-game-desc"),
        guild_only=True,
    )

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        # /game new offers every registered game's options, so it is built, not written out.
        self.game.add_command(new_command(self.new_game))
        self.game.add_command(notify_command(lambda i, given: set_notify(bot, i, given)))
        # /game undo and /game rollback (bot.cogs.undo), and the rollback's confirmation button.
        for command in undo_commands(bot):
            self.game.add_command(command)
        bot.add_dynamic_items(RollbackButton)
        register_control(RollbackButton)
        for command in stall_commands(bot):  # /game pause, resume, vacation (issue 14)
            self.game.add_command(command)
        for command in stats_commands(bot):  # /game stats, a game's leaderboard too (issue 15)
            self.game.add_command(command)
        for command in verify_commands(bot):  # /game verify (issue 15)
            self.game.add_command(command)
        for command in catchup_commands(bot):  # /game catchup (issue 15)
            self.game.add_command(command)
        for command in follow_commands(bot):  # /game follow, with how:stop (issue 25)
            self.game.add_command(command)
        for command in fork_commands(bot):  # /game fork (issue 31)
            self.game.add_command(command)
        for command in replay_commands(bot):  # /game replay (issue 31)
            self.game.add_command(command)
        add_replay_controls(bot)

    @property
    def desk(self):
        return self.bot.desk

    @property
    def service(self):
        return self.bot.service

    async def _moderator(self, interaction: discord.Interaction) -> bool:
        return await is_moderator(interaction, self.service)

    # -- lobby ------------------------------------------------------------------------------

    async def new_game(self, interaction: discord.Interaction, given: dict[str, Any]) -> None:
        """``/game new`` (built from the registry by bot.cogs.newgame)."""

        kind = game_option(given.get("game"))
        seed = given.get("seed")
        fixed_seed = None if seed is None else option_int(seed, "opt-seed", 0, SEED_MAX)
        deadline = given.get("deadline_hours")
        hours = None if deadline is None else option_int(deadline, "opt-deadline", 0, MAX_HOURS)
        # Only options the moderator set; the service refuses one the game does not have.
        options = read_options(given)
        bots = given.get("bots")
        count = 0 if bots is None else option_int(bots, "opt-bots", 0, MAX_BOTS)
        level = level_option(given.get("level"))
        table = await self.service.create(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            kind=kind,
            user_id=interaction.user.id,
            moderator=await self._moderator(interaction),
            options=options,
            seed=fixed_seed,
            bots=count,
            level=level,
        )
        await self.service.deadlines.start_with(table.id, interaction.guild_id, hours)
        await self.desk.open_lobby(interaction, table)

    @game.command(
        name=cmd("join", "cmd-game-join"),
        description=cmd("Take a seat in this channel's lobby", "cmd-game-join-desc"),
    )
    async def join(self, interaction: discord.Interaction) -> None:
        table = await self.service.join(
            interaction.channel_id,
            interaction.user.id,
            interaction.user.display_name,
            user_locale(interaction),
        )
        await interaction.response.send_message(
            t(user_locale(interaction), "lobby-joined", count=len(table.seats)),
            ephemeral=True,
        )
        await self.desk.refresh_lobby(table, None)

    @game.command(
        name=cmd("leave", "cmd-game-leave"),
        description=cmd("Leave this channel's lobby", "cmd-game-leave-desc"),
    )
    async def leave(self, interaction: discord.Interaction) -> None:
        table = await self.service.leave(interaction.channel_id, interaction.user.id)
        await interaction.response.send_message(
            t(user_locale(interaction), "lobby-left"), ephemeral=True
        )
        await self.desk.refresh_lobby(table, None)

    @game.command(
        name=cmd("start", "cmd-game-start"),
        description=cmd("Seat the players and start the game (moderators)", "cmd-game-start-desc"),
    )
    async def start(self, interaction: discord.Interaction) -> None:
        await self.desk.start(interaction, interaction.channel_id)

    @game.command(
        name=cmd("kick", "cmd-game-kick"),
        description=cmd(
            "Remove a player; in a running game the bot plays their seat (moderators)",
            "cmd-game-kick-desc",
        ),
    )
    @app_commands.rename(player=cmd("player", "opt-player"), level=cmd("level", "opt-bot-level"))
    @app_commands.describe(
        player=cmd("The player to remove", "opt-player-desc"),
        level=cmd(
            "How well the bot plays the seat (default: the server's setting)", "opt-kick-level-desc"
        ),
    )
    @app_commands.choices(level=level_choices())
    async def kick(
        self, interaction: discord.Interaction, player: discord.Member, level: str | None = None
    ) -> None:
        locale = user_locale(interaction)
        moderator = await self._moderator(interaction)
        # The bot moves for the seat before the kick returns, perhaps longer than Discord waits.
        async with defer_if_slow(interaction, ephemeral=True, thinking=True):
            outcome = await self.service.kick(
                interaction.channel_id, player.id, moderator, level_option(level)
            )
        await reply(interaction, content=t(locale, "kicked", player=player.mention), ephemeral=True)
        if outcome.table.game.status == "lobby":
            await self.desk.refresh_lobby(outcome.table, None)
        else:
            await self.desk.publish(outcome)

    @game.command(
        name=cmd("replace", "cmd-game-replace"),
        description=cmd(
            "Give a player's seat, with its hand, to another member (moderators)",
            "cmd-game-replace-desc",
        ),
    )
    @app_commands.rename(
        old=cmd("old", "opt-old"),
        new=cmd("new", "opt-new"),
        bot=cmd("bot", "opt-replace-bot"),
        level=cmd("level", "opt-bot-level"),
    )
    @app_commands.describe(
        old=cmd("The player whose seat changes hands", "opt-old-desc"),
        new=cmd("The member who takes the seat over", "opt-new-desc"),
        bot=cmd("Or the bot whose seat changes hands (its number)", "opt-replace-bot-desc"),
        level=cmd("Or give the seat to a bot playing at this level", "opt-replace-level-desc"),
    )
    @app_commands.choices(level=level_choices())
    async def replace(
        self,
        interaction: discord.Interaction,
        old: discord.User | None = None,
        new: discord.Member | None = None,
        bot: app_commands.Range[int, 1, MAX_BOT_NUMBER] | None = None,
        level: str | None = None,
    ) -> None:
        # A User, not a Member: the player who left the server is the one most often replaced.
        await replace_seat(self.desk, interaction, old, new, bot, level_option(level))

    # -- information -------------------------------------------------------------------------

    @game.command(
        name=cmd("status", "cmd-game-status"),
        description=cmd("Show the board and whose turn it is", "cmd-game-status-desc"),
    )
    @app_commands.rename(
        as_text=cmd("text", "opt-status-text"), area=cmd("area", "opt-status-area")
    )
    @app_commands.describe(
        as_text=cmd(
            "Describe the board in words instead of showing the picture", "opt-status-text-desc"
        ),
        area=cmd(
            "Show one part of the board up close (a region, a kingdom, a player's panel)",
            "opt-status-area-desc",
        ),
    )
    @app_commands.autocomplete(area=area_choices)
    async def status(
        self, interaction: discord.Interaction, as_text: bool = False, area: str | None = None
    ) -> None:
        locale = user_locale(interaction)
        table = await self.service.require(interaction.channel_id)
        if table.game.status == "lobby":
            await interaction.response.send_message(
                embed=self.desk.lobby_embed(table, locale), ephemeral=True
            )
            return
        # Refused before the answer is deferred: a wrong area gets a plain private refusal.
        shown = None if area is None else await asked_area(table, area, locale)
        await interaction.response.defer(ephemeral=True, thinking=True)
        waiting = sorted(table.waiting())
        names = list_join(
            locale,
            [marked_name(table.seats[s], locale) for s in waiting],
        )
        embed = discord.Embed(
            title=game_title(table, locale),
            description=t(
                locale,
                "status-line",
                move=table.game.version,
                players=names or "-",
                count=len(waiting),
            ),
        )
        if as_text:  # the board's description (its alt text) in place of the picture
            embed.description = f"{embed.description}\n\n{presenter.board_alt(table, locale)}"
            await interaction.followup.send(embed=embed, ephemeral=True)
            return
        if shown is not None:  # one area up close, in the board's frame (issue 26)
            embed.title = t(
                locale,
                "status-area-title",
                game=game_title(table, locale),
                area=text(locale, shown.name),
            )
            embed.set_image(url="attachment://focus.png")
            picture = await self.desk.area_file(table, shown, locale)
            await interaction.followup.send(embed=embed, file=picture, ephemeral=True)
            return
        embed.set_image(url="attachment://board.png")
        await interaction.followup.send(
            embed=embed, file=await self.desk.board_file(table, locale), ephemeral=True
        )

    @game.command(
        name=cmd("hand", "cmd-game-hand"),
        description=cmd(
            "Your private information and choices (only you see it)", "cmd-game-hand-desc"
        ),
    )
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.desk.show_hand(interaction)

    @game.command(
        name=cmd("log", "cmd-game-log"),
        description=cmd("What happened recently in this channel's game", "cmd-game-log-desc"),
    )
    @app_commands.rename(count=cmd("count", "opt-count"))
    @app_commands.describe(count=cmd("How many moves to show", "opt-count-desc"))
    async def log(
        self, interaction: discord.Interaction, count: app_commands.Range[int, 1, LOG_MAX] = 10
    ) -> None:
        locale = user_locale(interaction)
        last = option_int(count, "opt-count", 1, LOG_MAX)
        table = await self.service.require(interaction.channel_id)
        # The moves, those taken back (struck through) and the table's own entries (kicks,
        # pauses, undos...), in the order they happened; the last ``count`` of them.
        items = await self.service.history(table.id)
        lines = log_lines(table, items[-last:], locale)
        body = "\n".join(lines) or t(locale, "log-empty")
        await interaction.response.send_message(
            embed=discord.Embed(title=t(locale, "log-title"), description=body[-4000:]),
            ephemeral=True,
        )

    @game.command(
        name=cmd("list", "cmd-game-list"),
        description=cmd("Active games in this server", "cmd-game-list-desc"),
    )
    async def list_games(self, interaction: discord.Interaction) -> None:
        locale = user_locale(interaction)
        tables = await self.service.list_active(interaction.guild_id)
        lines = [
            t(
                locale,
                "list-line",
                channel=f"<#{table.game.channel_id}>",
                game=game_title(table, locale),
                status=t(locale, f"status-{table.game.status}"),
                count=len(table.seats),
            )
            for table in tables
        ]
        await interaction.response.send_message(
            "\n".join(lines) or t(locale, "list-empty"), ephemeral=True
        )

    @game.command(
        name=cmd("rules", "cmd-game-rules"),
        description=cmd("A summary of a game's rules", "cmd-game-rules-desc"),
    )
    @app_commands.rename(game=cmd("game", "opt-game"))
    @app_commands.describe(game=cmd("Which game", "opt-game-desc"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        locale = user_locale(interaction)
        spec = get(game_option(game))
        body = text(locale, spec.rules)
        embed = discord.Embed(title=text(locale, spec.title), description=body[:4000])
        # The table's own rules, the same for every game: deadlines, reminders, undo.
        embed.add_field(name=t(locale, "rules-stall-title"), value=t(locale, "rules-stall-body"))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    # -- moderation ------------------------------------------------------------------------

    @game.command(
        name=cmd("end", "cmd-game-end"),
        description=cmd(
            "End this channel's game now and reveal everything (moderators)", "cmd-game-end-desc"
        ),
    )
    @app_commands.rename(reason=cmd("reason", "opt-reason"))
    @app_commands.describe(reason=cmd("Why the game ends", "opt-reason-desc"))
    async def end(
        self,
        interaction: discord.Interaction,
        reason: app_commands.Range[str, 1, REASON_MAX] | None = None,
    ) -> None:
        why = reason_option(reason)
        outcome: Outcome = await self.service.end(
            interaction.channel_id,
            interaction.user.id,
            await self._moderator(interaction),
            why,
        )
        await interaction.response.send_message(
            t(user_locale(interaction), "ended-ok"), ephemeral=True
        )
        if outcome.table.game.lobby_message_id and outcome.table.game.state is None:
            await self.desk.refresh_lobby(outcome.table, None)
        await self.desk.post_to_channel(outcome)
        await self.desk.refresh_prompts(outcome.table, skip=set())  # no controls outlive it

    @game.command(
        name=cmd("config", "cmd-game-config"),
        description=cmd(
            "Set the moderator role and this channel's language (moderators)",
            "cmd-game-config-desc",
        ),
    )
    @app_commands.rename(
        moderator_role=cmd("moderator_role", "opt-moderator-role"),
        language=cmd("language", "opt-language"),
        abandon_days=cmd("abandon_days", "opt-abandon-days"),
        deadline_hours=cmd("deadline_hours", "opt-deadline"),
        default_deadline=cmd("default_deadline", "opt-default-deadline"),
        deadline_policy=cmd("deadline_policy", "opt-deadline-policy"),
        flag_after=cmd("flag_after", "opt-flag-after"),
        bot_level=cmd("bot_level", "opt-config-bot-level"),
        bot_games_ranked=cmd("bot_games_ranked", "opt-config-bot-ranked"),
    )
    @app_commands.describe(
        moderator_role=cmd("Members with this role may run games", "opt-moderator-role-desc"),
        language=cmd("The language of this channel's game posts", "opt-language-desc"),
        abandon_days=cmd("End games nobody moved for this many days", "opt-abandon-days-desc"),
        deadline_hours=cmd("Hours per move in this channel's game (0: none)", "opt-deadline-desc"),
        default_deadline=cmd(
            "Hours per move for new games on this server (0: none)",
            "opt-default-deadline-desc",
        ),
        deadline_policy=cmd("What a missed deadline does", "opt-deadline-policy-desc"),
        flag_after=cmd(
            "Missed deadlines in a row before the moderators are told", "opt-flag-after-desc"
        ),
        bot_level=cmd(
            "How well the bot plays missed deadlines and kicked seats",
            "opt-config-bot-level-desc",
        ),
        bot_games_ranked=cmd(
            "Whether games with bot seats count on the leaderboard", "opt-config-bot-ranked-desc"
        ),
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES, deadline_policy=POLICY_CHOICES, bot_level=level_choices()
    )
    async def config(
        self,
        interaction: discord.Interaction,
        moderator_role: discord.Role | None = None,
        language: str | None = None,
        abandon_days: app_commands.Range[int, 0, MAX_ABANDON_DAYS] | None = None,
        deadline_hours: app_commands.Range[int, 0, MAX_HOURS] | None = None,
        default_deadline: app_commands.Range[int, 0, MAX_HOURS] | None = None,
        deadline_policy: str | None = None,
        flag_after: app_commands.Range[int, 1, FLAG_MAX] | None = None,
        bot_level: str | None = None,
        bot_games_ranked: bool | None = None,
    ) -> None:
        locale = user_locale(interaction)
        if not await self._moderator(interaction):
            raise RuleError("error-not-moderator")
        # Everything is checked before anything is written.
        role = None
        if moderator_role is not None:
            role = option_role(moderator_role, "opt-moderator-role", interaction.guild)
            if not may_manage_server(interaction):
                raise RuleError("error-config-role-needs-manage-server")
            if role.is_default():
                raise RuleError("error-config-role-everyone")
        chosen = None if language is None else language_option(language)
        days = (  # 0: never end an idle game
            None
            if abandon_days is None
            else option_int(abandon_days, "opt-abandon-days", 0, MAX_ABANDON_DAYS)
        )
        stall = read_stall_config(deadline_hours, default_deadline, deadline_policy, flag_after)
        level = level_option(bot_level, "opt-config-bot-level")
        ranked = (
            None
            if bot_games_ranked is None
            else option_flag(bot_games_ranked, "opt-config-bot-ranked")
        )
        if stall.deadline is not None:
            await self.service.require(interaction.channel_id)  # a game's deadline needs a game
        if days is not None:
            await self.service.set_abandon_days(interaction.guild_id, days)
        if role is not None:
            await self.service.set_moderator_role(interaction.guild_id, role.id)
        if chosen is not None:
            await self.service.set_channel_locale(
                interaction.guild_id, interaction.channel_id, chosen
            )
        deadlines = await apply_stall_config(self.bot, interaction, stall)
        await self.service.set_bot_defaults(interaction.guild_id, level=level, ranked=ranked)
        level, ranked = await self.service.bot_defaults(interaction.guild_id)
        bots = t(
            locale,
            "config-bots",
            level=t(locale, f"bot-level-choice-{level}"),
            ranked=t(locale, "config-bots-ranked-on" if ranked else "config-bots-ranked-off"),
        )
        settings = await self.service.guild_settings(interaction.guild_id)
        role_id = settings["moderator_role_id"]
        current = await self.service.channel_locale(interaction.channel_id)
        shown = t(
            locale,
            "config-show",
            role=f"<@&{role_id}>" if role_id else "-",
            language=t(locale, f"language-{current}") if current else "-",
        )
        idle = await self.service.abandon_days(interaction.guild_id)
        idle_days = DEFAULT_ABANDON_DAYS if idle is None else idle
        abandon = t(locale, "config-abandon-days", days=idle_days)
        await interaction.response.send_message(
            f"{shown}\n{deadlines}\n{abandon}\n{bots}", ephemeral=True
        )


async def setup(bot: Host) -> None:
    await bot.add_cog(GameCog(bot))
