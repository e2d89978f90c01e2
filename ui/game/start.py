# Starting a game: the edition and seats on the app, the flow, the board screen (App.clear, in
# ui/app.py, leaves one).
import gc
from engine import forget, room


def hold(ed):
    """Edition module ed as a game holds it: a Held with its values but what only Setup
    reads (OPTIONS, PRESETS) and, when it was loaded from an .mpy (a board's build, where a
    str is stored verbatim), the card texts and the squares' names, read from the file when
    a card is drawn or a name shown (editions/_held.py). The Held takes the module's place in
    sys.modules (a load() of its id, in Setup or Settings, imports the module whole again),
    and the module goes with its constants: on MicroPython a module holds every str and
    tuple constant of its code for as long as it lives, even once its globals let go of one.
    On a board: 1.3-1.6 KB more free heap at every turn for the cards, 0.6 KB for the names."""
    import sys
    import editions
    if type(ed) is editions.Held:       # a game's again (the title's Demo after a game)
        return ed
    if sys.modules.get(ed.__name__) is ed:
        forget(ed.__name__)
    # Out of the catalog's checked editions, if it is loaded (Setup lets it go before a
    # game's start, and importing it here was 20 ms and a collection on an RP2040).
    cat = sys.modules.get('editions._catalog')
    if cat is not None and ed in cat.seen:
        cat.seen.remove(ed)
    d = ed.__dict__
    path = d.get('__file__', '')
    on_file = path.endswith('.mpy') and 'CHANCE' in d
    squares = None
    if on_file:
        # Its reader comes now, as the game starts (play() has just collected): imported at
        # the first draw, mid-step, its code stayed above that step's garbage for the rest
        # of the game, in the largest free area (a heap map at a CLUE's heap)
        import editions._held   # noqa: F401
        squares = squares_at(path, d['SQUARES'])
    skip = ('OPTIONS', 'PRESETS') + (('CHANCE', 'CHEST') if on_file else ()) + (
        ('SQUARES',) if squares else ())
    h = editions.Held()
    for k in d:
        if k[0] != '_' and k not in skip:
            setattr(h, k, d[k])
    h.__name__ = ed.__name__
    if on_file:     # per deck: found at the first draw by its ends and length
        h._decks = [path] + [[-1, d[k][:24].encode(), d[k][-24:].encode(), len(d[k])]
                             for k in ('CHANCE', 'CHEST')]
    if squares:     # the squares' names (80 of them, 0.9 KB as one str) when shown
        h._squares = squares
    # Under the module's name: with none there the game's turns on the firmware measured
    # 25 ms slower (docs/bench.md; what looks the name up was not found).
    sys.modules[ed.__name__] = h
    return h


def squares_at(path, text):
    """Where the edition's file at path holds its packed SQUARES text: (the offset, each
    item's length with its '|', as bytes: what editions._held.square_on_file reads a name
    with), or None when the file does not hold it: the game then keeps the text."""
    from editions._held import find
    try:
        with open(path, 'rb') as f:     # found by its ends, as a deck is at its first draw
            at = find(f, text[:24].encode(), text[-24:].encode(), len(text))
    except (OSError, UnicodeError):
        return None
    if at < 0:
        return None
    lens = bytearray()
    start = 0
    while start < len(text):
        end = text.find('|', start) + 1
        lens.append(end - start)
        start = end
    return at, bytes(lens)


