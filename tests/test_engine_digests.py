"""Pinned digests of seeded games: any change in what the engine or the bots do fails here.

Each digest hashes one game's answers, deciders and outcome (`benchmarks/fast_digest.py`: the
simulator's fast path, benchmark matchups, solitaire and random kingdoms of rule bots) or its
answers, events and final state (`benchmarks/engine_digest.py`: the checked path, random bots
too). The figures were recorded on main before the engine-speed work, so a speed-up that plays
any game differently (a shuffle, a buy, a logged answer) breaks one of them.
"""

from __future__ import annotations

import pytest

from benchmarks import engine_digest, fast_digest
from companion.bots import Builder

FAST: dict[int, str] = {
    0: "6d720f4c7d0e1dc5",
    1: "2c69fb786bf7be4c",
    2: "c57b8797a93d73bd",
    3: "78d6b828f43f3dba",
    4: "fb86083576ea3df5",
    5: "bf870643b03d8eb3",
    6: "9e177f4c208c5759",
    7: "c6903f5a8a61a3de",
    8: "349fe56f5357311f",
    9: "0231bb892d34df57",
    10: "2f942749dd74363b",
    11: "90c7ce674524cadd",
    12: "043e843bbb297619",
    13: "5dcfe71252501bb7",
    14: "2eaf6bef8abb8c66",
    15: "bf1aaecb3d204a3d",
    16: "c2be62afb595bda7",
    17: "2154f114ccb77590",
    18: "9d53f6be0a8bc2ab",
    19: "e1ccb3669bb17825",
    20: "ebf43c644c4d6aba",
    21: "27a99a4cab97818c",
    22: "c49e10f137d8a639",
    23: "a7fdba35c349072a",
    24: "95d730dd6eb02c05",
    25: "e5dcef28c4f4b7fd",
    26: "d8563f0972e4a479",
    27: "ddd31bc9d755ad4e",
    28: "15d70a06e3023f6d",
    29: "11306432c8e97b22",
    30: "75a58cd291b50477",
    31: "182b5754fefa19eb",
    32: "042f75f43d8c98cb",
    33: "95917e3b86fbe325",
    34: "a97acc32bd83f261",
    35: "76b48a6f7ef3bb40",
    36: "27f1194c4f761749",
    37: "45d4a4d60d8e3b4e",
    38: "3f1dd5760d4375cc",
    39: "662c53ccb586826f",
    40: "c8d7947e552be150",
    41: "81104912f0550c00",
    42: "d19bf751a1e42c05",
    43: "d636b573549a035f",
    44: "9001158a006ba0e7",
    45: "529b649276b9d9e7",
    46: "200ce29a1165a5b1",
    47: "7847b2a9582932db",
    48: "0449471024e951c4",
    49: "14105f41f43f6952",
    50: "9496997744be2fa2",
    51: "5b901b78e6533443",
    52: "a7d79bc0fd8a560a",
    53: "0f8adf3688238b93",
    54: "dd8f135a22b2426d",
    55: "7ec079e4d6a188a2",
    56: "7229e95c85e6092c",
    57: "dcd2396a5bb7e76a",
    58: "c4106fe1f1de8fce",
    59: "aed58374276f9a64",
}

CHECKED: dict[int, str] = {
    0: "b1eac5961a8d84ed",
    1: "c397d0030b87bf64",
    2: "fe7854efa83d6f87",
    3: "9084fc0ea7246d35",
    4: "1b242d7da275571a",
    5: "25afefbc464c462d",
    6: "5f2e5a8dcb577fc5",
    7: "26450f6634c9dd5b",
    8: "527adbfe1f66ed5a",
    9: "d5cb0f6f8523915f",
    10: "1329e2eabab5040a",
    11: "51e59cf608fe6b19",
    12: "3bb62b7b9faea7cd",
    13: "9b2a607b6fec7f88",
    14: "c9959f660183c0af",
    15: "2b58f9260e79d955",
    16: "1db16a5b8b4126c0",
    17: "f077a16356b68f87",
    18: "adf1e2b949823c1f",
    19: "505355a26ef3340b",
    20: "c75f904e500f2be5",
    21: "5f852b43f53b2827",
    22: "6c63c9c39617a5f8",
    23: "3d544ba3ed25a60e",
}


@pytest.fixture(scope="module")
def builder(cat):
    return Builder(cat)


@pytest.mark.parametrize("i", sorted(FAST))
def test_a_fast_path_game_plays_as_recorded(db, builder, i):
    assert fast_digest.play(db, builder, i)[:16] == FAST[i]


@pytest.mark.parametrize("i", sorted(CHECKED))
def test_a_checked_path_game_plays_as_recorded(db, builder, i):
    assert engine_digest.play(db, builder, i)[:16] == CHECKED[i]
