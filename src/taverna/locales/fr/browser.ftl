## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).

lang-name = Français

app-tagline = Les jeux de cartes de la famille du Coucou

refuse-not_your_turn = ce n’est pas votre tour ({ $action }) : la table attend { $names }.

refuse-illegal = { $action } n’est pas possible maintenant. Possible maintenant : { $legal }.

# the same, with the engine's reason (in the engine's words)
refuse-illegal_why = { $action } n’est pas possible maintenant. Possible maintenant : { $legal }. ({ $why })

refuse-nothing = rien

refuse-stale = la partie avait avancé : voici la table telle qu’elle est maintenant ; choisissez à nouveau.

field-phase = phase

field-deal = donne

field-dealer = donneur

field-order = ordre de jeu

field-pool = pot

field-round = tour

field-rounds = { $n ->
        [one] tour
       *[other] tours
    }

field-deals = donnes

field-set = manche

field-time = temps

field-deck_size = cartes dans le paquet

field-discards = défausse

field-cards = cartes montrées

field-trick = pli

field-tricks = plis

field-last_trick = dernier pli

field-tricks_left = plis restants

field-tricks_won = plis gagnés

field-hand_sizes = cartes en main

field-bets = mises

field-limit = limite

field-stock = pioche

field-sowee = sowee

field-base = catégorie du pli

field-teams = équipes

field-torionfo = carte Torionfo

field-bids = enchères

field-boss = Chef

field-partner = Partenaire

field-leader = entame

field-money = argent

field-secrets = secrets

field-alone = le Chef seul

field-auction_base = catégorie de l'enchère

field-cut_taken = prises à la coupe

field-cutter = coupeur

field-direction = les échanges vont

field-hand_size = cartes données à chacun

field-inn = auberge

field-max_packet = plus gros paquet

field-on_credit = à crédit

field-packet_size = cartes du paquet

field-passed = ont passé

field-played = cartes jouées

field-revealed = cartes d'enchère encore en main

field-turn_taken = prises par le donneur

field-used = cartes utilisées

field-waits = cartes qui compléteraient la main

# Torionfo's cards won in tricks this deal, by player (a seat's `won` counter is its deals won)
field-won = cartes gagnées

# keys inside a value of the replay's list (a trick of Coteccio, Campli's inn, a secret of Cuajo)
part-cards = cartes

part-leader = entamé par

part-winner = gagné par

part-type = sorte

part-guest = client

part-host = aubergiste

part-offer = offre

part-money = argent

# the values of the replay's list, by field (a phase of the match, Cambio's time, a trick's kind ...)
value-phase-begin = début

value-phase-exchanges = échanges

value-phase-inn-guest = à l'auberge, le client

value-phase-inn-host = à l'auberge, l'aubergiste

value-phase-reveal = cartes retournées

value-phase-confess = « Je m’avoue vaincu »

value-phase-settled = donne réglée

value-phase-next = donne suivante

value-phase-over = partie finie

value-phase-base = choix de la catégorie du pli

value-phase-cut = la coupe

value-phase-discard = défausses

value-phase-play = jeu des cartes

value-phase-auction = enchères

value-phase-tricks = plis

value-phase-bets = mises

value-phase-packet = les paquets du donneur

value-phase-capotto = capot

value-phase-doctor = le docteur

value-phase-claim = réclamations de la carte piochée

value-phase-draw = pioche

value-phase-purro = purro

value-time-adults = temps des adultes

value-time-children = temps des enfants

value-base-number = nombres

value-base-picture = figures

value-auction_base-number = nombres

value-auction_base-picture = figures

value-direction-right = vers la droite

value-direction-left = vers la gauche

value-type-four = quatre cartes identiques

value-type-sowee = secret de la sowee

value-rounds-0 = jusqu’à ce que quelqu’un n’ait plus de fiches

lobby-my_tables = Mes tables

lobby-my_tables_hint = Les tables où ce navigateur a une place.

lobby-as = en tant que { $name }

lobby-back_to_seat = Retour à ma place

replay-open_file = Rejouer un fichier d’enregistrement

replay-watch = Voir la partie rejouée

replay-title = Relecture

