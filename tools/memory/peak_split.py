# What one step of tools/memory/flow_game.py holds besides code, let go of part by part, on the
# 32-bit port (PC-only): tools/memory/mp32.mjs loads this beside the driver only for its mode
# 'split:N' and calls install(driver, N), so the figures' own runs never load a byte of it
# (the driver's code and names are in every figure: tools/memory/report.py, the harness).
# After the driver's step N (from 0, as the port counts its steps) each further step lets go
# of one part and the live heap is read after it: a SPLIT line with the part and the bytes
# (tools/memory/report.py, peak_split).


def install(F, at):
    """Make driver module F play its game to step at, then split it (parts())."""
    state = {'played': 0, 'parts': None, 'stage': 'peak'}
    step, live_heap = F.step, F.live_heap

    def split_step():
        if state['played'] <= at:
            state['played'] += 1
            return step()
        if state['parts'] is None:
            state['parts'] = parts(F, state)
        for _ in state['parts']:
            return True
        return False

    def split_heap():
        if state['parts'] is None:
            return live_heap()
        import gc
        gc.collect()
        a = gc.mem_alloc()
        print('SPLIT', state['stage'], a)
        return '%d %s' % (a, state['stage'])

    def split_end():
        print('GAME 0 0 0 split')

    F.step, F.live_heap, F.end = split_step, split_heap, split_end


def parts(F, state):
    """One part a step (a generator): the screens' displayio objects, the ring a board screen
    keeps under full screens, the App's layers (its root group, the banner, the prompt panel
    kept for the next prompt), the flow with the screens' own objects (and the tour's), then
    the game. What is left is code, names, the App and the modules' globals. Each part is let
    go of in a call of its own: a name bound here would keep its last object alive (a screen
    in a loop's variable held its objects for a part more)."""
    yield
    for part in (drop_screens, drop_ring, drop_layers, drop_flow, drop_game):
        state['stage'] = part(F)
        yield


def drop_screens(F):
    app = F.app
    for s in app.stack:
        if s.group is not None:
            try:
                app.root.remove(s.group)
            except ValueError:      # a screen under a full one: not in the root group
                pass
            s.drop()
    return 'screens'


def drop_ring(F):
    for s in F.app.stack:
        if getattr(s, 'ring', None) is not None:
            s.ring = None
    return 'ring'


def drop_layers(F):
    app = F.app
    app.display.root_group = None
    app.root = app.other = app.panel = app.spare = app.adopted = None
    app.tops = []
    app.leaving = []
    return 'layers'


def drop_flow(F):
    app = F.app
    app.stack = []
    app.coming = app.flow = F.flow = F.touring = None
    return 'flow'


def drop_game(F):
    F.app.game = F.game = None
    return 'game'
