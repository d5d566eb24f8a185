"""The rounds widgets."""

WIDGETS: dict = {}
RENDERERS: dict = {}
