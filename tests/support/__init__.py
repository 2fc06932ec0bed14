"""What the tests of every folder share: game positions built by hand
(`helpers`), save files played or broken on purpose (`savegames`, `crafted`),
a scripted table of players driving the app (`app_table`) with fast Pilot
keys (`pilot_keys`), a real terminal (`terminal`), and the outcome digest
(`outcome_digest`, also a script)."""
