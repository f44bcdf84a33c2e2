"""The table service: between the Discord layer and the engines + store. No discord imports."""

from bot.table.service import Outcome, Step, Table, TableService

__all__ = ["Outcome", "Step", "Table", "TableService"]
