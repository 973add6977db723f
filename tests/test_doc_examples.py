"""Every example in the README and in docs/*.md runs as written.

The examples are found, not listed: every line of a code block (fenced, or indented by four
spaces) whose command is ``widow ...`` (or a pipeline with a ``widow ...`` stage, such as
``printf 'k\\n' | widow play ...``) is run through the shell, in document order, in one scratch
directory per document (so a later example may read a file an earlier one wrote). Lines written
``usage: widow ...`` are synopses and are not run.

What is checked:

* an example exits with status 0, within a fixed time;
* an example whose comment starts with ``# error`` must fail cleanly instead: status 2, one line
  on standard error starting ``widow: error:`` (and holding the text after ``error:``, if any),
  no traceback;
* where the comment says what the example shows (see ``CLAIMS``), the output shows it;
* every ``python`` block runs: a block of ``>>>`` lines as a doctest, any other block statement by
  statement, where a trailing comment that reads as a Python value (``# (2, '1', False)``) must be
  the repr of the expression before it.

Examples matching ``SLOW`` (seven-card odds, thousands of matches) are marked ``slow``.
"""

from __future__ import annotations

import ast
import doctest
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import widow

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

#: A command whose first stage, or a later stage of its pipeline, is the ``widow`` command.
WIDOW_COMMAND = re.compile(r"(?:^|\|\s*)widow\s")
#: The web server, which runs until it is stopped: started, visited and stopped instead.
SERVER_COMMAND = re.compile(r"widow serve\b")
#: Examples that take more than a few seconds: exhaustive seven- or six-card counts, and runs of a
#: thousand matches or more.
SLOW = (
    re.compile(r"--cards\s+[67]\b"),
    re.compile(r"(?:--games|-g)[\s=]\d{4,}"),
    re.compile(r"\bgames=\d{4,}"),
)
TIMEOUT_S = 120
SLOW_TIMEOUT_S = 600
ERROR_STATUS = 2


@dataclass(frozen=True)
class Example:
    """One runnable example: a shell command line, or a Python block."""

    document: Path
    line: int
    kind: str  # "shell" or "python"
    text: str
    comment: str = ""

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"

    @property
    def slow(self) -> bool:
        return any(pattern.search(self.text) for pattern in SLOW)

    @property
    def expects_error(self) -> bool:
        return self.kind == "shell" and self.comment.lower().startswith("error")


def split_comment(line: str) -> tuple[str, str]:
    """A shell line split into the command and its trailing ``#`` comment (outside quotes).

    >>> split_comment("widow rank high 'As #s' --json   # a comment")
    ("widow rank high 'As #s' --json", 'a comment')
    """
    quote = ""
    for i, char in enumerate(line):
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip(), line[i + 1 :].strip()
    return line.rstrip(), ""


def code_blocks(text: str) -> Iterator[tuple[int, str, list[str]]]:
    """``(first line number, language, lines)`` of every fenced block and every indented block."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r"^\s*(```+|~~~+)\s*([\w+-]*)", lines[i])
        if fence:
            marker, language = fence.group(1), fence.group(2).lower()
            body = []
            start = i + 2
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(marker):
                body.append(lines[i])
                i += 1
            yield start, language, body
            i += 1
            continue
        indented = lines[i].startswith(("    ", "\t")) and (i == 0 or not lines[i - 1].strip())
        if indented:
            start = i + 1
            body = []
            while i < len(lines) and (lines[i].startswith(("    ", "\t")) or not lines[i].strip()):
                body.append(lines[i].strip())
                i += 1
            yield start, "", body
            continue
        i += 1


def examples(document: Path) -> list[Example]:
    """The runnable examples of one document, in order."""
    found = []
    for start, language, body in code_blocks(document.read_text(encoding="utf-8")):
        if language in ("python", "py", "pycon"):
            found.append(Example(document, start, "python", "\n".join(body)))
            continue
        for offset, raw in enumerate(body):
            command, comment = split_comment(raw.strip())
            if WIDOW_COMMAND.search(command):
                found.append(Example(document, start + offset, "shell", command, comment))
    return found


ALL = [example for document in DOCUMENTS for example in examples(document)]


# --- what a comment says the output shows ---------------------------------------------

Check = Callable[[str, re.Match[str]], bool]


def _number_shown(output: str, match: re.Match[str]) -> bool:
    number = match.group(1)
    return number in output or number.replace(",", "") in output


def _moves_in_order(output: str, match: re.Match[str]) -> bool:
    # "scripted: knock, then decline La Viuda": each move named is made by you, in that order.
    verbs = re.findall(r"\b(pass|exchange|knock|swap|buy|decline)\b", match.group(1))
    position = 0
    for verb in verbs:
        found = re.search(rf"^you {verb}\b", output[position:], re.M)
        if found is None:
            return False
        position += found.end()
    return bool(verbs)


def _players_and_bots(output: str, match: re.Match[str]) -> bool:
    count = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[match.group(1)]
    bots = set(re.findall(rf"seat (\d) \({match.group(2)}\)", output))
    return f"{count + 1} players, you at seat 0" in output and len(bots) == count


#: (pattern in a comment, what the output must then show, the check).
CLAIMS: list[tuple[re.Pattern[str], Check]] = [
    (re.compile(r"(\d{1,3}(?:,\d{3})+)"), _number_shown),
    (re.compile(r"you at seat 0, (\w+) (\w+) bots"), _players_and_bots),
    (re.compile(r"scripted: (.*)"), _moves_in_order),
    (re.compile(r"as seat (\d+) saw it"), lambda out, m: f"seen by seat {m.group(1)} only" in out),
    (
        re.compile(r"every option and its default"),
        lambda out, m: "Every option with its default" in out,
    ),
    (re.compile(r"only chance can decide", re.I), lambda out, m: "chance" in out.lower()),
    (re.compile(r"(\d+) cards \+ (\d) jokers"), lambda out, m: "54-card pack" in out),
    # Wild cards make five of a kind possible, and the odds table then lists it.
    (re.compile(r"\b\w+ wild\b"), lambda out, m: "five-of-a-kind" in out),
    (re.compile(r"every (\d)-card hand"), lambda out, m: f"{m.group(1)}-card hands" in out),
]


def claims_of(comment: str) -> list[tuple[str, Check, re.Match[str]]]:
    found = []
    for pattern, check in CLAIMS:
        for match in pattern.finditer(comment):
            found.append((match.group(0), check, match))
    return found


# --- running ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """An environment where ``widow`` is this checkout's command, run by this interpreter."""
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "widow"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m widow "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    source = str(Path(widow.__file__).resolve().parents[1])
    env = dict(os.environ)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH")) if p)
    return env


