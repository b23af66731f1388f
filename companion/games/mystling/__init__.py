"""Dragon Eclipse: Mystling Academy, Peare vs Arboro."""
