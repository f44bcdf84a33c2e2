"""A Discord host for asynchronous board games."""
