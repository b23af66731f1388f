"""The six phases of a turn, one module each: hunt (1), plan (2), fighting (3), battle (4),
restoration (5) and awakening (6). Each checks its events and hands over to the next phase."""
