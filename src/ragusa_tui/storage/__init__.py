"""The files on disk beside the saves: the locks of games being played, the
ledger of which files are autosaves, the notes that let Resume skip
replaying, the new-game form's memory, and the autosave's background
writer. (`ragusa_tui.saves`, the saves themselves, keeps its own place.)

Nothing here imports Textual or the table above it.
"""
