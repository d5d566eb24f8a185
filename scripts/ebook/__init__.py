"""The books as e-books (issue 30): an EPUB 3 of each book, made from the site's own generated pages.

    epub        each book put together, and the command line (make epub; scripts/site/prepare.py calls build_all)
    sources     the books and their pages in the site's order, rendered as the site renders them
    chapters    one page into a chapter: the calculators' built answers, the notes as endnotes, the page marks
    package     the book's other files: title page, endnotes, colophon, contents, package document, style sheet
    xhtml       a small HTML tree, read from the pages' HTML and written out as XHTML
    ace         Ace by DAISY, the accessibility checker, run on the books with Debian's Chromium (make ace)
"""
