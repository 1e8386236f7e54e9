"""Card effect functions, registered by card id when this package is imported."""

from companion.engine.effects import base, seaside

__all__ = ["base", "seaside"]
