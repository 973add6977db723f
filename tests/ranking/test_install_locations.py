"""Where tables and compiled kernels go, and that nothing breaks when nowhere is writable.

Each test copies the package to a temporary directory and runs it in a fresh interpreter, so the
environment (home and cache directories) is the one the test sets, as for a real install.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import widow

_SCRIPT = """
import json, sys
import numpy as np
from widow.cli import main
from widow.ranking import evaluate_batch
from widow.ranking import _jit

hands = np.array([[51, 47, 43, 39, 35], [0, 5, 10, 15, 20]], dtype=np.int8)
result = {
    "caching": _jit.CACHING,
    "high": evaluate_batch(hands).tolist(),
    "ace-to-five": evaluate_batch(hands, system="ace-to-five").tolist(),
}
print(json.dumps(result))
sys.stdout.flush()
sys.argv = ["widow", "odds", "brag", "--json"]
main()
"""


def _copy_package(root: Path) -> Path:
    """A copy of the installed package under ``root``, as site-packages would hold it."""
    site = root / "site-packages"
    source = Path(widow.__file__).parent
    shutil.copytree(source, site / "widow", ignore=shutil.ignore_patterns("__pycache__"))
    return site


def _run(site: Path, home: Path, cache: Path) -> list[dict[str, object]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NUMBA_", "PYTHON"))}
    env.update(
        PYTHONPATH=str(site), PYTHONDONTWRITEBYTECODE="1", HOME=str(home), XDG_CACHE_HOME=str(cache)
    )
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        env=env,
        cwd=site,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def _make_read_only(path: Path) -> None:
    """Take write permission away everywhere under ``path``; since permissions do not bind root,
    also put a plain file where numba would make its in-tree cache directory."""
    for package in [path, *(p for p in path.rglob("*") if p.is_dir())]:
        if (package / "__init__.py").exists():
            (package / "__pycache__").write_text("")
    for item in [path, *path.rglob("*")]:
        mode = item.stat().st_mode
        item.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def _restore_write(path: Path) -> None:
    for item in [path, *path.rglob("*")]:
        item.chmod(item.stat().st_mode | stat.S_IWUSR)


@pytest.mark.slow  # a fresh interpreter compiles every kernel it uses and builds the tables
def test_read_only_install_without_cache_directory_still_works(tmp_path: Path) -> None:
    # A home that is a plain file: no directory can be made under it, not even by root.
    site = _copy_package(tmp_path)
    home = tmp_path / "home"
    home.write_text("")
    _make_read_only(site)
    try:
        first, odds = _run(site, home, home / "cache")
    finally:
        _restore_write(site)
    assert first["caching"] is False
    assert first["high"][0] > first["high"][1]  # the royal flush beats 7-6-5-4-2
    assert first["ace-to-five"][1] > first["ace-to-five"][0]  # and loses at lowball
    assert odds["total"] == 22100
    assert not list(site.rglob("*.nbi")) and not list(site.rglob("*.npz"))


@pytest.mark.slow  # two fresh interpreters, the first compiling and building
def test_writable_install_caches_in_the_user_cache_only(tmp_path: Path) -> None:
    site = _copy_package(tmp_path)
    cache = tmp_path / "cache"
    first, _ = _run(site, tmp_path, cache)
    assert first["caching"] is True
    assert list((cache / "widow" / "numba").rglob("*.nbi"))
    assert list((cache / "widow").glob("poker-tables-*.npz"))
    assert not list(site.rglob("*.nbi")) and not list(site.rglob("*.nbc"))
    again, _ = _run(site, tmp_path, cache)
    assert again == first


def test_own_numba_cache_directory_is_respected(tmp_path: Path) -> None:
    # Someone who points numba elsewhere keeps their choice.
    code = "import os; from widow.ranking import _jit; print(os.environ['NUMBA_CACHE_DIR'])"
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "mine"))
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == str(tmp_path / "mine")
