"""What the bot says, as Discord-free data: lobby cards, channel posts, private messages,
reminders. Built here once and used by the Discord desk (which only sends) and by the offline
demo (which writes files), so both say the same things in the same words.

Images are not drawn here: a post or message says whether it carries the board or the seat's
private picture, and :func:`board_png` / :func:`private_png` draw them (callers run them off
the event loop).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.base import Event, View, fixed_seed
from bot.i18n import command_mention, list_join, t, text
from bot.prompts.base import MAX_CHOICE_DESCRIPTION, Prompt, Select
from bot.render.board_frame import BoardFrame
from bot.table.bot_names import mention
from bot.table.catchup import Digest, digest_lines
from bot.table.commitments import shown
from bot.table.fork_words import fork_lines, game_title
from bot.table.model import Outcome, Table
from bot.table.narration import narrate, result_lines, revealed_lines, seat_name
from bot.table.record import record_filename
from bot.table.seat_names import SeatNames
from bot.table.story_words import tiebreak_lines
from bot.table.text_memo import remembered

POST_BLOCK_LIMIT = 4000  # characters of one channel post block (an embed's description)
PRIVATE_LIMIT = 1900  # characters of one private message


@dataclass(frozen=True)
class LobbyCard:
    title: str
    body: str
    options: str  # the options the game was opened with, or "" when none
    footer: str


@dataclass(frozen=True)
class ChannelPost:
    """A channel post: blocks of narrative (each fits one embed), the board with the last
    block when the game has one, and the "your move" line with its mentions."""

    title: str
    blocks: list[str]
    board: bool
    waiting: str | None


@dataclass(frozen=True)
class PrivateMessage:
    """A seat's private message: its text, its controls (``prompt``, made for ``stamp``) and
    whether its private picture goes with it."""

    content: str
    prompt: Prompt | None
    stamp: str | None
    image: bool
    lines: list[str] = field(default_factory=list)


def chunks(lines: list[str], limit: int) -> list[str]:
    """Join lines into blocks that fit a limit, never splitting a line if avoidable."""
    blocks: list[str] = []
    current = ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + 1 + len(line) > limit:
            blocks.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        blocks.append(current)
    return blocks


def clip(content: str, limit: int) -> str:
    return content if len(content) <= limit else content[: limit - 1] + "…"


# -- the lobby --------------------------------------------------------------------------------


def option_labels(table: Table, locale: str) -> list[str]:
    """The lobby's words for the options a game was opened with: switches that are on, and
    numbers and choices with their value."""
    labels = []
    for option in table.spec.engine.options:
        value = table.game.options.get(option.name, option.default)
        if option.kind is bool:
            if value:
                labels.append(t(locale, f"option-{option.catalog}"))
        elif option.choices:
            chosen = t(locale, f"option-{option.catalog}-{value}")
            labels.append(f"{t(locale, f'option-{option.catalog}')}: {chosen}")
        else:
            labels.append(f"{t(locale, f'option-{option.catalog}')}: {value}")
    return labels


def lobby_card(table: Table, locale: str) -> LobbyCard:
    engine = table.spec.engine
    players = [f"• {mention(seat, locale)}" for seat in table.seats] or [
        t(locale, "lobby-no-players")
    ]
    body = t(
        locale,
        "lobby-body",
        min=engine.min_players,
        max=engine.max_players,
        count=len(table.seats),
    )
    if fixed_seed(table.game.secret):
        # Said before anybody joins: with a moderator's seed nothing hidden is secret.
        warning = t(locale, "lobby-fixed-seed", stats=command_mention("game stats"))
        body = warning + "\n\n" + body
    return LobbyCard(
        title=t(locale, "lobby-title", game=text(locale, table.spec.title)),
        body=body + "\n\n" + "\n".join(players),
        options=list_join(locale, option_labels(table, locale)),
        # Never the game's secret while it can run: it would let anyone compute the other
        # hands. It is revealed with the result.
        footer=t(locale, "lobby-footer", id=str(table.id)),  # an id: no digit grouping
    )


# -- the channel ------------------------------------------------------------------------------


def waiting_line(table: Table, locale: str) -> str | None:
    """Who must move, and what each is asked to do ("place your 5 cards: @Ann @Bob")."""
    return remembered(table, "waiting", None, locale, lambda: _waiting_line(table, locale))


def _waiting_line(table: Table, locale: str) -> str | None:
    humans = sorted(table.waiting_humans())
    if not humans:
        return None
    label = table.spec.step_label
    if label is None:
        mentions = " ".join(f"<@{table.user_of(seat)}>" for seat in humans)
        return t(locale, "waiting-for", players=mentions, count=len(humans))
    public = table.spec.engine.view(table.state, None)
    names = SeatNames(table, locale)  # a seat a step names is said as the channel says it
    by_step: dict[str, list[str]] = {}
    for seat in humans:
        step = text(locale, names.line(label(public, seat)))
        by_step.setdefault(step, []).append(f"<@{table.user_of(seat)}>")
    return "\n".join(
        t(locale, "waiting-for-step", step=step, players=" ".join(mentions))
        for step, mentions in by_step.items()
    )


def reveal_randomness(table: Table, locale: str) -> str:
    """After the end: the seed a moderator fixed (to replay the game), or the game's secret
    (so anyone can check the deal and the dice). Passed as text: no digit grouping."""
    secret = table.game.secret
    if secret.startswith("seed:"):
        return t(locale, "game-seed", seed=secret.removeprefix("seed:"))
    return t(locale, "game-secret", secret=secret.removeprefix("legacy:"))


def seed_commitment_line(table: Table, locale: str) -> list[str]:
    """The start of a game: the commitment to its secret (none for a game created before
    commitments existed)."""
    commitment = table.secret_commitment
    if commitment is None:
        return []
    return [t(locale, "verify-seed-commitment", commitment=shown(commitment))]


def sealed_line(table: Table, number: int, seat: int, commitment: str, locale: str) -> str:
    """The channel's line for a sealed move: that it was made, by whom, and what it will be
    checked against; what the move was stays hidden (bot.table.sealing)."""
    player = seat_name(table, seat, locale)
    return t(
        locale, "verify-sealed-line", number=number, player=player, commitment=shown(commitment)
    )


def sealed_lines(outcome: Outcome, locale: str) -> list[str]:
    """A commitment line for each sealed move of the outcome."""
    return [
        sealed_line(outcome.table, step.number, step.seat, step.commitment, locale)
        for step in outcome.sealed
        if step.commitment is not None
    ]


def record_lines(table: Table, locale: str) -> list[str]:
    """The end of a game that started: the salt of the commitment to its secret, and where
    its record is (attached to the same post) and how to check it. Apart from
    :func:`final_lines`, which a fixed seed makes the same in every replay (the salts are
    fresh each time)."""
    if table.game.state is None:
        return []
    lines = []
    if table.game.secret_salt:
        lines.append(t(locale, "verify-salt-reveal", salt=table.game.secret_salt))
    lines.append(t(locale, "verify-record-note", file=record_filename(table.id)))
    return lines


def final_lines(table: Table, locale: str) -> list[str]:
    """The end of a game: scores and winners (and which rule broke a tie for first), the
    randomness, what each seat kept secret (in the third person: everybody reads it)."""
    lines = result_lines(table, locale)
    lines += tiebreak_lines(table, locale)
    lines.append(reveal_randomness(table, locale))
    for seat in table.seats:
        secrets = revealed_lines(table, seat.seat, locale)
        if secrets:
            lines.append(t(locale, "reveal-seat", player=seat_name(table, seat.seat, locale)))
            lines += [f"  {line}" for line in secrets]
    return lines


def start_lines(table: Table, locale: str) -> list[str]:
    """The first lines of a game's first post: who plays, and the commitment to its secret."""
    seats = [seat_name(table, seat.seat, locale) for seat in table.seats]
    started = t(locale, "game-started", players=list_join(locale, seats))
    return [*fork_lines(table, locale), started, *seed_commitment_line(table, locale)]


