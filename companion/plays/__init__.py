"""Every finished game kept as a play (issue #25): its summary, a BG Stats file and a BoardGameGeek record.

    summary.py  play_summary: a finished game's outcome, scores in parts, length and settings (PlaySummary)
    bgstats.py  bgstats_json writes the BG Stats app's JSON; read_bgstats reads one, refusing a foreign file
    bgg.py      bgg_play_record: the play as BoardGameGeek's <play> record, to paste or upload
    library.py  read_plays: a folder's finished games as rows (cached), BG Stats rows, name merges, the figures

Pure Python, no widgets: a dashboard shows these and offers them as downloads.
"""

from companion.plays.bgg import bgg_play_record
from companion.plays.bgstats import BgStatsPlay, BgStatsScore, bgstats_json, bgstats_plays, read_bgstats
from companion.plays.library import (NameMerges, PlayRow, PlaysRead, combine, coop_results, filter_rows, lengths,
                                     plays_per_game, read_plays, row_of_summary, rows_of_bgstats, saved_play,
                                     scores_over_time,
                                     summary_from_json, summary_to_json, wins_by_player)
from companion.plays.summary import GAME_NAMES, PlayerResult, PlaySummary, check_player_name, play_summary

__all__ = ["GAME_NAMES", "BgStatsPlay", "BgStatsScore", "NameMerges", "PlayRow", "PlayerResult", "PlaySummary",
           "PlaysRead", "bgg_play_record", "bgstats_json", "bgstats_plays", "check_player_name", "combine",
           "coop_results", "filter_rows", "lengths", "play_summary", "plays_per_game", "read_bgstats", "read_plays",
           "row_of_summary", "rows_of_bgstats", "saved_play", "scores_over_time", "summary_from_json", "summary_to_json",
           "wins_by_player"]
