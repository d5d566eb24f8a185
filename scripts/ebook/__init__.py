"""The books as e-books (issue 30): an EPUB 3 of each book, made from the site's own generated pages.

    epub        each book put together, and the command line (make epub; scripts/site/prepare.py calls build_all)
    sources     the books and their pages in the site's order, rendered as the site renders them
    chapters    one page into a chapter: the calculators' built answers, the notes as endnotes, the page marks
    package     the book's other files: endnotes, contents, package document, style sheet
    matter      the front and back matter: cover (rendered from the site's icon), title page, imprint, half-title, colophon, public domain
    corrections a correction of the source as an endnote, its formulas as the book prints them
    typography  the last pass: curly quotes, closed em dashes, small capitals, fractions, tables' classes, note references kept apart
    xhtml       a small HTML tree, read from the pages' HTML and written out as XHTML
    ace         Ace by DAISY, the accessibility checker, run on the books with Debian's Chromium (make ace)
"""
