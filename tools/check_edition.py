#!/usr/bin/env python3
"""Check edition files: python3 tools/check_edition.py PATH_OR_ID...

An argument is a path to a .py file, or the id of an edition in editions/ (e.g. smurfs).
Every problem is reported as `path:line: message`; the exit status is 1 if there was any.
The file is parsed with `ast`, never imported, so a broken file cannot run code and every
value is reported at the line it is written on. The format is described in docs/editions.md.
"""
import ast
import io
import os
import sys
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine import rules  # noqa: E402  (option names and the engine's value words)
import editions  # noqa: E402

# Length limits, from a 160x128 screen and a 6x8 font: 26 columns by 16 rows.
LONG = 24        # a whole line with a column of margin/cursor each side
SHORT = 10       # half a line: two columns of squares in lists, or one title at scale 2
WORD = 16        # house/hotel/... words: "Sell " + word + " $100" on one line
TOKEN_LONG = 16
TOKEN_SHORT = 8  # a player row: token, cash and flags on one line
NAME_LEN = 24    # edition display name
PRESET_LEN = 16
CARD = 60        # card text: at most three wrapped lines of 26
MONEY_LEN = 8    # the largest amount (99999) once formatted
MAX_SOURCE = 8192  # bytes; the board compiles the file in RAM

FIELDS = ('NAME', 'SQUARES', 'DECKS', 'HOUSE', 'HOTEL', 'STREET', 'RAILROAD', 'UTILITY',
          'CURRENCY', 'MONEY', 'TOKENS', 'GROUP_COLOURS', 'BACKGROUND', 'TEXT', 'HIGHLIGHT',
          'PLAYER_COLOURS', 'CHANCE', 'CHEST', 'OPTIONS', 'PRESETS')
WORD_FIELDS = ('HOUSE', 'HOTEL', 'STREET', 'RAILROAD', 'UTILITY', 'CURRENCY')
# Packed fields: one string, written one item a line; every text in it ends with SEP.
SEP = '|'

# Allowed values of the options this tool knows; any other name in rules.NAMES must fit the
# engine's unsigned 16-bit array.
RANGES = {
    'variant': (0, 2), 'double_rent': (0, 1), 'jail_rule': (0, 2), 'hotel_houses': (1, 4),
    'end_rule': (0, 2), 'round_limit': (0, 999), 'auctions': (0, 1), 'free_parking': (0, 1),
    'go_double': (0, 1), 'jail_no_rent': (0, 1), 'hotel_breakup': (0, 1),
    'shortage_start': (0, 1), 'trade_turn': (0, 1), 'mortgage_need': (0, 1),
    'referee': (0, 1), 'deal_deeds': (0, 4), 'income_tax': (1, 1000), 'luxury_tax': (1, 1000),
    'salary': (0, 1000), 'start_cash': (100, 30000), 'jail_fine': (0, 500),
}
REQUIRED_OPTIONS = ('income_tax', 'luxury_tax')

# Readability on a small TFT (WCAG contrast ratio): text must stand out clearly from the
# background; colours drawn as marks (groups, players, cursor) must at least be visible.
TEXT_CONTRAST = 4.5
MARK_CONTRAST = 1.4


def _lum(c):
    def chan(v):
        v /= 255.0
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return (0.2126 * chan(c >> 16 & 255) + 0.7152 * chan(c >> 8 & 255)
            + 0.0722 * chan(c & 255))


def contrast(a, b):
    la, lb = _lum(a), _lum(b)
    if la < lb:
        la, lb = lb, la
    return (la + 0.05) / (lb + 0.05)