def channel_post(outcome: Outcome, locale: str) -> ChannelPost:
    """What the channel is told after a service call."""
    table = outcome.table
    lines: list[str] = []
    if outcome.started:
        lines += start_lines(table, locale)
    # Before the narration: a sealed move's commitment is on record before what follows it.
    lines += sealed_lines(outcome, locale)
    lines += narrate(table, outcome.public_events, locale)
    if outcome.ended:
        lines.append(t(locale, "game-ended-by-moderator", reason=outcome.reason or "-"))
    if outcome.finished:
        lines += final_lines(table, locale) + record_lines(table, locale)
    return ChannelPost(
        title=game_title(table, locale),
        blocks=chunks(lines, POST_BLOCK_LIMIT) or [""],
        board=table.game.state is not None,
        waiting=None if outcome.finished else waiting_line(table, locale),
    )


def reminder_text(table: Table, locale: str) -> str | None:
    """Nobody moved for a while: the ping for exactly the players the game waits for."""
    waiting = waiting_line(table, locale)
    if waiting is None:
        return None
    return t(locale, "reminder", waiting=waiting, game=game_title(table, locale))


ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment's description


def board_alt(table: Table, locale: str) -> str:
    """The board picture's alt text: which board it is, then what it shows if the game says."""
    return remembered(table, "board alt", None, locale, lambda: _board_alt(table, locale))


def _board_alt(table: Table, locale: str) -> str:
    lines = [t(locale, "board-alt", game=game_title(table, locale), move=table.game.version)]
    describe = table.spec.describe_board
    if describe is not None and table.game.state is not None:
        view = table.spec.engine.view(table.state, None)
        lines += [text(locale, line) for line in describe(view)]
    alt = "\n".join(lines)
    return alt if len(alt) <= ALT_TEXT_LIMIT else alt[: ALT_TEXT_LIMIT - 1] + "…"