# the replay page's title with the table's code
replay-title_code = Relecture { $code }

# a step of a replay that said nothing: who did what ("Ada: Exchange")
replay-did = { $who } : { $action }

replay-controls = Parcourir la partie pas à pas

replay-open_hint = Ouvrez un enregistrement téléchargé depuis une table terminée (ou sauvegardé par taverna play) : toutes les cartes sont montrées face visible.

replay-file = Fichier d’enregistrement (taverna/1, JSON)

replay-first = Début

replay-back = Précédent

replay-forward = Suivant

replay-last = Fin

replay-keys = Touches : ← et → avancent d’un coup, Début et Fin vont au commencement et à la fin.

replay-players = Toutes les mains, face visible

replay-step = Coup { $k } sur { $n }

replay-start = Le début de la partie.

replay-cards_of = Cartes de { $name }

replay-not_json = { $name } n’est pas un fichier JSON : ouvrez un enregistrement taverna/1.

seat-link = Votre place sur un autre appareil

seat-link_help = Ouvrez ce lien sur un autre appareil ou navigateur pour y jouer cette place. Gardez-le pour vous : qui l’a joue à votre place.

seat-copy = Copier le lien de ma place

seat-away = { $name } a quitté la table (absent).

seat-back = { $name } est de retour à la table.

seat-bot_level = Niveau des bots

seat-fill_bots = Occuper { $n } { $n ->
        [one] place libre
       *[other] places libres
    } avec { $n ->
        [one] un bot
       *[other] des bots
    }

table-standings = Classement final

end-standings = Classement final

end-winner = vainqueur

end-deal = Donne { $n } (donneur : { $dealer })

end-lost = défaite : { $names }

end-nobody_lost = personne n’a perdu

end-out = hors jeu : { $names }

end-story = Le déroulement de la partie ({ $n } { $n ->
        [one] donne
       *[other] donnes
    })

sheet-title = Feuille de marque

sheet-deal = Donne

sheet-lost = perdu

# why a deal ended as it did ($why: the server's sentences, one after another by the message sentences)
sheet-why = Pourquoi : { $why }

# two sentences one after another (a space between them; none in Japanese)
sentences = { $head } { $tail }

# parts of a line one after another, set apart by a middle dot ("Deal 3 of 7 · set 1 of 2", "lost · +2 tokens")
dots = { $head } · { $tail }

# a label before what it names, in bold ("Deal 3 (Ada deals): ")
label = { $label } :{ " " }

# a number and what it counts ($num: the number as the page's language writes it; $word: counter-tokens ...)
counted = { $num } { $word }

sheet-set_round = manche { $set }, tour { $round }

# the score sheet's last deal: what changed for one player (their counters, listed by the language's
# list of measures), and what stands between two players' changes
sheet-player_change = { $name } { $change }

sheet-change_sep =  ;{ " " }

# the last deal in one line: the deal's name, then what happened in it
sheet-latest = { $deal } : { $result }

# a deal's name with where it stands in a set ("Deal 3 (Ada deals) · set 1, round 2")
sheet-deal_at = { $deal } · { $where }

end-round = Tour { $n } (donneur : { $dealer })

end-story_rounds = Le déroulement de la partie ({ $n } { $n ->
        [one] tour
       *[other] tours
    })

end-won = victoire : { $names }

end-back_in = de retour : { $names }

sheet-round = Tour

help-button = Règles

guide-learn = Apprendre à jouer

guide-title = Apprendre à jouer

guide-next = Suivant

guide-loading = La leçon se charge…

guide-click = À vous : cliquez sur ce qui est en surbrillance.

guide-watch = Les autres jouent : regardez la table.

guide-off_script = Vous avez quitté le fil de la leçon : jouez comme vous voulez ; les bots jouent selon leur règle empirique.

guide-learner = Apprenti

lobby-learn_h = Apprendre à jouer

lobby-learn_hint = Une première partie guidée contre des bots sur une donne préparée : la table dit quoi regarder, sur quoi cliquer, et pourquoi.

help-title = Aide à la table

help-close = Fermer

help-rules = Les règles en bref

help-none = Pas encore de règles en bref pour ce jeu.

help-cards = Les cartes de cette règle ({ $rules })

