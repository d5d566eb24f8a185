// The count of hoyle.poker.progressive (non_openers: the ordered deals of N five-card hands from one pack
// in which no hand holds openers), step for step the same method, compiled: the Python count needs about
// six times seven hands' 50 minutes and 8 GB for eight hands, which the machines do not have. The counts are
// kept modulo five primes below 2^31 and put together by the caller (scripts/data/progressive_table.py, which
// compiles this file with `rustc -O` and checks it against every count the Python method made, for two to
// seven hands, before it takes an eight-hand count from it).
//
//     progressive_count PLAYERS THRESHOLD   ->   "r1 r2 r3 r4 r5" (the count modulo each of P)
//
// The states and moves are those of progressive.py (its names in brackets): a free-suited hand's kind, cards
// and pair (_FREE, _free_moves, _free_step), a suit's group of flushes and straight flushes (_group_moves,
// _forced_step), the pruning and the sharing out of finished flush groups (_settle), the count rank by rank
// (_count). Standard library only.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

const K: usize = 5;
const P: [u64; K] = [2147483647, 2147483629, 2147483587, 2147483579, 2147483563];
const NFREE: usize = 16;
const SUITS: i64 = 4;

#[derive(Default)]
struct Fx(u64);
impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(*b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}
type Map<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

type Val = [u32; K];

fn red(w: i64) -> Val {
    let mut out = [0u32; K];
    for i in 0..K {
        let m = (w.unsigned_abs()) % P[i];
        out[i] = (if w < 0 && m != 0 { P[i] - m } else { m }) as u32;
    }
    out
}
fn mul(a: &Val, b: &Val) -> Val {
    let mut out = [0u32; K];
    for i in 0..K {
        out[i] = ((a[i] as u64 * b[i] as u64) % P[i]) as u32;
    }
    out
}
fn add(a: &mut Val, b: &Val) {
    for i in 0..K {
        let s = a[i] as u64 + b[i] as u64;
        a[i] = (if s >= P[i] { s - P[i] } else { s }) as u32;
    }
}
fn is_zero(a: &Val) -> bool {
    a.iter().all(|x| *x == 0)
}

// _FREE: (kind, cards, pair); kind 0 D, 1 S, 2 W.
const FREE: [(u8, u8, u8); NFREE] = [
    (0, 0, 0), (0, 1, 0), (0, 2, 0), (0, 2, 1), (0, 3, 0), (0, 3, 1), (0, 4, 0), (0, 4, 1),
    (1, 1, 0), (1, 2, 0), (1, 3, 0), (1, 4, 0), (2, 1, 0), (2, 2, 0), (2, 3, 0), (2, 4, 0),
];
fn index(kind: u8, c: u8, p: u8) -> usize {
    FREE.iter().position(|t| *t == (kind, c, p)).expect("a free state")
}
const NONE: usize = usize::MAX; // a hand completed

fn fact(n: i64) -> i64 {
    (1..=n).product::<i64>().max(1)
}
fn falling(n: i64, k: i64) -> i64 {
    if k < 0 || k > n {
        return 0;
    }
    ((n - k + 1)..=n).product::<i64>().max(1)
}

#[derive(Clone, Copy)]
struct Flags {
    pairable: bool,
    ace: bool,
    straight: bool,
    wheel: bool,
}
impl Flags {
    fn code(&self) -> u8 {
        (self.pairable as u8) | (self.ace as u8) << 1 | (self.straight as u8) << 2 | (self.wheel as u8) << 3
    }
}

