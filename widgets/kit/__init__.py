"""The reusable kit: BoardCanvas, drawing, pickers, prompts, counters, the odds view, the profile editor."""
