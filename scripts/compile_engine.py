"""Build (or remove) the engine's optional compiled modules in place: see companion/compiled.py.

Run: .venv/bin/python scripts/compile_engine.py [--clean]
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.compiled import MODULES, PACKAGE, STAMP, digest, source  # noqa: E402

BUILD = ROOT / "build" / "mypyc"


def clean() -> None:
    """Remove every built extension of the package, the stamp and the C sources."""
    for path in PACKAGE.rglob("*.so"):
        path.unlink()
    for path in PACKAGE.rglob("*.pyd"):
        path.unlink()
    STAMP.unlink(missing_ok=True)
    shutil.rmtree(BUILD, ignore_errors=True)


def build() -> None:
    """Compile `MODULES` as one group (`companion.native__mypyc` holds their shared code)."""
    from mypyc.build import mypycify
    from setuptools import setup

    clean()
    paths = [str(source(m).relative_to(ROOT)) for m in MODULES]
    extensions = mypycify(paths, group_name="companion.native", target_dir=str(BUILD))
    setup(
        name="companion-compiled",
        ext_modules=extensions,
        script_args=["build_ext", "--inplace", "--build-temp", str(BUILD / "temp")],
    )
    STAMP.write_text(json.dumps({m: digest(m) for m in MODULES}, indent=1) + "\n", "utf-8")


def main() -> int:
    import os

    os.chdir(ROOT)
    if "--clean" in sys.argv[1:]:
        clean()
        print("compiled engine modules removed: pure Python")
        return 0
    build()
    print(f"compiled {len(MODULES)} engine modules in place (remove: --clean)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
