"""The table service: between the Discord layer and the engines + store. No discord imports."""

from bot.table.model import Outcome, Replaced, StaleControls, Step, Table
from bot.table.service import TableService

__all__ = ["Outcome", "Replaced", "StaleControls", "Step", "Table", "TableService"]
