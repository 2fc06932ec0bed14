"""The table server: one game held by a server, each player at their own screen.

`hosted` is the authority (the game, the seats and their keys, the computer
seats, the save in the data folder); `server` puts it on a WebSocket;
`client` is the one client every program uses; `protocol` is the frames and
the limits; `view` is what a seat may see. No Textual and no Rich here: a
server has no screen.
"""