// _free_moves: (cards taken, new index or NONE, sign)
fn free_moves(i: usize, f: Flags) -> Vec<(i64, usize, i64)> {
    let (kind, c, p) = FREE[i];
    let to = |k2: u8, c2: u8, p2: u8| if c2 == 5 { NONE } else { index(k2, c2, p2) };
    if kind == 0 {
        let mut m = vec![(0, i, 1), (1, to(0, c + 1, p), 1)];
        if f.pairable && p == 0 && c + 2 <= 5 {
            m.push((2, to(0, c + 2, 1), 1));
        }
        if c == 0 && f.straight {
            m.push((1, index(1, 1, 0), -1));
        }
        if c == 0 && f.wheel {
            m.push((1, index(2, 1, 0), -1));
        }
        return m;
    }
    if kind == 2 && c == 4 {
        return if f.ace { vec![(1, NONE, 1)] } else { vec![(0, i, 1)] };
    }
    vec![(1, to(kind, c + 1, p), 1)]
}

fn compositions(total: i64, parts: usize, out: &mut Vec<Vec<i64>>, cur: &mut Vec<i64>) {
    if parts == 1 {
        cur.push(total);
        out.push(cur.clone());
        cur.pop();
        return;
    }
    for first in 0..=total {
        cur.push(first);
        compositions(total - first, parts - 1, out, cur);
        cur.pop();
    }
}
fn comps(total: i64, parts: usize) -> Vec<Vec<i64>> {
    let mut out = vec![];
    compositions(total, parts, &mut out, &mut vec![]);
    out
}
fn multinomial(c: &[i64]) -> i64 {
    fact(c.iter().sum()) / c.iter().map(|x| fact(*x)).product::<i64>()
}

fn unpack_free(f: u64) -> [i64; NFREE] {
    let mut a = [0i64; NFREE];
    for i in 0..NFREE {
        a[i] = ((f >> (4 * i)) & 15) as i64;
    }
    a
}
fn pack_free(a: &[i64; NFREE]) -> u64 {
    let mut f = 0u64;
    for i in 0..NFREE {
        debug_assert!(a[i] >= 0 && a[i] < 16);
        f |= (a[i] as u64) << (4 * i);
    }
    f
}

// _free_step: (new free, cards, pairs, signed ways)
fn free_step(free: u64, f: Flags, room: i64) -> Vec<(u64, i64, i64, i64)> {
    let counts = unpack_free(free);
    let mut out: Map<(u64, i64, i64), i64> = Map::default();
    fn rec(i: usize, counts: &[i64; NFREE], f: Flags, room: i64, new: [i64; NFREE], cards: i64, pairs: i64, ways: i64,
           out: &mut Map<(u64, i64, i64), i64>) {
        if i == NFREE {
            *out.entry((pack_free(&new), cards, pairs)).or_insert(0) += ways;
            return;
        }
        let n = counts[i];
        if n == 0 {
            rec(i + 1, counts, f, room, new, cards, pairs, ways, out);
            return;
        }
        let moves = free_moves(i, f);
        for comp in comps(n, moves.len()) {
            let took: i64 = comp.iter().zip(&moves).map(|(k, m)| k * m.0).sum();
            if cards + took > room {
                continue;
            }
            let mut nxt = new;
            let mut sign = 1i64;
            let mut pr = 0;
            for (k, m) in comp.iter().zip(&moves) {
                if *k > 0 && m.1 != NONE {
                    nxt[m.1] += k;
                }
                if m.2 < 0 && k % 2 == 1 {
                    sign = -sign;
                }
                if m.0 == 2 {
                    pr += k;
                }
            }
            rec(i + 1, counts, f, room, nxt, cards + took, pairs + pr, ways * sign * multinomial(&comp), out);
        }
    }
    rec(0, &counts, f, room, [0; NFREE], 0, 0, 1, &mut out);
    out.into_iter().filter(|(_, w)| *w != 0).map(|((a, b, c), w)| (a, b, c, w)).collect()
}

