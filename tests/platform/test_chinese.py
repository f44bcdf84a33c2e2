"""Chinese that reads as a native wrote it (issue 10).

* Each glossary (docs/glossary/platform.md, bot/games/<game>/glossary.md) lists, per term,
  the variants that are wrong in a locale (a Taiwanese word in zh-CN, a second word for one
  concept); no catalog of that locale uses them. The platform's glossary rules every catalog
  file; a game's rules its own folder's files and the platform's (issue 27: the platform's
  files speak of every game), not another game's.
* Every Chinese message of whole games, as the channel and the players read them (the demo's
  log and private files), and every catalog line, writes full-width punctuation next to Han
  characters, never ASCII ``: ( ) , ;``.
* Lists are joined as each language writes them.
* Player names never reach a picture (they stay in text, drawn by the reader's own client).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import pytest

from bot.demo import run_demo
from bot.engine.base import setup_rng
from bot.games import available, get
from bot.i18n import catalog_files, command_mentions, list_join
from bot.store import Store
from bot.table import TableService, presenter

ROOT = Path(__file__).resolve().parents[2]
# The platform's glossary in docs/, each game's in its own folder (bot/games/<game>/glossary.md).
GLOSSARIES = sorted((ROOT / "docs" / "glossary").glob("*.md")) + sorted(
    (ROOT / "bot" / "games").glob("*/glossary.md")
)
CHINESE = ("zh-TW", "zh-CN")
# Han characters, and the full-width punctuation written among them.
HAN = r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]"
# ASCII punctuation touching Chinese text (a space between them counts as touching).
ASCII_NEXT_TO_HAN = re.compile(rf"{HAN} ?[:(),;]|[:(),;] ?{HAN}")


def glossary_name(path: Path) -> str:
    """What a glossary governs: ``platform``, or the game whose folder holds it."""
    return path.parent.name if path.name == "glossary.md" else path.stem


def glossary_rows() -> list[tuple[str, str, dict[str, list[str]]]]:
    """(glossary, English term, {locale: wrong variants}) for every row of every glossary."""
    rows = []
    for path in GLOSSARIES:
        for line in path.read_text(encoding="utf-8").splitlines():
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) != 5 or cells[0] in ("en", "") or set(cells[0]) <= {"-", ":"}:
                continue
            wrong = {
                locale: [w.strip() for w in cells[column].split(",") if w.strip() not in ("", "—")]
                for locale, column in (("zh-TW", 3), ("zh-CN", 4))
            }
            rows.append((glossary_name(path), cells[0], wrong))
    return rows


def test_there_is_a_glossary_per_game_and_for_the_platform() -> None:
    names = {glossary_name(path) for path in GLOSSARIES}
    # The games shipped with the bot are the folders the registry scans (bot/games/<game>/,
    # registered under the folder's name); a game registered from outside (the toy game of
    # these tests, a plugin) keeps its docs where it lives, so it is not asked for one here.
    shipped = {path.parent.name for path in (ROOT / "bot" / "games").glob("*/__init__.py")}
    assert shipped and shipped <= set(available())
    assert shipped | {"platform"} <= names
    assert len(glossary_rows()) > 100


PLATFORM_CATALOGS = ROOT / "bot" / "i18n" / "locales"


def catalog_owner(path: Path) -> str:
    """Whose catalog file this is: ``platform`` (bot/i18n/locales/<locale>/), or the game whose
    folder holds it (bot/games/<game>/locales/<locale>/, or a game registered from outside)."""
    return "platform" if path.parent.parent == PLATFORM_CATALOGS else path.parent.parent.parent.name


@cache
def governed_files(glossary: str, locale: str) -> tuple[Path, ...]:
    """The catalog files a glossary rules (read afresh from the glossaries on every run, so a
    glossary is the single source of its banned variants):

    * the platform's glossary rules every catalog file;
    * a game's glossary rules its own folder's files and the platform's files (which may
      speak of any game: a status, a story, a command's help), but not another game's files,
      so that one game's choice of word (World War's 首都) is not forbidden by another's
      (Tiny Epic Kingdoms says 城堡 for its capital)."""
    return tuple(
        path
        for path in catalog_files(locale)
        if glossary == "platform" or catalog_owner(path) in (glossary, "platform")
    )


def governed_text(glossary: str, locale: str) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in governed_files(glossary, locale))


def catalog_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, text) of a catalog file's messages, comments left out."""
    return [
        (number, line)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if not line.lstrip().startswith("#")
    ]


