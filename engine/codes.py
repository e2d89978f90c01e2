# Numbers shared by the engine and its callers: decisions, answers, events, special owners.
from micropython import const

BANK = const(255)      # owner/creditor/card-holder value meaning "the bank" or "nobody"
MAX_PLAYERS = const(6)

# Decisions the engine waits on (Game.pending); Game.actor must answer.
NONE = const(0)
ROLL = const(1)        # ROLL_DICE
JAIL = const(2)        # PAY_FINE, USE_CARD, ROLL_DICE
BUY = const(3)         # BUY_IT, DECLINE
BID = const(4)         # BID_AMOUNT (arg = bid), PASS
DEBT = const(5)        # PAY_DEBT once cash covers it, GO_BANKRUPT when it never can
TRADE = const(6)       # ACCEPT, REJECT (Game.offer holds the proposal)
LIFT = const(7)        # LIFT_NOW, KEEP (a mortgaged deed just received; arg of the decision = square)
PLACE = const(8)       # PLACE_AT (arg = square): put a building won at a shortage auction
OVER = const(9)        # the game has ended; nothing to answer

# Answers (Game.act(answer, arg)).
ROLL_DICE = const(1)
PAY_FINE = const(2)
USE_CARD = const(3)
BUY_IT = const(4)
DECLINE = const(5)
BID_AMOUNT = const(6)
PASS = const(7)
PAY_DEBT = const(8)
GO_BANKRUPT = const(9)
ACCEPT = const(10)
REJECT = const(11)
LIFT_NOW = const(12)
KEEP = const(13)
PLACE_AT = const(14)

# Events: tuples (kind, a, b, c) in Game.events, oldest first; the UI drains and words them.
EV_FIRST = const(1)       # (EV_FIRST, player, total rolled)
EV_ROLL = const(2)        # (EV_ROLL, player, d1, d2)
EV_MOVE = const(3)        # (EV_MOVE, player, from, to)
EV_GO = const(4)          # (EV_GO, player, salary)
EV_RENT = const(5)        # (EV_RENT, payer, owner, amount)
EV_TAX = const(6)         # (EV_TAX, player, square, amount)
EV_CARD = const(7)        # (EV_CARD, player, deck 0 chance / 1 chest, card id)
EV_BUY = const(8)         # (EV_BUY, player, square, price)
EV_AUCTION = const(9)     # (EV_AUCTION, square or 100+kind for a building, opener, 0)
EV_BID = const(10)        # (EV_BID, player, amount, 0)
EV_PASS = const(11)       # (EV_PASS, player, 0, 0)
EV_WON = const(12)        # (EV_WON, player or BANK, lot, price)
EV_JAIL = const(13)       # (EV_JAIL, player, reason 0 square/1 card/2 doubles, 0)
EV_FREED = const(14)      # (EV_FREED, player, how 0 fine/1 card/2 doubles/3 forced fine, 0)
EV_STAY = const(15)       # (EV_STAY, player, jail turn, 0)
EV_BUILD = const(16)      # (EV_BUILD, player, square, new level)
EV_SELL = const(17)       # (EV_SELL, player, square, new level)
EV_MORTGAGE = const(18)   # (EV_MORTGAGE, player, square, cash received)
EV_LIFT = const(19)       # (EV_LIFT, player, square, cash paid)
EV_TRADE = const(20)      # (EV_TRADE, proposer, partner, 1 accepted / 0 rejected / 2 proposed)
EV_PAY = const(21)        # (EV_PAY, payer or BANK, payee or BANK, amount)
EV_DEBT = const(22)       # (EV_DEBT, debtor, creditor or BANK, amount)
EV_BANKRUPT = const(23)   # (EV_BANKRUPT, player, creditor or BANK, 0)
EV_INTEREST = const(24)   # (EV_INTEREST, player, square, amount)
EV_OVER = const(25)       # (EV_OVER, winner, reason, 0)
EV_JACKPOT = const(26)    # (EV_JACKPOT, player, amount, 0)
EV_DEAL = const(27)       # (EV_DEAL, player, square, 0)
EV_DOUBLES = const(28)    # (EV_DOUBLES, player, count, 0): rolled doubles, will roll again
EV_TURN = const(29)       # (EV_TURN, player, round, 0)

# Why a game ended (g.end_reason, and EV_OVER's reason).
OVER_LAST_STANDING = const(0)     # everyone else went bankrupt
OVER_FIRST_BANKRUPTCY = const(1)  # a variant's end at the first bankruptcy: the richest wins
OVER_LIMIT = const(2)             # the round limit or the handheld's clock: the richest wins
