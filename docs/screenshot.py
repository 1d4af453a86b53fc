"""A report in a real browser: headless Chromium driven by selenium, for the browser test
(tests/audit/test_report_browser.py) and for docs/audit.md's picture.

    python docs/screenshot.py          # rewrites docs/audit-report.png

makes `csarules report` of tests/inputs/audit/gemm.ll, opens it from file://, clicks the
line of the kernel's `C[i][j] += ...`, then an edge the load of that line waits for, and
saves what the window shows. Needs Debian's `chromium` and `chromium-driver` and selenium
(`.ci/run` installs them). Run it from anywhere; it writes only the PNG.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GEMM = ROOT / "tests" / "inputs" / "audit" / "gemm.ll"
PICTURE = ROOT / "docs" / "audit-report.png"
# the machine has no network: without these Chromium keeps trying to reach Google
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--disable-extensions"]


def available() -> str | None:
    """None when a browser can be driven here, else what is missing."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install selenium)"
    for program in ("chromium", "chromedriver"):
        if shutil.which(program) is None:
            return f"{program} is not on PATH (apt-get install chromium chromium-driver)"
    return None


def browser(profile: Path, width: int = 1500, height: int = 1050):
    """Headless Chromium with a fresh profile, logging the console and the network."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    for flag in FLAGS + [f"--user-data-dir={profile}", f"--window-size={width},{height}"]:
        options.add_argument(flag)
    options.binary_location = shutil.which("chromium") or "chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def requests(driver) -> list[str]:
    """The URLs of every request the page made since the last call."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def click(driver, element) -> None:
    """A click that does not scroll the window (the picture keeps the page's header)."""
    driver.execute_script("arguments[0].click();", element)


def show_an_edge(driver, page: Path, needle: str = "C[i][j] += alpha * A[i][k] * B[k][j];"):
    """Open `page`, click the source line holding `needle`, then the first edge of the list
    whose reason is in the page; returns that edge's element."""
    from selenium.webdriver.common.by import By

    driver.get(page.as_uri())
    line = next(el for el in driver.find_elements(By.CSS_SELECTOR, "#src .ln.op")
                if needle in el.text)
    click(driver, line)
    data = json.loads(driver.find_element(By.ID, "data").get_attribute("textContent"))
    function = data["functions"][int(driver.find_element(By.ID, "fn").get_attribute("value"))]
    explained = {i // 5 for i in range(4, len(function["edges"]), 5)
                 if function["edges"][i] >= 0}
    edge = next(a for a in driver.find_elements(By.CSS_SELECTOR, "#ops a.pair")
                if a.get_attribute("data-kind") == "edge"
                and int(a.get_attribute("data-i")) in explained)
    click(driver, edge)
    driver.execute_script("window.scrollTo(0, 0); document.getElementById('ops')"
                          ".parentElement.scrollTop = 0;")
    return edge


def main() -> int:
    missing = available()
    if missing:
        print(f"screenshot.py: {missing}", file=sys.stderr)
        return 2
    import os

    sys.path.insert(0, str(ROOT))
    from csarules.cli import main as csarules

    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "gemm.html"
        os.chdir(ROOT)  # the page names the file as given: a path of the repository
        if csarules(["report", str(GEMM.relative_to(ROOT)), "-o", str(page), "-f",
                     "kernel_gemm"]):
            return 1
        driver = browser(Path(tmp) / "profile")
        try:
            show_an_edge(driver, page)
            driver.save_screenshot(str(PICTURE))
        finally:
            driver.quit()
    print(f"wrote {PICTURE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