help-more = La règle complète, avec ses sources (une page à part)

help-refused = Interdit : { $reason }

rules-page_title = { $game } : la règle

rules-back = Retour au salon

rules-nav = Taverna

rules-in_english = Cette page est en anglais : elle n’a pas encore été traduite.

rules-table = Un tableau de la règle (il défile horizontalement)

cards-button = Ordre des cartes

cards-title = Les cartes dans l’ordre : { $rules }

cards-hint = La plus forte d’abord. Survolez une carte, donnez-lui le focus ou appuyez longuement dessus pour voir ce qu’elle est et ce qu’elle fait.

lobby-title = Taverna : le salon

lobby-name = Votre nom

lobby-create = Créer une table

lobby-game = Jeu

lobby-rules = Règle

lobby-options = Options

lobby-options_hint = Laissez une option à sa valeur par défaut pour jouer la règle telle qu’elle est écrite.

lobby-seats = Places

lobby-seat = Place { $n }

lobby-you = vous

lobby-think = Temps de réflexion d’un bot pour un coup : { $levels }.

lobby-think_level = { $level } { $time }

lobby-think_instant = aussitôt

lobby-think_seconds = environ { $s } s

lobby-human = une personne (invitation)

lobby-bot = bot : { $level }

lobby-timer = Minuteur de tour

lobby-timer_seconds = secondes par tour

lobby-create_button = Créer et s’asseoir

lobby-open_tables = Tables ouvertes

lobby-no_tables = Aucune table ouverte pour l’instant.

lobby-refresh = Actualiser

lobby-join = Rejoindre une table

lobby-code = Code de table ou lien d’invitation

lobby-join_button = Rejoindre

lobby-watch = Regarder

lobby-open = Ouvrir

lobby-players = { $n } { $n ->
        [one] joueur
       *[other] joueurs
    }

lobby-free_seats = { $n } { $n ->
        [one] libre
       *[other] libres
    }

lobby-need_name = Veuillez d’abord taper votre nom.

lobby-bad_code = Un code de table a 6 lettres ou chiffres.

length-line = { $deals } · environ { $minutes } min

length-deals_about = environ { $n } { $n ->
        [one] donne
       *[other] donnes
    }

length-deals_exact = { $n } { $n ->
        [one] donne
       *[other] donnes
    }

length-deal_of = Donne { $n } sur { $of }

length-deal_of_about = Donne { $n } sur ~{ $of }

length-deal = Donne { $n }

length-set_of = manche { $n } sur { $of }

length-set = manche { $n }

length-round_of = tour { $n } sur { $of }

# a game that calls its deals rounds (Hypp), where the match stands: as length-deal_of_about, length-deal
length-round_of_about = tour { $n } sur ~{ $of }

length-round = tour { $n }

length-alive = { $n } { $n ->
        [one] joueur
       *[other] joueurs
    } sur { $of } encore en jeu

length-bots_in = Des bots occupent les places libres dans { $s } s

length-option_note = change la durée de la partie

length-expected = Durée d’une partie : { $line } (mesurée sur des parties de bots, à { $s } s par coup)

length-table = Durée prévue : { $line }

lobby-play_now = Jouer maintenant

lobby-play_now_h = Jouer maintenant

lobby-play_now_hint = Asseyez-vous à une table d’autres joueurs qui attendent ce jeu et cette règle, ou ouvrez-en une que d’autres pourront trouver.

lobby-play_now_wait = Des bots occupent les places libres après

lobby-wait_seconds = { $n } s

lobby-wait_minutes = { $n } min

level-random = aléatoire

level-simple = simple

level-easy = facile

level-normal = normal

level-hard = difficile

level-learned = appris

# a bot's name at a table ("Bot 2 (normal)"): $level is the level's word above
bot-name = Bot { $n } ({ $level })

status-waiting = en attente de joueurs

status-abandoned = abandonnée (personne n’est venu)

status-playing = en cours

status-finished = terminée

table-title = Table { $code }

# the table's heading: its name (table-title), its game or rule set, its status
table-title_line = { $table } · { $game } · { $status }

table-lobby = Salon

table-language = Langue

table-invite = Lien d’invitation

table-copy = Copier

