"""The sentences of Gnav, added to Cucù's catalogue (:mod:`taverna.games.cucu.messages`) when the game's
package is imported: its events (a matador shown with its call, the Fool's knock, a token paid to the pool),
the engine's phrases (``REASONS``, ``EFFECTS``), the notes on an exchange, and the lobby's rule set and options."""

from __future__ import annotations

from taverna.games.cucu.messages import EFFECTS, LOBBY, MESSAGES, REASONS

GNAV_REASONS = {
    "asked the Dragoon": "why_dragoon",
    "asked the Cat": "why_gnav_cat",
    "asked the Cuckoo": "why_gnav_cuckoo",
    "drew a matador from the stock": "why_stock_matador",
}
GNAV_EFFECTS = {"matador: no exchange": "effect_matador", "matador: fined": "effect_matador_fined"}

GNAV_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "matador_halt": "{player} shows the {card} (“{call}”). The exchanges stop and every card is turned up.",
        "matador_fine": "{player} shows the {card} (“{call}”). {requester} keeps their card and pays a token.",
        "matador_pass": "{player} shows the {card} (“{call}”). {requester}'s request passes on to the next player.",
        "knock": "{player} knocks on the table: a {card} was dealt.",
        "fined": "{player} pays a token to the pool ({reason}); {chips} left.",
        "pass_kept": "The request passed on reaches the dealer's matador: {player} keeps their card.",
        "gnav_token_paid": "{player} pays a token to the pool for the lowest card; {chips} left.",
        "gnav_out": "{player} has no tokens left and drops out.",
        "guide_gnav_cuckoo": "A matador (“{call}”): asked for an exchange, its holder shows it, the exchanges stop at once and the cards are shown.",
        "guide_gnav_cuckoo_fine": "Whoever asked pays a token.",
        "guide_gnav_fine": "A matador (“{call}”): asked for an exchange, its holder shows it; whoever asked keeps their card and pays a token.",
        "guide_gnav_pass": "A matador (“{call}”): asked for an exchange, its holder shows it and the request passes on to the next player.",
        "guide_gnav_fool": "The lowest card; whoever is dealt it knocks on the table, so everyone knows.",
        "guide_gnav_fool_campli": "At the end of a deal it pays together with the lowest other card.",
        "why_dragoon": "asked the Dragoon",
        "why_gnav_cat": "asked the Cat",
        "why_gnav_cuckoo": "asked the Cuckoo",
        "why_stock_matador": "drew a matador from the stock",
        "effect_matador": "a matador: no exchange",
        "effect_matador_fined": "a matador: the dealer pays a token",
        "note_exchange_gnav": "ask the next player for an exchange (the Cuckoo stops the deal, the Dragoon and the Cat make you pay a token, the Horse and the House pass your request on).",
        "note_exchange_gnav_dealer": "exchange with the top card of the stock (a Horse or House drawn is laid aside and you draw again).",
    },
    "it": {
        "matador_halt": "{player} mostra {card} («{call}»). Gli scambi finiscono e si girano tutte le carte.",
        "matador_fine": "{player} mostra {card} («{call}»). {requester} paga un gettone; niente cambio.",
        "matador_pass": "{player} mostra {card} («{call}»). La richiesta di {requester} passa al giocatore seguente.",
        "knock": "{player} bussa sul tavolo: ha il {card}.",
        "fined": "{player} paga un gettone nel piatto ({reason}); {chips:ne resta|ne restano} {chips}.",
        "pass_kept": "La richiesta passata arriva al matador del mazziere: {player} tiene la sua carta.",
        "gnav_token_paid": "{player} paga un gettone nel piatto per la carta più bassa; {chips:ne resta|ne restano} {chips}.",
        "gnav_out": "{player} non ha più gettoni ed esce dal gioco.",
        "guide_gnav_cuckoo": "Un matador («{call}»): se gli chiedono il cambio, chi lo ha lo mostra, gli scambi finiscono subito e si scoprono le carte.",
        "guide_gnav_cuckoo_fine": "Chi ha chiesto paga un gettone.",
        "guide_gnav_fine": "Un matador («{call}»): se gli chiedono il cambio, chi lo ha lo mostra; chi ha chiesto tiene la sua carta e paga un gettone.",
        "guide_gnav_pass": "Un matador («{call}»): se gli chiedono il cambio, chi lo ha lo mostra e la richiesta passa al giocatore seguente.",
        "guide_gnav_fool": "La carta più bassa; chi la riceve bussa sul tavolo, così tutti lo sanno.",
        "guide_gnav_fool_campli": "Alla fine della mano paga insieme alla carta più bassa fra le altre.",
        "why_dragoon": "ha chiesto al Dragone",
        "why_gnav_cat": "ha chiesto al Gatto",
        "why_gnav_cuckoo": "ha chiesto al Cuculo",
        "why_stock_matador": "ha pescato un matador dal mazzo",
        "effect_matador": "un matador: niente cambio",
        "effect_matador_fined": "un matador: il mazziere paga un gettone",
        "note_exchange_gnav": "chiedi il cambio al giocatore seguente (il Cuculo ferma la mano, il Dragone e il Gatto ti fanno pagare un gettone, il Cavallo e la Casa passano la richiesta).",
        "note_exchange_gnav_dealer": "cambia con la prima carta del mazzo (un Cavallo o una Casa pescati si mettono da parte e peschi ancora).",
    },
    "ko": {
        "matador_halt": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”). 교환이 끝나고 모든 카드를 뒤집습니다.",
        "matador_fine": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”). {requester}은(는) 자기 카드를 가지고 토큰 하나를 냅니다.",
        "matador_pass": "{player}이(가) {card}을(를) 보여줍니다 (“{call}”). {requester}의 요청이 다음 플레이어에게 넘어갑니다.",
        "knock": "{player}이(가) 탁자를 두드립니다: {card}을(를) 받았습니다.",
        "fined": "{player}이(가) 토큰 하나를 판돈에 냅니다 ({reason}). 남은 토큰 {chips}.",
        "pass_kept": "넘어간 요청이 딜러의 마타도르에 닿습니다: {player}은(는) 자기 카드를 가집니다.",
        "gnav_token_paid": "{player}이(가) 가장 낮은 카드로 토큰 하나를 판돈에 냅니다. 남은 토큰 {chips}.",
        "gnav_out": "{player}은(는) 토큰이 없어 탈락합니다.",
        "guide_gnav_cuckoo": "마타도르 (“{call}”): 교환을 요청받으면 가진 사람이 보여 주고, 교환이 곧바로 멈추며 카드를 공개합니다.",
        "guide_gnav_cuckoo_fine": "요청한 사람은 토큰 하나를 냅니다.",
        "guide_gnav_fine": "마타도르 (“{call}”): 교환을 요청받으면 가진 사람이 보여 줍니다; 요청한 사람은 자기 카드를 가지고 토큰 하나를 냅니다.",
        "guide_gnav_pass": "마타도르 (“{call}”): 교환을 요청받으면 가진 사람이 보여 주고, 요청은 다음 플레이어에게 넘어갑니다.",
        "guide_gnav_fool": "가장 낮은 카드; 이 카드를 받은 사람은 탁자를 두드려 모두에게 알립니다.",
        "guide_gnav_fool_campli": "판이 끝날 때 나머지 중 가장 낮은 카드와 함께 냅니다.",
        "why_dragoon": "기병에게 요청함",
        "why_gnav_cat": "고양이에게 요청함",
        "why_gnav_cuckoo": "뻐꾸기에게 요청함",
        "why_stock_matador": "카드 더미에서 마타도르를 뽑음",
        "effect_matador": "마타도르: 교환 없음",
        "effect_matador_fined": "마타도르: 딜러가 토큰 하나를 냄",
        "note_exchange_gnav": "다음 플레이어에게 교환을 요청합니다 (뻐꾸기는 판을 멈추고, 기병과 고양이는 토큰 하나를 내게 하며, 말과 집은 요청을 넘깁니다).",
        "note_exchange_gnav_dealer": "카드 더미 맨 위 카드와 교환합니다 (말이나 집을 뽑으면 옆에 두고 다시 뽑습니다).",
    },
    "ja": {
        "matador_halt": "{player}が{card}を見せます(「{call}」)。交換は終わり、すべてのカードを表にします。",
        "matador_fine": "{player}が{card}を見せます(「{call}」)。{requester}は自分のカードを持ち、トークンを1つ払います。",
        "matador_pass": "{player}が{card}を見せます(「{call}」)。{requester}の申し出は次のプレイヤーに回ります。",
        "knock": "{player}がテーブルをノックします: {card}が配られました。",
        "fined": "{player}がトークンを1つポットに払います({reason})。残り{chips}。",
        "pass_kept": "回された申し出が親のマタドールに届きます: {player}は自分のカードを持ちます。",
        "gnav_token_paid": "{player}がいちばん低いカードでトークンを1つポットに払います。残り{chips}。",
        "gnav_out": "{player}はトークンがなくなり脱落します。",
        "guide_gnav_cuckoo": "マタドール(「{call}」): 交換を頼まれたら持つ人が見せ、交換はすぐに止まりカードを公開します。",
        "guide_gnav_cuckoo_fine": "頼んだ人はトークンを1つ払います。",
        "guide_gnav_fine": "マタドール(「{call}」): 交換を頼まれたら持つ人が見せます; 頼んだ人は自分のカードを持ち、トークンを1つ払います。",
        "guide_gnav_pass": "マタドール(「{call}」): 交換を頼まれたら持つ人が見せ、申し出は次の人に回ります。",
        "guide_gnav_fool": "いちばん低いカード; 配られた人はテーブルをノックして全員に知らせます。",
        "guide_gnav_fool_campli": "ディールの終わりに、残りのいちばん低いカードと一緒に払います。",
        "why_dragoon": "竜騎兵に申し出た",
        "why_gnav_cat": "猫に申し出た",
        "why_gnav_cuckoo": "カッコウに申し出た",
        "why_stock_matador": "山札からマタドールを引いた",
        "effect_matador": "マタドール: 交換なし",
        "effect_matador_fined": "マタドール: 親がトークンを1つ払う",
        "note_exchange_gnav": "次のプレイヤーに交換を求めます(カッコウはディールを止め、竜騎兵と猫はトークンを1つ払わせ、馬と家は申し出を次に回します)。",
        "note_exchange_gnav_dealer": "山札の一番上のカードと交換します(馬か家を引いたら脇に置いてもう一度引きます)。",
    },
}  # fmt: skip

