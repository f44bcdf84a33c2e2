"""``/smallworld``: every Small World move as a command, with autocomplete of legal choices.

The frequent moves also come as buttons and menus in the DM prompt (End turn, Decline, Roll);
these commands cover everything, including the powers' own actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.checks import option_int
from bot.cogs.moves import ACTION_MAX, NUMBER_MAX, legal_choices, read_choice, read_layout, typed
from bot.engine.base import Action, RuleError, parse_action_key
from bot.i18n.translator import cmd

if TYPE_CHECKING:
    from bot.app import GameBot

# Typed options: the client keeps to these lengths and ranges, the code checks them again.
TypedText = app_commands.Range[str, 1, ACTION_MAX]
Region = app_commands.Range[int, 0, NUMBER_MAX]


def _complete(*types: str):  # noqa: ANN202 - an autocomplete callback for these action types
    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await legal_choices(interaction, current, types or None)

    return complete


class SmallWorldCog(commands.Cog):
    smallworld = app_commands.Group(
        name=cmd("smallworld", "cmd-sw"),
        description=cmd("Small World: pick, conquer, redeploy, decline", "cmd-sw-desc"),
        guild_only=True,
    )

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def _act(self, interaction: discord.Interaction, build) -> None:  # noqa: ANN001
        action: Action = await build() if callable(build) else build
        await self.bot.desk.command_action(interaction, action)

    # -- overview -------------------------------------------------------------------------

    @smallworld.command(
        name=cmd("play", "cmd-sw-play"),
        description=cmd(
            "Your coins, tokens and choices for this step (only you see them)", "cmd-sw-play-desc"
        ),
    )
    async def play(self, interaction: discord.Interaction) -> None:
        await self.bot.desk.show_hand(interaction)

    @smallworld.command(
        name=cmd("move", "cmd-sw-move"),
        description=cmd("Any legal move, picked from a list", "cmd-sw-move-desc"),
    )
    @app_commands.rename(action=cmd("action", "opt-sw-action"))
    @app_commands.describe(
        action=cmd("Start typing to filter your legal moves", "opt-sw-action-desc")
    )
    @app_commands.autocomplete(action=_complete())
    async def move(self, interaction: discord.Interaction, action: TypedText) -> None:
        async def build() -> Action:
            try:
                return parse_action_key(typed(action, "opt-sw-action"))
            except ValueError:
                raise RuleError("error-bad-action") from None

        await self._act(interaction, build)

    # -- the turn ---------------------------------------------------------------------------

    @smallworld.command(
        name=cmd("pick", "cmd-sw-pick"),
        description=cmd("Take a race and power combo from the market", "cmd-sw-pick-desc"),
    )
    @app_commands.rename(combo=cmd("combo", "opt-sw-combo"))
    @app_commands.describe(
        combo=cmd("Position in the market (costs 1 coin per combo above)", "opt-sw-combo-desc")
    )
    @app_commands.autocomplete(combo=_complete("pick"))
    async def pick(self, interaction: discord.Interaction, combo: TypedText) -> None:
        async def build() -> Action:
            chosen = typed(combo, "opt-sw-combo")
            action = read_choice(chosen, "pick", "i", "opt-sw-combo")
            if not chosen.startswith("{"):
                action["i"] -= 1  # players count market positions from 1
            return action

        await self._act(interaction, build)

    @smallworld.command(
        name=cmd("conquer", "cmd-sw-conquer"),
        description=cmd(
            "Conquer a region (the list shows legal targets and their cost)", "cmd-sw-conquer-desc"
        ),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("conquer"))
    async def conquer(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "conquer"))

    @smallworld.command(
        name=cmd("final", "cmd-sw-final"),
        description=cmd(
            "Final conquest: roll the reinforcement die for a region (ends conquering)",
            "cmd-sw-final-desc",
        ),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("roll"))
    async def final(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "roll"))

    @smallworld.command(
        name=cmd("abandon", "cmd-sw-abandon"),
        description=cmd("Leave one of your regions before conquering", "cmd-sw-abandon-desc"),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("abandon"))
    async def abandon(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "abandon"))

    @smallworld.command(
        name=cmd("redeploy", "cmd-sw-redeploy"),
        description=cmd(
            "Place your tokens: region:count pairs, e.g. 5:3 9:1 (ends your turn)",
            "cmd-sw-redeploy-desc",
        ),
    )
    @app_commands.rename(layout=cmd("layout", "opt-sw-layout"))
    @app_commands.describe(layout=cmd("Tokens per region, e.g. 5:3 9:1", "opt-sw-layout-desc"))
    async def redeploy(self, interaction: discord.Interaction, layout: TypedText) -> None:
        async def build() -> Action:
            return {"t": "redeploy", "n": read_layout(layout)}

        await self._act(interaction, build)

    @smallworld.command(
        name=cmd("decline", "cmd-sw-decline"),
        description=cmd(
            "Put your active race into decline instead of expanding", "cmd-sw-decline-desc"
        ),
    )
    async def decline(self, interaction: discord.Interaction) -> None:
        await self._act(interaction, {"t": "decline"})

    @smallworld.command(
        name=cmd("end", "cmd-sw-end"),
        description=cmd("Stop conquering, or keep your layout and end the turn", "cmd-sw-end-desc"),
    )
    async def end(self, interaction: discord.Interaction) -> None:
        await self._act(interaction, {"t": "end"})

    # -- powers and races --------------------------------------------------------------------

    @smallworld.command(
        name=cmd("berserk", "cmd-sw-berserk"),
        description=cmd(
            "Berserk: roll the die before choosing your next target", "cmd-sw-berserk-desc"
        ),
    )
    async def berserk(self, interaction: discord.Interaction) -> None:
        await self._act(interaction, {"t": "berserk"})

    @smallworld.command(
        name=cmd("dragon", "cmd-sw-dragon"),
        description=cmd("Dragon Master: take a region with one token", "cmd-sw-dragon-desc"),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("dragon"))
    async def dragon(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "dragon"))

    @smallworld.command(
        name=cmd("convert", "cmd-sw-convert"),
        description=cmd(
            "Sorcerers: replace a lone active enemy token next to you", "cmd-sw-convert-desc"
        ),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("convert"))
    async def convert(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "convert"))

    @smallworld.command(
        name=cmd("fortress", "cmd-sw-fortress"),
        description=cmd("Fortified: place this turn's fortress", "cmd-sw-fortress-desc"),
    )
    @app_commands.rename(region=cmd("region", "opt-sw-region"))
    @app_commands.describe(region=cmd("The region's number", "opt-sw-region-desc"))
    @app_commands.autocomplete(region=_complete("fortress"))
    async def fortress(self, interaction: discord.Interaction, region: TypedText) -> None:
        await self._act(interaction, _reader(region, "fortress"))

    @smallworld.command(
        name=cmd("heroes", "cmd-sw-heroes"),
        description=cmd("Heroic: put your two heroes on two of your regions", "cmd-sw-heroes-desc"),
    )
    @app_commands.rename(first=cmd("first", "opt-sw-first"), second=cmd("second", "opt-sw-second"))
    @app_commands.describe(
        first=cmd("The first hero's region", "opt-sw-first-desc"),
        second=cmd("The second hero's region", "opt-sw-second-desc"),
    )
    async def heroes(
        self, interaction: discord.Interaction, first: Region, second: Region | None = None
    ) -> None:
        async def build() -> Action:
            regions = [option_int(first, "opt-sw-first", 0, NUMBER_MAX)]
            if second is not None:
                regions.append(option_int(second, "opt-sw-second", 0, NUMBER_MAX))
            return {"t": "hero", "r": regions}

        await self._act(interaction, build)

    @smallworld.command(
        name=cmd("camps", "cmd-sw-camps"),
        description=cmd(
            "Bivouacking: encampments per region, e.g. 4:2 7:3 (at most 5)", "cmd-sw-camps-desc"
        ),
    )
    @app_commands.rename(layout=cmd("layout", "opt-sw-layout"))
    @app_commands.describe(layout=cmd("Tokens per region, e.g. 5:3 9:1", "opt-sw-layout-desc"))
    async def camps(self, interaction: discord.Interaction, layout: TypedText) -> None:
        async def build() -> Action:
            return {"t": "camp", "n": read_layout(layout)}

        await self._act(interaction, build)

    @smallworld.command(
        name=cmd("ally", "cmd-sw-ally"),
        description=cmd(
            "Diplomat: choose a player you did not attack this turn as your ally",
            "cmd-sw-ally-desc",
        ),
    )
    @app_commands.rename(player=cmd("player", "opt-player"))
    @app_commands.describe(player=cmd("The player to ally with", "opt-sw-ally-desc"))
    async def ally(self, interaction: discord.Interaction, player: discord.Member) -> None:
        async def build() -> Action:
            table = await self.bot.service.require(interaction.channel_id)
            seat = table.seat_of(player.id)
            if seat is None:
                raise RuleError("error-target-not-a-player")
            return {"t": "ally", "s": seat}

        await self._act(interaction, build)


def _reader(value: str, action_type: str):  # noqa: ANN202
    async def build() -> Action:
        return read_choice(value, action_type)

    return build


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SmallWorldCog(bot))
