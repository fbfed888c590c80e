"""A PEP 517 build backend in the standard library alone, for the one pure-Python package of this folder.

It writes the wheel (``mnemograph_client-<version>-py3-none-any.whl``: the package, its ``py.typed``, and the
``.dist-info`` with METADATA, WHEEL and RECORD as the wheel format 1.0, PEP 427, and core metadata 2.1 ask) and the
sdist, from ``pyproject.toml``'s ``[project]`` table. pip calls it (``pip wheel --no-deps --no-build-isolation .``);
``python3 build_backend/mnemograph_build.py [OUT_DIR]`` runs it without pip.
"""

import base64
import hashlib
import io
import os
import re
import sys
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "mnemograph_client"


def _project():
    """name, version, description, requires-python of pyproject.toml's [project] (flat string values only)."""
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    table = re.search(r"^\[project\]\n(.*?)(?=^\[|\Z)", text, re.S | re.M).group(1)
    values = dict(re.findall(r'^([a-z-]+) = "([^"]*)"', table, re.M))
    return values["name"], values["version"], values.get("description", ""), values.get("requires-python", "")


def _metadata():
    name, version, description, requires_python = _project()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}", f"Summary: {description}"]
    if requires_python:
        lines.append(f"Requires-Python: {requires_python}")
    lines += ["Classifier: Programming Language :: Python :: 3", "Classifier: Typing :: Typed"]
    readme = os.path.join(HERE, "README.md")
    body = ""
    if os.path.exists(readme):
        lines.append("Description-Content-Type: text/markdown")
        with open(readme, encoding="utf-8") as f:
            body = "\n" + f.read()
    return ("\n".join(lines) + "\n" + body).encode("utf-8")


def _package_files():
    root = os.path.join(HERE, PACKAGE)
    for directory, _, files in sorted(os.walk(root)):
        for file in sorted(files):
            if file.endswith((".py", ".typed")):
                path = os.path.join(directory, file)
                yield os.path.relpath(path, HERE).replace(os.sep, "/"), path


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def _distinfo():
    name, version, _, _ = _project()
    return f"{name.replace('-', '_')}-{version}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    """Writes the wheel into wheel_directory; answers its file name."""
    base = _distinfo()
    wheel_name = f"{base}-py3-none-any.whl"
    info = f"{base}.dist-info"
    entries = []
    for name, path in _package_files():
        with open(path, "rb") as f:
            entries.append((name, f.read()))
    entries.append((f"{info}/METADATA", _metadata()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: mnemograph_build\nRoot-Is-Purelib: true\n"
                                     b"Tag: py3-none-any\n"))
    record = [_record_line(name, data) for name, data in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    os.makedirs(wheel_directory, exist_ok=True)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in entries:
            item = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o644 << 16
            wheel.writestr(item, data)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    """Writes the source distribution into sdist_directory; answers its file name."""
    base = _distinfo()
    name = f"{base}.tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as sdist:
        for relative in ["pyproject.toml", "README.md", "build_backend/mnemograph_build.py"]:
            sdist.add(os.path.join(HERE, relative), arcname=f"{base}/{relative}")
        for relative, path in _package_files():
            sdist.add(path, arcname=f"{base}/{relative}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        data = _metadata()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return name


if __name__ == "__main__":
    print(build_wheel(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "dist")))
