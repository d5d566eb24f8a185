"""The round games of the excerpts, as pure functions: Commerce and Vingt-un (Peel, *Round Games
with Cards*) and Blind Hookey (Hoffmann, *Hoyle's Games Modernized*).

- `commerce`: three-card hands ranked, the point and the sequence, and the winner of a deal;
- `vingt_un`: the points of a hand, naturals and over-draws, and a round settled with the dealer
  under the agreements the excerpt offers (`vingt_un.Agreements`);
- `hookey`: a round of Blind Hookey settled by either of the two methods.

Requests are read in `hoyle.api.rounds`; these modules take cards and numbers already read, and
raise `CardError` only for what the games themselves forbid (a hand of the wrong size, a card twice,
the joker).
"""
