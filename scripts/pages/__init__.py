"""The pages the site has beside the books' own (which scripts/edition writes), each written from texts/ and
committed, a test failing when one is stale (make edition writes them again):

    claims_ledger   the claims ledger (texts/claims/*.toml, checked by the engine) -> docs/tools/claims-ledger.md,
                    each entry placed on its book page by ledger_places
    situations      the situation finder (texts/situations.toml) -> docs/practical-poker/what-happened.md
    generated       the end of both command lines: write the page, or check that it is up to date
    law_pages       each law's and each ruling's own page at its short address (practical-poker/laws/23/), cut from
                    the book's generated pages at every build (scripts/site/prepare.py): not committed
"""
