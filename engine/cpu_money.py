# What a CPU player does with its money and buildings: a debt raised with the least damage,
# building where a dollar earns most while keeping a reserve (the house shortage used),
# mortgages lifted, a building won at auction placed, and what such a building is worth to it.
#
# Apart from engine.cpu_decide because most of a CPU's decisions never need it: a player with no
# street group of its own, no mortgage and no debt (every player for the first rounds of a game)
# builds, lifts and raises nothing. On a board a CPU's move holds its deciding code
# (engine.cpu.DECIDING) with the telling of that move and the CPU's prompt: the least free heap
# of the 160x128 game at a PyBadge's heap (docs/bench.md). This code is resident only for a call
# that acts (CpuPlayer.money, engine.cpu.MONEY), which engine.cpu_decide makes only for a player
# it can act for. The worths come from engine.cpu_decide, which never imports this module: the
# two importing each other would be a circle.
from engine import rules as R
from engine.board import (KIND, STREET, GROUP, GROUP_SQUARES, HOTEL, house_cost, mortgage_value,
                          unmortgage_cost, interest, street_rent)
from engine.build import can_place, wanting, can_build, can_sell, can_unmortgage
from engine.codes import BANK, DEBT, GO_BANKRUPT, PAY_DEBT
from engine.cpu_decide import FREQ, TARGET, rivals, level_of_rank, develop, rent_now


def _resale_loss(g, sq):
    # selling back at half price loses score, except where buildings already score at half
    return 0 if g.rules[R.VARIANT] == R.TOURNAMENT else house_cost(sq) // 2


def _rent(g, sq, lv, whole):
    r = street_rent(sq, lv)
    return r * 2 if not lv and whole else r


def build_gain(g, sq, opp, h):
    """Rent one more level on sq earns over the horizon: toward three houses the average step
    (the first houses pay by leading to the third), beyond it the step itself."""
    r = g.rank(g.level[sq])
    now = _rent(g, sq, g.level[sq], True)
    if r < TARGET:
        step = (street_rent(sq, TARGET) - now) // (TARGET - r)
    else:
        step = street_rent(sq, level_of_rank(g, r + 1)) - now
    return FREQ[sq] * step * opp // 100 * h // 100


def sell_loss(g, p, sq, opp, h):
    """What selling a building from p's street sq costs p, in the CPU's worth: the rent lost
    over h rounds of opp rivals' visits, and what selling at half price loses."""
    lv = g.level[sq]
    r = g.rank(lv)
    lower = level_of_rank(g, r - 1)
    loss = FREQ[sq] * (street_rent(sq, lv) - _rent(g, sq, lower, True)) * opp // 100 * h // 100
    loss += _resale_loss(g, sq)
    if lv == HOTEL and g.houses < g.rules[R.HOTEL_HOUSES]:
        loss += 2000            # the bank cannot give the houses back: the group breaks down
    return loss


def mortgage_loss(g, p, sq, opp, h):
    """What mortgaging p's deed sq costs p, in the CPU's worth: the rent lost over h rounds
    of opp rivals' visits, the interest, and the building it holds back in its group."""
    loss = FREQ[sq] * rent_now(g, sq) * opp // 100 * h // 100 + interest(sq)
    grp = GROUP[sq]
    if grp < 8:
        mine = g.count_owned(p, grp)
        if g.group_owner(grp) == p:
            if not g.group_mortgaged(grp):
                loss += develop(g, grp, h, opp) // 2    # no building or double rent until lifted
        elif mine + g.count_owned(BANK, grp) == len(GROUP_SQUARES[grp]):
            # still in reach: it would have to be lifted before the group is built on
            loss += develop(g, grp, h, opp) * mine // (len(GROUP_SQUARES[grp]) * 12)
    return loss


def raise_cash(g, p, h):
    """Sell and mortgage, least damage per dollar first, until the debt is covered; then pay,
    or go bankrupt at once when nothing would cover it."""
    if GO_BANKRUPT in g.answers():
        g.act(GO_BANKRUPT)
        return
    opp = rivals(g, p)
    while g.pending == DEBT and g.actor == p and g.cash[p] < g.owed:
        short = g.owed - g.cash[p]
        best = -1
        best_score = 0
        sell = False
        for sq in g.owned_by(p):
            if g.level[sq] and can_sell(g, p, sq) is None:
                gain = house_cost(sq) // 2
                loss = sell_loss(g, p, sq, opp, h)
                is_sell = True
            elif g.can_mortgage(p, sq) is None:
                gain = mortgage_value(sq)
                loss = mortgage_loss(g, p, sq, opp, h)
                is_sell = False
            else:
                continue
            score = loss * 100 // min(gain, short)
            if best < 0 or score < best_score:
                best = sq
                best_score = score
                sell = is_sell
        if best < 0:
            break
        if sell:
            g.sell(p, best)
        else:
            g.mortgage(p, best)
    if g.pending == DEBT and g.actor == p:
        g.act(PAY_DEBT if PAY_DEBT in g.answers() else GO_BANKRUPT)