// A suit's group: c (the flushes' cards so far) and its straight flushes in progress, each (kind 0 SF, 1 WF;
// cards 1..4). Code: c << 12 | the entries' codes (kind * 4 + cards, 1..8) sorted, 4 bits each; (0, ()) is 0.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Group {
    c: u8,
    sfs: Vec<(u8, u8)>,
}
fn gcode(g: &Group) -> u16 {
    let mut e: Vec<u16> = g.sfs.iter().map(|(k, c)| (*k as u16) * 4 + *c as u16).collect();
    e.sort();
    assert!(e.len() <= 3);
    let mut code = (g.c as u16) << 12;
    for (i, x) in e.iter().enumerate() {
        code |= x << (8 - 4 * i);
    }
    code
}
fn gdecode(code: u16) -> Group {
    let mut sfs = vec![];
    for i in 0..3 {
        let x = (code >> (8 - 4 * i)) & 15;
        if x != 0 {
            sfs.push((((x - 1) / 4) as u8, (((x - 1) % 4) + 1) as u8));
        }
    }
    Group { c: (code >> 12) as u8, sfs }
}
fn unpack_forced(f: u64) -> Vec<u16> {
    (0..4).map(|i| ((f >> (16 * i)) & 0xffff) as u16).filter(|x| *x != 0).collect()
}
fn pack_forced(mut gs: Vec<u16>) -> u64 {
    gs.retain(|x| *x != 0);
    gs.sort();
    assert!(gs.len() <= 4);
    let mut f = 0u64;
    for (i, g) in gs.iter().enumerate() {
        f |= (*g as u64) << (16 * i);
    }
    f
}

// _sf_moves: (card taken, the straight flush after, or None when complete)
fn sf_moves(kind: u8, c: u8, ace: bool) -> Vec<(i64, Option<(u8, u8)>)> {
    if kind == 1 && c == 4 {
        return if ace { vec![(1, None)] } else { vec![(0, Some((kind, c)))] };
    }
    vec![(1, if c + 1 == 5 { None } else { Some((kind, c + 1)) })]
}

fn sign_of(kind: u8) -> i64 {
    let _ = kind; // SF and WF: +1
    1
}

// _group_moves: (new group, card taken, hands joining, sign)
fn group_moves(g: &Group, can_start: &[u8], ace: bool, most: u8) -> Vec<(Group, i64, i64, i64)> {
    let mut out = vec![];
    let mut sf_options: Vec<(Vec<(u8, u8)>, i64)> = vec![(vec![], 0)];
    for &(k, c) in &g.sfs {
        let mut nxt = vec![];
        for (have, took) in &sf_options {
            for (t, st) in sf_moves(k, c, ace) {
                if took + t <= 1 {
                    let mut h = have.clone();
                    if let Some(s) = st {
                        h.push(s);
                    }
                    nxt.push((h, took + t));
                }
            }
        }
        sf_options = nxt;
    }
    for (have, took) in sf_options {
        let mut unions = vec![(g.c, 0i64, 0i64, 1i64)];
        if took == 0 && g.c < 5 * most {
            let join = if g.c % 5 == 0 { 1 } else { 0 };
            unions.push((g.c + 1, 1, join, if join == 1 { -1 } else { 1 }));
        }
        for (c2, k, join, sign) in unions {
            let mut h = have.clone();
            h.sort();
            out.push((Group { c: c2, sfs: h.clone() }, took + k, join, sign));
            if took == 0 && k == 0 {
                for &kind in can_start {
                    let mut h2 = have.clone();
                    h2.push((kind, 1));
                    h2.sort();
                    out.push((Group { c: c2, sfs: h2 }, 1, 1, sign_of(kind)));
                }
            }
        }
    }
    out
}

fn bounded(parts: usize, most: i64) -> Vec<Vec<i64>> {
    let mut out = vec![];
    for total in 0..=most {
        out.extend(comps(total, parts));
    }
    out
}