@pytest.mark.parametrize("locale", CHINESE)
def test_no_catalog_uses_a_variant_its_glossary_rules_out(locale: str) -> None:
    found = [
        f"{path.parent.name}/{path.name}:{number}: {glossary} glossary: {term!r} written "
        f"{variant!r}"
        for glossary, term, wrong in glossary_rows()
        for path in governed_files(glossary, locale)
        for number, line in catalog_lines(path)
        for variant in wrong[locale]
        if variant in line
    ]
    assert found == [], "\n".join(found)


def test_the_platform_files_are_checked_against_every_game_glossary() -> None:
    """Small World and Sun Tzu words in the platform's own files are checked too (issue 27)."""
    platform_files = {p for p in catalog_files("zh-TW") if catalog_owner(p) == "platform"}
    assert platform_files
    shipped = {path.parent.name for path in (ROOT / "bot" / "games").glob("*/glossary.md")}
    for game in shipped:
        files = set(governed_files(game, "zh-TW"))
        assert platform_files <= files
        assert {catalog_owner(p) for p in files} == {"platform", game}


def test_every_game_glossary_governs_some_catalog() -> None:
    for path in GLOSSARIES:
        assert governed_text(glossary_name(path), "zh-TW"), f"{path} names no catalog files"


@pytest.mark.parametrize("locale", CHINESE)
def test_catalog_lines_use_full_width_punctuation_next_to_han(locale: str) -> None:
    found = []
    for path in catalog_files(locale):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if line.lstrip().startswith("#"):
                continue
            # what readers see: the text, not the placeables' code
            shown = re.sub(r"\{[^{}]*\}", "x", line.partition("=")[2] if "=" in line else line)
            for match in ASCII_NEXT_TO_HAN.finditer(shown):
                found.append(f"{path.parent.name}/{path.name}:{number}: {match.group()!r}")
    assert found == []


@cache
def game_title_keys() -> frozenset[str]:
    """The messages whose ``$game`` is a game's title (in Chinese, Han characters), not a
    game's number (the English writes those ``#{ $game }``)."""
    keys = set()
    for path in catalog_files("en"):
        for line in path.read_text(encoding="utf-8").splitlines():
            key, sep, text = line.partition(" = ")
            if sep and "{ $game }" in text and "#{ $game }" not in text:
                keys.add(key.strip())
    return frozenset(keys)


# Han characters and the full-width punctuation among them: what a space must not separate
# from a placeable whose value is Han on that side.
HAN_TEXT = r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]"
GAME_PREFIXES = ("sw-", "suntzu-", "tek-", "ww-", "highcard-")

Scope = Callable[[str], bool]


def only(*keys: str) -> Scope:
    return lambda key: key in keys


def prefixed(*prefixes: str) -> Scope:
    return lambda key: key.startswith(prefixes)


def anywhere(but: tuple[str, ...] = ()) -> Scope:
    return lambda key: key not in but


def outside(*prefixes: str) -> Scope:
    return lambda key: not key.startswith(prefixes)


def titled(key: str) -> bool:
    return key in game_title_keys()


