"""Every finished game kept as a play (issue #25): its summary, a BG Stats file and a BoardGameGeek record.

    summary.py  play_summary: a finished game's outcome, scores in parts, length and settings (PlaySummary)
    bgstats.py  bgstats_json writes the BG Stats app's JSON; read_bgstats reads one, refusing a foreign file
    bgg.py      bgg_play_record: the play as BoardGameGeek's <play> record, to paste or upload

Pure Python, no widgets: a dashboard shows these and offers them as downloads.
"""

from companion.plays.bgg import bgg_play_record
from companion.plays.bgstats import BgStatsPlay, BgStatsScore, bgstats_json, bgstats_plays, read_bgstats
from companion.plays.summary import GAME_NAMES, PlayerResult, PlaySummary, check_player_name, play_summary

__all__ = ["GAME_NAMES", "BgStatsPlay", "BgStatsScore", "PlayerResult", "PlaySummary", "bgg_play_record",
           "bgstats_json", "bgstats_plays", "check_player_name", "play_summary", "read_bgstats"]
