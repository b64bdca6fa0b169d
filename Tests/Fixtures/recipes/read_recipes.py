"""Reads saved recipe pages with recipe-scrapers (PyPI), an independent reader of
schema.org's Recipe, for RecipeFileTests to compare with Larder's.

    python3 read_recipes.py PAGE.html...

prints one JSON object: for each page's path, its title, yields, ingredients,
instructions_list and total_time as recipe-scrapers reads them (null for one it cannot).
"""

import json
import sys

from recipe_scrapers import scrape_html


def field(scraper, name):
    try:
        return getattr(scraper, name)()
    except Exception:  # noqa: BLE001 — a field recipe-scrapers cannot read is null
        return None


def main(paths):
    pages = {}
    for path in paths:
        with open(path, encoding="utf-8") as page:
            html = page.read()
        scraper = scrape_html(html, org_url="https://pages.example/recipe", supported_only=False)
        pages[path] = {
            name: field(scraper, name)
            for name in ("title", "yields", "ingredients", "instructions_list", "total_time")
        }
    json.dump(pages, sys.stdout, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
