# The game bot. Build: docker build -t boardgame-bot .
# Run:   docker run --env-file .env -v boardgame-data:/data boardgame-bot
FROM python:3.11-slim

# The CJK fonts the boards use ship inside the package (bot/render/fonts, package data that
# `pip install .` installs with it); Pillow needs no system fonts or fontconfig.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PYTHONPATH=/app \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_URL=sqlite:////data/games.db

# Quiet hours use the IANA time zones (zoneinfo); the slim image has no tz database.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tzdata \
    && rm -rf /var/lib/apt/lists/*

# /data holds the games (hidden hands, random secrets): only the bot's user may enter it. A new
# named volume starts with this directory's owner and mode; the store makes its files 0600.
RUN useradd --create-home --uid 10001 bot \
    && install -d -m 0700 -o bot -g bot /data

WORKDIR /app
# Only what the package needs: .dockerignore keeps .env, .venv, data/ and .git out of the build
# context altogether.
COPY pyproject.toml README.md LICENSE ./
COPY bot ./bot
RUN pip install --no-cache-dir .

USER bot
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
