# Which modules a screen owns, and unloading them when it is popped (App.pop): every
# claimable module (a ui module, the editions' catalog) imported since the last push belongs
# to the screen pushed next. A popped screen's modules are unloaded but those still used,
# which pass on instead of being imported again as a second copy: a module (or a function or
# class of it, bound under its own name) held by a module of a screen still on the stack, by
# a module not claimed yet, or the class of the screen made to be pushed next. Start-up's
# modules load first: they hold none.
import sys
from engine import forget


def claimable(name):
    """Is module name code a screen loads for itself, owned by the screen pushed next: a ui
    module, or the editions' catalog (editions/_catalog.py: choosing an edition)? Not the
    engine's (a game's rules stay) nor an edition's (editions.forget lets those go)."""
    return name[:3] == 'ui.' or name == 'editions._catalog'


def short(room):
    """Less than room bytes free after a collection (CircuitPython's gc.mem_free(); a PC's
    heap is never short). The collection only when the count before it says short."""
    import gc
    free = getattr(gc, 'mem_free', None)
    if free is None or free() >= room:
        return False
    gc.collect()
    return free() < room


def held(v, k, name, mod):
    """Is value v (bound under k somewhere) module mod (named name), or a function or class
    of it? (Functions and classes say where they come from when they can.)"""
    if v is mod:
        return True
    if not (type(v) is type(forget) or isinstance(v, type)):
        return False
    d = mod.__dict__
    return d.get(k) is v and getattr(v, '__globals__', d) is d and \
        getattr(v, '__module__', name) == name


def release(app, s):
    """Unload popped screen s's modules but those still used: they pass to the screen that
    uses them, or (used by a module not claimed yet) to the next push."""
    mods = sys.modules
    gone = {}
    for name in s.owns:
        if name in mods:
            gone[name] = mods[name]
    if not gone:
        return
    # (screen, module name or class): where a module may still be used; grows as modules
    # pass on, since what they hold is kept too.
    work = [(t, name) for t in app.stack for name in t.owns]
    work += [(None, name) for name in mods if claimable(name) and name not in app.known]
    if app.coming is not None:
        work.append((None, type(app.coming)))
    i = 0
    while gone and i < len(work):
        screen, where = work[i]
        i += 1
        if isinstance(where, type):
            found = ((where.__name__, where),)
        else:
            m = mods.get(where)
            if m is None:
                continue
            found = m.__dict__.items()
        for k, v in found:
            for name in gone:
                if held(v, k, name, gone[name]):
                    del gone[name]
                    if screen is None:
                        app.known.discard(name)
                    else:
                        screen.owns += (name,)
                    work.append((screen, name))
                    break
    for name in gone:
        forget(name)
        app.known.discard(name)