// _forced_step: (new forced, cards taken, hands joining, signed ways)
fn forced_step(forced: u64, can_start: &[u8], ace: bool, most: u8) -> Vec<(u64, i64, i64, i64)> {
    let groups: Vec<Group> = unpack_forced(forced).into_iter().map(gdecode).collect();
    let fresh = SUITS - groups.len() as i64;
    let mut out: Map<(u64, i64, i64), i64> = Map::default();
    let moves: Vec<Vec<(Group, i64, i64, i64)>> = groups.iter().map(|g| group_moves(g, can_start, ace, most)).collect();
    // the fresh suits' first hands: a flush (c = 1, sign -1) or a straight flush starting here (+1)
    let mut kinds: Vec<(Group, i64)> = vec![(Group { c: 1, sfs: vec![] }, -1)];
    for &k in can_start {
        kinds.push((Group { c: 0, sfs: vec![(k, 1)] }, sign_of(k)));
    }
    let fresh_options = bounded(kinds.len(), fresh);
    fn rec(i: usize, moves: &[Vec<(Group, i64, i64, i64)>], new: &mut Vec<u16>, cards: i64, joins: i64, sign: i64,
           kinds: &[(Group, i64)], fresh: i64, fresh_options: &[Vec<i64>], out: &mut Map<(u64, i64, i64), i64>) {
        if i == moves.len() {
            for counts in fresh_options {
                let n: i64 = counts.iter().sum();
                let ways = falling(fresh, n) / counts.iter().map(|x| fact(*x)).product::<i64>();
                let mut gs = new.clone();
                let mut s = sign;
                for (x, (g, sg)) in counts.iter().zip(kinds) {
                    for _ in 0..*x {
                        gs.push(gcode(g));
                    }
                    if *sg < 0 && x % 2 == 1 {
                        s = -s;
                    }
                }
                *out.entry((pack_forced(gs), cards + n, joins + n)).or_insert(0) += s * ways;
            }
            return;
        }
        for (g, k, j, sg) in &moves[i] {
            new.push(gcode(g));
            rec(i + 1, moves, new, cards + k, joins + j, sign * sg, kinds, fresh, fresh_options, out);
            new.pop();
        }
    }
    rec(0, &moves, &mut vec![], 0, 0, 1, &kinds, fresh, &fresh_options, &mut out);
    out.into_iter().filter(|(_, w)| *w != 0).map(|((a, b, c), w)| (a, b, c, w)).collect()
}

fn partitions(c: i64) -> i64 {
    let g = c / 5;
    fact(c) / (fact(5).pow(g as u32) * fact(g))
}

// _settle, in two halves computed once each: the free hands' cards still needed (None if a hand cannot be
// finished), and the groups' (None if a flush cannot be finished; else the cards they need, the sharing-out
// factor of the finished flush groups, and the groups kept). A state lives if the two together fit the cards left.
fn settle_free(free: u64, n_left: i64, pairable_left: bool) -> Option<i64> {
    let counts = unpack_free(free);
    let pairable = if pairable_left { 1 } else { 0 };
    let mut need = 0i64;
    for i in 0..NFREE {
        let count = counts[i];
        if count > 0 {
            let (kind, c, p) = FREE[i];
            let more = 5 - c as i64;
            if kind == 0 && more > n_left + if p == 1 { 0 } else { pairable } {
                return None;
            }
            need += count * more;
        }
    }
    Some(need)
}

fn settle_forced(forced: u64, n_left: i64) -> Option<(i64, i64, u64)> {
    let mut need = 0i64;
    let mut factor = 1i64;
    let mut kept = vec![];
    for code in unpack_forced(forced) {
        let g = gdecode(code);
        let c = g.c as i64;
        let short = (5 - c % 5) % 5;
        if short > n_left {
            return None;
        }
        need += short + g.sfs.iter().map(|(_, k)| 5 - *k as i64).sum::<i64>();
        if g.sfs.is_empty() && c > 0 && short == 0 && n_left < 5 {
            factor *= partitions(c);
        } else {
            kept.push(code);
        }
    }
    Some((need, factor, pack_forced(kept)))
}

