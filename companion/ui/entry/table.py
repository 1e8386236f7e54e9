"""The practice table page (/table), drawn by `companion.ui.table.page`."""

from __future__ import annotations

from companion.ui.table.page import main

main()