# Which placeables are filled with Han text, found by reading the code that formats each key.
# (name, the messages where it holds, "both": its value begins and ends with Han (or a
# full-width bracket), "end": it ends with Han but may begin with a number, why.)
# Left out on purpose, keeping their spaces: numbers; a member's mention (<@…>, a pill) or name
# ($member, $new/$old of /game replace, $players of the waiting line, the digest and the deadline
# posts, which may be a bot's name ending with its 🤖 mark); a command's clickable mention
# ($cmd_…, $follow, $stats, $command); times and dates ($when, $until: "…14:00 UTC").
SEAT_LOG = (
    "log-entry-kicked",
    "log-entry-returned",
    "log-entry-vacation",
    "log-entry-deadline-flagged",
)
HAN_VALUED: tuple[tuple[str, Scope, str, str], ...] = (
    ("game", titled, "both", "a game's title (孫子兵法, 小世界): bot.i18n text(spec.title)"),
    (
        "player",
        only(
            "undo-channel",
            "replay-only-saw",
            "verify-sealed-line",
            "reveal-seat",
            "story-alt-value",
            "result-score-line",
            *SEAT_LOG,
        ),
        "both",
        "a seat's name, 玩家 1（紅軍）: narration.seat_name, or the table log's name_of",
    ),
    (
        "players",
        only(
            "log-entry-deadline-autopilot",
            "log-entry-deadline-ping",
            "replay-waiting",
            "replay-turn-awaited",
            "game-started",
        ),
        "both",
        "seats' names joined with 、 (the table log's seats_of_entry, seat_name elsewhere)",
    ),
    (
        "by",
        prefixed("log-entry-", "log-undone-line", *GAME_PREFIXES),
        "both",
        "who did it as the log names them: a seat's name (tablelog.name_of), or 機器人",
    ),
    (
        "seat",
        anywhere(but=("suntzu-error-not-a-seat",)),
        "both",
        "a seat's name or label (紅軍); suntzu-error-not-a-seat echoes the number typed",
    ),
    ("label", prefixed("seat-name", *GAME_PREFIXES), "both", "a seat's label: 紅軍, 藍色吳方"),
    ("examples", only("status-area-unknown"), "both", "board areas' names joined with 、"),
    (
        "level",
        outside("tek-"),
        "both",
        "a bot's level: 簡單、普通、困難 (bot_names.level_words); Tiny Epic Kingdoms' is a number",
    ),
    ("step", anywhere(), "both", "what a seat is asked to do, a game's step label: 出牌"),
    ("winner", anywhere(), "both", "the winning seat's name, or seats' names joined with 、"),
    ("leaders", anywhere(), "both", "the story's leading seats' names joined with 、"),
    ("tied", anywhere(), "both", "the tied seats' names joined with 、"),
    *(
        (name, prefixed(*GAME_PREFIXES), "both", "a seat's name (narration.SEAT_PARAMS)")
        for name in ("attacker", "defender", "victim", "ally", "loser", "leader")
    ),
    *(
        (name, prefixed("ww-"), "both", "a seat's name (World War's GameSpec.seat_params)")
        for name in ("against", "captor", "target")
    ),
    *(
        (name, prefixed("ww-"), "both", "a World War word: territory, colour, lord, mission…")
        for name in ("territory", "colour", "lord", "mission", "continent", "unit", "from", "to")
    ),
    *(
        (name, prefixed("sw-"), "both", "a Small World word: a race, a power, a terrain")
        for name in ("race", "power", "combo", "terrain")
    ),
    *(
        (name, prefixed("suntzu-"), "both", "a Sun Tzu word: a province, a warlord, a phase")
        for name in ("province", "warlord", "phase", "side", "event")
    ),
    *(
        (name, prefixed("tek-"), "both", "a Tiny Epic Kingdoms word: a faction, a terrain")
        for name in ("faction", "colour", "terrain", "action")
    ),
    ("pieces", prefixed("ww-"), "end", "pieces joined with 、: 3 名士兵、君主 (words.pieces)"),
    ("sent", prefixed("ww-"), "end", "the pieces sent, as $pieces"),
    ("amounts", prefixed("tek-"), "end", "resources joined with 、: 2 魔力、1 礦石 (tek-amount)"),
    ("suggested", prefixed("tek-"), "end", "resources, as $amounts"),
    (
        "picks",
        only("tek-do-collect-picks", "tek-ui-collect-picks"),
        "end",
        "the free picks as resources, as $amounts (a number in tek-ui-collect-placeholder)",
    ),
    ("line", only("tek-alt-scored"), "end", "a seat's line of the board's text, ending with 。"),
)


def catalog_messages(path: Path) -> list[tuple[str, int, str]]:
    """(message key, line number, text) of each line of a catalog file's messages: a message's
    continuation lines (a select's variants) belong to it; comments are left out."""
    found = []
    key = ""
    for number, line in catalog_lines(path):
        start = re.match(r"(-?[A-Za-z][\w-]*) =", line)
        if start:
            key = start.group(1)
        elif line.strip() and not line[:1].isspace():
            key = ""
        if key:
            found.append((key, number, line))
    return found