GNAV_LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "rules.gnav": "Gnav (Norvegia, Danimarca): il mazzo di 42 carte, cinque matador, gettoni nel piatto",
        "option.stock-matador": "un Cuculo, Dragone o Gatto che il mazziere pesca dal mazzo: si mostra e il mazziere tiene la sua carta (keep, come il re di Ranter-Go-Round), il mazziere lo prende (take), o risponde come quello di un vicino: il Dragone e il Gatto fanno pagare il mazziere (powers)",
        "option.pass-at-dealer": "una richiesta passata (Cavallo, Casa) a un mazziere che ha anche lui un Cavallo o una Casa: chi chiede cambia con la prima carta del mazzo (stock, come il Cavallo di Campli al mazziere) o tiene la sua carta (keep)",
        "option.cuckoo-fine": "anche chi chiede al Cuculo paga un gettone (i fogli di regole norvegesi; le regole danesi del 1917: nessuna multa)",
        "option.fool-end": "alla fine della mano il Matto è semplicemente la carta più bassa (lowest), o chi lo ha paga insieme alla carta più bassa fra le altre (campli, come il Matto di Campli)",
    },
    "ko": {
        "rules.gnav": "그나브 (노르웨이, 덴마크): 42장 카드, 마타도르 다섯, 판돈에 내는 토큰",
        "option.stock-matador": "딜러가 카드 더미에서 뽑은 뻐꾸기, 기병, 고양이: 공개하고 딜러는 자기 카드를 가짐 (keep, 랜터고라운드의 킹처럼), 딜러가 그것을 가짐 (take), 또는 이웃의 카드처럼 답함: 기병과 고양이는 딜러에게 토큰을 내게 함 (powers)",
        "option.pass-at-dealer": "말이나 집이 넘긴 요청이 역시 말이나 집을 가진 딜러에게 닿을 때: 요청한 사람이 카드 더미 맨 위 카드와 교환함 (stock, 캄플리의 말처럼) 또는 자기 카드를 가짐 (keep)",
        "option.cuckoo-fine": "뻐꾸기에게 요청한 사람도 토큰 하나를 냄 (노르웨이 규칙지; 1917년 덴마크 규칙: 벌금 없음)",
        "option.fool-end": "판이 끝날 때 광대는 그냥 가장 낮은 카드 (lowest), 또는 광대를 가진 사람이 나머지 중 가장 낮은 카드와 함께 냄 (campli, 캄플리의 광대처럼)",
    },
    "ja": {
        "rules.gnav": "グナヴ(ノルウェー、デンマーク): 42枚のカード、5枚のマタドール、ポットに払うトークン",
        "option.stock-matador": "親が山札から引いたカッコウ、竜騎兵、猫: 見せて親は自分のカードを持つ (keep、ランター・ゴー・ラウンドのキングのように)、親がそれを取る (take)、または隣の人のカードのように答える: 竜騎兵と猫は親にトークンを払わせる (powers)",
        "option.pass-at-dealer": "馬か家が回した申し出が、やはり馬か家を持つ親に届いたとき: 申し出た人が山札の一番上のカードと交換する (stock、カンプリの馬のように) または自分のカードを持つ (keep)",
        "option.cuckoo-fine": "カッコウに申し出た人もトークンを1つ払う(ノルウェーの規則書; 1917年のデンマークの規則: 罰金なし)",
        "option.fool-end": "ディールの終わりに道化は単にいちばん低いカード (lowest)、または道化を持つ人が残りのいちばん低いカードと一緒に払う (campli、カンプリのマットのように)",
    },
}  # fmt: skip

REASONS.update(GNAV_REASONS)
EFFECTS.update(GNAV_EFFECTS)
for _lang, _texts in GNAV_MESSAGES.items():
    MESSAGES[_lang].update(_texts)
for _lang, _texts in GNAV_LOBBY.items():
    LOBBY[_lang].update(_texts)
