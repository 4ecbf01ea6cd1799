import type { Trilingual } from './types'

const t = (en: string, el: string, ru: string): Trilingual => ({ en, el, ru })

/** Sentences that fit any business, by the tone of the review. */
export const GENERIC_REVIEW_SENTENCES = {
  positive: [
    t(
      'The staff were friendly and really helpful.',
      'Το προσωπικό ήταν φιλικό και πολύ εξυπηρετικό.',
      'Персонал приветливый и очень отзывчивый.',
    ),
    t(
      'Excellent value for money.',
      'Εξαιρετική σχέση ποιότητας-τιμής.',
      'Отличное соотношение цены и качества.',
    ),
    t(
      'You can tell they care about every detail.',
      'Φαίνεται ότι νοιάζονται για κάθε λεπτομέρεια.',
      'Видно, что здесь заботятся о каждой мелочи.',
    ),
    t(
      'We felt welcome from the moment we arrived.',
      'Νιώσαμε ευπρόσδεκτοι από την πρώτη στιγμή.',
      'С первой минуты нас встретили как родных.',
    ),
    t('A proper Cypriot welcome.', 'Πραγματική κυπριακή φιλοξενία.', 'Настоящее кипрское гостеприимство.'),
  ],
  /** A small reservation that a four-star review typically adds. */
  caveat: [
    t(
      'The only downside is that parking nearby is hard to find.',
      'Το μόνο αρνητικό είναι ότι δύσκολα βρίσκεις να παρκάρεις κοντά.',
      'Единственный минус — рядом сложно припарковаться.',
    ),
    t(
      'It can get busy, so book ahead.',
      'Κάποιες ώρες έχει πολύ κόσμο, οπότε κλείστε από πριν.',
      'Бывает многолюдно, так что лучше договориться заранее.',
    ),
    t(
      'Slightly pricier than elsewhere, but worth it.',
      'Λίγο πιο ακριβά από αλλού, αλλά αξίζει.',
      'Чуть дороже, чем в других местах, но оно того стоит.',
    ),
    t(
      'A little slow at busy times, but nothing serious.',
      'Λίγο αργοί τις ώρες αιχμής, αλλά τίποτα σοβαρό.',
      'В часы пик немного медленно, но ничего страшного.',
    ),
  ],
  mixed: [
    t(
      'Not bad overall, but there is room for improvement.',
      'Γενικά όχι άσχημα, αλλά υπάρχουν περιθώρια βελτίωσης.',
      'В целом неплохо, но есть куда расти.',
    ),
    t(
      'It depends on who serves you.',
      'Εξαρτάται από το ποιος θα σε εξυπηρετήσει.',
      'Всё зависит от того, кто вас обслуживает.',
    ),
    t(
      'An average experience, nothing special.',
      'Μέτρια εμπειρία, τίποτα το ιδιαίτερο.',
      'Средне, ничего особенного.',
    ),
  ],
  negative: [
    t(
      'The staff were rude when we complained.',
      'Το προσωπικό ήταν αγενές όταν παραπονεθήκαμε.',
      'Когда мы пожаловались, персонал нагрубил.',
    ),
    t('Not worth the money.', 'Δεν αξίζει τα λεφτά του.', 'Не стоит своих денег.'),
    t(
      'Very disappointing, given the good reviews.',
      'Πολύ απογοητευτικό, με βάση τις καλές κριτικές.',
      'Очень разочаровывает, особенно после хороших отзывов.',
    ),
  ],
} as const

export const REVIEW_CLOSERS = {
  positive: [
    t('Highly recommended!', 'Το συστήνω ανεπιφύλακτα!', 'Очень рекомендую!'),
    t('We will definitely be back.', 'Σίγουρα θα ξαναέρθουμε.', 'Обязательно вернёмся.'),
    t('Thank you!', 'Ευχαριστούμε πολύ!', 'Спасибо!'),
  ],
  mixed: [
    t(
      'We might give it another try.',
      'Ίσως τους δώσουμε άλλη μια ευκαιρία.',
      'Может быть, попробуем ещё раз.',
    ),
    t('Hope they improve.', 'Ελπίζω να βελτιωθούν.', 'Надеюсь, станет лучше.'),
  ],
  negative: [
    t('We won’t be going back.', 'Δεν θα ξαναπάμε.', 'Больше не пойдём.'),
    t('Avoid.', 'Να το αποφύγετε.', 'Не советую.'),
  ],
} as const

