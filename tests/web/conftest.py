"""Fixtures of the web table's tests: an in-process app, a real server process, PostgreSQL."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from glob import glob
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed")

from fastapi.testclient import TestClient

from widow.server.app import create_app
from widow.server.tables import Settings

SRC = Path(__file__).resolve().parents[2] / "src"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def client() -> Iterator[TestClient]:
    """The app over an in-memory SQLite store; bots play at once and a test may play faster than
    a person (the rate limits have their own test, with the default settings)."""
    app = create_app("sqlite://", Settings(bot_delay=0.0, rate=1000.0, burst=1000))
    with TestClient(app) as test_client:
        yield test_client


def new_table(client: TestClient, seats: list[str], **extra: Any) -> dict[str, Any]:
    """Create a La Viuda table; ``seats`` holds "human" or a bot name per seat."""
    body = {
        "game": extra.pop("game", "la-viuda"),
        "players": len(seats),
        "options": extra.pop("options", {}),
        "seats": [{"kind": "human"} if s == "human" else {"kind": "bot", "bot": s} for s in seats],
        **extra,
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 200, response.text
    table: dict[str, Any] = response.json()
    return table


def join(client: TestClient, table_id: str, name: str) -> tuple[int, str]:
    response = client.post(f"/api/tables/{table_id}/join", json={"nickname": name})
    assert response.status_code == 200, response.text
    data = response.json()
    return data["seat"], data["token"]


# --- a real server process ----------------------------------------------------------------------


@dataclass
class ServerProcess:
    """``widow serve`` in a subprocess on a free loopback port."""

    database: str
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    log_path: Path | None = None
    extra: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
        if self.log_path is None:
            self.log_path = Path(tempfile.mkstemp(prefix="widow-serve-", suffix=".log")[1])
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "widow", "serve", "--port", str(self.port),
             "--database", self.database, "--bot-delay", "0.02", *self.extra],
            stdout=log, stderr=log, env=env,
        )  # fmt: skip
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_path.read_text()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown handlers run."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def log(self) -> str:
        return self.log_path.read_text() if self.log_path else ""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(f"sqlite:///{tmp_path / 'tables.sqlite3'}", log_path=tmp_path / "s.log")
    proc.start()
    yield proc
    proc.stop()


# --- a real browser -----------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
#: Where to save screenshots of the pages (the docs keep a set), if anywhere.
SHOTS = os.environ.get("WIDOW_SCREENSHOTS")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright (skipped where either is missing)."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    if not Path(CHROMIUM).exists():
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One ``widow serve`` process for a module's browser tests."""
    folder = tmp_path_factory.mktemp("browser")
    proc = ServerProcess(f"sqlite:///{folder / 'tables.sqlite3'}", log_path=folder / "serve.log")
    proc.start()
    yield proc
    proc.stop()


# --- PostgreSQL ----------------------------------------------------------------------------------


def _pg_bin() -> Path | None:
    found = sorted(glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(found[-1]).parent if found else None


def _run_pg(command: list[str], folder: Path) -> None:
    # The postgres user may not read the directory the tests run from: run from the cluster's.
    done = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(command[-1]).name}: {done.stdout}{done.stderr}"[:3000])


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server in a temporary directory (skipped where none is installed)."""
    pytest.importorskip("psycopg", reason="psycopg is not installed")
    bindir = _pg_bin()
    if bindir is None:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    folder = Path(tempfile.mkdtemp(prefix="widow-pg-"))
    data = folder / "data"
    port = free_port()
    as_user: list[str] = []
    if os.geteuid() == 0:
        # initdb refuses to run as root: the cluster belongs to the postgres user.
        shutil.chown(folder, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    _run_pg(
        [*as_user, str(bindir / "initdb"), "-D", str(data), "-U", "widow", "--auth=trust",
         "-E", "UTF8", "--no-sync"], folder,
    )  # fmt: skip
    options = f"-h 127.0.0.1 -p {port} -k {folder} -F"
    _run_pg(
        [*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-o", options, "-l",
         str(folder / "pg.log"), "-w", "start"], folder,
    )  # fmt: skip
    try:
        yield f"postgresql://widow@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
            capture_output=True,
        )
        shutil.rmtree(folder, ignore_errors=True)
