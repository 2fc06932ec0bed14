"""The `ragusa` command."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ragusa",
        description="Ragusa, the board game by Fabio Lopiano, in the terminal.",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    build_parser().parse_args(argv)
    print("The terminal game screen is not part of this version yet; the rules engine is "
          "available to Python code as ragusa_tui.engine.", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
