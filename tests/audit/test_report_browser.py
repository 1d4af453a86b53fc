"""A report in a real browser (headless Chromium, docs/screenshot.py's): an edge clicked
shows its sentence and its derivation, the page logs no error and makes no request but
for itself, and a screenshot is saved."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from scriptload import load_script

from csarules.cli import main

screenshot = load_script("docs/screenshot.py")
MISSING = screenshot.available()
pytestmark = pytest.mark.skipif(MISSING is not None, reason=str(MISSING))
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("page") / "gemm.html"
    assert main(["report", str(screenshot.GEMM), "-o", str(out)]) == 0
    return out


@pytest.fixture(scope="module")
def driver(tmp_path_factory):
    chromium = screenshot.browser(tmp_path_factory.mktemp("profile"))
    yield chromium
    chromium.quit()


def test_an_edge_shows_its_reason_and_tree(page: Path, driver, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    edge = screenshot.show_an_edge(driver, page)
    data = json.loads(page.read_text().split('id="data">', 1)[1].split("</script>", 1)[0])
    kernel = next(f for f in data["functions"] if f["name"] == "kernel_gemm")
    index = int(edge.get_attribute("data-i"))
    der = kernel["edges"][5 * index + 4]
    sentence = driver.find_element(By.CSS_SELECTOR, "#reason .sentence").text
    assert sentence == data["der"][der][0]
    assert re.match(r"Line \d+ \(load of %\d+\) waits for line \d+", sentence)
    tree = driver.find_elements(By.CSS_SELECTOR, "#tree li")
    assert tree[0].text.startswith("\u25beemitted(")
    # a collapsed subtree opens on a click, and a rule's link shows the rule's source
    closed = next(t for t in driver.find_elements(By.CSS_SELECTOR, "#tree .tog")
                  if t.text == "\u25b8")
    before = len(driver.find_elements(By.CSS_SELECTOR, "#tree li"))
    screenshot.click(driver, closed)
    assert len(driver.find_elements(By.CSS_SELECTOR, "#tree li")) > before
    rule = driver.find_element(By.CSS_SELECTOR, "#tree a.rule")
    screenshot.click(driver, rule)
    panel = driver.find_element(By.ID, "rulepanel")
    assert panel.is_displayed() and rule.text in panel.text
    assert panel.find_element(By.CSS_SELECTOR, ".hl").text.split("  ", 1)[1].startswith(
        rule.text.startswith("rules/pairs_all.dl") and "emitted(" or "")
    picture = tmp_path / "report.png"
    driver.save_screenshot(str(picture))
    assert picture.stat().st_size > 10_000


def test_no_console_error_and_no_request_leaves_the_page(page: Path, driver) -> None:
    from selenium.webdriver.common.by import By

    driver.get_log("browser")
    screenshot.requests(driver)  # (forget the earlier test's)
    screenshot.show_an_edge(driver, page)
    for name in ("f-carried", "f-within", "f-released"):  # the filters redraw
        screenshot.click(driver, driver.find_element(By.ID, name))
    box = driver.find_element(By.CSS_SELECTOR, "#cfgview svg")
    before = box.get_dom_attribute("viewBox")
    screenshot.click(driver, driver.find_element(By.ID, "cfg-in"))  # zoom in
    assert before and box.get_dom_attribute("viewBox") != before
    assert driver.get_log("browser") == []
    seen = screenshot.requests(driver)
    assert seen == [page.as_uri()]  # the page itself, once: nothing else


def test_filters_and_the_cfg_find_lines(page: Path, driver) -> None:
    from selenium.webdriver.common.by import By

    screenshot.show_an_edge(driver, page)
    marked = driver.find_element(By.CSS_SELECTOR, "#src .ln.sel .mk").text
    assert "\u2190" in marked
    screenshot.click(driver, driver.find_element(By.ID, "f-within"))
    screenshot.click(driver, driver.find_element(By.ID, "f-carried"))
    assert "\u2190" not in driver.find_element(By.CSS_SELECTOR, "#src .ln.sel .mk").text
    # a row of the CFG selects its op's line
    anchor = driver.find_element(By.CSS_SELECTOR, "#cfgview svg a")
    driver.execute_script(
        "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", anchor)
    assert driver.find_elements(By.CSS_SELECTOR, "#src .ln.sel")
