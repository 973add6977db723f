"""Numba, set up for widow's kernels: compiled code is cached under the user cache directory.

Importing this module imports numba, so only the batch kernels import it. Before numba is first
imported, ``NUMBA_CACHE_DIR`` is pointed at ``<user cache>/numba`` (unless the caller set it),
which keeps compiled code out of the package and the source tree. When that directory cannot be
written, kernels are compiled in each process without a disk cache instead of failing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from widow.ranking._cache import cache_root, writable_dir

if "numba" not in sys.modules and not os.environ.get("NUMBA_CACHE_DIR"):
    os.environ["NUMBA_CACHE_DIR"] = str(cache_root() / "numba")

import numba  # imported after the cache directory is chosen

_config: Any = numba.config
if not _config.CACHE_DIR:  # numba was imported earlier without a cache directory
    _config.CACHE_DIR = str(cache_root() / "numba")

#: Whether compiled kernels are saved to disk (False when the cache directory is not writable).
CACHING: bool = writable_dir(Path(_config.CACHE_DIR))


def kernel(**options: Any) -> Callable[[Callable[..., Any]], Any]:
    """``numba.njit`` with widow's settings: no GIL held, cached on disk when possible."""

    def decorate(function: Callable[..., Any]) -> Any:
        if CACHING:
            try:
                return numba.njit(cache=True, nogil=True, **options)(function)
            except RuntimeError:  # numba found no usable cache location after all
                pass
        return numba.njit(cache=False, nogil=True, **options)(function)

    return decorate
