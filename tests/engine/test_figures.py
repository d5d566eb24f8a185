"""The figures that redraw the books' lost illustrations: rows of cards, useless cards marked."""

import unittest

from hoyle.web import figure_html


class FigureTest(unittest.TestCase):
    def test_rows_and_useless_cards(self):
        html = figure_html("As Ah / Ad Ac", "", "The four aces in a square")
        self.assertEqual(html.count('class="hoyle-cards"'), 2)
        self.assertEqual(html.count("hoyle-card "), 4)
        self.assertNotIn("hoyle-useless", html)
        self.assertIn("<strong>The four aces in a square.</strong>", html)
        self.assertIn("Editorial reconstruction of a lost illustration.", html)

    def test_useless_cards_are_marked(self):
        html = figure_html("10s 10h Kd 7c 3s", "Kd 7c 3s", "One Pair")
        self.assertEqual(html.count("hoyle-useless"), 3 + 1)  # three cards and the key
        self.assertIn('data-card="Kd" role="img" aria-label="king of diamonds (useless)"', html.replace("hoyle-card hoyle-red hoyle-useless", ""))

    def test_bad_figures_are_refused(self):
        with self.assertRaisesRegex(ValueError, "twice"):
            figure_html("As As Kd", "", "x")
        with self.assertRaisesRegex(ValueError, "not in the figure"):
            figure_html("As Kd", "Qc", "x")


if __name__ == "__main__":
    unittest.main()
