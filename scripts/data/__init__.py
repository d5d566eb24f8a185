"""The counts and tables the engine keeps as data (they take minutes to make), made again here and checked:

    progressive_table   the deals without openers for progressive jack-pots (hoyle.poker.progressive COUNTED),
                        eight hands by the compiled count, progressive_count.rs (rustc -O)
    vingt_un_table      Vingt-un's whole strategy and a round's worth (pysrc/hoyle/rounds/vingt_un_table.py)
"""
