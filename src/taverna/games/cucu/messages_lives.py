"""The sentences of Ranter-Go-Round and Coucou (the lives family), added to Cucù's catalogue
(:mod:`taverna.games.cucu.messages`) when the game's package is imported: its events (the King that refuses,
the talon, a life paid into the pot), the notes on an exchange, and the lobby's rule sets and options."""

from __future__ import annotations

from taverna.games.cucu.messages import LOBBY, MESSAGES

LIVES_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "refused_card": "{player} shows the {card}: {requester} may not exchange.",
        "talon_under": "{player} keeps the highest of three cards and puts the other two under the talon.",
        "talon_exchange": "{player} exchanges with the talon.",
        "life_lost": "{player} pays a life into the pot; {chips} left.",
        "eliminated_lives": "{player} has no lives left and is out.",
        "result_kept": "Everyone still in would go out at once: they keep their last life ({names}).",
        "effect_king": "refused, no exchange",
        "note_exchange_lives": "ask the next player for an exchange (a player holding the top card shows it and refuses: {top}).",
        "note_exchange_lives_dealer": "exchange with the top card of the stock (a {top} drawn is shown and you keep your card).",
        "note_exchange_talon": "exchange with the top card of the talon (a {top} turned up is refused).",
        "note_exchange_no_king": "ask the next player for an exchange; nobody may refuse.",
    },
    "it": {
        "refused_card": "{player} mostra {card}: {requester} non può cambiare.",
        "talon_under": "{player} tiene la più alta di tre carte e mette le altre due sotto il tallone.",
        "talon_exchange": "{player} cambia col tallone.",
        "life_lost": "{player} paga una vita nel piatto; {chips:ne resta|ne restano} {chips}.",
        "eliminated_lives": "{player} non ha più vite ed è fuori.",
        "result_kept": "Uscirebbero tutti insieme: tengono l'ultima vita ({names}).",
        "effect_king": "rifiutata, niente cambio",
        "note_exchange_lives": "chiedi il cambio al giocatore seguente (chi ha la carta più alta la mostra e rifiuta: {top}).",
        "note_exchange_lives_dealer": "cambia con la prima carta del mazzo (se peschi {top} la mostri e tieni la tua carta).",
        "note_exchange_talon": "cambia con la prima carta del tallone (se è {top} il cambio è rifiutato).",
        "note_exchange_no_king": "chiedi il cambio al giocatore seguente; nessuno può rifiutare.",
    },
    "ko": {
        "refused_card": "{player}이(가) {card}을(를) 보여줍니다: {requester}은(는) 교환할 수 없습니다.",
        "talon_under": "{player}이(가) 세 장 중 가장 높은 카드를 가지고 나머지 두 장을 탈론 아래에 넣습니다.",
        "talon_exchange": "{player}이(가) 탈론과 교환합니다.",
        "life_lost": "{player}이(가) 목숨 하나를 판돈에 냅니다. 남은 목숨 {chips}.",
        "eliminated_lives": "{player}은(는) 목숨이 없어 탈락합니다.",
        "result_kept": "남은 사람이 모두 한꺼번에 탈락하게 되어 마지막 목숨을 유지합니다 ({names}).",
        "effect_king": "거절, 교환 없음",
        "note_exchange_lives": "다음 플레이어에게 교환을 요청합니다 (가장 높은 카드를 가진 사람은 그것을 보여주고 거절합니다: {top}).",
        "note_exchange_lives_dealer": "카드 더미 맨 위 카드와 교환합니다 ({top}을(를) 뽑으면 공개하고 당신의 카드를 가집니다).",
        "note_exchange_talon": "탈론 맨 위 카드와 교환합니다 ({top}이(가) 나오면 교환이 거절됩니다).",
        "note_exchange_no_king": "다음 플레이어에게 교환을 요청합니다. 아무도 거절할 수 없습니다.",
    },
    "ja": {
        "refused_card": "{player}が{card}を見せます: {requester}は交換できません。",
        "talon_under": "{player}が3枚のうちいちばん高いカードを持ち、残り2枚をタロンの下に入れます。",
        "talon_exchange": "{player}がタロンと交換します。",
        "life_lost": "{player}がライフを1つポットに払います。残り{chips}。",
        "eliminated_lives": "{player}はライフがなくなり脱落します。",
        "result_kept": "残る全員が同時に脱落するため、最後のライフを持ち続けます({names})。",
        "effect_king": "拒否、交換なし",
        "note_exchange_lives": "次のプレイヤーに交換を求めます(いちばん高いカードを持つ人はそれを見せて断ります: {top})。",
        "note_exchange_lives_dealer": "山札の一番上のカードと交換します({top}を引いたら見せて自分のカードを持ちます)。",
        "note_exchange_talon": "タロンの一番上のカードと交換します({top}が出たら交換は断られます)。",
        "note_exchange_no_king": "次のプレイヤーに交換を求めます。誰も断れません。",
    },
}  # fmt: skip