table-fair = Donne équitable : engagement { $short }

table-fair_help = Avant la première carte distribuée, le serveur a fixé une graine secrète de 256 bits qui distribue toutes les cartes (HMAC-SHA256) et a montré à chaque place cet engagement SHA-256 sur elle. L’enregistrement que vous pouvez télécharger à la fin de la partie révèle la graine et son sel : `taverna verify` vérifie qu’ils donnent bien cet engagement et les mêmes donnes.

table-chain_help = L’empreinte de chaque coup joué jusqu’ici (une chaîne d’empreintes, la même pour chaque place). Gardez la dernière : `taverna verify RECORD --hash` vérifie que l’enregistrement publié contient exactement ces coups.

table-copied = Copié

table-connecting = connexion…

table-connected = connecté

table-reconnecting = connexion perdue ; reconnexion dans { $s } s…

table-not_found = Aucune table avec ce code.

# no such table, and what the server said
table-not_found_why = Aucune table avec ce code. ({ $why })

# the page's title (the browser's tab): Taverna and what the page is
page-title = Taverna : { $page }

table-no_such_table = Il n’y a pas de table avec le code { $code } : vérifiez le lien, ou créez une table dans le salon.

table-back_to_lobby = Retour au salon

table-spectator = Vous regardez

table-you_are = Vous êtes { $name }

table-your_turn = À vous de jouer

table-waiting_for = En attente de { $names }

table-nobody = personne

table-your_card = Votre carte

# the hand's one piece where the game is played with pieces (Slabberjan: board.js handTitle)
table-your_piece = Votre pièce

table-face_down = Carte de { $name }, face cachée

table-play_a_card = Jouez une carte de votre main : cliquez ou touchez-la (flèches et Entrée).

table-sort_suit = Trier par couleur

table-sort_rank = Trier par rang

table-group = Grouper les cartes

table-ungroup = Défaire les groupes

table-group_hint = Choisissez les cartes du groupe :

table-make_group = Former le groupe

table-cancel = Annuler

table-your_hand = Votre main

table-actions = Vos choix

table-no_actions = Rien à faire pour l’instant : attendez les autres.

table-keys_hint = Les touches 1–9 choisissent un choix ; Entrée envoie un nombre que vous avez tapé.

table-players = Joueurs

table-log = Ce qui s’est passé

table-chat = Discussion

table-say = Dites quelque chose

table-send = Envoyer

table-mute = Couper le son

table-mute_who = Ignorer { $name } : ses messages ne vous parviennent plus

table-unmute_who = Ne plus ignorer { $name }

# the button that unmutes a seat ("Unmute: Ada")
table-unmute_name = Rétablir le son : { $name }

table-chat_off = Désactiver la discussion

table-chat_on = Activer la discussion

table-chat_is_off = La discussion est désactivée : un joueur de cette table l’a désactivée.

table-chat_off_by_you = Vous avez désactivé la discussion pour cette table.

table-spectators = Spectateurs : { $n }

table-seats = Places

table-empty_seat = place libre

table-add_bot = Ajouter un bot

table-take_seat = S’asseoir ici

table-start = Commencer la partie

table-waiting_start = La partie commence quand toutes les places sont occupées.

table-timer = { $s } s restantes

table-finished = La partie est terminée.

table-winner = { $n ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $names }

table-rematch = Revanche

# the rematch button when the next table is known ("Rematch → K3XQ9P")
table-rematch_to = Revanche → { $next }

table-rematch_accept = Accepter la revanche

table-rematch_decline = Refuser

table-rematch_cancel = Retirer la proposition

table-rematch_sent = Revanche proposée

table-rematch_offered = { $name } propose une revanche.

table-rematch_accepted = Ont accepté : { $names }.

table-rematch_waiting_for = En attente de : { $names }.

table-rematch_declined = { $name } a refusé la revanche.

table-rematch_left = { $name } est parti : pas de revanche.

table-rematch_made = Tout le monde a accepté : la revanche a lieu à la table { $code }.

table-rating_of = Classement de { $name } à ce jeu : { $rating }

table-record = Télécharger l’enregistrement

table-reveal = Cartes montrées

table-losers = Perdants : { $names }

