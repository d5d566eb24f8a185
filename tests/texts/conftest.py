"""What the text tests share: the edition built once for the whole run (a few seconds each time)."""


import pytest


from scripts import edition


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """(the generated files, each book's Edition by its id), from one `edition.build_all()` for the whole run (its
    processes under pytest-xdist share it: tests/run_once.py)."""
    from run_once import once

    files, eds = once(tmp_path_factory, "edition-built", lambda root: edition.build_all(), objects=True)
    return files, {ed.book["id"]: ed for ed in eds}
