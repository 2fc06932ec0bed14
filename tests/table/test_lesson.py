"""Learn to play's lesson as data (table/lesson.py, table/lessons/): the file
checks at load, every step's move is legal and the learner's where it
stands, the record plays to its end, and the progress file is trusted in
nothing."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from ragusa_tui.catalogue import ENTRIES, text
from ragusa_tui.engine import Action, new_game
from ragusa_tui.engine.record import replay
from ragusa_tui.storage.form_memory import form_path
from ragusa_tui.table import lesson as lessons
from ragusa_tui.table.lesson import PROGRESS_FILE, LessonError, LessonTable, load, parse, recall, remember


def _doc() -> dict:
    return json.loads(resources.files("ragusa_tui.table").joinpath("lessons", "first_game.json").read_text())


def test_every_step_asks_for_a_legal_move_of_the_learner_where_it_stands() -> None:
    lesson = load()
    game = new_game(lesson.record.config)
    asked = 0
    for at, move in enumerate(lesson.record.actions):
        note = lesson.note_at(at)
        if note is not None:
            assert game.pending is not None and game.pending.player == lesson.learner
            assert Action.parse(note.expect or "") in game.legal_actions()
            assert note.words in ENTRIES and text(note.words)
            asked += 1
        else:
            assert game.pending is not None and game.pending.player != lesson.learner
        game.apply(move)
    assert asked == len(lesson.steps) - 1  # every learner's decision is a step; the last hands over
    assert game.pending is not None and game.pending.player == lesson.learner  # free play: the learner's move


def test_the_record_replays_to_its_end_and_the_game_plays_on() -> None:
    lesson = load()
    game = replay(lesson.record)
    assert len(game.history) == len(lesson.record.actions)
    assert not game.is_over and game.round < game.rounds  # rounds are left for free play


def test_the_lesson_teaches_its_points_in_a_few_rounds() -> None:
    kinds = {load().record.actions[s.at].split()[0] for s in load().steps[:-1]}
    assert {"keep", "place", "tower", "hex", "sell", "wall", "exchange", "buy"} <= kinds
    assert replay(load().record).round <= 7


@pytest.mark.parametrize("change", ["other_move", "out_of_order", "no_hand_over", "bad_words", "illegal"])
def test_a_broken_lesson_file_is_refused_in_one_sentence(change: str) -> None:
    doc = _doc()
    steps = doc["steps"]
    if change == "other_move":
        steps[1]["expect"] = "place 5"
    elif change == "out_of_order":
        steps[1], steps[2] = steps[2], steps[1]
    elif change == "no_hand_over":
        steps.pop()
    elif change == "bad_words":
        steps[0]["words"] = "[red]hello"
    else:  # a step's move, legal-looking, that the record's game refuses
        doc["record"]["actions"][3] = steps[1]["expect"] = "place 79"
    with pytest.raises(LessonError) as refused:
        parse(json.dumps(doc))
    said = str(refused.value)
    assert said.startswith("The lesson cannot be played:") and "\n" not in said


def test_a_step_missing_for_a_learners_decision_is_refused() -> None:
    doc = _doc()
    del doc["steps"][2]
    with pytest.raises(LessonError, match="no step at action"):
        parse(json.dumps(doc))


def test_the_table_plays_the_record_for_the_others_and_points_at_the_step() -> None:
    lesson = load()
    table = LessonTable(lesson, "Ann", at=3)
    assert table.expected() == Action.parse("place 4")
    assert table.note() is lesson.steps[1]
    table.apply(Action.parse("place 4"))
    move, error = table.computer_job("easy")()
    assert error is None and move == Action.parse(lesson.record.actions[4])
    text_, hinted = table.hint_job(lambda game, seed: ("", Action.parse("skip")))()
    assert hinted == Action.parse(lesson.record.actions[4]) or table.expected() is None


def test_play_freely_hands_every_move_over() -> None:
    table = LessonTable(load(), "Ann", at=6)
    table.play_freely()
    assert table.expected() is None and not table.guided
    assert table.note() is load().steps[-1]  # the hand-over's words, once
    table.apply(table.legal()[0])
    assert table.note() is None


def test_progress_is_kept_and_read_back() -> None:
    lesson = load()
    assert recall(lesson) == lessons.Progress()
    remember(lesson, 15)
    assert recall(lesson) == lessons.Progress(15, False)
    remember(lesson, len(lesson.record.actions), done=True)
    assert recall(lesson).done


@pytest.mark.parametrize("content", ["{not json", '{"version": 1, "lesson": "first_game", "at": 14, "done": false}',
                                     '{"version": 1, "lesson": "first_game", "at": "3", "done": false}',
                                     '{"version": 1, "lesson": "other", "at": 3, "done": false}', "[]", "x" * 5000])
def test_a_hand_edited_progress_file_starts_over_with_one_sentence(content: str) -> None:
    path = form_path(PROGRESS_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    progress = recall(load())
    assert progress.at == 0 and not progress.done
    assert progress.problem is not None and "starts from the beginning" in str(progress.problem)
