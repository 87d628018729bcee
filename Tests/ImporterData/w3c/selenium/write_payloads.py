"""Writes W3C "Perform Actions" payloads with Selenium's own Python bindings, offline.

    python write_payloads.py OUT_DIR

Each gesture is built with Selenium's ActionBuilder or ActionChains on a touch PointerInput, the way
Appium's Python client builds its W3C gestures. No browser or server is involved: the driver given to
Selenium is an object whose `execute` keeps the request body, serialised by Selenium's own
`dump_json`, exactly as Selenium's RemoteConnection would send it to POST /session/{id}/actions.
The files are named <gesture>.actions.json; the Selenium version is checked against the pin in the
Makefile (SELENIUM_PACKAGE), so the committed copies beside this script are that version's output.
"""

import os
import sys

import selenium
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.remote.command import Command
from selenium.webdriver.remote.utils import dump_json

EXPECTED_VERSION = "4.51.0"


class KeepingDriver:
    """Stands in for a WebDriver: keeps the body of the one actions request it is asked to send."""

    def __init__(self):
        self.body = None

    def execute(self, command, params=None):
        if command != Command.W3C_ACTIONS:
            raise AssertionError(f"unexpected command {command!r}")
        self.body = dump_json(params)
        return {"value": None}


def touch_builder(driver, duration=250):
    """An ActionBuilder whose pointer is a touch input, as Appium's Python client makes them."""
    return ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "touch"), duration=duration)


def press_card(driver, seconds):
    # A press on the gallery's card held for `seconds`: move there, down, pause, up (Appium's tap).
    builder = touch_builder(driver)
    builder.pointer_action.move_to_location(206, 158)
    builder.pointer_action.pointer_down()
    builder.pointer_action.pause(seconds)
    builder.pointer_action.release()
    builder.perform()


def tap(driver):
    # A tap: held 0.1 s, as Appium's tap without a duration.
    press_card(driver, 0.1)


def long_press(driver):
    # A long press: held one second.
    press_card(driver, 1.0)


def feed_swipe(driver):
    # A swipe up the feed from (206, 600) to (206, 200) in 300 ms (Appium's swipe: the move to the
    # start with the default duration, then a builder with the swipe's duration for the move).
    touch = PointerInput(interaction.POINTER_TOUCH, "touch")
    builder = ActionBuilder(driver, mouse=touch)
    builder.pointer_action.move_to_location(206, 600)
    builder.pointer_action.pointer_down()
    builder = ActionBuilder(driver, mouse=touch, duration=300)
    builder.pointer_action.move_to_location(206, 200)
    builder.pointer_action.release()
    builder.perform()


def pinch(driver):
    # Two fingers on the gallery's ripple view spreading apart in 400 ms (a zoom: a pinch out).
    builder = ActionBuilder(driver)
    for name, start, end in (("finger1", (295, 296), (235, 296)), ("finger2", (315, 296), (375, 296))):
        finger = builder.add_pointer_input(interaction.POINTER_TOUCH, name)
        finger.create_pointer_move(duration=0, x=start[0], y=start[1], origin="viewport")
        finger.create_pointer_down(button=0)
        finger.create_pause(0.1)
        finger.create_pointer_move(duration=400, x=end[0], y=end[1], origin="viewport")
        finger.create_pointer_up(button=0)
    builder.perform()


def action_chains(driver):
    # ActionChains with a touch pointer: a tap (click) on the button, then press on the card, a
    # pause, a drag by (0, 40) relative to the finger and a release; ActionChains keeps its key
    # source in step with pauses.
    chains = ActionChains(driver, devices=[PointerInput(interaction.POINTER_TOUCH, "finger")])
    chains.w3c_actions.pointer_action.move_to_location(86, 36)
    chains.click()
    chains.move_by_offset(120, 122)
    chains.click_and_hold()
    chains.pause(0.2)
    chains.move_by_offset(0, 40)
    chains.release()
    chains.perform()


GESTURES = {
    "tap": tap,
    "long-press": long_press,
    "feed-swipe": feed_swipe,
    "pinch": pinch,
    "action-chains": action_chains,
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: write_payloads.py OUT_DIR")
    if selenium.__version__ != EXPECTED_VERSION:
        sys.exit(f"selenium {selenium.__version__} is installed; these payloads are pinned to {EXPECTED_VERSION}")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, gesture in GESTURES.items():
        driver = KeepingDriver()
        gesture(driver)
        with open(os.path.join(out, f"{name}.actions.json"), "w", encoding="utf-8", newline="\n") as file:
            file.write(driver.body + "\n")


if __name__ == "__main__":
    main()
