# Shared by start.sh and test.sh (sourced): messages in the user's language, and the install
# into .venv, skipped when nothing changed since the last one.

say() { # say ENGLISH HUNGARIAN: one line on stderr, in Hungarian when the locale is Hungarian
  case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in
    hu*) printf '%s\n' "$2" >&2 ;;
    *) printf '%s\n' "$1" >&2 ;;
  esac
}

install_into_venv() { # install_into_venv PIP_TARGET NAME: pip install -e PIP_TARGET into .venv
  local target="$1" stamp=".venv/.installed-$2"
  if [ ! -x .venv/bin/python ]; then
    say "Creating the Python environment in .venv ..." \
      "Python-környezet létrehozása a .venv mappában ..."
    python3 -m venv .venv
  fi
  if [ -f "$stamp" ] && [ "$stamp" -nt pyproject.toml ]; then
    return 0 # installed since pyproject.toml last changed (the install is editable)
  fi
  say "Installing into .venv (under half a minute the first time) ..." \
    "Telepítés a .venv mappába (első alkalommal fél percen belül) ..."
  # uv picks the same versions as pip (compared with pip freeze) and installs them in ~17 s
  # against pip's ~72 s; where uv cannot be had or cannot reach its index, pip does it
  if .venv/bin/python -m pip install -q --disable-pip-version-check uv \
    && .venv/bin/uv pip install -q --python .venv/bin/python --compile-bytecode -e "$target"; then
    :
  else
    say "uv did not install; installing with pip instead (about a minute) ..." \
      "Az uv nem telepített; telepítés pip-pel (körülbelül egy perc) ..."
    .venv/bin/python -m pip install -q --disable-pip-version-check -e "$target"
  fi
  touch "$stamp"
}
