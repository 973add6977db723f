"""Where widow keeps what it computes once: lookup tables and numba's compiled kernels.

Both live under the user cache directory (``platformdirs.user_cache_dir("widow")``), never in the
package, so an editable install leaves the source tree clean. When nothing there is writable (a
read-only install with no home directory), tables are built in memory for each process and
kernels are compiled without caching: everything still works, only the first use is slower.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

Arrays = dict[str, npt.NDArray[Any]]


@lru_cache(maxsize=1)
def cache_root() -> Path:
    """The user cache directory for widow (it may not exist or be writable)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("widow"))


def writable_dir(path: Path) -> bool:
    """Whether ``path`` is (or can be made) a directory that a file can be written to.

    Trying is the only reliable test: permission bits do not bind root, and a read-only mount or a
    path through a plain file fails only when used.
    """
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError:
        return False
    return True


def load_or_build(name: str, build: Callable[[], Arrays]) -> Arrays:
    """Arrays saved under ``name`` in the cache, or built by ``build`` (and saved if possible).

    ``name`` should carry a format version, so that a new layout never reads an old file.
    """
    import zipfile  # only for its error type; kept out of start-up

    path = cache_root() / f"{name}.npz"
    try:
        with np.load(path) as data:
            return {key: data[key] for key in data.files}
    except (OSError, EOFError, KeyError, ValueError, zipfile.BadZipFile):
        pass  # missing, damaged or unreadable: build afresh
    built = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Write then rename, so a concurrent reader never sees half a file.
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".npz")
        try:
            with os.fdopen(fd, "wb") as handle:
                np.savez(handle, **built)  # type: ignore[arg-type]
            os.replace(tmp, path)
        except OSError:
            os.unlink(tmp)
            raise
    except OSError:
        pass  # an unwritable cache only costs a rebuild next time
    return built
