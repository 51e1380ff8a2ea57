"""The lobby's texts: each game's title and description, its rule sets' titles and its options' help.

``GameInfo.describe()`` (``GET /api/games``, ``taverna games``) gives them in English, as the engines
write them; :func:`localise` gives the same structure in another language.  ``MESSAGES`` is, for each
language other than English, ``{game id: {key: text}}`` with the keys ``title``, ``description``,
``rules.<rule set>`` and ``option.<option name>`` (the name as ``describe()`` spells it, with ``-``).
A missing text stays in English; ``tests/test_i18n_lobby.py`` checks that none is missing.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

MESSAGES: dict[str, dict[str, dict[str, str]]] = {
    "it": {
        "cucu": {
            "title": "Cucù",
            "description": "Una carta a testa; scambiala col vicino o tienila; la carta più bassa perde.",
            "rules.campli": "Cucù come si gioca a Campli (N. Farina)",
            "rules.lu-stu": "Lu Stù di Montorio al Vomano",
            "rules.cambio": "Cucù (Cambio), il regolamento coreano/giapponese",
            "rules.bga": "Cucco (cambio) come su Board Game Arena",
            "rules.le-her": "Le Her, l'antenato a due giocatori con il mazzo francese (Montmort, Waldegrave)",
            "option.family": "gettoni e piatto (pagat: Campli, Lu Stù), fiches, set e giri (cambio: il regolamento, BGA), o una posta per mano con i privilegi del re (le-her: Le Her, due giocatori)",
            "option.pack": "il mazzo del Cucù (cuckoo) o il mazzo francese da 52 carte, asso basso (french)",
            "option.deal-from": "da quale estremità del mazzo si distribuiscono le carte",
            "option.interleaved": "dai una carta, lascia decidere quel giocatore, poi dai la successiva (Campli, Lu Stù)",
            "option.cuckoo-rule": "il Cucù: ferma uno scambio (arrest), si dichiara in qualsiasi momento fuori da uno scambio (declare), o si mostra da solo (auto)",
            "option.cat-rule": "il Gatto: il Gnaf di Campli inverte gli scambi della carta (gnaf), il gatto di Lu Stù manda a sinistra gli scambi inversi (reverse), il gatto del regolamento fa perdere il primo possessore della carta (owner)",
            "option.inn-rule": "la Taverna: domanda di assicurazione (insurance), offerta negoziata (offer), o passa la richiesta come il Cavallo (pass)",
            "option.fool-rule": "il Matto: pareggia con la più bassa (campli), paga e ti fa pagare (lu-stu), o fa perdere chi lo riceve in uno scambio (clown)",
            "option.tie-rule": "carte più basse uguali: perdono tutti (all) o solo il primo nell'ordine (earliest)",
            "option.immediate-elimination": "chi perde l'ultimo gettone per un Cacciatore o un Gatto esce subito",
            "option.reentry-doubling": "il costo di rientro raddoppia a ogni eliminazione (Campli) o a ogni rientro (Lu Stù)",
            "option.rotation": "la mano passa di mazziere in mazziere (dealer) o di primo giocatore in primo giocatore (starter, BGA)",
            "option.reshuffle": "gli scarti diventano un nuovo mazzo quando il mazzo finisce (empty) o prima di una mano che il mazzo non può completare (deal, BGA)",
            "option.drawn-set-ante": "dopo un set in cui tutti hanno perso insieme (la cassa resta), chi è uscito insieme salta la posta successiva (excused, le FAQ del regolamento) o tutti la pagano (all, BGA)",
            "option.short-payment": "chi perde e non può pagare per intero non paga niente (nothing) o paga tutto ciò che ha (all), ed esce dal set",
            "option.tokens": "gettoni con cui comincia ogni giocatore (pagat)",
            "option.stake": "la posta iniziale che ogni giocatore versa nel piatto; il primo rientro costa uguale (pagat); quanto paga al vincitore chi perde una mano (le-her)",
            "option.reentry": "i giocatori eliminati possono rientrare pagando finché resta un vergine (pagat)",
            "option.remove-matto": "togli un Matto dal mazzo per rendere il gioco più veloce (Lu Stù)",
            "option.inn-offers": "quante offerte può fare all'oste chi chiede lo scambio (Lu Stù)",
            "option.chips": "fiches (monete) con cui comincia ogni giocatore",
            "option.ante": "fiches che ogni giocatore paga all'inizio di un set (Tempo dei bambini: 2)",
            "option.children-rounds": "giri del tempo dei bambini (chi perde paga il numero del giro)",
            "option.max-sets": "finisci la partita dopo questo numero di set (0: gioca finché qualcuno non può pagare; BGA corta 3, standard 6)",
            "option.one-cuckoo-from": "togli un Cucù da questo numero di giocatori in su (il regolamento consiglia 6 per giocatori esperti)",
            "option.last-draw": "gli ultimi due superstiti pareggiano: fuori entrambi, la scatola passa oltre (out), o uno spareggio (playoff)",
            "option.anti-cuckoo": "(1) Anti-Cucù: perde la carta più forte; chi dichiara il Cucù perde",
            "option.indian": "(2) Indiano: i giocatori vedono tutte le carte tranne la propria",
            "option.void": "(3) Vuoto (BGA: Cucco di annullamento): i giocatori che mostrano carte uguali perdono insieme",
            "option.misere": "(4) Miseria: vince il primo giocatore che resta senza fiches",
            "option.reincarnation": "(5) Reincarnazione: prima della rivelazione un giocatore può dire «ho perso io»",
            "option.double": "(6) Doppio: ogni giocatore gioca due turni",
            "option.double-pack": "(7) Doppio mazzo: due mazzi, quattro carte di ogni tipo",
            "option.cuckoos": "Cucù nel mazzo (0: il valore del regolamento scelto; il Doppio mazzo consiglia da 1 a 3)",
            "option.child-time": "(8) Tempo dei bambini: posta 2; la 1ª, 2ª, 3ª sconfitta pagano 1, 2, 3; alla 4ª si esce",
            "option.second-high-low": "(9) perdono la seconda carta più forte e la seconda più debole",
            "option.high-low": "(10) Alta-Bassa: perdono la carta più forte e la più debole",
            "option.two-losers": "(11) Due perdenti: perdono la carta più debole e la seconda più debole",
            "option.lion": "(12) Leone: perde la seconda carta più debole invece della più debole",
            "option.length": "durata della partita BGA: corta (10 monete, 3 giri) o standard (25 monete, 6 giri)",
            "option.cuckoo-declare": "BGA: il Cucco si mostra da solo (auto) o lo dichiara chi lo ha (manual, la regola originale)",
            "option.deals": "mani in una partita di Le Her; la mano si alterna, quindi un numero pari è equo (le-her)",
        },
        "torionfo": {
            "title": "Torionfo",
            "description": "I compagni di fronte rispondono al tipo (numero o figura); la carta Torionfo batte tutto; dopo quattro mani decidono i punti delle carte. Per 4 giocatori (due coppie) o 2.",
            "rules.standard": "Torionfo (il regolamento)",
            "option.deals": "mani (giri) da giocare; il regolamento ne gioca 4, e la mano passa ogni volta a destra",
        },
        "coch": {
            "title": "Coch",
            "description": "Due contro due: rispondi al tipo (numero o figura), vinci le prese con punti; il Leone è la figura più forte.",
            "rules.rulebook": "Coch (il regolamento)",
            "option.deals": "mani da giocare, la mano passa ogni volta a destra (1: la partita singola del regolamento; di più: vince la partita la coppia che vince più mani, a pari merito patta)",
        },
        "zifuli": {
            "title": "Zifuli",
            "description": "Dichiara scoprendo carte sempre più deboli; il Capo gioca con il possessore segreto della gemella dell'ultima carta dichiarata contro gli altri tre, per le fiches.",
            "rules.rulebook": "Zifuli (il regolamento)",
            "option.chips": "fiches con cui comincia ogni giocatore (il regolamento: «un numero adeguato»)",
            "option.rounds": "0: gioca finché qualcuno resta senza fiches; N: gioca N giri; poi vince chi ha più fiches",
            "option.all-pass": "quando quattro giocatori hanno passato e nessuno ha dichiarato: last-bids (l'ultimo deve dichiarare ed è il Capo) o redeal (può passare anche lui; la mano è nulla e passa oltre)",
        },
        "kille": {
            "title": "Krypkille",
            "description": "Batti ogni carta sul tavolo o gioca la tua più debole; la carta più debole prende l'ultima presa.",
            "rules.standard": "Krypkille (il regolamento)",
            "rules.duplicate": "Krypkille con Duplicate",
            "option.duplicate": "l'espansione Duplicate: fiches, le carte giocate passate a sinistra, la mano che si sposta a sinistra",
            "option.rounds": "giri da giocare (0: tanti quanti i giocatori)",
            "option.target": "gioca invece finché qualcuno arriva a questi punti (0: nessun obiettivo; solo partita standard)",
        },
        "hypp": {
            "title": "Hypp",
            "description": "Punta alla cieca sulla carta in fondo al tuo mazzetto contro quella del mazziere; in caso di parità vince il mazziere.",
            "rules.rulebook": "Hypp (il regolamento)",
            "option.limit": "il limite del banco su una puntata",
            "option.lowest-card": "la carta del mazziere che passa la mano: la più bassa scoperta nel giro, pareggi compresi (round), o la più bassa del mazzo, il Matto (pack)",
            "option.chips": "fiches con cui comincia ogni giocatore (0: il limite del regolamento x giocatori x 2)",
        },
        "coteccio": {
            "title": "Coteccio",
            "description": "Cinque carte, senza briscola: chi prende più punti in carte perde una vita; l'ultimo in vita prende il piatto.",
            "rules.trieste": "Coteccio come si gioca a Trieste (IPCS 1989)",
            "option.stake": "quanto versa nel piatto ogni giocatore all'inizio",
            "option.lives": "vite con cui ogni giocatore comincia (e ricomincia)",
            "option.doctor-fee": "quanto costa chiamare il dottore (pagato al piatto)",
            "option.doctor-limit": "quante volte ogni giocatore può chiamare il dottore nella partita",
        },
        "cuajo": {
            "title": "Cuajo",
            "description": "Ramino filippino: forma con tutte le 16 carte gruppi, scale, segreti e re isolati; i compagni condividono.",
            "rules.pagat": "Cuajo come descritto su pagat.com (Crisanta Ruisz)",
            "option.deals": "mani in una partita (conta anche una mano patta)",
            "option.full": "centesimi che ogni avversario paga a un vincitore che ha pescato il bounit o ha soddisfatto entrambe le condizioni ($1,10)",
            "option.bounit-only": "centesimi quando è soddisfatta solo la condizione 1 (due carte che vanno con il bounit)",
            "option.sowee-only": "centesimi quando è soddisfatta solo la condizione 2 (il sowee e due carte che vanno con esso)",
            "option.neither": "centesimi quando nessuna condizione è soddisfatta",
            "option.porbis": "centesimi per una mano porbis (nessun re, o un solo re in una scala fante-cavallo-re)",
            "option.king-of-coins": "centesimi aggiunti per ogni re di denari nella mano vincente",
            "option.other-king": "centesimi aggiunti per ogni altro re nella mano vincente",
            "option.secret": "centesimi che ogni avversario paga subito per un segreto",
            "option.max-turns": "una mano ancora indecisa dopo questo numero di turni è patta (un limite dichiarato: nulla nelle regole impedisce ai giocatori di prendere scarti per sempre)",
            "option.extra-cards": "carte in più che un vincitore che non ha pescato il bounit può pescare per soddisfare le condizioni",
        },
    },
    "ko": {
        "cucu": {
            "title": "쿠쿠 (Cucù)",
            "description": "카드를 한 장씩 받아 이웃과 교환하거나 그대로 가집니다. 가장 낮은 카드가 집니다.",
            "rules.campli": "캄플리식 쿠쿠 (N. Farina)",
            "rules.lu-stu": "몬토리오 알 보마노의 루 스투",
            "rules.cambio": "쿠쿠 (캄비오), 한국어/일본어 룰북",
            "rules.bga": "보드 게임 아레나의 쿠코 (캄비오)",
            "rules.le-her": "르 에르, 프랑스식 카드를 쓰는 2인용 원조 게임 (Montmort, Waldegrave)",
            "option.family": "토큰과 판돈 (pagat: 캄플리, 루 스투), 칩과 세트와 라운드 (cambio: 룰북, BGA), 또는 판마다 거는 돈과 킹의 특권 (le-her: 르 에르, 2인)",
            "option.pack": "쿠쿠 카드 (cuckoo) 또는 52장 프랑스식 카드, 에이스가 가장 낮음 (french)",
            "option.deal-from": "카드를 나눠주는 덱의 방향",
            "option.interleaved": "한 장 나눠주고 그 플레이어가 결정하게 한 다음 다음 장을 나눠줍니다 (캄플리, 루 스투)",
            "option.cuckoo-rule": "쿠쿠: 교환을 막음 (arrest), 교환 중이 아닐 때 언제든 선언 (declare), 또는 자동으로 공개 (auto)",
            "option.cat-rule": "고양이: 캄플리의 냐프는 그 카드의 교환을 뒤집음 (gnaf), 루 스투의 고양이는 역방향 교환을 왼쪽으로 보냄 (reverse), 룰북의 고양이는 그 카드를 처음 가진 사람을 지게 함 (owner)",
            "option.inn-rule": "집: 보험 질문 (insurance), 협상 제안 (offer), 또는 말처럼 요청을 넘김 (pass)",
            "option.fool-rule": "광대: 가장 낮은 카드와 비김 (campli), 내고 또 내게 함 (lu-stu), 또는 교환으로 받은 사람이 짐 (clown)",
            "option.tie-rule": "가장 낮은 카드가 같을 때: 모두 짐 (all) 또는 순서상 가장 앞선 사람만 짐 (earliest)",
            "option.immediate-elimination": "사냥꾼이나 고양이 때문에 마지막 토큰을 잃은 플레이어는 즉시 탈락",
            "option.reentry-doubling": "재참가 비용이 탈락할 때마다 (캄플리) 또는 재참가할 때마다 (루 스투) 두 배가 됨",
            "option.rotation": "딜러에서 딜러로 (dealer) 또는 첫 플레이어에서 첫 플레이어로 (starter, BGA) 딜이 넘어감",
            "option.reshuffle": "덱이 떨어졌을 때 (empty) 또는 덱으로 채울 수 없는 딜 전에 (deal, BGA) 버린 카드로 새 덱을 만듦",
            "option.drawn-set-ante": "모두가 동시에 패배한 세트 뒤 (상자의 칩은 이월), 함께 탈락한 플레이어는 다음 참가비를 면제받거나 (excused, 룰북 FAQ) 모두가 냄 (all, BGA)",
            "option.short-payment": "전부 낼 수 없는 패자는 아무것도 내지 않거나 (nothing) 가진 것을 모두 내고 (all) 세트에서 탈락",
            "option.tokens": "각 플레이어가 처음 가지는 토큰 (pagat)",
            "option.stake": "각 플레이어가 처음 판돈에 내는 금액; 첫 재참가 비용도 같음 (pagat); 판의 패자가 승자에게 내는 금액 (le-her)",
            "option.reentry": "처녀가 남아 있는 동안 탈락한 플레이어가 돈을 내고 다시 참가할 수 있음 (pagat)",
            "option.remove-matto": "게임을 빠르게 하려고 광대 한 장을 덱에서 뺌 (루 스투)",
            "option.inn-offers": "교환하는 사람이 집 주인에게 할 수 있는 제안 횟수 (루 스투)",
            "option.chips": "각 플레이어가 처음 가지는 칩 (동전)",
            "option.ante": "세트를 시작할 때 각 플레이어가 내는 칩 (아이들의 시간: 2)",
            "option.children-rounds": "아이들의 시간의 라운드 수 (패자가 라운드 번호만큼 냄)",
            "option.max-sets": "이만큼의 세트 후 게임 종료 (0: 누군가 낼 수 없을 때까지; BGA 짧은 게임 3, 표준 6)",
            "option.one-cuckoo-from": "이 인원 이상이면 쿠쿠 한 장을 뺌 (룰북은 숙련자에게 6을 권장)",
            "option.last-draw": "마지막 두 생존자가 비기면: 둘 다 탈락하고 상자는 이월 (out), 또는 결승전 (playoff)",
            "option.anti-cuckoo": "(1) 안티 쿠쿠: 가장 강한 카드가 짐; 쿠쿠를 선언하면 짐",
            "option.indian": "(2) 인디언: 자기 카드만 빼고 모든 카드를 봄",
            "option.void": "(3) 무효 (BGA: 취소 쿠코): 같은 카드를 보인 플레이어들이 함께 짐",
            "option.misere": "(4) 미제르: 칩이 가장 먼저 떨어진 플레이어가 이김",
            "option.reincarnation": "(5) 환생: 공개 전에 '내가 졌다'고 말할 수 있음",
            "option.double": "(6) 더블: 모든 플레이어가 두 번씩 차례를 가짐",
            "option.double-pack": "(7) 더블 팩: 카드 두 벌, 각 카드 네 장씩",
            "option.cuckoos": "덱에 든 쿠쿠 수 (0: 룰 세트의 기본값; 더블 팩은 1~3을 권장)",
            "option.child-time": "(8) 아이들의 시간: 참가비 2; 1번째, 2번째, 3번째 패배는 1, 2, 3을 냄; 4번째는 탈락",
            "option.second-high-low": "(9) 두 번째로 강한 카드와 두 번째로 약한 카드가 짐",
            "option.high-low": "(10) 하이로우: 가장 강한 카드와 가장 약한 카드가 짐",
            "option.two-losers": "(11) 두 패자: 가장 약한 카드와 두 번째로 약한 카드가 짐",
            "option.lion": "(12) 사자: 가장 약한 카드 대신 두 번째로 약한 카드가 짐",
            "option.length": "BGA 게임 길이: 짧게 (동전 10, 3라운드) 또는 표준 (동전 25, 6라운드)",
            "option.cuckoo-declare": "BGA: 쿠코가 자동으로 공개됨 (auto) 또는 가진 사람이 선언 (manual, 원래 규칙)",
            "option.deals": "르 에르 한 게임의 판 수; 딜이 번갈아 가므로 짝수가 공평함 (le-her)",
        },
        "torionfo": {
            "title": "토리온포 (Torionfo)",
            "description": "마주 앉은 파트너끼리 같은 종류 (숫자 또는 그림)를 따라 냅니다. 토리온포 카드는 모든 카드를 이깁니다. 네 판 후 카드 점수로 승부를 정합니다. 4인 (두 팀) 또는 2인.",
            "rules.standard": "토리온포 (룰북)",
            "option.deals": "플레이할 판 (라운드) 수; 룰북은 4판, 매번 딜이 오른쪽으로 넘어감",
        },
        "coch": {
            "title": "코치 (Coch)",
            "description": "2 대 2: 같은 종류 (숫자 또는 그림)를 따라 내고 점수가 있는 트릭을 따냅니다. 사자가 가장 강한 그림 카드입니다.",
            "rules.rulebook": "코치 (룰북)",
            "option.deals": "플레이할 판 수, 매번 딜이 오른쪽으로 넘어감 (1: 룰북의 한 게임; 그 이상: 더 많은 판을 이긴 팀이 승리, 같으면 무승부)",
        },
        "zifuli": {
            "title": "지풀리 (Zifuli)",
            "description": "점점 약한 카드를 공개하며 입찰합니다. 보스는 마지막 입찰 카드의 쌍둥이를 몰래 가진 사람과 함께 나머지 셋을 상대로 칩을 걸고 싸웁니다.",
            "rules.rulebook": "지풀리 (룰북)",
            "option.chips": "각 플레이어가 처음 가지는 칩 (룰북: '적당한 수')",
            "option.rounds": "0: 누군가 칩이 떨어질 때까지; N: N라운드 플레이; 그 후 칩이 가장 많은 사람이 승리",
            "option.all-pass": "네 명이 패스하고 아무도 입찰하지 않았을 때: last-bids (남은 사람이 입찰해야 하며 보스가 됨) 또는 redeal (그 사람도 패스 가능; 딜은 무효가 되고 넘어감)",
        },
        "kille": {
            "title": "크립킬레 (Krypkille)",
            "description": "테이블의 모든 카드를 이기거나 가장 약한 카드를 냅니다. 가장 약한 카드가 마지막 트릭을 가져갑니다.",
            "rules.standard": "크립킬레 (룰북)",
            "rules.duplicate": "듀플리케이트를 더한 크립킬레",
            "option.duplicate": "듀플리케이트 확장: 칩, 낸 카드를 왼쪽으로 넘김, 딜이 왼쪽으로 이동",
            "option.rounds": "플레이할 라운드 수 (0: 플레이어 수만큼)",
            "option.target": "대신 누군가 이 점수에 이를 때까지 플레이 (0: 목표 없음; 표준 게임만)",
        },
        "hypp": {
            "title": "히프 (Hypp)",
            "description": "자기 묶음 맨 아래 카드를 보지 않고 딜러의 카드와 겨루어 겁니다. 비기면 딜러가 이깁니다.",
            "rules.rulebook": "히프 (룰북)",
            "option.limit": "한 번 거는 돈의 하우스 한도",
            "option.lowest-card": "딜러를 넘기게 하는 딜러의 카드: 그 라운드에 공개된 카드 중 가장 낮은 카드, 같은 등급 포함 (round), 또는 카드 전체에서 가장 낮은 광대 (pack)",
            "option.chips": "각 플레이어가 처음 가지는 칩 (0: 룰북의 한도 x 인원 x 2)",
        },
        "coteccio": {
            "title": "코테치오 (Coteccio)",
            "description": "다섯 장, 으뜸패 없음: 카드 점수를 가장 많이 딴 사람이 목숨을 하나 잃고, 마지막까지 살아남은 사람이 판돈을 가져갑니다.",
            "rules.trieste": "트리에스테식 코테치오 (IPCS 1989)",
            "option.stake": "처음에 각 플레이어가 판돈에 내는 금액",
            "option.lives": "각 플레이어가 처음 (그리고 다시 시작할 때) 가지는 목숨",
            "option.doctor-fee": "의사를 부르는 비용 (판돈에 냄)",
            "option.doctor-limit": "한 게임에서 각 플레이어가 의사를 부를 수 있는 횟수",
        },
        "cuajo": {
            "title": "쿠아호 (Cuajo)",
            "description": "필리핀 러미: 16장을 모두 세트, 런, 비밀, 외톨이 킹으로 만듭니다. 파트너는 함께 나눕니다.",
            "rules.pagat": "pagat.com에 설명된 쿠아호 (Crisanta Ruisz)",
            "option.deals": "한 게임의 판 수 (무승부 판도 셈)",
            "option.full": "바우닛을 뽑았거나 두 조건을 모두 채운 승자에게 각 상대가 내는 센트 ($1.10)",
            "option.bounit-only": "조건 1만 채웠을 때의 센트 (바우닛과 어울리는 카드 두 장)",
            "option.sowee-only": "조건 2만 채웠을 때의 센트 (소위와 그와 어울리는 카드 두 장)",
            "option.neither": "어느 조건도 채우지 못했을 때의 센트",
            "option.porbis": "포르비스 패의 센트 (킹이 없거나, 잭-말-킹 런 안에 킹이 하나)",
            "option.king-of-coins": "이긴 패에 있는 동전 킹 한 장마다 더하는 센트",
            "option.other-king": "이긴 패에 있는 다른 킹 한 장마다 더하는 센트",
            "option.secret": "비밀이 나오면 각 상대가 바로 내는 센트",
            "option.max-turns": "이만큼의 턴 후에도 결정되지 않은 판은 무승부 (정해 둔 한도: 규칙에는 버린 카드를 끝없이 가져가는 것을 막는 것이 없음)",
            "option.extra-cards": "바우닛을 뽑지 않은 승자가 조건을 채우려고 더 뽑을 수 있는 카드 수",
        },
    },
    "ja": {
        "cucu": {
            "title": "カッコウ (Cucù)",
            "description": "カードを1枚ずつ配り、隣の人と交換するかそのまま持ちます。いちばん低いカードが負けです。",
            "rules.campli": "カンプリのカッコウ (N. Farina)",
            "rules.lu-stu": "モントリオ・アル・ヴォマーノのル・ストゥ",
            "rules.cambio": "カッコウ (カンビオ)、韓国語/日本語のルールブック",
            "rules.bga": "ボードゲームアリーナのクッコ (カンビオ)",
            "rules.le-her": "ル・エール、フランス式トランプを使う2人用の祖先 (Montmort, Waldegrave)",
            "option.family": "トークンと場 (pagat: カンプリ、ル・ストゥ)、チップとセットとラウンド (cambio: ルールブック、BGA)、または1ディールごとの賭け金と王の特権 (le-her: ル・エール、2人)",
            "option.pack": "カッコウのカード (cuckoo) またはフランス式52枚、エースが最低 (french)",
            "option.deal-from": "カードを配る山札の端",
            "option.interleaved": "1枚配ってそのプレイヤーに決めさせてから次の1枚を配る (カンプリ、ル・ストゥ)",
            "option.cuckoo-rule": "カッコウ: 交換を止める (arrest)、交換中以外いつでも宣言する (declare)、または自動で公開される (auto)",
            "option.cat-rule": "猫: カンプリのニャフはそのカードの交換を逆にする (gnaf)、ル・ストゥの猫は逆向きの交換を左へ送る (reverse)、ルールブックの猫はそのカードの最初の持ち主を負けにする (owner)",
            "option.inn-rule": "家: 保険の質問 (insurance)、交渉による申し出 (offer)、または馬のように要求を次へ回す (pass)",
            "option.fool-rule": "道化: いちばん低いカードと同点 (campli)、払って払わせる (lu-stu)、または交換で受け取った人が負ける (clown)",
            "option.tie-rule": "いちばん低いカードが同じとき: 全員負け (all) または順番で最初の人だけ負け (earliest)",
            "option.immediate-elimination": "狩人か猫で最後のトークンを失ったプレイヤーはすぐに脱落",
            "option.reentry-doubling": "再参加の費用が脱落ごとに (カンプリ) または再参加ごとに (ル・ストゥ) 倍になる",
            "option.rotation": "ディールが親から親へ (dealer) または最初のプレイヤーから最初のプレイヤーへ (starter, BGA) 移る",
            "option.reshuffle": "山札がなくなったとき (empty) または山札で足りないディールの前に (deal, BGA) 捨て札を新しい山札にする",
            "option.drawn-set-ante": "全員が同時に負けたセットの後 (トレイのコインは持ち越し)、一緒に脱落したプレイヤーは次の参加費を免除される (excused, ルールブックのFAQ) か全員が払う (all, BGA)",
            "option.short-payment": "全額払えない敗者は何も払わない (nothing) か持っているすべてを払い (all)、セットから脱落する",
            "option.tokens": "各プレイヤーの最初のトークン (pagat)",
            "option.stake": "各プレイヤーが最初に場に払う賭け金; 最初の再参加も同じ費用 (pagat); ディールの敗者が勝者に払う額 (le-her)",
            "option.reentry": "処女が残っている間、脱落したプレイヤーは払って再参加できる (pagat)",
            "option.remove-matto": "ゲームを速くするため道化を1枚山札から抜く (ル・ストゥ)",
            "option.inn-offers": "交換する人が宿の主人にできる申し出の回数 (ル・ストゥ)",
            "option.chips": "各プレイヤーの最初のチップ (コイン)",
            "option.ante": "セットの始めに各プレイヤーが払うチップ (子どもの時間: 2)",
            "option.children-rounds": "子どもの時間のラウンド数 (敗者はラウンドの番号を払う)",
            "option.max-sets": "このセット数でゲームを終える (0: 誰かが払えなくなるまで; BGA ショート3、スタンダード6)",
            "option.one-cuckoo-from": "この人数以上ならカッコウを1枚抜く (ルールブックは上級者に6を推奨)",
            "option.last-draw": "最後の2人が同点のとき: 2人とも脱落して箱は持ち越し (out)、または決定戦 (playoff)",
            "option.anti-cuckoo": "(1) アンチカッコウ: いちばん強いカードが負け; カッコウを宣言すると負け",
            "option.indian": "(2) インディアン: 自分以外のすべてのカードが見える",
            "option.void": "(3) 無効 (BGA: 取り消しクッコ): 同じカードを見せたプレイヤーは一緒に負け",
            "option.misere": "(4) ミゼール: 最初にチップがなくなったプレイヤーの勝ち",
            "option.reincarnation": "(5) 転生: 公開の前に「私の負けだ」と言える",
            "option.double": "(6) ダブル: 全員が2回ずつ手番を行う",
            "option.double-pack": "(7) ダブルパック: 2組のカード、各カード4枚",
            "option.cuckoos": "山札のカッコウの枚数 (0: ルールセットの既定値; ダブルパックは1～3を推奨)",
            "option.child-time": "(8) 子どもの時間: 参加料2; 1回目、2回目、3回目の負けは1、2、3を払う; 4回目で脱落",
            "option.second-high-low": "(9) 2番目に強いカードと2番目に弱いカードが負け",
            "option.high-low": "(10) ハイロー: いちばん強いカードといちばん弱いカードが負け",
            "option.two-losers": "(11) 2人の敗者: いちばん弱いカードと2番目に弱いカードが負け",
            "option.lion": "(12) ライオン: いちばん弱いカードの代わりに2番目に弱いカードが負け",
            "option.length": "BGAのゲームの長さ: ショート (コイン10、3ラウンド) またはスタンダード (コイン25、6ラウンド)",
            "option.cuckoo-declare": "BGA: クッコは自動で公開 (auto) または持ち主が宣言 (manual、元のルール)",
            "option.deals": "ル・エール1試合のディール数; ディールは交互なので偶数が公平 (le-her)",
        },
        "torionfo": {
            "title": "トリオンフォ (Torionfo)",
            "description": "向かい合うパートナー同士で同じ種類 (数字または絵札) を出します。トリオンフォのカードはすべてに勝ちます。4ディールの後、カードの点数で勝負が決まります。4人 (2チーム) または2人用。",
            "rules.standard": "トリオンフォ (ルールブック)",
            "option.deals": "遊ぶディール (ラウンド) 数; ルールブックは4回、毎回ディールは右へ移る",
        },
        "coch": {
            "title": "コッホ (Coch)",
            "description": "2対2: 同じ種類 (数字または絵札) を出し、点数のあるトリックを取ります。ライオンがいちばん強い絵札です。",
            "rules.rulebook": "コッホ (ルールブック)",
            "option.deals": "遊ぶディール数、毎回ディールは右へ移る (1: ルールブックの1ゲーム; それ以上: より多くのディールに勝ったチームの勝ち、同数なら引き分け)",
        },
        "zifuli": {
            "title": "ジフーリ (Zifuli)",
            "description": "だんだん弱いカードを公開して競り合います。ボスは最後に競ったカードの双子をひそかに持つ人と組み、残りの3人とチップを賭けて戦います。",
            "rules.rulebook": "ジフーリ (ルールブック)",
            "option.chips": "各プレイヤーの最初のチップ (ルールブック: 「適当な数」)",
            "option.rounds": "0: 誰かのチップがなくなるまで; N: Nラウンド遊ぶ; その後チップがいちばん多い人の勝ち",
            "option.all-pass": "4人がパスして誰も競っていないとき: last-bids (残った1人は競らなければならずボスになる) または redeal (その人もパスできる; ディールは無効になり次へ移る)",
        },
        "kille": {
            "title": "クリュプキッレ (Krypkille)",
            "description": "場のすべてのカードに勝つか、いちばん弱いカードを出します。いちばん弱いカードが最後のトリックを取ります。",
            "rules.standard": "クリュプキッレ (ルールブック)",
            "rules.duplicate": "デュプリケート付きクリュプキッレ",
            "option.duplicate": "デュプリケート拡張: チップ、出したカードを左へ回す、ディールが左へ移る",
            "option.rounds": "遊ぶラウンド数 (0: プレイヤーの人数だけ)",
            "option.target": "代わりに誰かがこの点数に達するまで遊ぶ (0: 目標なし; 標準ゲームのみ)",
        },
        "hypp": {
            "title": "ヒュップ (Hypp)",
            "description": "自分の束のいちばん下のカードを見ずに親のカードと比べて賭けます。同点なら親の勝ちです。",
            "rules.rulebook": "ヒュップ (ルールブック)",
            "option.limit": "1回の賭けの上限",
            "option.lowest-card": "ディーラーの交代を決めるディーラーのカード: そのラウンドに公開された中で最も低いカード、同じ等級を含む (round)、またはパック全体で最も低い道化 (pack)",
            "option.chips": "各プレイヤーの最初のチップ (0: ルールブックの上限 x 人数 x 2)",
        },
        "coteccio": {
            "title": "コテッチョ (Coteccio)",
            "description": "5枚、切り札なし: カードの点数をいちばん多く取った人がライフを1つ失い、最後まで残った人が場を取ります。",
            "rules.trieste": "トリエステのコテッチョ (IPCS 1989)",
            "option.stake": "最初に各プレイヤーが場に払う額",
            "option.lives": "各プレイヤーが始める (そして再開する) ときのライフ",
            "option.doctor-fee": "医者を呼ぶ費用 (場に払う)",
            "option.doctor-limit": "1試合で各プレイヤーが医者を呼べる回数",
        },
        "cuajo": {
            "title": "クアホ (Cuajo)",
            "description": "フィリピンのラミー: 16枚すべてをセット、ラン、秘密、単独のキングにまとめます。パートナーは分け合います。",
            "rules.pagat": "pagat.com に書かれたクアホ (Crisanta Ruisz)",
            "option.deals": "1試合のディール数 (引き分けのディールも数える)",
            "option.full": "バウニットを引いたか両方の条件を満たした勝者に各相手が払うセント ($1.10)",
            "option.bounit-only": "条件1だけを満たしたときのセント (バウニットと組むカード2枚)",
            "option.sowee-only": "条件2だけを満たしたときのセント (ソウイーとそれと組むカード2枚)",
            "option.neither": "どちらの条件も満たさないときのセント",
            "option.porbis": "ポルビスの手のセント (キングなし、またはジャック-馬-キングのランの中にキング1枚)",
            "option.king-of-coins": "勝った手の金貨のキング1枚ごとに加えるセント",
            "option.other-king": "勝った手のほかのキング1枚ごとに加えるセント",
            "option.secret": "秘密が出たとき各相手がすぐに払うセント",
            "option.max-turns": "このターン数の後も決まらないディールは引き分け (定めた上限: ルールには捨て札を取り続けるのを止めるものがない)",
            "option.extra-cards": "バウニットを引かなかった勝者が条件を満たすために追加で引けるカードの枚数",
        },
    },
}


def text_keys(described: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """Each ``(key, English text)`` of one game's ``describe()`` (an option shared by rule sets once)."""
    yield "title", described["title"]
    yield "description", described["description"]
    seen: set[str] = set()
    for name, rs in described["rule_sets"].items():
        yield f"rules.{name}", rs["title"]
        for option in rs["options"]:
            if option["name"] not in seen:
                seen.add(option["name"])
                yield f"option.{option['name']}", option["help"]


def lobby_text(lang: str, game: str, key: str) -> str | None:
    """The text ``key`` of ``game`` in ``lang``, or ``None`` where there is none (English included)."""
    return MESSAGES.get(lang, {}).get(game, {}).get(key)


def localise(described: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A copy of one game's ``describe()`` with its texts in ``lang``; English for a missing text or language."""
    out: dict[str, Any] = copy.deepcopy(dict(described))
    texts = MESSAGES.get(lang)
    if not texts:
        return out
    game = texts.get(str(out.get("id")), {})
    for field in ("title", "description"):
        out[field] = game.get(field, out[field])
    for name, rs in out["rule_sets"].items():
        rs["title"] = game.get(f"rules.{name}", rs["title"])
        for option in rs["options"]:
            option["help"] = game.get(f"option.{option['name']}", option["help"])
    return out


__all__ = ["MESSAGES", "lobby_text", "localise", "text_keys"]
