"""What the text tests share: the edition built once for the whole run (a few seconds each time)."""


import pytest


from scripts import edition


@pytest.fixture(scope="session")
def built():
    """(the generated files, each book's Edition by its id), from one `edition.build_all()`."""
    files, eds = edition.build_all()
    return files, {ed.book["id"]: ed for ed in eds}