def play(app, game, cpu, tokens=None, edition=None, edition_id='classic', saves=None,
         demo=False, quit=None, seed=1, minutes=0, left_ms=0, levels=None, link=None):
    """Show game on the board with the turn flow. game: a Game (a saved or a received one),
    or a new game's (seats, seed, rules array or None), made here once the screens before it
    are gone: its engine modules then load low in the heap just collected, where made by
    Setup they lay above Setup's objects and, those gone, split the largest free area for
    the whole game (a heap map at a CLUE's heap: engine.board's dict and RENT array between
    holes of 5.5 and 8.1 KB). cpu: 1 per CPU seat; tokens: the edition's token index per
    seat (names come from them); minutes: a time limit, 0 none (left_ms: what is left of it,
    for a resumed game); levels: per seat (level, personality) indexes into engine.cpu's
    LEVELS and PERSONALITIES for a CPU seat (None: Normal, plain); link: a linked game's
    (ui.link.link_core.Link.play)."""
    app.clear()     # (done already when the caller cleared first: Setup)
    room()      # the engine package's and sys.modules', in the heap just collected
    # App.known's table too: it takes the names of modules loaded mid-game (the telling code at
    # the first telling, ui.game.flow.Flow._tell), and grown then it lay above that step's
    # garbage, in the largest free area for the rest of the game (a heap map of the bench's
    # six-seat CLUE game: its 128 B between holes of 4.8 and 11 KB at every turn line to the
    # 39th). Numbers put in and taken out (a set keeps its table; a name would be interned).
    extra = range(-8, 0)
    for k in extra:
        app.known.add(k)
    for k in extra:
        app.known.discard(k)
    # The names the game's later code interns, if the title has not interned them yet
    app.intern_names()
    if type(game) is tuple:
        from engine.game import Game
        game = Game(game[0], seed=game[1], rules=game[2])
    # Editions browsed (Setup, Settings) stay imported until told: the game keeps its own,
    # without its module (hold()).
    import editions
    app.edition = hold(edition or app.edition)
    editions.forget(app.edition)
    # The code that chose the game, the settings' (start-up, the title, Setup, Settings) and
    # the editions' catalog, is not needed while a game is on: it goes, and whichever of those
    # screens comes next loads it again. (Kept, the settings' code sat in the emulated
    # PicoSystem's heap where the game's largest free block then split: 6.6 KB at a turn's
    # start instead of 17 KB.)
    for name in ('ui.drive.settings', 'editions._catalog'):
        app.known.discard(name)
        forget(name)
    # After the screens before are gone: the flow and the board screen (with what they share
    # with the title, ui.widgets.ring) load into an emptier heap and are owned by the board screen.
    from engine import codes as C
    from ui.text import words
    from ui.game.flow import Flow
    from ui.game.board_screen import PlayScreen
    app.edition_id = edition_id
    toks = app.edition.TOKENS
    app.tokens = list(tokens) if tokens else list(range(game.n))
    app.names = [toks[t][1] for t in app.tokens]
    app.game = game
    f = Flow(app, cpu, saves, seed, demo, quit)
    app.levels = list(levels) if levels else [(1, 0)] * game.n
    for p in range(game.n):
        if cpu[p] and tuple(app.levels[p]) != (1, 0):
            # The flow's players are Normal and plain: this seat was set otherwise.
            from engine.cpu import CpuPlayer
            from engine.cpu_tables import LEVELS, PERSONALITIES
            lv, st = app.levels[p]
            f.bots[p] = CpuPlayer(LEVELS[lv], PERSONALITIES[st], seed=seed + p)
    if demo:
        f.speed = 2
    if minutes or left_ms:
        from ui.game.clock import GameClock
        app.clock = GameClock(minutes, left_ms)
    app.push(PlayScreen(app))
    game.take_events()
    if not f.news and game.pending != C.OVER:
        # A resumed game (a new one opens with its first rolls): say whose turn it is.
        f.say(words.event(app, (C.EV_TURN, game.turn, game.round, 0)))
    # The game exists: what only made it goes (its rules array is in the game), this module
    # too (1 KB of a turn's heap; leaving the game or the out-of-memory screen loads it again).
    forget('engine.rules')
    forget('ui.game.start')
    if link is not None:
        link.play(app, f)       # the flow learns which seats are here (ui.link.link_play)
    # What the imports and the board's building left goes before the game's first prompt
    # and the flow's first steps, so that what they make and keep does not lie above that
    # garbage, in the middle of the largest free area once it is collected (heap-quick at a
    # CLUE's heap, a person and a CPU, seed 5: the largest block at the person's turn lines
    # 13.8 KB, 10.5 KB without; one run each, and the layout moves a little between runs).
    gc.collect()
    # The board screen's modules (App.push names them) were named at the end of its push,
    # above the imports' garbage: that tuple, alone at the top of the heap once the garbage
    # went, split the largest free area at a game's first turn line (a heap-quick map at a
    # CLUE's heap, two seats, seed 5: a 48 B tuple between holes of 2.6 and 8.1 KB).
    # Named again now, in the heap just collected, it lies low (`+ ()` is a new tuple on
    # MicroPython; news.settle does the same at each turn's end).
    s = app.top()
    s.owns = s.owns + ()
    f.check()
    return f


def demo(app, seed):
    """Four CPUs play in the title's edition (its Demo, or 30 s idle there) until a key goes
    home (app.go_home: the title)."""
    seed = (seed or 7) & 0x3FFFFFFF
    play(app, (4, seed, None), b'\x01\x01\x01\x01', tokens=(0, 1, 2, 3), edition=app.edition,
         edition_id=app.edition_id, demo=True, quit=app.go_home, seed=seed)