def board_view(table: Table) -> View:
    """What the board picture is drawn from: the public view (all a render worker gets)."""
    return table.spec.engine.view(table.state, None)


def board_png(table: Table, locale: str, frame: BoardFrame | None = None) -> bytes:
    """The public board, drawn with ``frame`` (slow: run it off the event loop)."""
    return table.spec.render_board(board_view(table), locale, frame)


# -- a seat ---------------------------------------------------------------------------------


def private_message(
    table: Table,
    seat: int,
    locale: str,
    events: list[Event] | None = None,
    notice: str | None = None,
    digest: Digest | None = None,
) -> PrivateMessage:
    """A seat's private message: what happened to it, its situation, its controls.
    ``digest``: what happened since the seat's last move (a turn DM), told after the news
    in the room the rest leaves (its older lines give way first)."""
    spec = table.spec
    head = [notice] if notice else []
    head.append(
        t(
            locale,
            "prompt-header",
            game=text(locale, spec.title),
            channel=f"<#{table.game.channel_id}>",
            seat=text(locale, spec.seat_label(seat, len(table.seats))),
        )
    )
    news = narrate(table, events or [], locale)
    situation = remembered(
        table, "situation", seat, locale, lambda: _situation(table, seat, locale)
    )
    prompt, rest, image = situation.prompt, list(situation.lines), situation.image
    # The prompt and the seat's situation come first: the news gets the room they leave
    # (its oldest lines give way), the digest what is left after that.
    head += fitted_news(news, PRIVATE_LIMIT - len("\n".join(head + rest)) - 1, locale)
    caught_up: list[str] = []
    if digest is not None:
        room = PRIVATE_LIMIT - len("\n".join(head + rest)) - 1
        caught_up = digest_lines(table, digest, locale, room)
    lines = head + caught_up + rest
    has_controls = prompt is not None and bool(prompt.rows)
    return PrivateMessage(
        content=clip("\n".join(lines), PRIVATE_LIMIT),
        prompt=prompt,
        stamp=table.stamp(seat) if has_controls else None,
        image=image,
        lines=lines,
    )


@dataclass(frozen=True)
class Situation:
    """What a seat's private message says whatever just happened: its controls, the lines
    that go with them and its situation, and whether its private picture goes along. The
    same for every message of one moment of the game (bot.table.text_memo)."""

    prompt: Prompt | None
    lines: tuple[str, ...]
    image: bool


def _situation(table: Table, seat: int, locale: str) -> Situation:
    spec = table.spec
    rest: list[str] = []
    prompt = None
    image = False
    if table.game.state is not None:
        view = spec.engine.view(table.state, seat)
        # Other seats by their players' names, as the channel names them (issue 23)
        names = SeatNames(table, locale)
        if table.running and seat in table.waiting():
            # The legal actions as listed once for this version (the stamp needs them too)
            prompt = spec.prompt(view, table.legal(seat))
        if prompt is not None:
            prompt = names.prompt(prompt)
            rest += [text(locale, line) for line in prompt.lines]
            rest += cut_details(prompt, locale)
        elif table.running:
            rest.append(t(locale, "prompt-waiting-others"))
        rest += [text(locale, names.line(line)) for line in spec.private_summary(view)]
        image = prompt is None or prompt.image
    return Situation(prompt, tuple(rest), image)


def cut_details(prompt: Prompt, locale: str) -> list[str]:
    """Each menu choice whose description Discord would cut (``MAX_CHOICE_DESCRIPTION``), said
    whole in the message: the menu shows its beginning, the player reads all of it here
    (Sun Tzu's warlords' effects run to 150 characters)."""
    lines = []
    for row in prompt.rows:
        if not isinstance(row, Select):
            continue
        for choice in row.choices:
            if choice.description is None:
                continue
            detail = text(locale, choice.description)
            if len(detail) > MAX_CHOICE_DESCRIPTION:
                label = text(locale, choice.label)
                lines.append(t(locale, "dm-choice-detail", label=label, detail=detail))
    return lines


def fitted_news(news: list[str], room: int, locale: str) -> list[str]:
    """The newest lines of news that fit ``room`` characters (newlines included), after a
    line counting those left out; all of it when it fits. A DM is one message (its controls
    and picture go with it), so it is shortened rather than split: 5-player World War
    battle reports came near Discord's 2,000 characters."""
    if len("\n".join(news)) <= room:
        return news
    for kept_count in range(len(news) - 1, -1, -1):
        left_out = t(locale, "dm-news-earlier", count=len(news) - kept_count)
        kept = [left_out, *news[len(news) - kept_count :]]
        if len("\n".join(kept)) <= room:
            return kept
    return []


def private_view(table: Table, seat: int) -> View:
    """What the seat's private picture is drawn from: that seat's own view, nothing more."""
    return table.spec.engine.view(table.state, seat)


def private_png(table: Table, seat: int, locale: str) -> bytes | None:
    """The seat's private picture, if its game draws one (slow: off the event loop)."""
    return table.spec.render_private(private_view(table, seat), locale)
