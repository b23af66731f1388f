"""The Jupyter layer: thin views that read state and turn clicks into events.

A house of floors, each importing only the ones below it: kit/ (the reusable pieces; it knows no
table and no game), table/ (the one dashboard shell, the index and the component gallery), games/
(one dashboard per game) and lab/ (the odds lab). `tests/test_widgets_thin.py` holds the kit to it.
"""
