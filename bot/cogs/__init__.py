"""Thin Discord extensions: parse the interaction, call the table service, reply."""