def spaced_han_values(paths: Sequence[Path]) -> list[str]:
    """Every place where a Han-valued placeable (HAN_VALUED) is parted from Han by a space."""
    found = []
    for name, scope, sides, _why in HAN_VALUED:
        after = re.compile(rf"\{{ \${name} \}} +{HAN_TEXT}")
        before = re.compile(rf"{HAN_TEXT} +\{{ \${name} \}}")
        checks = (after, before) if sides == "both" else (after,)
        found += [
            f"{path.parent.name}/{path.name}:{number}: ${name}: {line.strip()}"
            for path in paths
            for key, number, line in catalog_messages(path)
            if scope(key) and any(check.search(line) for check in checks)
        ]
    return found


@pytest.mark.parametrize("locale", CHINESE)
def test_a_han_placeable_is_written_without_spaces_beside_han(locale: str) -> None:
    # The platform glossary: no space between two Han characters, and a placeable whose value
    # is Han is Han text ("小世界排行榜", "玩家 1（紅軍）收回了第 3 步", not "小世界 排行榜");
    # a space stays beside digits, Latin, a member's mention and a command's mention.
    found = spaced_han_values(catalog_files(locale))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize(("name", "scope"), [(row[0], row[1]) for row in HAN_VALUED])
def test_every_han_placeable_of_the_table_is_used(name: str, scope: Scope) -> None:
    """A row that matches no message would check nothing: the table stays true to the
    catalogs."""
    used = [
        key
        for path in catalog_files("zh-TW")
        for key, _number, line in catalog_messages(path)
        if scope(key) and f"{{ ${name} }}" in line
    ]
    assert used, f"${name} is in no message HAN_VALUED names"


def test_a_spaced_han_placeable_is_found(tmp_path: Path) -> None:
    """The check finds the mistakes it is for, and lets a number's and a mention's space be."""
    path = tmp_path / "x.ftl"
    path.write_text(
        "# { $player } 收回了：a comment is not read\n"
        "undo-channel = { $player } 收回了第 { $move } 步。\n"
        "replay-only-saw = 只有 { $player }看得到\n"
        "ww-do-move = 把 { $pieces }從{ $from }調往 { $to }\n"
        "ww-do-attack = 從{ $from }以 { $pieces }進攻{ $to }\n"
        "tek-alt-scored = { $line } 得分：{ $points }。\n"
        "sw-picked = { $seat }選擇了\n"
        "    { $count ->\n"
        "       *[other] { $seat } 選擇了\n"
        "    }\n"
        "kicked = { $player } 已被移出遊戲。\n"
        "sw-x = 第 { $region } 區 { $cmd_game_hand } 查看\n",
        encoding="utf-8",
    )
    found = [line.split(": ")[1] for line in spaced_han_values([path])]
    assert sorted(found) == ["$line", "$player", "$player", "$seat", "$to"], found


@pytest.mark.parametrize("locale", CHINESE)
def test_no_space_between_two_han_characters(locale: str) -> None:
    # The platform glossary: a space may part Han from digits or Latin, never Han from Han
    # (the placeables' code left out: their values are checked above).
    between = re.compile(rf"{HAN_TEXT} +{HAN_TEXT}")
    found = [
        f"{path.parent.name}/{path.name}:{number}: {line.strip()}"
        for path in catalog_files(locale)
        for number, line in catalog_lines(path)
        if between.search(re.sub(r"\{[^{}]*\}", "x", line))
    ]
    assert found == [], "\n".join(found)


REPLAY_TURN_KEYS = (
    "replay-position",
    "replay-turn-back",
    "replay-turn-forward",
    "replay-turn-placeholder",
    "replay-turn-option",
    "opt-replay-animated-desc",
    "animation-alt",
)


