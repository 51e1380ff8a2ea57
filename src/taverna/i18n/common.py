"""Sentences shared by several games (a game's own catalogue may override any of them)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "and": " and ",
        "your_hand": "Your hand: {cards}",
        "on_table": "On the table: {cards}",
        "last_trick": "Last trick: {cards}",
        "your_choices": "Your choices: {choices}",
        "game_over_winner": "The game is over. Winner: {winner}",
        "nobody": "nobody",
        "nothing_now": "  (nothing now: wait for the others)",
    },
    "it": {
        "and": " e ",
        "your_hand": "La tua mano: {cards}",
        "on_table": "In tavola: {cards}",
        "last_trick": "Ultima presa: {cards}",
        "your_choices": "Le tue scelte: {choices}",
        "game_over_winner": "La partita è finita. Vince: {winner}",
        "nobody": "nessuno",
        "nothing_now": "  (niente da fare ora: aspetta gli altri)",
    },
    "ko": {
        "and": ", ",
        "your_hand": "내 손패: {cards}",
        "on_table": "테이블 위: {cards}",
        "last_trick": "지난 트릭: {cards}",
        "your_choices": "선택: {choices}",
        "game_over_winner": "게임이 끝났습니다. 승자: {winner}",
        "nobody": "없음",
        "nothing_now": "  (지금은 할 일이 없습니다: 다른 플레이어를 기다리세요)",
    },
    "ja": {
        "and": "と",
        "your_hand": "あなたの手札: {cards}",
        "on_table": "場のカード: {cards}",
        "last_trick": "前のトリック: {cards}",
        "your_choices": "選べる行動: {choices}",
        "game_over_winner": "ゲーム終了。勝者: {winner}",
        "nobody": "なし",
        "nothing_now": "  (今はすることがありません: ほかのプレイヤーを待ってください)",
    },
}
