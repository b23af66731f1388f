"""The one dashboard shell every game's page is: saved games, history, messages, rulings."""
