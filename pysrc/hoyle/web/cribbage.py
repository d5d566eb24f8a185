"""The cribbage widgets."""

WIDGETS: dict = {}
RENDERERS: dict = {}