fn count(players: i64, threshold: i64) -> Val {
    let ranks: Vec<i64> = (2..=14).collect();
    let starts: Vec<i64> = ranks.iter().copied().filter(|r| (0..5).all(|i| ranks.contains(&(r + i)))).collect();
    let wheel = [14, 2, 3, 4, 5].iter().all(|r| ranks.contains(r));
    let most = (ranks.len() / 5) as u8;
    let mut start = [0i64; NFREE];
    start[0] = players;
    let mut states: Map<(u64, u64), Val> = Map::default();
    states.insert((pack_free(&start), 0), red(1));
    let mut forced_cache: Map<(u64, u8), Vec<(u64, i64, i64, i64)>> = Map::default();
    for (i, &rank) in ranks.iter().enumerate() {
        let left = &ranks[i + 1..];
        let flags = Flags { pairable: rank < threshold, ace: rank == 14, straight: starts.contains(&rank), wheel: wheel && rank == 2 };
        let mut can_start = vec![];
        if flags.straight {
            can_start.push(0u8);
        }
        if flags.wheel {
            can_start.push(1u8);
        }
        let n_left = left.len() as i64;
        let pairable_left = left.iter().any(|r| *r < threshold);
        let mut moved: Map<(u64, u64, i64), Val> = Map::default();
        for ((free, forced), weight) in states.iter() {
            let waiting = (free & 15) as i64;
            let steps = forced_cache
                .entry((*forced, flags.code()))
                .or_insert_with(|| forced_step(*forced, &can_start, flags.ace, most));
            for (nf, taken, joins, fways) in steps.iter() {
                if *joins <= waiting {
                    let key = ((free & !15) | (waiting - joins) as u64, *nf, *taken);
                    let w = mul(weight, &red(fways * falling(waiting, *joins)));
                    add(moved.entry(key).or_insert([0; K]), &w);
                }
            }
        }
        drop(states);
        // The free hands' moves, grouped by their state so that each state's moves are worked out once.
        let mut moved: Vec<((u64, u64, i64), Val)> = moved.into_iter().filter(|(_, w)| !is_zero(w)).collect();
        moved.sort_unstable_by_key(|((free, _, taken), _)| (*free, *taken));
        let mut nxt: Map<(u64, u64), Val> = Map::default();
        let mut forced_settled: Map<u64, Option<(i64, i64, u64)>> = Map::default();
        let mut j = 0;
        while j < moved.len() {
            let ((free, _, taken), _) = moved[j];
            let room = SUITS - taken;
            // (new free, its multiplier, the cards it still needs) for each move that can still be finished
            let steps: Vec<(u64, Val, i64)> = free_step(free, flags, room)
                .into_iter()
                .filter_map(|(nfree, cards, pairs, ways)| {
                    settle_free(nfree, n_left, pairable_left).map(|need| (nfree, red(ways * (falling(room, cards) >> pairs)), need))
                })
                .collect();
            while j < moved.len() && moved[j].0 .0 == free && moved[j].0 .2 == taken {
                let ((_, forced, _), weight) = moved[j];
                j += 1;
                let Some((need_f, factor, kept)) = *forced_settled.entry(forced).or_insert_with(|| settle_forced(forced, n_left)) else {
                    continue;
                };
                let weight = if factor == 1 { weight } else { mul(&weight, &red(factor)) };
                for (nfree, mult, need) in steps.iter() {
                    if need + need_f <= SUITS * n_left {
                        add(nxt.entry((*nfree, kept)).or_insert([0; K]), &mul(&weight, mult));
                    }
                }
            }
        }
        drop(moved);
        nxt.retain(|_, w| !is_zero(w));
        eprintln!("rank {}: {} states", rank, nxt.len());
        states = nxt;
    }
    *states.get(&(0, 0)).unwrap_or(&[0; K])
}

fn main() {
    let args: Vec<i64> = std::env::args().skip(1).map(|a| a.parse().expect("PLAYERS THRESHOLD")).collect();
    assert!(args.len() == 2, "usage: progressive_count PLAYERS THRESHOLD");
    let v = count(args[0], args[1]);
    println!("{}", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
}
