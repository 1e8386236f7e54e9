"""Bots: players that answer the engine's decisions (random, Big Money and friends)."""