class Workspace:
    """One scratch directory per document; running an example first runs the fast examples
    before it in the same document (once), so files they write are there as in a reader's
    session."""

    def __init__(self, factory: pytest.TempPathFactory, env: dict[str, str]) -> None:
        self.factory = factory
        self.env = env
        self.dirs: dict[Path, Path] = {}
        self.done: dict[Path, int] = {}

    def run(self, example: Example) -> subprocess.CompletedProcess[str] | None:
        directory = self.dirs.get(example.document)
        if directory is None:
            directory = self.dirs[example.document] = self.factory.mktemp("doc")
        earlier = [e for e in ALL if e.document == example.document and e.line < example.line]
        for before in earlier[self.done.get(example.document, 0) :]:
            if not before.slow:
                self._execute(before, directory)
        # Slow examples run after the fast ones, so the count only ever grows.
        self.done[example.document] = max(self.done.get(example.document, 0), len(earlier) + 1)
        return self._execute(example, directory)

    def _execute(
        self, example: Example, directory: Path
    ) -> subprocess.CompletedProcess[str] | None:
        if example.kind == "python":
            run_python(example, directory)
            return None
        if SERVER_COMMAND.match(example.text):
            return run_server(example, directory, self.env)
        return subprocess.run(
            ["bash", "-o", "pipefail", "-c", example.text],
            cwd=directory,
            env=self.env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=SLOW_TIMEOUT_S if example.slow else TIMEOUT_S,
            check=False,
        )


