"""The wire (``assets.py``): compression where offered, versioned names with long lifetimes, ETags and 304s."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from starlette.applications import Starlette
from starlette.routing import Route
from starlette.testclient import TestClient

from taverna.games import games
from taverna.server import Settings, create_app
from taverna.server import assets as assets_mod
from taverna.server.assets import IMMUTABLE, REVALIDATE, Assets

STATIC = Path(__file__).resolve().parents[2] / "src" / "taverna" / "server" / "static"
PAGES = ["/", "/t/ABCDEF", "/me", "/replay", "/tournaments"]
IMPORTMAP = re.compile(r'<script type="importmap">(.*?)</script>', re.S)
SPECIFIER = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']""")


@pytest.fixture
def tc(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(data_dir=tmp_path, http_rate=0))) as client:
        yield client


# -- compression ---------------------------------------------------------------------------------------------


def test_a_file_is_gzipped_when_gzip_is_offered_and_sent_as_it_is_otherwise(tc: TestClient) -> None:
    plain = (STATIC / "js" / "api.js").read_bytes()
    with tc.stream("GET", "/static/js/api.js", headers={"Accept-Encoding": "gzip"}) as r:
        assert r.headers["content-encoding"] == "gzip" and "accept-encoding" in r.headers["vary"].lower()
        wire = b"".join(r.iter_raw())
        assert len(wire) < len(plain) and gzip.decompress(wire) == plain
    for offered in ("identity", "", "gzip;q=0", "deflate"):
        with tc.stream("GET", "/static/js/api.js", headers={"Accept-Encoding": offered}) as r:
            assert "content-encoding" not in r.headers, offered
            assert b"".join(r.iter_raw()) == plain, offered


