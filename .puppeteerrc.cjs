// Puppeteer (Ace by DAISY's, scripts/ebook/ace.py) downloads no browser: the tests start Debian's Chromium.
module.exports = { skipDownload: true };