LIVES_LOBBY: dict[str, dict[str, str]] = {
    "it": {
        "rules.ranter": "Ranter-Go-Round (Chase the Ace, Cuckoo) col mazzo francese: vite, il re rifiuta",
        "rules.coucou": "Coucou (As qui court), Francia: 32 o 52 carte, le tre carte del mazziere e il tallone",
        "option.lives": "vite (fiche) con cui comincia ogni giocatore; chi perde una mano ne paga una nel piatto (lives)",
        "option.king": "il privilegio del re: chi ha la carta più alta rifiuta uno scambio mostrandola (false: il resoconto del 1882, nessuna carta ha privilegi)",
        "option.ace": "l'asso è la carta più bassa (low) o la più alta, sopra il re (high: l'asso ha allora il privilegio del re e il 2 è la più bassa)",
        "option.ties": "carte più basse uguali: ognuno perde una vita (all), perde solo l'ultima girata, la più vicina al mazziere (last: Cassell 1881), o un valore tenuto da due o più è una coppia e si salva, perde la carta singola più bassa (pair)",
        "option.dealer-king": "un re che il mazziere pesca dal mazzo si mostra e il mazziere tiene la sua carta (false: il mazziere lo prende)",
        "option.final-tie": "quando una mano farebbe uscire insieme tutti i giocatori rimasti: tengono l'ultima vita e continuano (keep), o escono tutti e si dividono il piatto (split)",
        "option.dealer-three": "il mazziere riceve tre carte, tiene la più alta e mette le altre due sotto il tallone; il giocatore prima del mazziere cambia col tallone e il mazziere no (false: una carta a testa, il mazziere cambia col tallone)",
        "option.pack-size": "il mazzo francese: 32 carte (A, dal 7 al K) con cinque o sei giocatori e 52 con più (auto), o sempre 32 o 52",
        "option.all-equal-safe": "quando tutte le carte mostrate hanno lo stesso valore nessuno perde (Coucou)",
    },
    "ko": {
        "rules.ranter": "랜터고라운드 (체이스 디 에이스, 쿠쿠) 프랑스식 카드: 목숨, 킹이 거절",
        "rules.coucou": "쿠쿠 (아 키 쿠르), 프랑스: 32장 또는 52장, 딜러의 카드 세 장과 탈론",
        "option.lives": "각 플레이어가 시작할 때 가진 목숨(칩); 판에서 지면 하나를 판돈에 냄 (lives)",
        "option.king": "킹의 특권: 가장 높은 카드를 가진 사람은 그것을 보여주고 교환을 거절함 (false: 1882년 기록, 특권 있는 카드 없음)",
        "option.ace": "에이스는 가장 낮은 카드(low) 또는 킹보다 높은 가장 높은 카드(high: 그때는 에이스가 킹의 특권을 가지고 2가 가장 낮음)",
        "option.ties": "가장 낮은 카드가 같을 때: 각자 목숨을 잃음 (all), 마지막으로 뒤집은 딜러에 가장 가까운 사람만 잃음 (last: 캐슬 1881), 또는 두 장 이상 같은 숫자는 짝이 되어 안전하고 가장 낮은 단독 카드가 잃음 (pair)",
        "option.dealer-king": "딜러가 카드 더미에서 뽑은 킹은 공개되고 딜러는 자기 카드를 가짐 (false: 딜러가 그것을 가짐)",
        "option.final-tie": "한 판이 남은 플레이어 모두를 한꺼번에 탈락시킬 때: 마지막 목숨을 유지하고 계속함 (keep), 또는 모두 탈락하고 판돈을 나눔 (split)",
        "option.dealer-three": "딜러가 카드 세 장을 받아 가장 높은 것을 가지고 나머지 두 장을 탈론 아래에 넣음; 딜러 앞의 플레이어가 탈론과 교환하고 딜러는 교환하지 않음 (false: 한 장씩, 딜러가 탈론과 교환)",
        "option.pack-size": "프랑스식 카드: 5~6명이면 32장(A, 7~K), 그보다 많으면 52장 (auto), 또는 항상 32장이나 52장",
        "option.all-equal-safe": "공개된 카드가 모두 같은 숫자이면 아무도 지지 않음 (쿠쿠)",
    },
    "ja": {
        "rules.ranter": "ランター・ゴー・ラウンド(チェイス・ジ・エース、カッコウ)フランス式トランプ: ライフ、キングが断る",
        "rules.coucou": "クク(ア・キ・クール)、フランス: 32枚または52枚、親の3枚とタロン",
        "option.lives": "各プレイヤーが最初に持つライフ(チップ); ディールに負けると1つをポットに払う (lives)",
        "option.king": "キングの特権: いちばん高いカードを持つ人はそれを見せて交換を断る (false: 1882年の記述、特権のあるカードなし)",
        "option.ace": "エースはいちばん低いカード (low)、またはキングより上のいちばん高いカード (high: そのときエースがキングの特権を持ち、2がいちばん低い)",
        "option.ties": "いちばん低いカードが同じとき: 全員がライフを失う (all)、最後に表にした親にいちばん近い人だけが失う (last: カッセル 1881)、または2枚以上ある数はペアで安全、いちばん低い単独のカードが失う (pair)",
        "option.dealer-king": "親が山札から引いたキングは見せられ、親は自分のカードを持つ (false: 親がそれを取る)",
        "option.final-tie": "ディールで残る全員が同時に脱落するとき: 最後のライフを持ち続けて続ける (keep)、または全員脱落してポットを分ける (split)",
        "option.dealer-three": "親は3枚受け取り、いちばん高いカードを持ち、残り2枚をタロンの下に入れる; 親の前のプレイヤーがタロンと交換し、親は交換しない (false: 1枚ずつ、親がタロンと交換)",
        "option.pack-size": "フランス式トランプ: 5~6人なら32枚(A、7~K)、それ以上なら52枚 (auto)、または常に32枚か52枚",
        "option.all-equal-safe": "公開したカードがすべて同じ数なら誰も負けない (クク)",
    },
}  # fmt: skip

for _lang, _texts in LIVES_MESSAGES.items():
    MESSAGES[_lang].update(_texts)
for _lang, _texts in LIVES_LOBBY.items():
    LOBBY[_lang].update(_texts)
