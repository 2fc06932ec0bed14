"""A game at the table, without a user interface: the seats (a person or a
computer of some level, a colour each), the log and its words, the marks of
the last move, taking back, the computers' and the hint's thinking, the
recording of a saved game, and the words of every decision.

`view.TableView` is the table as one seat (or a spectator) sees it; the
screens work from it alone. `local.LocalTable` is that table with the rules
engine in this process. Nothing here imports Textual, so the same table can
later be held by another program. Importing this package is cheap.
"""