export const REVIEW_TITLES = {
  positive: [
    t('Excellent!', 'Εξαιρετικό!', 'Отлично!'),
    t('Highly recommended', 'Το συστήνω', 'Рекомендую'),
    t('A real gem', 'Ένα διαμαντάκι', 'Настоящая находка'),
    t('Great experience', 'Υπέροχη εμπειρία', 'Прекрасные впечатления'),
    t('Will be back', 'Θα ξαναέρθουμε', 'Вернёмся ещё'),
    t('Top service', 'Άψογη εξυπηρέτηση', 'Сервис на высоте'),
  ],
  mixed: [
    t('Good but not great', 'Καλό, αλλά τίποτα παραπάνω', 'Неплохо, но не более'),
    t('Mixed feelings', 'Ανάμεικτα συναισθήματα', 'Смешанные чувства'),
    t('Could be better', 'Θα μπορούσε να είναι καλύτερα', 'Могло быть и лучше'),
  ],
  negative: [
    t('Disappointing', 'Απογοητευτικό', 'Разочарование'),
    t('Not recommended', 'Δεν το συστήνω', 'Не рекомендую'),
    t('Poor service', 'Κακή εξυπηρέτηση', 'Плохой сервис'),
  ],
} as const

/** Reviewer names by the language they write in: British and other visitors and Cypriots in English. */
export const REVIEWER_NAMES = {
  en: [
    'Sarah Thompson',
    'James Walker',
    'Emma Collins',
    'Oliver Hughes',
    'Charlotte Evans',
    'Daniel Wright',
    'Sophie Turner',
    'Michael Brown',
    'Hannah Clarke',
    'Tom Bennett',
    'Laura Mitchell',
    'David Kelly',
    'Anna Schmidt',
    'Lukas Weber',
    'Chloe Martin',
    'Ben Harris',
    'Katie O’Neill',
    'Mark T.',
    'Jenny L.',
    'Andreas P.',
    'Christina M.',
    'George Charalambous',
    'Eleni Georgiou',
    'Nikos Kyriakou',
    'Priya Shah',
    'Lars Nilsen',
    'Agnieszka Nowak',
    'Paul Davies',
    'Helen Stewart',
    'Ahmed Hassan',
  ],
  el: [
    'Ανδρέας Γεωργίου',
    'Μαρία Κωνσταντίνου',
    'Χρίστος Ιωάννου',
    'Ελένη Χαραλάμπους',
    'Γιώργος Νικολάου',
    'Σοφία Δημητρίου',
    'Κώστας Παναγιώτου',
    'Αντρούλλα Λοΐζου',
    'Παναγιώτης Ευθυμίου',
    'Δέσπω Πέτρου',
    'Νίκος Αντωνίου',
    'Κατερίνα Μιχαήλ',
    'Μιχάλης Σάββα',
    'Στέλλα Κυπριανού',
    'Θεόδωρος Ττοφή',
    'Ραφαέλα Ζαχαρία',
    'Δημήτρης Π.',
    'Έλενα Κ.',
    'Λουκάς Χριστοφή',
    'Χαρούλα Σολωμού',
    'Σάββας Πιερή',
    'Γεωργία Ιακώβου',
  ],
  ru: [
    'Ольга Смирнова',
    'Дмитрий Иванов',
    'Анна Кузнецова',
    'Сергей Попов',
    'Екатерина Волкова',
    'Алексей Морозов',
    'Мария Соколова',
    'Иван Лебедев',
    'Наталья Новикова',
    'Андрей Козлов',
    'Татьяна Павлова',
    'Михаил Орлов',
    'Юлия Фёдорова',
    'Павел Е.',
    'Ирина К.',
    'Елена Васильева',
    'Артём Никитин',
    'Светлана Белова',
    'Виктория Романова',
    'Константин Зайцев',
  ],
} as const