table-dealer = donneur

table-to_act = doit jouer

table-bot = bot

table-standin = un bot joue à sa place

table-offline = absent

table-timed_out_you = Temps écoulé — la table a joué « { $action } » pour vous.

table-timed_out = Le temps de { $name } est écoulé — la table a joué « { $action } » à sa place.

table-standin_in = { $name } est parti — un bot prend sa place dans { $s } s

table-you = vous

table-trick = Sur la table

table-last_trick = Dernier pli

# the last trick and who won it ("Last trick → Ada")
table-last_trick_by = Dernier pli → { $name }

table-pool = Pot : { $n }

table-deck = Paquet : { $n }

table-discards = Défausse

table-stock = Pioche : { $n }

table-deal = Donne { $n }

table-round = Tour { $n }

table-set = Manche { $n }

table-bets = Mises

table-limit = Limite de la banque : { $n }

table-packet = Paquet : { $n } { $n ->
        [one] carte
       *[other] cartes
    }

table-sowee = Sowee

table-secrets = Vos secrets

table-waits = Cartes qui compléteraient votre main

table-inn = Auberge : { $guest } et l’aubergiste { $host }

table-earlier = … les événements précédents sont dans l’enregistrement (téléchargez-le à la fin de la partie)

table-error = Refusé : { $message }

table-cards_left = { $n } { $n ->
        [one] carte
       *[other] cartes
    }

table-send_choice = OK

table-offer_money = argent

table-offer_share = part du pot (%)

counter-tokens = { $n ->
        [one] jeton
       *[other] jetons
    }

counter-chips = { $n ->
        [one] fiche
       *[other] fiches
    }

counter-lives = { $n ->
        [one] vie
       *[other] vies
    }

counter-points = { $n ->
        [one] point
       *[other] points
    }

counter-money = argent

counter-penalty = pénalité

counter-tricks = { $n ->
        [one] pli
       *[other] plis
    }

counter-cards = { $n ->
        [one] carte
       *[other] cartes
    }

counter-cards_left = { $n ->
        [one] carte
       *[other] cartes
    }

counter-doctor_calls = { $n ->
        [one] appel
       *[other] appels
    } au docteur

counter-reentries = { $n ->
        [one] retour en jeu
       *[other] retours en jeu
    }

mark-out = éliminé

mark-lost = perdu

mark-purro = purro

mark-virgin = jamais perdu

action-keep = Je garde

# an action with its argument ("Play 7 of Cups", "Bid 3")
action-with = { $action } { $arg }

# a number to choose for an action, and its range ("Bid (1–5)")
action-range = { $action } ({ $min }–{ $max })

action-exchange = Je change

action-declare = Annoncer Coucou !

action-insure = S’assurer

action-accept = Accepter

action-refuse = Refuser

action-reenter = Revenir en jeu

action-decline = Rester dehors

action-offer = Offrir

action-propose = Proposer un partage (%)

action-defeat = Je m’avoue vaincu

action-pass = Passer

action-play = Jouer

action-bet = Miser

action-packet = Donner des paquets de

action-doctor = Appeler le docteur

action-drop = Abandonner

action-annul = Annuler la donne

action-lead = Entamer

action-draw = Piocher

action-take = Prendre la défausse

action-win = Gagner !

action-time = Time !

action-silent = Se taire

action-discard = Défausser

action-secret = Poser un secret

action-sowee = Utiliser le sowee

action-purro = Purro !

action-bid = Enchérir

action-cut = Couper à

action-base = Nommer la base

kind-picture = figures

kind-number = cartes numérotées

# the line above a trick game's table: the kind led, the boss (and partner), the called card
table-base_number = Base : cartes numérotées

table-base_picture = Base : figures

table-boss_is = Chef : { $name }

table-boss_partner = Chef : { $boss } & { $partner }

table-bids = Enchères

table-called_is = Carte appelée : { $card }

counter-team = équipe

counter-won = { $n ->
        [one] donne gagnée
       *[other] donnes gagnées
    }

table-status = À qui de jouer

table-board = La table

players-recovery_title = Votre code de récupération

