# The any-time menu (build, mortgage, trade, holdings, sell, lift, settings, help) and, during
# a debt, the raise-money menu (mortgage, sell, trade) with the cash still to raise. Each item
# opens its own screen; B closes the menu. The common actions come first: a first house is
# START, A, A, A from a turn prompt, a mortgage START, DOWN, A, A. The menu never answers the DEBT decision itself: the screen
# that opened it does (GO_BANKRUPT); the engine pays the debt itself once cash covers it.
from engine.codes import DEBT
from ui.device import buttons as K
from ui.text.hints import hint, word
from ui.screens.listing import ListScreen, money

from micropython import const

_BUILD = const(0)
_SELL = const(1)
_MORTGAGE = const(2)
_LIFT = const(3)
_TRADE = const(4)
_HOLDINGS = const(5)
_CLOSE = const(6)
_SETTINGS = const(7)
_HELP = const(8)


class Menu(ListScreen):
    def __init__(self, app, player, debt=False):
        super().__init__(app)
        self.p = player
        self.debt = debt
        if debt:
            self.items = (_MORTGAGE, _SELL, _TRADE, _HOLDINGS, _CLOSE)
        else:
            self.items = (_BUILD, _MORTGAGE, _TRADE, _HOLDINGS, _SELL, _LIFT, _SETTINGS, _HELP,
                          _CLOSE)

    def fill(self):
        app = self.app
        ed = app.edition
        g = app.game
        p = self.p
        words = ('Build ' + ed.HOUSE[1], 'Sell buildings', 'Mortgage', 'Lift mortgage',
                 'Propose a trade', 'All holdings', 'Back', 'Settings', 'Help and rules')
        self.rows = [words[i] for i in self.items]
        self.title = '{} {}'.format(app.names[p], money(app, g.cash[p]))
        if self.debt:
            if g.pending != DEBT or g.actor != p:
                # Any-time actions settle the debt as soon as the cash covers it.
                self.foot = 'Debt paid: %s to go on' % word(app, K.B)
            else:
                from engine.money import shortfall
                self.foot = 'Still to raise ' + money(app, shortfall(g, p))
        else:
            self.foot = hint(app, K.A, 'choose', K.B, 'back')

    def pick(self, i):
        it = self.items[i]
        app = self.app
        if it == _CLOSE:
            self.back()
        elif it == _TRADE:
            from ui.screens.trade import TradeScreen
            app.push(TradeScreen(app, self.p))
        elif it == _SETTINGS:
            from ui.screens.settings_screen import SettingsScreen
            app.push(SettingsScreen(app, app.saves))
        elif it == _HELP:
            from ui.screens.teach import HelpScreen
            app.push(HelpScreen(app))
        elif it == _HOLDINGS:
            from ui.screens.holdings import Holdings
            app.push(Holdings(app, self.p))
        else:
            from ui.screens.build import DeedAction
            app.push(DeedAction(app, self.p, it))


def open_menu(app, player, debt=False):
    """Push the any-time menu for player (debt=True: the raise-money menu). Returns it."""
    m = Menu(app, player, debt)
    app.push(m)
    return m
