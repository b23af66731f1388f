"""One folder per game, all five with their dashboard (dashboard.py, shown by notebooks/<game>.ipynb),
composed from the kit and the table shell."""
