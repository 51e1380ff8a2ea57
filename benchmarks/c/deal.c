/* A Campli deal in plain C: the yardstick of the numba kernel (benchmarks/bench_kernel_c.py).
 *
 * The same work as the kernel's `simulate("campli", n, threshold_table(n, T), deals, seed)`:
 * the same rules (the interleaved deal, the Cucu's arrest, the Horse's jump and the dealer's
 * Horse, the Bum and the Gnaf with its undoing, the Taverna insured and agreed, the dealer's
 * exchange with the pack, dead cards, the comparison with the Matto and the Cuckoo), the same
 * generator (SplitMix64, multiply-shift bounded draws), the strategy table read as the kernel reads
 * it (a probability per seat, card and context; here the threshold table, insuring and agreeing), the same
 * outputs (tokens lost, card shown and card held, int8, per deal and seat).
 *
 * Two ways of drawing the pack:
 *   full     a Fisher-Yates shuffle of the whole pack before each deal, then dealt from its ends;
 *   partial  only the cards the deal uses: a uniform card among those left each time one is needed
 *            (the kernel's way; the same law as a shuffled pack, either end).
 *
 * usage: deal full|partial PLAYERS DEALS SEED THRESHOLD TOKENS CARD...  (the pack, dealing end first)
 * prints: deals, CPU seconds, deals per second, a checksum of the losses (the sum of each loss
 *         times 1 + its seat), then the tokens lost by each seat over all deals.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { FOOL = -4, INN = 11, CAT = 12, HORSE = 13, MAN = 14, CUCKOO = 15, NO_CARD = -128 };

static uint64_t st;
static inline uint64_t next64(void) {
    uint64_t z = (st += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static inline int64_t below(uint64_t k) { return (int64_t)(((next64() >> 32) * k) >> 32); }
static inline int chance(double p) {
    if (p >= 1.0) return 1;
    if (p <= 0.0) return 0;
    return (double)(next64() >> 11) * (1.0 / 9007199254740992.0) < p;
}

static int partial;
static int64_t npack, rem[128], fr, bk, left;
static inline int64_t draw(int from_back) {
    if (partial) {
        int64_t k = below((uint64_t)left), c = rem[k];
        rem[k] = rem[left - 1];
        rem[left - 1] = c;
        left--;
        return c;
    }
    left--;
    return from_back ? rem[bk--] : rem[fr++];
}

int main(int argc, char **argv) {
    if (argc < 8) {
        fprintf(stderr, "usage: deal full|partial PLAYERS DEALS SEED THRESHOLD TOKENS CARD...\n");
        return 2;
    }
    partial = strcmp(argv[1], "partial") == 0;
    int n = atoi(argv[2]);
    long deals = atol(argv[3]);
    uint64_t seed = strtoull(argv[4], 0, 10);
    int thr = atoi(argv[5]), tokens0 = atoi(argv[6]);
    npack = argc - 7;
    for (int i = 0; i < npack; i++) rem[i] = atoi(argv[7 + i]);
    int nobj = 2 * n + 2, cap = 2 * n + 4;
    int64_t *obj_card = calloc(nobj, 8), *obj_tlen = calloc(nobj, 8);
    int64_t *obj_tg = calloc((size_t)nobj * cap, 8), *obj_tr = calloc((size_t)nobj * cap, 8);
    int64_t *path_g = calloc(cap, 8), *path_r = calloc(cap, 8), *hand = calloc(n, 8), *tokens = calloc(n, 8);
    int64_t *lostn = calloc(n, 8), *delta = calloc(n, 8), *ins_g = calloc(n + 1, 8), *ins_h = calloc(n + 1, 8);
    char *dead = calloc(n, 1), *jumped = calloc(n, 1), *got = calloc(n, 1), *asked = calloc(n, 1);
    /* the strategy table as the kernel reads it: exch[seat][card + 4][context], insure, accept */
    double *exch = calloc((size_t)n * 20 * 3, sizeof(double)), *insure = calloc((size_t)n * 20, sizeof(double));
    double *accept = calloc(n, sizeof(double));
    for (int p = 0; p < n; p++) {
        accept[p] = 1.0;
        for (int c = 0; c < 20; c++) {
            insure[p * 20 + c] = 1.0;
            for (int x = 0; x < 3; x++) exch[(p * 20 + c) * 3 + x] = c - 4 < thr ? 1.0 : 0.0;
        }
    }
    int8_t *out_loss = calloc((size_t)deals * n, 1), *out_card = calloc((size_t)deals * n, 1);
    int8_t *out_held = calloc((size_t)deals * n, 1);
    int dealer = n - 1;
    clock_t t0 = clock();
    st = seed * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
    next64();
    for (long d = 0; d < deals; d++) {
        int8_t *oh = out_held + d * n, *ol = out_loss + d * n, *oc = out_card + d * n;
        fr = 0;
        bk = npack - 1;
        left = npack;
        if (!partial)
            for (int64_t i = npack - 1; i > 0; i--) { /* Fisher-Yates */
                int64_t j = below((uint64_t)(i + 1)), c = rem[i];
                rem[i] = rem[j];
                rem[j] = c;
            }
        for (int p = 0; p < n; p++) {
            oh[p] = NO_CARD;
            hand[p] = -1;
            tokens[p] = tokens0;
            lostn[p] = 0;
            dead[p] = jumped[p] = got[p] = asked[p] = 0;
            delta[p] = 0;
        }
        int no = 0, nins = 0, pos = 0;
        while (pos < n) {
            int p = pos;
            if (dead[p] || jumped[p]) { pos++; continue; }
            if (hand[p] < 0) { obj_card[no] = draw(0); obj_tlen[no] = 0; hand[p] = no++; }
            int64_t card = obj_card[hand[p]];
            int ctx = got[p] ? 1 : (asked[p] ? 2 : 0);
            pos++;
            oh[p] = (int8_t)card;
            if (!chance(exch[(p * 20 + card + 4) * 3 + ctx])) continue;
            if (p == dealer) { obj_card[no] = draw(0); obj_tlen[no] = 0; hand[p] = no++; continue; }
            int r = p, t = r + 1;
            while (t < n && dead[t]) t++;
            if (t >= n) continue;
            int to_dealer_horse = 0;
            int64_t ct = 0;
            for (;;) {
                if (hand[t] < 0) { obj_card[no] = draw(0); obj_tlen[no] = 0; hand[t] = no++; }
                asked[t] = 1;
                ct = obj_card[hand[t]];
                if (ct == HORSE) {
                    if (t != dealer) {
                        jumped[t] = 1;
                        t++;
                        while (t < n && dead[t]) t++;
                        continue;
                    }
                    obj_card[no] = draw(1);
                    obj_tlen[no] = 0;
                    hand[r] = no++;
                    to_dealer_horse = 1;
                }
                break;
            }
            if (to_dealer_horse) { pos = dealer; continue; }
            if (ct == MAN || ct == CAT) {
                tokens[r]--;
                lostn[r]++;
                if (tokens[r] <= 0) { tokens[r] = 0; dead[r] = 1; }
                if (ct == CAT) { /* the Gnaf: the card's exchanges undone, newest first */
                    int64_t o = hand[r], holder = r, m = 0;
                    for (int64_t k = obj_tlen[o] - 1; k >= 0; k--) {
                        if (obj_tr[o * cap + k] != holder) break;
                        path_g[m] = obj_tg[o * cap + k];
                        path_r[m] = obj_tr[o * cap + k];
                        holder = obj_tg[o * cap + k];
                        m++;
                    }
                    for (int64_t i = 0; i < m; i++) {
                        int64_t g = path_g[i], rc = path_r[i], a = hand[rc], b = hand[g];
                        if (obj_tlen[a] > 0) obj_tlen[a]--;
                        if (obj_tlen[b] > 0) obj_tlen[b]--;
                        hand[g] = a;
                        hand[rc] = b;
                    }
                }
            } else if (ct == CUCKOO) {
            } else {
                int swap = 1;
                if (ct == INN) { /* the Taverna: insurance asked, agreed or refused */
                    if (!chance(insure[r * 20 + obj_card[hand[r]] + 4]))
                        swap = 0;
                    else if (chance(accept[t])) {
                        ins_g[nins] = r;
                        ins_h[nins] = t;
                        nins++;
                        swap = 0;
                    }
                }
                if (swap) {
                    int64_t a = hand[r], b = hand[t];
                    obj_tg[a * cap + obj_tlen[a]] = r;
                    obj_tr[a * cap + obj_tlen[a]] = t;
                    obj_tlen[a]++;
                    obj_tg[b * cap + obj_tlen[b]] = t;
                    obj_tr[b * cap + obj_tlen[b]] = r;
                    obj_tlen[b]++;
                    hand[r] = b;
                    hand[t] = a;
                    got[t] = 1;
                }
            }
            pos = t;
        }
        int nf = 0, low = 1 << 30;
        for (int p = 0; p < n; p++)
            if (hand[p] >= 0 && !dead[p] && obj_card[hand[p]] == FOOL) nf++;
        for (int p = 0; p < n; p++) {
            if (hand[p] < 0 || dead[p]) continue;
            int64_t c = obj_card[hand[p]];
            int v;
            if (c == FOOL) {
                if (nf == 1) continue;
                v = 29;
            } else
                v = 2 * (int)c;
            if (v < low) low = v;
        }
        for (int p = 0; p < n; p++) {
            if (hand[p] < 0 || dead[p]) continue;
            int64_t c = obj_card[hand[p]];
            int lose = c == FOOL ? (nf == 1 || low == 29) : 2 * c == low;
            if (lose && c != CUCKOO) delta[p] = -1;
        }
        for (int i = 0; i < nins; i++) {
            int64_t g = ins_g[i], h = ins_h[i];
            if (delta[g] < 0 && obj_card[hand[g]] == 0 && !dead[g]) { delta[g]++; delta[h]--; }
        }
        for (int p = 0; p < n; p++) {
            for (int64_t k = 0; k < -delta[p]; k++)
                if (tokens[p] > 0) { tokens[p]--; lostn[p]++; }
            ol[p] = (int8_t)lostn[p];
            oc[p] = (hand[p] >= 0 && !dead[p]) ? (int8_t)obj_card[hand[p]] : (int8_t)NO_CARD;
        }
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    long sum = 0;
    for (long i = 0; i < deals * n; i++) sum += out_loss[i] * (1 + i % n);
    printf("%ld %.6f %.1f %ld", deals, secs, secs > 0 ? deals / secs : 0.0, sum);
    for (int p = 0; p < n; p++) { /* the tokens lost by each seat over all deals */
        long seat = 0;
        for (long d = 0; d < deals; d++) seat += out_loss[d * n + p];
        printf(" %ld", seat);
    }
    printf("\n");
    return 0;
}
