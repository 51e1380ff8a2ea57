"""Help at the table: Krypkille in brief (from ``docs/rules/kille.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.cards_guide import entry, guide, join, place
from taverna.games.kille.packs import pack_of_rules
from taverna.i18n import say

BRIEF = {
    "en": """**Krypkille**: a trick game for 3 or more where the last trick is won by the weakest card.
- Cards rank as in Cambio: Cuckoo (15) highest … Clown lowest. Everyone gets as many cards as the pack allows equally; the rest are set aside unseen.
- The player after the dealer leads. At your turn you must play a card **stronger** than every card on the table; if you have none, you must play your **weakest** card.
- The strongest card takes the trick and leads the next. Of two identical cards the later one is weaker.
- In the **last trick** the weakest card wins, and its player scores 1 point.
- The deal passes on; after as many rounds as players (or at the agreed target) the most points win.
- **Nordic pack** (rule set `nordic`): the Swedish Kille pack of 42 cards, the rulebook's recommendation: Harlequin (Harlekin) highest, then Cuckoo (Kuku), Hussar, Pig, Cavalier, Inn, 12 … 1, Wreath, Flower-pot, Mask (Blaren) lowest.
- **Duplicate**: everyone starts with chips; after the last trick each other player pays its winner 1 chip; from the second round each hand is the pile your neighbour used, and the deal moves the other way.""",
    "it": """**Krypkille**: un gioco di prese per 3 o più, dove l'ultima presa la vince la carta più debole.
- Le carte valgono come a Cambio: il Cucù (15) è la più alta … il Matto la più bassa. Ognuno riceve quante più carte possibile in parti uguali; le altre restano da parte, coperte.
- Apre chi segue il mazziere. Al tuo turno devi giocare una carta **più forte** di tutte quelle sul tavolo; se non ne hai, devi giocare la tua carta **più debole**.
- La carta più forte prende la presa e apre la seguente. Fra due carte uguali la seconda è più debole.
- Nell'**ultima presa** vince la carta più debole, e chi l'ha giocata segna 1 punto.
- Il mazzo passa; dopo tanti giri quanti i giocatori (o al traguardo stabilito) vince chi ha più punti.
- **Mazzo nordico** (regole `nordic`): il mazzo svedese del Kille, 42 carte, quello che il regolamento consiglia: Arlecchino (Harlekin) la più alta, poi Cucù (Kuku), Ussaro, Maiale, Cavaliere, Osteria, 12 … 1, Ghirlanda, Vaso di fiori, Maschera (Blaren) la più bassa.
- **Duplicate**: ognuno parte con delle fiche; dopo l'ultima presa ogni altro giocatore paga 1 fiche a chi l'ha vinta; dal secondo giro la tua mano è il mucchio usato dal vicino, e il mazziere cambia nell'altro senso.""",
    "ko": """**크립킬레**: 3명 이상이 하는 트릭 게임으로, 마지막 트릭은 가장 약한 카드가 이깁니다.
- 카드 순서는 Cambio와 같습니다: 쿠쿠(15)가 가장 높고 … 광대가 가장 낮습니다. 모두 같은 수만큼 최대한 받고, 남은 카드는 보지 않고 치웁니다.
- 딜러 다음 사람이 시작합니다. 자기 차례에는 테이블의 모든 카드보다 **강한** 카드를 내야 하며, 없으면 가장 **약한** 카드를 내야 합니다.
- 가장 강한 카드가 트릭을 가져가고 다음을 시작합니다. 같은 카드 두 장은 나중에 낸 쪽이 약합니다.
- **마지막 트릭**에서는 가장 약한 카드가 이기고, 그 사람이 1점을 얻습니다.
- 딜러가 넘어가며, 플레이어 수만큼 라운드를 한 뒤(또는 정한 목표 점수에서) 점수가 가장 많은 사람이 이깁니다.
- **북유럽 카드** (규칙 `nordic`): 룰북이 권하는 스웨덴 킬레 카드 42장: 할리퀸(Harlekin)이 가장 높고, 쿠쿠(Kuku), 경기병, 돼지, 기병, 여관, 12 … 1, 화환, 화분, 가면(Blaren)이 가장 낮습니다.
- **Duplicate**: 모두 칩을 가지고 시작하고, 마지막 트릭 뒤 다른 사람들이 승자에게 칩 1개씩 줍니다. 2라운드부터는 이웃이 쓴 카드 더미가 내 패가 되고, 딜러는 반대 방향으로 넘어갑니다.""",
    "ja": """**クリュプキッレ**:3人以上で遊ぶトリックゲーム。最後のトリックは最も弱いカードが勝ちます。
- カードの強さは Cambio と同じ:カッコウ(15)が最強 … 道化が最弱。全員ができるだけ同じ枚数を受け取り、残りは見ずに除けます。
- 親の次の人から始めます。自分の番には場のどのカードよりも**強い**カードを出さなければならず、なければ最も**弱い**カードを出します。
- 最も強いカードがトリックを取り、次を始めます。同じカード二枚では後に出した方が弱いです。
- **最後のトリック**では最も弱いカードが勝ち、その人が 1 点を得ます。
- 親は順に回り、人数分のラウンドの後(または決めた目標点で)点の最も多い人の勝ちです。
- **北欧のカード** (ルール `nordic`):ルールブックが勧めるスウェーデンのキッレのカード 42 枚:道化師(Harlekin)が最強、次にカッコウ(Kuku)、軽騎兵、豚、騎兵、宿屋、12 … 1、花輪、植木鉢、仮面(Blaren)が最弱。
- **Duplicate**:全員チップを持って始め、最後のトリックの後、他の全員が勝者にチップを 1 枚ずつ払います。2 ラウンド目からは隣の人が使った束が自分の手札になり、親は逆向きに回ります。""",
}


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every card of the pack, strongest first (the engine compares ranks: XV the Cuckoo … the Clown; in the
    Kille pack, rule set nordic, the Harlequin … the Mask), with its name, its place and what it does in this game."""
    pack = pack_of_rules(rules)
    n = len(pack.ranks)

    def power(k: int, c: int) -> str:
        return _power(k, c, n, lang, options or {})

    return guide(pack.name, [entry(pack.text(c), pack.name_of(c, lang), place(lang, k + 1, n), power(k, c))
                             for k, c in enumerate(pack.ranks)])  # fmt: skip


def _power(k: int, c: int, n: int, lang: str, options: dict[str, Any]) -> str:
    extra = say("kille", lang, "guide_top") if k == 0 else say("kille", lang, "guide_bottom") if k == n - 1 else ""
    return join(lang, extra, say("kille", lang, "guide_card"))