@pytest.mark.parametrize("locale", CHINESE)
def test_the_replay_steps_by_a_word_no_game_uses_for_its_rounds(locale: str) -> None:
    """The replay's turn (the moves one turn post showed) is 段: 輪 is World War's round (第 N
    輪), 回合 Sun Tzu's and Tiny Epic Kingdoms' (docs/glossary/platform.md)."""
    said = {
        key: line
        for path in catalog_files(locale)
        if catalog_owner(path) == "platform"
        for key, _number, line in catalog_messages(path)
        if key in REPLAY_TURN_KEYS
    }
    assert set(said) == set(REPLAY_TURN_KEYS)
    for key, line in said.items():
        assert "段" in line, (key, line)
        assert not re.search(r"[輪轮](?!到)|回合", line), (key, line)


@pytest.mark.parametrize("locale", CHINESE)
# Every registered game, the toy game too: its catalogs have Chinese like any game's.
@pytest.mark.parametrize("game", list(available()))
async def test_a_whole_game_reads_with_chinese_punctuation(
    tmp_path: Path, game: str, locale: str
) -> None:
    engine = get(game).engine
    players = max(engine.min_players, min(engine.max_players, 3))
    out = (await run_demo(game, players, 4, tmp_path / "demo", locale, boards=False)).out
    # and no space between two Han characters once the placeables are filled in (a seat's name,
    # a territory, a list of pieces): the catalogs' checks above, on what readers really get
    spaced = re.compile(rf"{HAN_TEXT} +{HAN_TEXT}")
    found = []
    for path in sorted(out.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for match in (*ASCII_NEXT_TO_HAN.finditer(line), *spaced.finditer(line)):
                found.append(f"{path.name}: {match.group()!r} in {line[:80]!r}")
    assert found == [], "\n".join(found[:20])


# A command typed in English inside Chinese text ("請用 /game notify"): commands are named with
# clickable mentions ({ $cmd_game_notify }), shown in each reader's own language (issue 27).
TYPED_COMMAND = re.compile(r"(?<![A-Za-z0-9_/:.<>-])/[a-z]+")


@pytest.mark.parametrize("locale", CHINESE)
def test_no_catalog_line_types_a_command(locale: str) -> None:
    found = [
        f"{path.parent.name}/{path.name}:{number}: {match.group()!r}"
        for path in catalog_files(locale)
        for number, line in catalog_lines(path)
        for match in TYPED_COMMAND.finditer(line)
    ]
    assert found == [], "\n".join(found)


def test_typed_commands_are_found() -> None:
    for typed in ("請用 /game notify 設定", "可以用 `/game replace` 替換", "/game undo 可以"):
        assert TYPED_COMMAND.search(typed), typed
    for fine in ("例如 Asia/Shanghai", "record-<id>.json", "https://example.com/x", "1/2"):
        assert not TYPED_COMMAND.search(fine), fine


def test_every_mentioned_command_exists() -> None:
    """Each { $cmd_… } a catalog may use names a command of the tree (checked by name)."""
    written = {
        name
        for locale in ("en", *CHINESE)
        for path in catalog_files(locale)
        for name in re.findall(r"\$(cmd_[a-z_]+)", path.read_text(encoding="utf-8"))
    }
    assert written <= set(command_mentions()), written - set(command_mentions())


def test_lists_are_joined_as_each_language_writes_them() -> None:
    assert list_join("en", ["a", "b", "c"]) == "a, b, c"
    assert list_join("zh-TW", ["吳", "楚"]) == "吳、楚"
    assert list_join("zh-CN", ["吴", "楚"]) == "吴、楚"


async def test_player_names_never_reach_a_picture(tmp_path: Path) -> None:
    """Boards are drawn from the engine's views, which hold seats, not names: two tables that
    differ only in their players' names (in scripts no font has) draw identical boards."""
    store = await Store.open(tmp_path / "names.db")
    try:
        service = TableService(store)
        pngs = []
        for channel, names in ((1, ["Ann", "Bob"]), (2, ["𓀀𓀁", "🂡 王"])):
            await service.create(
                guild_id=1, channel_id=channel, kind="suntzu", user_id=9, moderator=True, seed=3
            )
            for user, name in enumerate(names, start=1):
                await service.join(channel, user, name)
            table = (await service.start(channel, 9, moderator=True)).table
            pngs.append(presenter.board_png(table, "zh-TW"))
        assert pngs[0] == pngs[1]
        engine = get("suntzu").engine
        assert engine.view(engine.setup(2, {}, setup_rng(3)), None)  # views are name-free data
    finally:
        await store.close()
