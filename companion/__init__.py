"""table-companion's pure core: rules, sessions and odds, with no Jupyter import."""
