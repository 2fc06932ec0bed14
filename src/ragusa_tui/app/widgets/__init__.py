"""Widgets of the game screen: the map and the panels around it."""
