from hoyle.poker.odds import pat_counts
from hoyle.poker.rules import HouseRules
from hoyle.poker import draw as D
for r in ["skip","round-the-corner","tiger","big-dog","blaze","blaze-court-cards","blaze-court-cards,proper-rank","extra-hands,proper-rank","joker","kilter"]:
    c = pat_counts(HouseRules.parse(r))
    print(r, c["total"], {k:v for k,v in c["classes"].items()})
def d(hand, hold, target=None, dead=()):
    r = D.draw(hand, hold, HouseRules(), dead, target)
    print(hand, '|', hold, '|', target, r["draws"], r["outcomes"], r["improve"].get("count"), r.get("target",{}).get("count"))
d('Qs Qd 9h 6c 2s','Qs Qd')
d('Qs Qd Ah 6c 2s','Qs Qd Ah')
d('Qs Qd 9h 6c 2s','Qs Qd 9h')
d('10s 10h 10d 7c 4s','10s 10h 10d')
d('10s 10h 10d 7c 4s','10s 10h 10d 7c')
d('9d 8d 7d 6d Ks','9d 8d 7d 6d','straight')
d('9d 8d 7d 6d Ks','9d 8d 7d 6d','straight-flush')
d('Jh 10h 8h 7h 3c','Jh 10h 8h 7h','straight')
d('Jh 10h 8h 7h 3c','Jh 10h 8h 7h','straight-flush')
d('Ac Jd 8s 5h 3d','Ac','Ks Kh Ad Qc Js')
d('Ac Jd 8s 5h 3d','Ac','Ks Kh Qd Qc As')
d('Ah Kc 9d 6s 2h','Ah Kc','Qs Qh Ad Kc Jc'.replace('Kc','Kd').replace('Ad','As'))
d('8c 7h 6s Kd 2c','8c 7h 6s','straight')
d('9s 8s 7s Kh 3d','9s 8s 7s','straight')
d('Js Jh 4d 4c 9s','Js Jh','three-of-a-kind')
d('Js Jh 4d 4c 9s','Js Jh 4d 4c','full-hand')
d('Qs Qh Jd 10c 9s','Qs Qh')
d('Qs Qh Jd 10c 9s','Qh Jd 10c 9s','straight')