players-recovery_hint = Ce navigateur garde votre identité de joueur. Notez ce code ou copiez-le : saisi dans un autre navigateur (Votre profil → Restaurer), il vous rend votre identité, vos classements et votre historique. Il n’est montré que maintenant.

players-copy = Copier

players-copied = Copié.

players-copy_failed = Impossible de copier : sélectionnez le code et copiez-le à la main.

players-recovery_done = Je l’ai noté

players-you_are = Vous jouez en tant que { $name }.

players-no_identity = Ce navigateur n’a pas encore d’identité de joueur : elle est créée quand vous enregistrez ici un nom ou un mot de passe, ou que vous vous asseyez à une table. Ou restaurez la vôtre ci-dessous.

players-profile = Votre profil

players-public_profile = Profil public

players-leaderboards = Classements

players-rated = Classée

players-rated_hint = la partie modifie le classement des joueurs

players-skip = Aller au contenu

players-identity = Votre identité

players-save = Enregistrer

players-saved = Enregistré.

players-password = Mot de passe (pour vous connecter de partout)

players-password_only = Mot de passe

players-set_password = Définir le mot de passe

players-password_set = Mot de passe défini : connectez-vous avec votre nom et ce mot de passe dans n’importe quel navigateur.

players-signout_others = Se déconnecter partout ailleurs

players-signed_out_others = Déconnecté de tous les autres navigateurs et appareils ({ $n }).

players-delete = Supprimer mon identité

players-delete_hint = Votre identité, vos classements et votre mot de passe disparaissent pour de bon. Vos parties terminées restent, sans votre nom.

players-delete_button = La supprimer pour de bon

players-delete_confirm = Supprimer votre identité pour de bon ? C’est irréversible.

players-restore = Restaurer une identité

players-restore_hint = Saisissez le code de récupération que vous avez gardé, ou votre nom et votre mot de passe : ce navigateur joue alors sous cette identité.

players-recovery_code = Code de récupération

players-restore_button = Restaurer

players-sign_in = Se connecter

players-ratings = Classements

players-history = Parties terminées

players-min_matches = Au moins … parties

players-provisional = provisoire

players-profile_of = { $name }

players-no_ratings = Aucune partie classée pour l’instant.

players-no_history = Aucune partie terminée pour l’instant.

players-when = Quand

players-game = Jeu

players-result = Résultat

players-change = Variation du classement

players-replay = Relecture

players-place = { $rank } sur { $places }

players-unrated = non classée

players-place_col = Place

players-player = Joueur

players-rating = Classement

players-rating_hint = Un classement est un seul nombre : une estimation prudente de votre niveau dans ce jeu et cette règle. Un nouveau venu commence à 1500 ; il monte quand vous gagnez et à mesure que vos parties le rendent plus sûr.

players-plot_label = { $game } : le classement après chacune des { $n } { $n ->
        [one] partie classée
       *[other] parties classées
    } (actuellement { $rating })

players-matches = Parties classées

players-board_empty = Personne n’a encore joué assez de parties classées de cette règle.

tour-title = Tournois

tour-join = Participer

tour-play = Aller à votre table

tour-standings = Classement

tour-points = Points

tour-played = Parties

tour-create = Créer un tournoi

tour-arena_hint = Arène : du début à la fin, les joueurs libres sont assis ensemble dès qu’ils sont assez nombreux. Suisse : des rondes, chacune appariée selon le classement une fois la dernière table de la ronde terminée. Chaque partie donne un point par camp classé derrière le vôtre.

tour-name = Nom

tour-start = Début

tour-minutes = Minutes

tour-bots = Des bots complètent les tables

tour-bot_wait = après … secondes d’attente

tour-no_bots = pas de bots

tour-create_button = Créer

tour-none = Pas encore de tournoi.

tour-line = { $game } · { $start } – { $end } · { $status }

tour-status_scheduled = pas encore commencé

tour-status_running = en cours

tour-status_finished = terminé

players-tournaments = Tournois

tour-kind = Type

tour-arena = Arène

tour-swiss = Suisse

tour-swiss_round = Suisse · ronde { $round } sur { $rounds }

tour-swiss_not_paired = Suisse · { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    }, aucune appariée pour l’instant

tour-rounds = Rondes (Suisse)
