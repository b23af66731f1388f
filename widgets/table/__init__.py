"""The table, built on the kit: the one dashboard shell every game's page is (saved games, history,
messages, rulings, the page following a game played elsewhere), the landing index, and the component
gallery with its session demo (played with Tally, a demo game)."""