def locked(g, p, lock):
    """Hold at three houses: the bank's stock is short and a rival wants houses now."""
    return lock and g.houses <= lock and wanting(g, False) & ~(1 << p)


def spare_deed(g, p, opp, h, need):
    """(p's deed cheapest to mortgage that raises `need` and that no group it builds on needs,
    its loss), or (-1, 0)."""
    best = -1
    low = 0
    for sq in g.owned_by(p):
        grp = GROUP[sq]
        if mortgage_value(sq) < need or grp < 8 and g.group_owner(grp) == p \
                or g.can_mortgage(p, sq) is not None:
            continue
        loss = mortgage_loss(g, p, sq, opp, h)
        if best < 0 or loss < low:
            best = sq
            low = loss
    return best, low


def build_some(g, p, reserve, h, lock, spare=0):
    """Build, best return per dollar first, while cash stays above the reserve; with `spare`,
    mortgage deeds outside its building groups to pay for a step that earns more than the
    mortgage costs. Returns False when a building went to auction (the shortage rule) and the
    turn must wait on it."""
    opp = rivals(g, p)
    waiting = g.pending
    for _ in range(40):
        hold = -1               # locked(), asked once a street could take a building
        best = -1
        best_score = 0
        short = 0
        own = g.owned_by(p)
        whole = g.whole_groups()
        for sq in own:
            if whole[GROUP[sq]] != p or KIND[sq] != STREET or g.level[sq] == HOTEL or \
                    can_build(g, p, sq) is not None:
                continue
            cost = house_cost(sq)
            if hold < 0:
                hold = 1 if locked(g, p, lock) else 0
            if hold and g.rank(g.level[sq]) >= TARGET:
                continue
            net = build_gain(g, sq, opp, h) - (0 if g.rules[R.VARIANT] == R.SHORT else cost // 2)
            score = net * 100 // cost
            if score > best_score:
                if g.cash[p] - cost >= reserve:
                    best = sq
                    best_score = score
                elif net > short:
                    short = net
                    need = reserve + cost - g.cash[p]
        if best < 0:
            if short and spare:
                sq, loss = spare_deed(g, p, opp, h, need)
                if sq >= 0 and loss < short:
                    g.mortgage(p, sq)
                    continue
            return True
        g.build(p, best)
        if g.pending != waiting:
            return False
    return True


def manage(g, p, reserve, h, room, lock, spare, lift, build):
    """A CPU's own money on its turn: lift_some when `lift`, then build_some when `build`
    (engine.cpu_decide's _manage says which can act). False when a building went to auction."""
    if lift:
        lift_some(g, p, reserve, h, room)
    return build_some(g, p, reserve, h, lock, spare) if build else True


def lift_some(g, p, reserve, h, room):
    """Lift mortgages whose rent (and the building they allow) pays the 10%, while cash stays
    `room` above the reserve; groups p holds whole first."""
    opp = rivals(g, p)
    for _ in range(28):
        best = -1
        best_score = 0
        for sq in g.owned_by(p):
            if not g.mortgaged[sq]:
                continue
            cost = unmortgage_cost(sq)
            if g.cash[p] - cost < reserve + room or can_unmortgage(g, p, sq) is not None:
                continue
            grp = GROUP[sq]
            value = FREQ[sq] * (50 if grp >= 8 else street_rent(sq, 0)) * opp // 100 * h // 100
            if grp < 8 and g.group_owner(grp) == p:
                value += develop(g, grp, h, opp) // 2
            value -= (cost - mortgage_value(sq)) * (2 if g.rules[R.VARIANT] == R.TOURNAMENT else 1)
            if value > best_score:
                best = sq
                best_score = value
        if best < 0:
            return
        g.unmortgage(p, best)


def place_best(g, p):
    """The square where a building won at auction earns most."""
    opp = rivals(g, p)
    best = -1
    best_gain = -1
    for sq in g.owned_by(p):
        if can_place(g, p, sq, g.place) is None:
            gain = build_gain(g, sq, opp, 10)
            if gain > best_gain:
                best = sq
                best_gain = gain
    return best


def building_worth(g, p, h):
    """A shortage auction's building to p: the best step's rent plus half its price (resale)."""
    opp = rivals(g, p)
    best = 0
    for sq in g.owned_by(p):
        if can_place(g, p, sq, g.lot) is None:
            v = build_gain(g, sq, opp, h) + house_cost(sq) // 2
            if v > best:
                best = v
    return best
