"""The site: made ready, built, finished and served.

    prepare         Pyodide, the engine wheel, the trimmed standard library (stdlib_modules.mjs), the e-books and
                    the home-screen icons put in place before MkDocs builds or serves (make setup)
    home_screen     the web app manifest and the icons, rendered from docs/assets/icon.svg
    previews        every page's link preview (Open Graph, Twitter's card, the description), its picture rendered
                    from docs/assets/preview.svg, and robots.txt
    short_links     each law and ruling of a built page marked with its own page's short address
    build           the site for an address, with MkDocs or Zensical, then finished (make build)
    finish          what a built site needs before it is published: relative passage links, hashed assets,
                    the previews and the short addresses, the policy, the hosts' files, the offline edition
    csp             the Content-Security-Policy, written into a built site
    hosts           what a host must send with the built site: the MIME types, gzip, .htaccess and _nginx.conf
    serve_static    a built site served on 127.0.0.1 as a static host serves it (make preview)
    screenshots     pages and widgets of a built site, light and dark, desktop and phone
"""
