"""Cucù's card guide in words (``brief.card_guide``): what each card does under a rule set; the game's
catalogue (``messages``) takes these keys in."""

GUIDE: dict[str, dict[str, str]] = {
    "en": {
        "guide_asked": "If you ask its holder for an exchange: {effect}.",
        "guide_cuckoo_declare": "Its holder may declare it at the start of any turn: the exchanges stop and the cards are shown. Asked for an exchange, its holder must give it.",
        "guide_cuckoo_auto": "Shown by itself before the turn of the player two places before its holder: the exchanges stop and the cards are shown.",
        "guide_cuckoo_safe": "It never loses a token.",
        "guide_fool_campli": "Ties the lowest card and loses with it; a pair, both {fool}, is worth 14½.",
        "guide_fool_lu_stu": "Pays and makes you pay: it loses with the lowest other card; a pair, both {fool}, are the highest cards and gain a token each.",
        "guide_place_french": "{nth} strongest of the {n} ranks (the suit does not count)",
        "guide_king_le_her": "A king refuses: a dealer holding one shows it and refuses the switch; a king drawn from the pack is shown and the dealer keeps their card.",
        "guide_refuse": "Asked for an exchange, its holder shows it and refuses; that is their turn.",
    },
    "it": {
        "guide_asked": "Se chiedi il cambio a chi la tiene: {effect}.",
        "guide_cuckoo_declare": "Chi lo tiene può dichiararlo all'inizio di ogni turno: i cambi si fermano e le carte si scoprono. Se gli chiedono il cambio, deve darlo.",
        "guide_cuckoo_auto": "Si mostra da solo prima del turno del giocatore due posti prima di chi lo tiene: i cambi si fermano e le carte si scoprono.",
        "guide_cuckoo_safe": "Non perde mai un gettone.",
        "guide_fool_campli": "Pareggia la carta più bassa e perde con essa; due {fool} valgono 14½.",
        "guide_fool_lu_stu": "Paga e fa pagare: perde insieme alla carta più bassa delle altre; due {fool} sono le carte più alte e guadagnano un gettone ciascuno.",
        "guide_place_french": "{nth} più forte dei {n} valori (il seme non conta)",
        "guide_king_le_her": "Un re rifiuta: il mazziere che ne ha uno lo mostra e rifiuta il cambio; un re pescato dal mazzo si mostra e il mazziere tiene la sua carta.",
        "guide_refuse": "A chi la tiene, se gli chiedono il cambio, basta mostrarla e rifiutare; il suo turno è fatto.",
    },
    "ko": {
        "guide_asked": "이 카드를 가진 사람에게 교환을 요청하면: {effect}.",
        "guide_cuckoo_declare": "가진 사람은 어느 차례의 시작에든 선언할 수 있습니다: 교환이 멈추고 카드를 공개합니다. 교환을 요청받으면 내줘야 합니다.",
        "guide_cuckoo_auto": "가진 사람보다 두 자리 앞 플레이어의 차례 전에 저절로 공개됩니다: 교환이 멈추고 카드를 공개합니다.",
        "guide_cuckoo_safe": "토큰을 절대 잃지 않습니다.",
        "guide_fool_campli": "가장 낮은 카드와 같은 것으로 보고 함께 집니다; {fool} 두 장이면 14½의 값입니다.",
        "guide_fool_lu_stu": "내고 내게 합니다: 다른 카드 중 가장 낮은 카드와 함께 집니다; {fool} 두 장이면 가장 높은 카드가 되어 각각 토큰 하나를 얻습니다.",
        "guide_place_french": "{n}개 등급 중 {nth}로 강함 (무늬는 상관없음)",
        "guide_king_le_her": "킹은 거절합니다: 킹을 가진 딜러는 보여 주고 교환을 거절합니다; 더미에서 뽑은 킹은 공개되고 딜러는 자기 카드를 지킵니다.",
        "guide_refuse": "교환을 요청받으면 가진 사람이 보여 주고 거절합니다; 그것으로 그 사람의 차례가 끝납니다.",
    },
    "ja": {
        "guide_asked": "このカードを持つ人に交換を頼むと:{effect}。",
        "guide_cuckoo_declare": "持つ人はどの手番の始めにも宣言できます:交換が止まり、カードを公開します。交換を頼まれたら渡さなければなりません。",
        "guide_cuckoo_auto": "持つ人の二つ前のプレイヤーの手番の前にひとりでに公開されます:交換が止まり、カードを公開します。",
        "guide_cuckoo_safe": "トークンを決して失いません。",
        "guide_fool_campli": "いちばん低いカードと同じとみなされ一緒に負けます;{fool}2枚なら14½の値です。",
        "guide_fool_lu_stu": "払って払わせる:ほかのカードでいちばん低いものと一緒に負けます;{fool}2枚なら最も高いカードとなり、それぞれトークンを1つ得ます。",
        "guide_place_french": "{n}段階中{nth}に強い(マークは関係なし)",
        "guide_king_le_her": "キングは断ります:キングを持つ親はそれを見せて交換を断ります;山札から引いたキングは公開され、親は自分のカードを持ち続けます。",
        "guide_refuse": "交換を頼まれたら、持つ人はそれを見せて断ります;それでその人の手番は終わりです。",
    },
}
