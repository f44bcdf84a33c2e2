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


def game_title_keys() -> set[str]:
    """The messages whose ``$game`` is a game's title (in Chinese, Han characters), not a
    game's number (the English writes those ``#{ $game }``)."""
    keys = set()
    for path in catalog_files("en"):
        for line in path.read_text(encoding="utf-8").splitlines():
            key, sep, text = line.partition(" = ")
            if sep and "{ $game }" in text and "#{ $game }" not in text:
                keys.add(key.strip())
    return keys


@pytest.mark.parametrize("locale", CHINESE)
def test_a_game_title_is_written_without_spaces_beside_han(locale: str) -> None:
    # The platform glossary: no space between two Han characters, and a game's title is Han
    # ("小世界排行榜", not "小世界 排行榜"); a space stays beside digits and Latin only.
    titled = game_title_keys()
    beside = re.compile(r"\{ \$game \} [\u3400-\u9fff]|[\u3400-\u9fff] \{ \$game \}")
    found = [
        f"{path.parent.name}/{path.name}: {line}"
        for path in catalog_files(locale)
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.partition(" = ")[0].strip() in titled and beside.search(line)
    ]
    assert titled and found == []


@pytest.mark.parametrize("locale", CHINESE)
# Every registered game, the toy game too: its catalogs have Chinese like any game's.
@pytest.mark.parametrize("game", list(available()))
async def test_a_whole_game_reads_with_chinese_punctuation(
    tmp_path: Path, game: str, locale: str
) -> None:
    engine = get(game).engine
    players = max(engine.min_players, min(engine.max_players, 3))
    out = (await run_demo(game, players, 4, tmp_path / "demo", locale, boards=False)).out
    found = []
    for path in sorted(out.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for match in ASCII_NEXT_TO_HAN.finditer(line):
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
