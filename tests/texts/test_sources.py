"""The texts as received stay verbatim: their hashes are pinned."""

import hashlib
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "texts" / "source"


def test_sources_are_verbatim():
    lines = (SOURCE / "SHA256SUMS").read_text().splitlines()
    pinned = {name: digest for digest, name in (line.split("  ", 1) for line in lines)}
    assert sorted(pinned) == ["000_b315a8ce36e35c0a.txt", "001_fd6369dc7f4b58f4.txt", "002_ea13b2b36291db35.txt"]
    for name, digest in pinned.items():
        assert hashlib.sha256((SOURCE / name).read_bytes()).hexdigest() == digest, name
    assert sorted(p.name for p in SOURCE.glob("*.txt")) == sorted(pinned)