def test_brotli_is_sent_where_offered_and_installed(tc: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = (STATIC / "style.css").read_bytes()
    if assets_mod.brotli is not None:
        with tc.stream("GET", "/static/style.css", headers={"Accept-Encoding": "gzip, deflate, br"}) as r:
            assert r.headers["content-encoding"] == "br"
            assert assets_mod.brotli.decompress(b"".join(r.iter_raw())) == plain
        assert r.headers["etag"].endswith('-br"')
    # without the brotli package the same client gets gzip
    monkeypatch.setattr(assets_mod, "brotli", None)
    with tc.stream("GET", "/static/style.css", headers={"Accept-Encoding": "gzip, deflate, br"}) as r:
        assert r.headers["content-encoding"] == "gzip"
        assert gzip.decompress(b"".join(r.iter_raw())) == plain


def test_pages_and_the_apis_answers_are_compressed_too(tc: TestClient) -> None:
    with tc.stream("GET", "/", headers={"Accept-Encoding": "gzip"}) as r:
        assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"
        assert b"<!doctype html>" in gzip.decompress(b"".join(r.iter_raw()))
    with tc.stream("GET", "/api/games", headers={"Accept-Encoding": "gzip"}) as r:
        assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"
        assert "games" in json.loads(gzip.decompress(b"".join(r.iter_raw())))
    with tc.stream("GET", "/api/games", headers={"Accept-Encoding": "identity"}) as r:
        assert "content-encoding" not in r.headers and "games" in json.loads(b"".join(r.iter_raw()))


# -- versions, lifetimes, ETags ------------------------------------------------------------------------------


def test_every_reference_of_every_page_is_versioned_and_immutable(tc: TestClient) -> None:
    for path in PAGES:
        r = tc.get(path)
        assert r.status_code in (200, 404), path  # (an unknown table's code: the same page, answering 404)
        assert r.headers["cache-control"] == REVALIDATE and r.headers["etag"], path
        refs = re.findall(r"""\s(?:src|href)="(/static/[^"]+)\"""", r.text)
        assert refs, path
        for ref in refs:
            name, _, version = ref.partition("?v=")
            assert version, (path, ref)
            assert version == hashlib.sha256((STATIC / name.removeprefix("/static/")).read_bytes()).hexdigest()[:12]
            got = tc.get(ref)
            assert got.status_code == 200 and got.headers["cache-control"] == IMMUTABLE, ref


def test_the_import_map_sends_every_import_of_every_module_to_one_versioned_url(tc: TestClient) -> None:
    """Whatever way a module names another (``./api.js``, ``/static/js/api.js``, a game's board), it reaches the
    import map's versioned URL: each module is loaded once, under the URL of its current version."""
    r = tc.get("/t/ABCDEF")
    m = IMPORTMAP.search(r.text)
    assert m is not None
    imports = json.loads(m.group(1))["imports"]
    modules = {
        f"/static/{p.relative_to(STATIC).as_posix()}": p.read_text(encoding="utf-8") for p in STATIC.rglob("*.js")
    }
    modules.update({f"/games/{gid}/board.js": info.board() or "" for gid, info in games().items()})
    assert set(imports) == set(modules)
    for url, source in modules.items():
        assert imports[url] == url + "?v=" + hashlib.sha256(source.encode("utf-8")).hexdigest()[:12]
        for spec in SPECIFIER.findall(source):
            if "${" in spec:  # import(`/games/${id}/board.js`): every game's board is in the map
                continue
            resolved = urljoin("http://x" + imports[url], spec).removeprefix("http://x")
            assert resolved in imports, (url, spec)
    for spec in re.findall(r'<script type="module" src="([^"]+)"', r.text):
        assert spec in imports.values(), spec
    # the page allows exactly this inline script, by its hash
    digest = base64.b64encode(hashlib.sha256(m.group(1).encode("utf-8")).digest()).decode()
    assert f"script-src 'self' 'sha256-{digest}';" in r.headers["content-security-policy"]
    assert "unsafe-inline" not in r.headers["content-security-policy"]
    # other answers keep the plain policy
    assert "script-src 'self';" in tc.get("/static/js/api.js").headers["content-security-policy"]


def test_a_matching_etag_gets_a_304(tc: TestClient) -> None:
    for path in ["/", "/static/js/table.js", "/static/favicon.svg", "/games/cucu/board.js"]:
        for enc in ("gzip", "identity"):
            r = tc.get(path, headers={"Accept-Encoding": enc})
            assert r.status_code == 200 and r.headers["etag"], path
            again = tc.get(path, headers={"Accept-Encoding": enc, "If-None-Match": r.headers["etag"]})
            assert again.status_code == 304 and again.content == b"", (path, enc)
            assert again.headers["etag"] == r.headers["etag"]
            other = tc.get(path, headers={"Accept-Encoding": enc, "If-None-Match": '"0123456789ab"'})
            assert other.status_code == 200 and other.content == r.content, path


def test_an_old_or_unknown_version_gets_the_current_file_not_cached_for_long(tc: TestClient) -> None:
    current = tc.get("/static/js/api.js")
    for v in ("000000000000", "nonsense", ""):
        r = tc.get(f"/static/js/api.js?v={v}")
        assert r.status_code == 200 and r.content == current.content
        assert r.headers["cache-control"] == REVALIDATE, v  # never kept a year under a name it does not match
    version = current.headers["etag"].strip('"').split("-")[0]
    assert tc.get(f"/static/js/api.js?v={version}").headers["cache-control"] == IMMUTABLE
    # unknown files and anything outside the folder are a 404 that says which page
    for bad in ["/static/js/nope.js", "/static/../app.py", "/static/js/", "/static/.hidden", "/static/js/../../app.py"]:
        r = tc.get(bad)
        assert r.status_code == 404 and "no such page" in r.json()["error"], bad


def _site(root: Path) -> tuple[Assets, TestClient]:
    assets = Assets(root)

    async def index(request: Any) -> Any:
        return assets.page_response("index.html")

    app = Starlette(routes=[Route("/", index), Route("/static/{path:asset}", assets.static)])
    return assets, TestClient(app)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    t = time.time_ns() + 1_000_000_000 * len(text)  # a new modification time, whatever the clock's resolution
    os.utime(path, ns=(t, t))


def test_a_changed_file_gets_a_new_url_and_the_page_a_new_etag(tmp_path: Path) -> None:
    _write(tmp_path / "index.html", '<html><head><link rel="stylesheet" href="/static/a.css">\n'
                                    '<script type="module" src="/static/js/main.js"></script></head></html>')  # fmt: skip
    _write(tmp_path / "a.css", "body { color: red }")
    _write(tmp_path / "js" / "main.js", 'import { x } from "./dep.js";\n')
    _write(tmp_path / "js" / "dep.js", "export const x = 1;\n")
    assets, client = _site(tmp_path)
    first = client.get("/")
    old = json.loads(IMPORTMAP.search(first.text).group(1))["imports"]  # type: ignore[union-attr]
    assert client.get(old["/static/js/dep.js"]).text == "export const x = 1;\n"
    assert client.get("/", headers={"If-None-Match": first.headers["etag"]}).status_code == 304

    _write(tmp_path / "js" / "dep.js", "export const x = 22;\n")  # a module two imports away from the page
    second = client.get("/", headers={"If-None-Match": first.headers["etag"]})
    assert second.status_code == 200 and second.headers["etag"] != first.headers["etag"]
    new = json.loads(IMPORTMAP.search(second.text).group(1))["imports"]  # type: ignore[union-attr]
    assert new["/static/js/dep.js"] != old["/static/js/dep.js"]
    assert new["/static/js/main.js"] == old["/static/js/main.js"]  # the others keep their URLs (and caches)
    r = client.get(new["/static/js/dep.js"])
    assert r.text == "export const x = 22;\n" and r.headers["cache-control"] == IMMUTABLE
    assert client.get(old["/static/js/dep.js"]).headers["cache-control"] == REVALIDATE

    _write(tmp_path / "a.css", "body { color: blue }")  # a style sheet: the page's reference changes
    assert "/static/a.css?v=" + assets.url("/static/a.css").split("=")[1] in client.get("/").text
    assert assets.url("/static/a.css") not in first.text

    _write(tmp_path / "js" / "extra.js", "export const y = 2;\n")  # a new module is in the map at once
    assert "/static/js/extra.js" in json.loads(IMPORTMAP.search(client.get("/").text).group(1))["imports"]  # type: ignore[union-attr]


def test_the_rules_page_refers_to_its_style_sheets_by_their_versions(tc: TestClient) -> None:
    r = tc.get("/rules/cucu")
    assert r.status_code == 200
    refs = re.findall(r"""\shref="(/static/[^"]+)\"""", r.text)
    assert refs and all("?v=" in ref for ref in refs), refs