def run_server(
    example: Example, directory: Path, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run a ``widow serve`` example the way a reader would: start it, open the address it
    prints, and stop it with Ctrl-C. It passes when the page answers and the server stops with
    status 0; its tables go to a database in the scratch directory."""
    server_env = dict(env, XDG_DATA_HOME=str(directory / "data"))
    server = subprocess.Popen(
        ["bash", "-c", f"exec {example.text}"],
        cwd=directory,
        env=server_env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    printed: list[str] = []
    status = 1
    try:
        assert server.stdout is not None
        deadline = time.monotonic() + TIMEOUT_S
        address = None
        while address is None and time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                break
            printed.append(line)
            found = re.search(r"https?://[\w.:\[\]]+/", line)
            address = found.group(0) if found else None
        if address is not None:
            for _ in range(100):
                try:
                    with urllib.request.urlopen(address, timeout=5) as page:
                        status = 0 if page.status == 200 else 1
                    break
                except OSError:
                    time.sleep(0.1)
    finally:
        server.send_signal(signal.SIGINT)
        try:
            out, err = server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            out, err = server.communicate()
    if server.returncode not in (0, -signal.SIGINT, 130):
        status = server.returncode
    return subprocess.CompletedProcess(example.text, status, "".join(printed) + out, err)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory, shell_env: dict[str, str]) -> Workspace:
    return Workspace(tmp_path_factory, shell_env)


def _value_comment(source_line: str) -> str | None:
    """The trailing comment of a Python line when it reads as a Python value, else ``None``."""
    if "#" not in source_line:
        return None
    comment = source_line.split("#", 1)[1].strip()
    try:
        ast.parse(comment, mode="eval")
    except SyntaxError:
        return None
    return comment


def run_python(example: Example, directory: Path) -> None:
    """Run a Python block: doctest lines as a doctest, other code statement by statement."""
    cwd = Path.cwd()
    os.chdir(directory)
    try:
        if ">>>" in example.text:
            parser = doctest.DocTestParser()
            test = parser.get_doctest(example.text, {}, example.name, str(example.document), 0)
            runner = doctest.DocTestRunner(
                optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
            )
            runner.run(test)
            assert runner.failures == 0, f"{example.name}: the doctest fails (output above)"
            return
        lines = example.text.splitlines()
        namespace: dict[str, Any] = {"__name__": "__doc_example__"}
        for statement in ast.parse(example.text).body:
            code = ast.Module(body=[statement], type_ignores=[])
            end = statement.end_lineno or statement.lineno
            where = f"{example.document.name}:{example.line + statement.lineno - 1}"
            if isinstance(statement, ast.Expr):
                value = eval(compile(ast.Expression(statement.value), where, "eval"), namespace)
                claim = _value_comment(lines[end - 1])
                if claim is not None:
                    shown = " ".join(repr(value).split())
                    assert shown == " ".join(claim.split()), f"{where}: {shown} != {claim}"
            else:
                exec(compile(code, where, "exec"), namespace)
    finally:
        os.chdir(cwd)


def _check_shell(example: Example, result: subprocess.CompletedProcess[str]) -> None:
    where = f"{example.name}: {example.text}"
    if example.expects_error:
        assert result.returncode == ERROR_STATUS, f"{where}: status {result.returncode}"
        assert "Traceback" not in result.stderr, f"{where}: {result.stderr}"
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("widow: error:"), f"{where}: {lines}"
        expected = example.comment.split(":", 1)[1].strip() if ":" in example.comment else ""
        assert expected in lines[0], f"{where}: {lines[0]!r} does not say {expected!r}"
        return
    assert result.returncode == 0, f"{where}: status {result.returncode}\n{result.stderr}"
    assert "Traceback" not in result.stderr, f"{where}: {result.stderr}"
    for text, check, match in claims_of(example.comment):
        assert check(result.stdout, match), f"{where}: the output does not show {text!r}"


def _params(slow: bool) -> list[Any]:
    return [
        pytest.param(e, id=e.name, marks=[pytest.mark.slow] if e.slow else [])
        for e in ALL
        if e.slow == slow
    ]


@pytest.mark.parametrize("example", _params(slow=False) + _params(slow=True))
def test_example_runs_as_written(example: Example, workspace: Workspace) -> None:
    result = workspace.run(example)
    if result is not None:
        _check_shell(example, result)


def test_examples_are_found_in_the_readme_and_the_docs() -> None:
    # The extraction itself: the README's and docs/cli.md's examples are found, synopses are not.
    names = {e.document.name for e in ALL}
    assert {"README.md", "cli.md"} <= names
    assert any(e.kind == "python" and e.document.name == "README.md" for e in ALL)
    assert not any(re.search(r"\b(GAME|FILE|SYSTEM)\b", e.text) for e in ALL if e.kind == "shell")
    assert any(e.expects_error for e in ALL)


def test_every_claim_check_is_used_by_some_example() -> None:
    # A check nobody's comment triggers would test nothing; drop it with the example it was for.
    used = {id(check) for e in ALL for _, check, _ in claims_of(e.comment)}
    for pattern, check in CLAIMS:
        assert id(check) in used, pattern.pattern


def test_a_claim_that_the_output_does_not_show_is_caught() -> None:
    # The checks can fail: a comment claiming a count the output lacks is refused.
    example = Example(ROOT / "README.md", 1, "shell", "widow odds high", "all 1,234,567 hands")
    result = subprocess.CompletedProcess(["widow"], 0, stdout="2,598,960 hands", stderr="")
    with pytest.raises(AssertionError, match="does not show"):
        _check_shell(example, result)


def test_a_python_comment_that_is_not_the_value_is_caught(tmp_path: Path) -> None:
    # The value comments are compared, not just read: a wrong one fails.
    good = Example(ROOT / "README.md", 1, "python", "x = 2\nx + 1  # 3\nx  # the number two")
    run_python(good, tmp_path)
    bad = Example(ROOT / "README.md", 1, "python", "x = 2\nx + 1  # 4")
    with pytest.raises(AssertionError, match="3 != 4"):
        run_python(bad, tmp_path)
