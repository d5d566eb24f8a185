"""The counts of a simulation: integers (`Stats`), so that partial results are exact functions of the deals so far,
and one deal's tally (`tally_deal`), kept by every game's loop alike (draw poker's in `deals`, straight and stud
poker's in `games`)."""

from __future__ import annotations

from hoyle.poker.simulate.configuration import PROGRESSION


class Stats:
    """Integer counts, so that partial results are exact functions of the deals so far."""

    def __init__(self, players: int, strengths: int):
        self.deals = 0
        self.void = 0
        self.uncontested = 0
        self.number_in = [0] * (players + 1)  # played deals by how many came in
        self.came_in = [0] * players
        self.alone = [0] * players  # deals he came in and no one else did
        self.company = [[0] * (players + 1) for _ in range(players)]  # deals he came in, by how many came in
        self.wins = [[0] * (players + 1) for _ in range(players)]  # by the number sharing the pot
        self.finals = [[0] * strengths for _ in range(players)]
        # The kitty: the deals that came to a show (two or more in), by the strength of the best hand shown.
        self.shown_best = [0] * strengths
        # Progressive jacks: the step of the next deal (its place on the ladder), and the deals played and opened needing
        # each rank (0 jacks ... 3 aces).
        self.step = 0
        self.step_deals = [0] * len(PROGRESSION)
        self.step_opened = [0] * len(PROGRESSION)
        # Stud: for each round of up cards (one to four), the deals each seat had the first say; and the
        # pots won by the seat with the first say on the last round, by the number sharing them.
        self.first_say = [[0] * players for _ in range(4)]
        self.last_say_wins = [0] * (players + 1)
        # Straight and stud: by strength, the pots won by a hand of that strength, by the number sharing them (made by `games`).
        self.won_with: list | None = None


def tally_deal(st: Stats, ins, winners, number_in, came_in, company, alone, wins, best: int) -> None:
    """One deal's counts: how many came in, who came in alone or in what company, who won (a tie dividing), and
    the best hand shown when two or more came in (the kitty)."""
    n_in = len(ins)
    number_in[n_in] += 1
    if n_in == 1:
        st.uncontested += 1
        alone[ins[0]] += 1
    else:
        st.shown_best[best] += 1
    for seat in ins:
        came_in[seat] += 1
        company[seat][n_in] += 1
    share = len(winners)
    for seat in winners:
        wins[seat][share] += 1
