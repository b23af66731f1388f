"""One folder per game: its dashboard, composed from the kit and the table shell."""
