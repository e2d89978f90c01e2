# A person's offer to a CPU: the CPU answers it (ui.seats), and a refusal brings the same
# offer back on the person's trade screen, the CPU's reason in its foot ("Hat: not enough
# for it"), to change and propose again. Loaded only when a person proposes to a CPU.


def keep(screen):
    """The trade screen (ui.trade) of an offer just proposed to a CPU: kept on the flow."""
    f = screen.app.flow
    f.haggle = screen if f.cpu[screen.q] else None


def answer(app, bot, g):
    """The CPU g.actor answers a person's offer; refused, its reason waits on the kept
    screen (reopen() shows it once the person's own screen is back)."""
    from engine.cpu_haggle import refusal
    f = app.flow
    t = f.haggle
    why = refusal(g, bot, g.offer)
    bot.step(g)
    if why is None or g.offer is not None or t is None:
        f.haggle = None
        return
    t.foot = '{}: {}'.format(app.names[t.q], why)
    # The cursor on the cash most likely to change: one's own when buying, else theirs.
    buys = t.give or any(t.marked[sq] and g.owner[sq] == t.q for sq in range(40))
    t.sel = 1 if buys else 2        # ui.trade's rows: partner, you pay, they pay


def reopen(app):
    """The refused offer's trade screen again, over the person's screen."""
    f = app.flow
    t = f.haggle
    f.haggle = None
    if t is not None and t.foot and app.game.offer is None:
        app.push(t)
