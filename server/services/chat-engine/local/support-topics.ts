import type { LocalizedText } from '@domain/i18n/localized-text'

type Text = Required<LocalizedText>

/** How to use the website: one topic per task, with the page that does it. */
export type SupportTopic = {
  id: string
  keywords: readonly string[]
  question: Text
  answer: Text
  route: { path: string; label: Text }
}

export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 'search',
    keywords: [
      'search',
      'find a business',
      'filter',
      'look for',
      'αναζητηση',
      'ψαχνω',
      'βρω',
      'φιλτρα',
      'поиск',
      'найти',
      'искать',
      'фильтр',
    ],
    question: {
      en: 'How do I search for businesses?',
      el: 'Πώς αναζητώ επιχειρήσεις;',
      ru: 'Как искать компании?',
    },
    answer: {
      en: 'Type what you need in the search box at the top of any page, or open Businesses to browse. On the listing you can filter by category, town, price range, rating, amenities and "open now", and sort by rating, reviews, newest or distance. Every filter is kept in the address, so you can share or bookmark the results.',
      el: 'Γράψτε αυτό που χρειάζεστε στο πεδίο αναζήτησης στην κορυφή κάθε σελίδας ή ανοίξτε τις Επιχειρήσεις. Στη λίστα φιλτράρετε ανά κατηγορία, πόλη, εύρος τιμών, βαθμολογία, παροχές και «ανοιχτά τώρα», και ταξινομείτε κατά βαθμολογία, κριτικές, νεότερες ή απόσταση. Τα φίλτρα μένουν στη διεύθυνση, ώστε να μοιράζεστε ή να αποθηκεύετε τα αποτελέσματα.',
      ru: 'Введите запрос в поле поиска вверху любой страницы или откройте раздел «Компании». В списке можно фильтровать по категории, городу, ценам, рейтингу, удобствам и «открыто сейчас», а сортировать — по рейтингу, отзывам, новизне или расстоянию. Фильтры сохраняются в адресе, так что результаты можно отправить или добавить в закладки.',
    },
    route: {
      path: '/businesses',
      label: { en: 'Browse businesses', el: 'Περιήγηση στις επιχειρήσεις', ru: 'Каталог компаний' },
    },
  },
  {
    id: 'review',
    keywords: [
      'review',
      'write a review',
      'rate',
      'rating',
      'stars',
      'κριτικη',
      'αξιολογηση',
      'αστερια',
      'отзыв',
      'оценка',
      'звезды',
    ],
    question: { en: 'How do I write a review?', el: 'Πώς γράφω κριτική;', ru: 'Как написать отзыв?' },
    answer: {
      en: 'Sign in, open the business page and scroll to Reviews. Choose from one to five stars, write about your visit, pick the language and, if you like, add photos, then send. You can review each business once.',
      el: 'Συνδεθείτε, ανοίξτε τη σελίδα της επιχείρησης και πηγαίνετε στις Κριτικές. Επιλέξτε από ένα έως πέντε αστέρια, γράψτε για την επίσκεψή σας, διαλέξτε γλώσσα και, αν θέλετε, προσθέστε φωτογραφίες, μετά στείλτε. Κάθε επιχείρηση αξιολογείται μία φορά από κάθε χρήστη.',
      ru: 'Войдите в аккаунт, откройте страницу компании и прокрутите до раздела «Отзывы». Выберите от одной до пяти звёзд, опишите визит, укажите язык и при желании добавьте фото, затем отправьте. О каждой компании можно оставить один отзыв.',
    },
    route: { path: '/login', label: { en: 'Sign in', el: 'Σύνδεση', ru: 'Войти' } },
  },
  {
    id: 'account',
    keywords: [
      'create an account',
      'register',
      'sign up',
      'account',
      'λογαριασμο',
      'εγγραφη',
      'εγγραφω',
      'аккаунт',
      'регистрация',
      'зарегистрироваться',
      'учетная запись',
    ],
    question: {
      en: 'How do I create an account?',
      el: 'Πώς δημιουργώ λογαριασμό;',
      ru: 'Как создать аккаунт?',
    },
    answer: {
      en: 'Choose Register, enter your name, email and a password of at least 8 characters (a phone number is optional), and accept the terms. We email you a link: open it to verify your address, then sign in.',
      el: 'Επιλέξτε Εγγραφή, συμπληρώστε όνομα, email και κωδικό τουλάχιστον 8 χαρακτήρων (το τηλέφωνο είναι προαιρετικό) και αποδεχτείτε τους όρους. Σας στέλνουμε σύνδεσμο με email: ανοίξτε τον για να επιβεβαιώσετε τη διεύθυνση και μετά συνδεθείτε.',
      ru: 'Нажмите «Регистрация», укажите имя, email и пароль не короче 8 символов (телефон — по желанию) и примите условия. Мы пришлём письмо со ссылкой: откройте её, чтобы подтвердить адрес, и войдите.',
    },
    route: { path: '/register', label: { en: 'Register', el: 'Εγγραφή', ru: 'Регистрация' } },
  },
  {
    id: 'claim',
    keywords: [
      'claim',
      'claim my business',
      'owner',
      'my business',
      'διεκδικηση',
      'ιδιοκτητης',
      'επιχειρηση μου',
      'подтвердить владение',
      'владелец',
      'моя компания',
      'заявить права',
    ],
    question: {
      en: 'How do I claim a business?',
      el: 'Πώς διεκδικώ μια επιχείρηση;',
      ru: 'Как подтвердить права на компанию?',
    },
    answer: {
      en: 'Sign in and open Claim Your Business. Find your listing by its name (in English, Greek or Russian), then choose how to prove you run it: a 6-digit code sent to the business email or by text message to the business phone shown on the listing (valid 15 minutes), or a document such as the registration certificate (PDF, JPEG or PNG, up to 10 MB). Our team then confirms the claim and emails you the decision; "Your claims" on your profile shows where it stands. Once approved your account becomes a business owner account and the Business Portal opens, where you edit the listing and answer reviews. Owners claim more businesses from "Claim New Business" in the account menu.',
      el: 'Συνδεθείτε και ανοίξτε τη Διεκδίκηση Επιχείρησης. Βρείτε την καταχώρισή σας με το όνομά της (στα αγγλικά, ελληνικά ή ρωσικά) και επιλέξτε πώς θα αποδείξετε ότι τη διευθύνετε: εξαψήφιο κωδικό στο email της επιχείρησης ή με SMS στο τηλέφωνο της επιχείρησης που εμφανίζονται στην καταχώριση (ισχύει 15 λεπτά), ή έγγραφο όπως το πιστοποιητικό εγγραφής (PDF, JPEG ή PNG, έως 10 MB). Η ομάδα μας επιβεβαιώνει τη διεκδίκηση και σας στέλνει την απόφαση με email· στις «Οι διεκδικήσεις σας» του προφίλ σας βλέπετε την πορεία της. Μόλις εγκριθεί, ο λογαριασμός σας γίνεται λογαριασμός ιδιοκτήτη και ανοίγει η Πύλη Επιχειρήσεων, όπου επεξεργάζεστε την καταχώριση και απαντάτε σε κριτικές. Οι ιδιοκτήτες διεκδικούν κι άλλες επιχειρήσεις από τη «Διεκδίκηση Νέας Επιχείρησης» στο μενού λογαριασμού.',
      ru: 'Войдите и откройте «Заявить права на компанию». Найдите свою карточку по названию (на английском, греческом или русском) и выберите способ подтверждения: 6-значный код на email компании или в SMS на телефон компании, указанные в карточке (действует 15 минут), либо документ, например свидетельство о регистрации (PDF, JPEG или PNG, до 10 МБ). Наша команда подтвердит заявку и сообщит решение по почте; статус виден в разделе «Ваши заявки» в профиле. После одобрения аккаунт станет аккаунтом владельца и откроется Бизнес-портал, где можно редактировать карточку и отвечать на отзывы. Владельцы подают новые заявки через «Заявить новый бизнес» в меню аккаунта.',
    },
    route: {
      path: '/claim-business',
      label: {
        en: 'Claim your business',
        el: 'Διεκδικήστε την επιχείρησή σας',
        ru: 'Заявить права на компанию',
      },
    },
  },
  {
    id: 'photos',
    keywords: [
      'photo',
      'upload',
      'picture',
      'image',
      'φωτογραφια',
      'ανεβασω',
      'εικονα',
      'фото',
      'загрузить',
      'изображение',
      'картинка',
    ],
    question: {
      en: 'How do I upload photos?',
      el: 'Πώς ανεβάζω φωτογραφίες;',
      ru: 'Как загрузить фотографии?',
    },
    answer: {
      en: 'Visitors add photos to their review: up to 5 JPEG, PNG or WebP pictures of at most 5 MB each. Owners add photos of their business in the Business Portal; how many depends on the plan (5 on Basic).',
      el: 'Οι επισκέπτες προσθέτουν φωτογραφίες στην κριτική τους: έως 5 εικόνες JPEG, PNG ή WebP, έως 5 MB η καθεμία. Οι ιδιοκτήτες ανεβάζουν φωτογραφίες της επιχείρησης από την Πύλη Επιχειρήσεων· ο αριθμός εξαρτάται από το πακέτο (5 στο Basic).',
      ru: 'Посетители прикрепляют фото к отзыву: до 5 изображений JPEG, PNG или WebP, не больше 5 МБ каждое. Владельцы загружают фото компании в Бизнес-портале; их количество зависит от тарифа (5 на Basic).',
    },
    route: {
      path: '/business-portal',
      label: { en: 'Business Portal', el: 'Πύλη Επιχειρήσεων', ru: 'Бизнес-портал' },
    },
  },
  {
    id: 'language',
    keywords: [
      'language',
      'change language',
      'greek',
      'russian',
      'english',
      'translate',
      'γλωσσα',
      'αλλαγη γλωσσας',
      'ελληνικα',
      'ρωσικα',
      'язык',
      'сменить язык',
      'русский',
      'греческий',
    ],
    question: { en: 'How do I change the language?', el: 'Πώς αλλάζω γλώσσα;', ru: 'Как сменить язык?' },
    answer: {
      en: 'Use the language switch in the header (EN, EL, RU). The whole site, the assistants included, switches at once, and your choice is remembered on this device. Reviews written in another language can be translated with the Translate button under them.',
      el: 'Χρησιμοποιήστε την επιλογή γλώσσας στην κεφαλίδα (EN, EL, RU). Όλος ο ιστότοπος, μαζί με τους βοηθούς, αλλάζει αμέσως και η επιλογή σας αποθηκεύεται σε αυτή τη συσκευή. Κριτικές σε άλλη γλώσσα μεταφράζονται με το κουμπί Μετάφραση κάτω από αυτές.',
      ru: 'Воспользуйтесь переключателем языка в шапке (EN, EL, RU). Весь сайт, включая ассистентов, сразу переключится, а выбор запомнится на этом устройстве. Отзывы на другом языке можно перевести кнопкой «Перевести» под ними.',
    },
    route: { path: '/', label: { en: 'Home page', el: 'Αρχική σελίδα', ru: 'Главная страница' } },
  },
]
