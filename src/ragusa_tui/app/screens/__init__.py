"""The app's screens; each module is imported only when its screen is shown."""
