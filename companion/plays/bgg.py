"""A finished game as a BoardGameGeek play record: text to paste or upload when logging the play.

The format is the <play> element BoardGameGeek's XML API 2 gives for a logged play (/xmlapi2/plays),
so a reader of BGG's own play records reads it too:

    <play date="YYYY-MM-DD" quantity="1" length="MINUTES" incomplete="0" nowinstats="0" location="">
      <item name="GAME" objecttype="thing" objectid="BGG ID or 0 when unknown">
        <subtypes><subtype value="boardgame"/></subtypes>
      </item>
      <comments>the companion's summary</comments>
      <players>
        <player username="" userid="0" name="NAME" startposition="SEAT" color="" score="SCORE" new="0"
                rating="0" win="1 or 0"/>
      </players>
    </play>

The date is the day the game started, in UTC (the saved game keeps UTC times); score is "" where the
game keeps none; startposition is the seat in the game's order of play, the starting player's being
the one whose turn came first. Every value is escaped by the XML writer: a name is written as typed.
"""

from __future__ import annotations

from datetime import datetime, timezone
from xml.etree import ElementTree

from companion.plays.summary import PlaySummary, check_player_name

__all__ = ["bgg_play_record"]


def bgg_play_record(summary: PlaySummary) -> str:
    """The play as BoardGameGeek's <play> record (date, length, players with score, win, start position,
    the companion's summary as its comments)."""
    date = (datetime.fromisoformat(summary.started).astimezone(timezone.utc).strftime("%Y-%m-%d")
            if summary.started else "")
    play = ElementTree.Element("play", {"date": date, "quantity": "1", "length": str(summary.minutes or 0),
                                        "incomplete": "0", "nowinstats": "0", "location": ""})
    item = ElementTree.SubElement(play, "item", {"name": summary.name, "objecttype": "thing",
                                                  "objectid": str(summary.bgg_id or 0)})
    ElementTree.SubElement(ElementTree.SubElement(item, "subtypes"), "subtype", {"value": "boardgame"})
    ElementTree.SubElement(play, "comments").text = summary.text()
    players = ElementTree.SubElement(play, "players")
    for p in summary.players:
        ElementTree.SubElement(players, "player", {
            "username": "", "userid": "0", "name": check_player_name(p.name), "startposition": str(p.seat),
            "color": "", "score": "" if p.score is None else str(p.score), "new": "0", "rating": "0",
            "win": "1" if p.winner else "0"})
    ElementTree.indent(play)
    return ElementTree.tostring(play, encoding="unicode") + "\n"
