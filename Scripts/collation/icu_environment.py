"""Runs a script with ICU's Python binding at hand, for the collation generator and the
browsing benchmark: `icukit-pyicu` (ICU 78.3 with CLDR 48 data bundled; Unicode licence),
pinned, in a virtual environment in Scripts/collation/.venv (git-ignored)."""
import os
import subprocess
import sys

PACKAGE = "icukit-pyicu"
VERSION = "78.3.1"
VENV = os.path.join(os.path.dirname(os.path.abspath(__file__)), ".venv")


def run_with_icu(script):
    """Returns when `import icu` works here; otherwise makes the venv, installs the package
    and runs `script` again inside it with the same arguments (this call does not return)."""
    if sys.prefix == VENV:
        return
    interpreter = os.path.join(VENV, "bin", "python")
    if not os.path.exists(interpreter):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    subprocess.check_call([interpreter, "-m", "pip", "install", "-q", f"{PACKAGE}=={VERSION}"])
    os.execv(interpreter, [interpreter, os.path.abspath(script)] + sys.argv[1:])