class Checker:
    def __init__(self, path):
        self.path = path
        self.problems = []   # (line, message)
        self.values = {}     # field -> python value
        self.nodes = {}      # field -> ast node of the value
        self.lines = {}      # field -> line of its `NAME =`
        self.strings = []    # ((line, col), (end line, col), value) of each string literal

    def bad(self, node_or_line, msg):
        line = node_or_line if isinstance(node_or_line, int) else node_or_line.lineno
        self.problems.append((line, msg))

    # -- parsing -------------------------------------------------------------------------
    def parse(self):
        with open(self.path, 'rb') as f:
            raw = f.read()
        if len(raw) > MAX_SOURCE:
            self.bad(1, 'file is %d bytes; keep an edition under %d (the board compiles it '
                        'in RAM)' % (len(raw), MAX_SOURCE))
        try:
            text = raw.decode('utf-8')
        except UnicodeDecodeError as e:
            self.bad(raw[:e.start].count(b'\n') + 1, 'file is not UTF-8 text')
            return False
        try:
            tree = ast.parse(text, self.path)
        except SyntaxError as e:
            self.bad(e.lineno or 1, 'syntax error: %s' % e.msg)
            return False
        self.read_strings(text)
        for stmt in tree.body:
            if (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)):
                continue  # a docstring
            if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)):
                name = stmt.targets[0].id
                if name in self.nodes:
                    self.bad(stmt, '%s is set twice (first on line %d)'
                             % (name, self.nodes[name].lineno))
                try:
                    value = ast.literal_eval(stmt.value)
                except ValueError:
                    self.bad(stmt, '%s must be plain data (strings, numbers, tuples), '
                                   'not code' % name)
                    continue
                if name not in FIELDS:
                    self.bad(stmt, 'unknown field %s (known: %s)' % (name, ', '.join(FIELDS)))
                    continue
                self.nodes[name] = stmt.value
                self.lines[name] = stmt.lineno
                self.values[name] = value
                continue
            self.bad(stmt, 'only NAME = value lines belong in an edition file')
        last = len(text.splitlines()) or 1
        for name in FIELDS:
            if name not in self.values and not any(
                    m.startswith(name + ' ') for _, m in self.problems):
                self.bad(last, 'missing field %s' % name)
        return True

    # -- helpers -----------------------------------------------------------------------
    def elts(self, field, node=None):
        """The element nodes of a tuple/list node (for per-item line numbers)."""
        node = node if node is not None else self.nodes[field]
        if isinstance(node, (ast.Tuple, ast.List)):
            return node.elts
        return None

    def text(self, node, value, what, limit):
        if not isinstance(value, str):
            self.bad(node, '%s must be a string, got %r' % (what, value))
            return False
        if not value.strip():
            self.bad(node, '%s is empty' % what)
            return False
        if value != value.strip():
            self.bad(node, '%s %r has spaces at an end' % (what, value))
        if len(value) > limit:
            self.bad(node, '%s %r is %d characters; the limit is %d'
                     % (what, value, len(value), limit))
        odd = [ch for ch in value if not ' ' <= ch <= '~']
        if odd:
            self.bad(node, '%s %r has characters the screen font lacks: %s (use plain ASCII)'
                     % (what, value, ''.join(sorted(set(odd)))))
        return True

    def pairs(self, field, count, what, long_limit, short_limit):
        """A tuple of `count` (long, short) string pairs. Returns [(line, long, short, i)]."""
        value, node = self.values[field], self.nodes[field]
        items = self.elts(field)
        if items is None or not isinstance(value, (tuple, list)):
            self.bad(node, '%s must be a tuple of (long, short) pairs' % field)
            return []
        if count is not None and len(value) != count:
            self.bad(node, '%s has %d entries; it needs exactly %d' % (field, len(value), count))
        out = []
        for i, (n, v) in enumerate(zip(items, value)):
            label = '%s[%d]' % (field, i)
            if not isinstance(v, (tuple, list)) or len(v) != 2:
                self.bad(n, '%s must be a (long, short) pair, got %r' % (label, v))
                continue
            ok = self.text(n, v[0], '%s %s name' % (label, what), long_limit)
            ok = self.text(n, v[1], '%s short form' % label, short_limit) and ok
            if ok:
                out.append((n.lineno, v[0], v[1], i))
        return out

    def read_strings(self, text):
        """Every string literal of the file with its place: a packed field's lines are joined
        into one constant by the parser, so its lines are read from the tokens."""
        try:
            for tok in tokenize.generate_tokens(io.StringIO(text).readline):
                if tok.type == tokenize.STRING:
                    self.strings.append((tok.start, tok.end, ast.literal_eval(tok.string)))
        except (tokenize.TokenError, SyntaxError, ValueError):
            pass  # the value then fails the check that its lines join into it
        self.source = text.splitlines()

    def literals(self, node):
        """[(line, value)] of the string literals that make up node, in order."""
        def place(line, col):  # ast columns count UTF-8 bytes, tokenize's characters
            src = self.source[line - 1] if line <= len(self.source) else ''
            return line, len(src.encode('utf-8')[:col].decode('utf-8', 'replace'))
        first = place(node.lineno, node.col_offset)
        last = place(node.end_lineno, node.end_col_offset)
        return [(start[0], v) for start, end, v in self.strings
                if first <= start and end <= last]

    def packed(self, field, count, names, limits, what):
        """A packed field: one string written one item a line, each item `names` texts that
        each end with SEP ('long name|short name|' for a square, 'text|' for a card).
        Returns [(line, texts, i)] of the items whose texts are all good."""
        value, node = self.values[field], self.nodes[field]
        form = ('long name' + SEP + 'short name' + SEP) if names == 2 else ('card text' + SEP)
        if not isinstance(value, str):
            if isinstance(node, ast.Tuple) and all(isinstance(v, str) and v.endswith(SEP)
                                                   for v in value):
                for n in node.elts[:-1] or node.elts:   # the lines with a comma after them
                    self.bad(n.end_lineno, '%s: remove the comma at the end of this line (the '
                                           'lines make one string)' % field)
                return []
            self.bad(self.lines[field], "%s must be one string, written one %s a line as '%s' "
                                        "with no commas between the lines (see "
                                        "editions/classic.py)" % (field, what, form))
            return []
        pieces = self.literals(node)
        if ''.join(v for _, v in pieces) != value:
            self.bad(self.lines[field], '%s: cannot tell its lines apart; write one %s a line '
                                        "as '%s'" % (field, what, form))
            return []
        if len(pieces) != count:
            self.bad(self.lines[field], '%s has %d %s; it needs exactly %d%s' % (
                field, len(pieces), 'cards' if names == 1 else 'entries', count,
                ' (the classic card ids)' if names == 1 else ''))
        out = []
        for i, (line, piece) in enumerate(pieces):
            label = '%s[%d]' % (field, i)
            if not piece.endswith(SEP):
                self.bad(line, "%s %r must end with %s: write '%s'" % (label, piece, SEP, form))
                continue
            texts = piece[:-1].split(SEP)
            if len(texts) != names:
                noun = 'name' if names == 2 else 'text'
                self.bad(line, "%s %r has %d %ss; a %s is '%s' (%s ends each %s, so no %s may "
                               'contain one)' % (label, piece, len(texts), noun, what, form,
                                                 SEP, noun, noun))
                continue
            ok = True
            for text, (kind, limit) in zip(texts, limits):
                ok = self.text(line, text, '%s %s' % (label, kind), limit) and ok
            if ok:
                out.append((line, texts, i))
        return out

    def colour(self, node, value, what):
        if type(value) is not int or not 0 <= value <= 0xFFFFFF:
            self.bad(node, '%s must be a 24-bit colour 0xRRGGBB, got %r' % (what, value))
            return False
        return True

    # -- the fields ----------------------------------------------------------------------
    def check(self):
        if not self.parse():
            return self.problems
        have = self.values
        if 'NAME' in have:
            self.text(self.nodes['NAME'], have['NAME'], 'NAME', NAME_LEN)
        if 'SQUARES' in have:
            squares = self.packed('SQUARES', 40, 2, (('square name', LONG),
                                                     ('short form', SHORT)), 'square')
            self.distinct([(line, t[0], t[1], i) for line, t, i in squares], 'square',
                          ownable_only=True)
        if 'DECKS' in have:
            self.pairs('DECKS', 2, 'deck', LONG, SHORT)
        for field in WORD_FIELDS:
            if field in have:
                self.word_pair(field)
        if 'MONEY' in have:
            self.money()
        if 'TOKENS' in have:
            tokens = self.pairs('TOKENS', 6, 'token', TOKEN_LONG, TOKEN_SHORT)
            self.distinct(tokens, 'token')
        self.colours()
        for field in ('CHANCE', 'CHEST'):
            if field in have:
                self.cards(field)
        if 'OPTIONS' in have:
            names = self.options(self.nodes['OPTIONS'], have['OPTIONS'], 'OPTIONS')
            for name in REQUIRED_OPTIONS:
                if names is not None and name not in names:
                    self.bad(self.nodes['OPTIONS'], 'OPTIONS must set %s (the tax amount)'
                             % name)
        if 'PRESETS' in have:
            self.presets()
        self.problems.sort(key=lambda p: p[0])
        return self.problems

    def distinct(self, entries, what, ownable_only=False):
        from engine import board
        seen_long, seen_short = {}, {}
        for line, long_name, short_name, i in entries:
            if ownable_only and not board.ownable(i):
                continue
            for seen, name, form in ((seen_long, long_name, 'name'),
                                     (seen_short, short_name, 'short form')):
                key = name.lower()
                if key in seen:
                    self.bad(line, 'duplicate %s %s %r (also on line %d)'
                             % (what, form, name, seen[key]))
                else:
                    seen[key] = line

    def word_pair(self, field):
        node, value = self.nodes[field], self.values[field]
        if not isinstance(value, (tuple, list)) or len(value) != 2:
            self.bad(node, '%s must be a (singular, plural) pair, got %r' % (field, value))
            return
        self.text(node, value[0], '%s singular' % field, WORD)
        self.text(node, value[1], '%s plural' % field, WORD)

    def money(self):
        node, value = self.nodes['MONEY'], self.values['MONEY']
        if not isinstance(value, str) or value.count('{}') != 1 or value.count('{') != 1 \
                or value.count('}') != 1:
            self.bad(node, "MONEY must be a string with one {} for the amount, e.g. '${}', "
                           "got %r" % (value,))
            return
        shown = value.format(99999)
        self.text(node, shown, 'MONEY for 99999', MONEY_LEN)

    def colours(self):
        have, nodes = self.values, self.nodes
        single = {}
        for field in ('BACKGROUND', 'TEXT', 'HIGHLIGHT'):
            if field in have and self.colour(nodes[field], have[field], field):
                single[field] = have[field]
        lists = {}
        for field, count in (('GROUP_COLOURS', 8), ('PLAYER_COLOURS', 6)):
            if field not in have:
                continue
            value, items = have[field], self.elts(field)
            if items is None or not isinstance(value, (tuple, list)):
                self.bad(nodes[field], '%s must be a tuple of %d colours' % (field, count))
                continue
            if len(value) != count:
                self.bad(nodes[field], '%s has %d colours; it needs exactly %d'
                         % (field, len(value), count))
            good = []
            for i, (n, v) in enumerate(zip(items, value)):
                if self.colour(n, v, '%s[%d]' % (field, i)):
                    good.append((n, v))
            lists[field] = good
        bg = single.get('BACKGROUND')
        if bg is None:
            return
        if 'TEXT' in single and contrast(single['TEXT'], bg) < TEXT_CONTRAST:
            self.bad(nodes['TEXT'], 'TEXT 0x%06X on BACKGROUND 0x%06X has contrast %.1f; '
                     'text needs %.1f' % (single['TEXT'], bg, contrast(single['TEXT'], bg),
                                          TEXT_CONTRAST))
        marks = [(nodes['HIGHLIGHT'], 'HIGHLIGHT', single['HIGHLIGHT'])] \
            if 'HIGHLIGHT' in single else []
        for field, good in lists.items():
            marks += [(n, '%s[%d]' % (field, i), v) for i, (n, v) in enumerate(good)]
        for n, what, v in marks:
            if contrast(v, bg) < MARK_CONTRAST:
                self.bad(n, '%s 0x%06X is hard to see on BACKGROUND 0x%06X (contrast %.2f, '
                            'needs %.1f)' % (what, v, bg, contrast(v, bg), MARK_CONTRAST))
        players = lists.get('PLAYER_COLOURS', ())
        for i, (n, v) in enumerate(players):
            if any(v == w for _, w in players[:i]):
                self.bad(n, 'PLAYER_COLOURS[%d] 0x%06X repeats another player colour' % (i, v))

    def cards(self, field):
        self.packed(field, 16, 1, (('text', CARD),), 'card')

    def options(self, node, value, where):
        """Check (name, value) pairs; return the set of names, or None if unreadable."""
        items = self.elts(None, node)
        if items is None or not isinstance(value, (tuple, list)):
            self.bad(node, '%s must be a tuple of (option, value) pairs' % where)
            return None
        names = set()
        for n, pair in zip(items, value):
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:
                self.bad(n, '%s entry must be an (option, value) pair, got %r' % (where, pair))
                continue
            name, v = pair
            if name not in rules.NAMES:
                self.bad(n, '%s: unknown option %r (known: %s)'
                         % (where, name, ', '.join(rules.NAMES)))
                continue
            if name in names:
                self.bad(n, '%s sets %s twice' % (where, name))
            names.add(name)
            if isinstance(v, str):
                try:
                    v = editions.option_value(name, v)
                except ValueError:
                    words = ('last_standing, first_bankruptcy, limit' if name == 'end_rule'
                             else 'classic, short, tournament')
                    self.bad(n, '%s: %s does not take %r%s' % (
                        where, name, v, (' (words: %s)' % words) if name in
                        ('variant', 'jail_rule', 'end_rule') else ' (give a number)'))
                    continue
            if type(v) is not int:
                self.bad(n, '%s: %s must be a whole number, got %r' % (where, name, v))
                continue
            lo, hi = RANGES.get(name, (0, 65535))
            if not lo <= v <= hi:
                self.bad(n, '%s: %s = %d is out of range %d..%d' % (where, name, v, lo, hi))
        return names

    def presets(self):
        value, node, items = self.values['PRESETS'], self.nodes['PRESETS'], self.elts('PRESETS')
        if items is None or not isinstance(value, (tuple, list)):
            self.bad(node, 'PRESETS must be a tuple of (name, options) pairs (may be empty)')
            return
        for i, (n, v) in enumerate(zip(items, value)):
            if not isinstance(v, (tuple, list)) or len(v) != 2:
                self.bad(n, 'PRESETS[%d] must be a (name, options) pair' % i)
                continue
            self.text(n, v[0], 'PRESETS[%d] name' % i, PRESET_LEN)
            inner = n.elts[1] if isinstance(n, (ast.Tuple, ast.List)) else n
            self.options(inner, v[1], 'PRESETS[%d]' % i)


def resolve(arg):
    if arg.endswith('.py') or os.sep in arg or '/' in arg:
        return arg
    return os.path.join(ROOT, 'editions', arg + '.py')


def check(path):
    """Problems in one edition file as a sorted list of (line, message)."""
    return Checker(path).check()


def main(argv):
    if not argv:
        print(__doc__.strip())
        return 2
    failed = False
    for arg in argv:
        path = resolve(arg)
        if not os.path.isfile(path):
            print('%s: no such edition file' % path)
            failed = True
            continue
        problems = check(path)
        for line, msg in problems:
            print('%s:%d: %s' % (path, line, msg))
        if problems:
            failed = True
            print('%s: %d problem%s' % (path, len(problems), 's' if len(problems) > 1 else ''))
        else:
            print('%s: OK' % path)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
