import type { SentenceTemplate } from './types'

const t = (en: string, el: string, ru: string): SentenceTemplate => ({ en, el, ru })

/** Second description sentences per top-level category. */
export const MIDDLES: Readonly<Record<string, readonly SentenceTemplate[]>> = {
  'restaurants-food': [
    t(
      'The kitchen works with local produce, Cypriot olive oil and herbs, and the menu changes with the seasons.',
      'Η κουζίνα δουλεύει με ντόπια προϊόντα, κυπριακό ελαιόλαδο και βότανα, και το μενού αλλάζει με τις εποχές.',
      'Кухня работает с местными продуктами, кипрским оливковым маслом и травами, а меню меняется по сезонам.',
    ),
    t(
      'Portions are generous, prices are fair and there is always something for vegetarians and children.',
      'Οι μερίδες είναι γενναιόδωρες, οι τιμές λογικές και υπάρχει πάντα κάτι για χορτοφάγους και παιδιά.',
      'Порции щедрые, цены честные, и всегда найдётся что-то для вегетарианцев и детей.',
    ),
    t(
      'Book ahead on Friday and Saturday evenings, when locals fill every table.',
      'Καλό είναι να κλείσετε τραπέζι για Παρασκευή και Σάββατο βράδυ, όταν γεμίζει κάθε τραπέζι από ντόπιους.',
      'На вечер пятницы и субботы лучше бронировать заранее: в это время все столики заняты местными.',
    ),
  ],
  'hotels-accommodation': [
    t(
      'Guests can rely on free Wi-Fi, air conditioning in every room and help with car hire and day trips.',
      'Οι επισκέπτες έχουν δωρεάν Wi-Fi, κλιματισμό σε κάθε δωμάτιο και βοήθεια για ενοικίαση αυτοκινήτου και εκδρομές.',
      'Гостей ждут бесплатный Wi-Fi, кондиционер в каждом номере и помощь с арендой авто и экскурсиями.',
    ),
    t(
      'Rooms are cleaned daily and the reception team speaks Greek, English and Russian.',
      'Τα δωμάτια καθαρίζονται καθημερινά και η ρεσεψιόν μιλά ελληνικά, αγγλικά και ρωσικά.',
      'Номера убирают ежедневно, а сотрудники ресепшен говорят по-гречески, по-английски и по-русски.',
    ),
    t(
      'Special rates are available for long stays in the winter months.',
      'Προσφέρονται ειδικές τιμές για μεγάλη διαμονή τους χειμερινούς μήνες.',
      'Зимой действуют специальные цены на длительное проживание.',
    ),
  ],
  'health-medical': [
    t(
      'Appointments are usually available within the week, and the practice works with GESY and private insurers.',
      'Συνήθως υπάρχουν διαθέσιμα ραντεβού μέσα στην εβδομάδα, και το ιατρείο συνεργάζεται με το ΓεΣΥ και ιδιωτικές ασφαλιστικές.',
      'Записаться обычно можно в течение недели; клиника работает с ГеСИ и частными страховыми компаниями.',
    ),
    t(
      'The team explains every step clearly, in Greek, English or Russian.',
      'Η ομάδα εξηγεί κάθε βήμα με σαφήνεια, στα ελληνικά, στα αγγλικά ή στα ρωσικά.',
      'Специалисты понятно объясняют каждый шаг — по-гречески, по-английски или по-русски.',
    ),
    t(
      'The premises are accessible and there is parking close to the entrance.',
      'Ο χώρος είναι προσβάσιμος και υπάρχει χώρος στάθμευσης κοντά στην είσοδο.',
      'Помещение доступно для маломобильных посетителей, рядом со входом есть парковка.',
    ),
  ],
  'beauty-wellness': [
    t(
      'Appointments can be booked by phone or online, and walk-ins are welcome when there is a free chair.',
      'Ραντεβού κλείνονται τηλεφωνικά ή online, και αν υπάρχει ελεύθερη θέση σας εξυπηρετούν και χωρίς ραντεβού.',
      'Записаться можно по телефону или онлайн, а при свободном мастере примут и без записи.',
    ),
    t(
      'Gift vouchers make a popular present for birthdays and name days.',
      'Οι δωροεπιταγές είναι δημοφιλές δώρο για γενέθλια και ονομαστικές γιορτές.',
      'Подарочные сертификаты — популярный подарок на день рождения и именины.',
    ),
    t(
      'Only professional products are used, and the team keeps up with the latest techniques.',
      'Χρησιμοποιούνται μόνο επαγγελματικά προϊόντα και η ομάδα παρακολουθεί τις νέες τεχνικές.',
      'Здесь используют только профессиональную косметику, а мастера следят за новыми техниками.',
    ),
  ],
  'sports-fitness': [
    t(
      'A free trial session is offered to new members, and there are monthly and yearly plans.',
      'Στα νέα μέλη προσφέρεται δωρεάν δοκιμαστική προπόνηση, και υπάρχουν μηνιαίες και ετήσιες συνδρομές.',
      'Новичкам предлагают бесплатное пробное занятие; есть месячные и годовые абонементы.',
    ),
    t(
      'Coaches are certified and classes are kept small so everyone gets attention.',
      'Οι προπονητές είναι πιστοποιημένοι και τα τμήματα μικρά, ώστε ο καθένας να έχει την προσοχή που χρειάζεται.',
      'Тренеры сертифицированы, а группы небольшие, так что внимания хватает всем.',
    ),
    t(
      'Morning and evening sessions fit around work, with extra classes at the weekend.',
      'Οι πρωινές και βραδινές ώρες ταιριάζουν με τη δουλειά, με επιπλέον μαθήματα το Σαββατοκύριακο.',
      'Утренние и вечерние занятия удобно совмещать с работой, а по выходным есть дополнительные.',
    ),
  ],
  'shopping-retail': [
    t(
      'The staff are happy to advise, and gift wrapping is free.',
      'Το προσωπικό σας συμβουλεύει με χαρά και το περιτύλιγμα δώρου είναι δωρεάν.',
      'Продавцы охотно помогут с выбором, а подарочная упаковка бесплатна.',
    ),
    t(
      'New stock arrives every week, with seasonal sales in January and July.',
      'Νέα εμπορεύματα έρχονται κάθε εβδομάδα, με εκπτώσεις τον Ιανουάριο και τον Ιούλιο.',
      'Новые поступления каждую неделю, сезонные распродажи — в январе и июле.',
    ),
    t(
      'Cards are accepted and there is parking nearby.',
      'Γίνονται δεκτές κάρτες και υπάρχει χώρος στάθμευσης κοντά.',
      'Принимаются карты, рядом есть парковка.',
    ),
  ],
  automotive: [
    t(
      'Prices are quoted up front and every job comes with a written guarantee.',
      'Οι τιμές δίνονται από πριν και κάθε εργασία συνοδεύεται από γραπτή εγγύηση.',
      'Цена называется заранее, и на каждую работу даётся письменная гарантия.',
    ),
    t(
      'The team knows Cypriot roads and will help with insurance, road tax and MOT paperwork.',
      'Η ομάδα γνωρίζει τους κυπριακούς δρόμους και βοηθά με ασφάλεια, άδεια κυκλοφορίας και τα χαρτιά του ΜΟΤ.',
      'Сотрудники хорошо знают кипрские дороги и помогут со страховкой, дорожным налогом и документами для техосмотра.',
    ),
    t(
      'Drivers from abroad are welcome and the staff speak English and Russian.',
      'Οι οδηγοί από το εξωτερικό είναι ευπρόσδεκτοι και το προσωπικό μιλά αγγλικά και ρωσικά.',
      'Водителям из-за рубежа здесь рады, персонал говорит по-английски и по-русски.',
    ),
  ],
  'real-estate': [
    t(
      'Every property is visited and checked before it is listed, and viewings can be arranged by video.',
      'Κάθε ακίνητο επισκέπτεται και ελέγχεται πριν από την καταχώριση, και οι επισκέψεις μπορούν να γίνουν και με βίντεο.',
      'Каждый объект осматривают перед публикацией, а показы можно провести и по видеосвязи.',
    ),
    t(
      'The team works with lawyers and banks to make the process of renting or buying simple.',
      'Η ομάδα συνεργάζεται με δικηγόρους και τράπεζες ώστε η ενοικίαση ή η αγορά να είναι απλή υπόθεση.',
      'Агентство работает с юристами и банками, чтобы аренда или покупка прошли просто.',
    ),
    t(
      'Clients from Cyprus, Europe and beyond are served in Greek, English and Russian.',
      'Πελάτες από την Κύπρο, την Ευρώπη και αλλού εξυπηρετούνται στα ελληνικά, στα αγγλικά και στα ρωσικά.',
      'Клиентов с Кипра, из Европы и других стран обслуживают на греческом, английском и русском.',
    ),
  ],
  'professional-services': [
    t(
      'The first meeting is free, and fees are agreed in writing before any work begins.',
      'Η πρώτη συνάντηση είναι δωρεάν και η αμοιβή συμφωνείται γραπτώς πριν ξεκινήσει οποιαδήποτε εργασία.',
      'Первая встреча бесплатна, а стоимость услуг согласуется письменно до начала работы.',
    ),
    t(
      'Documents can be signed and sent electronically, so clients abroad need not travel.',
      'Τα έγγραφα μπορούν να υπογραφούν και να σταλούν ηλεκτρονικά, έτσι οι πελάτες στο εξωτερικό δεν χρειάζεται να ταξιδέψουν.',
      'Документы можно подписать и отправить электронно, так что клиентам из-за рубежа не нужно приезжать.',
    ),
    t(
      'The office works with Cypriot, Greek and international clients, from individuals to companies.',
      'Το γραφείο εξυπηρετεί Κύπριους, Έλληνες και ξένους πελάτες, από ιδιώτες ως εταιρείες.',
      'Офис работает с кипрскими, греческими и иностранными клиентами — от частных лиц до компаний.',
    ),
  ],
  education: [
    t(
      'Classes are small, progress is reported to parents every term and a trial lesson is free.',
      'Τα τμήματα είναι ολιγομελή, η πρόοδος ενημερώνεται στους γονείς κάθε τρίμηνο και το πρώτο μάθημα είναι δωρεάν.',
      'Группы небольшие, родители каждый семестр получают отчёт об успехах, а пробный урок бесплатный.',
    ),
    t(
      'Teachers are qualified and experienced, and many are native speakers.',
      'Οι εκπαιδευτικοί είναι καταρτισμένοι και έμπειροι, και πολλοί είναι φυσικοί ομιλητές.',
      'Преподаватели квалифицированные и опытные, многие — носители языка.',
    ),
    t(
      'Enrolment is open all year round, with summer courses in July and August.',
      'Οι εγγραφές είναι ανοιχτές όλο τον χρόνο, με καλοκαιρινά μαθήματα τον Ιούλιο και τον Αύγουστο.',
      'Запись открыта круглый год, летом — интенсивные курсы в июле и августе.',
    ),
  ],
  'home-garden': [
    t(
      'Quotes are free and the team turns up when promised, with clean work and tidy sites.',
      'Οι προσφορές είναι δωρεάν και το συνεργείο έρχεται όταν λέει, με καθαρή δουλειά και τάξη.',
      'Смета бесплатная, мастера приходят вовремя, работают аккуратно и убирают за собой.',
    ),
    t(
      'All work is guaranteed and carried out by licensed, insured tradesmen.',
      'Όλες οι εργασίες είναι εγγυημένες και γίνονται από αδειούχους και ασφαλισμένους τεχνίτες.',
      'На все работы даётся гарантия, их выполняют лицензированные и застрахованные мастера.',
    ),
    t(
      'The company works across the district, including villages and holiday homes.',
      'Η εταιρεία εργάζεται σε όλη την επαρχία, και στα χωριά και σε εξοχικές κατοικίες.',
      'Компания работает по всему району, включая деревни и дома для отдыха.',
    ),
  ],
  'it-technology': [
    t(
      'Projects start with a free consultation and a clear written estimate.',
      'Κάθε έργο ξεκινά με δωρεάν συμβουλευτική συνάντηση και σαφή γραπτή εκτίμηση κόστους.',
      'Каждый проект начинается с бесплатной консультации и понятной письменной оценки.',
    ),
    t(
      'Support is available in Greek, English and Russian, remotely or on site.',
      'Υποστήριξη παρέχεται στα ελληνικά, στα αγγλικά και στα ρωσικά, εξ αποστάσεως ή επί τόπου.',
      'Поддержка на греческом, английском и русском — удалённо или с выездом.',
    ),
    t(
      'Clients range from local shops and hotels to international companies based in Cyprus.',
      'Οι πελάτες κυμαίνονται από τοπικά καταστήματα και ξενοδοχεία ως διεθνείς εταιρείες με έδρα την Κύπρο.',
      'Среди клиентов — от местных магазинов и отелей до международных компаний с офисами на Кипре.',
    ),
  ],
  'tourism-leisure': [
    t(
      'Hotel pick-ups can be arranged, and children under six go free.',
      'Μπορεί να κανονιστεί παραλαβή από το ξενοδοχείο, και τα παιδιά κάτω των έξι ετών συμμετέχουν δωρεάν.',
      'Можно организовать трансфер из отеля, дети до шести лет — бесплатно.',
    ),
    t(
      'Guides speak English, Greek and Russian and share plenty of local stories along the way.',
      'Οι ξεναγοί μιλούν αγγλικά, ελληνικά και ρωσικά και μοιράζονται πολλές τοπικές ιστορίες στη διαδρομή.',
      'Гиды говорят по-английски, по-гречески и по-русски и по дороге рассказывают множество местных историй.',
    ),
    t(
      'Booking a day ahead is recommended in July and August.',
      'Τον Ιούλιο και τον Αύγουστο συνιστάται κράτηση μία μέρα νωρίτερα.',
      'В июле и августе рекомендуется бронировать за день.',
    ),
  ],
  pets: [
    t(
      'Animals are handled with patience and care, and owners are kept informed at every step.',
      'Τα ζώα αντιμετωπίζονται με υπομονή και φροντίδα, και οι ιδιοκτήτες ενημερώνονται σε κάθε βήμα.',
      'С животными обращаются терпеливо и бережно, а хозяев держат в курсе на каждом этапе.',
    ),
    t(
      'The team also helps with pet passports and travel paperwork.',
      'Η ομάδα βοηθά επίσης με τα διαβατήρια κατοικιδίων και τα έγγραφα για ταξίδια.',
      'Здесь также помогут с паспортом питомца и документами для поездок.',
    ),
    t(
      'Regular customers get a loyalty card with discounts on food and services.',
      'Οι τακτικοί πελάτες αποκτούν κάρτα επιβράβευσης με εκπτώσεις σε τροφές και υπηρεσίες.',
      'Постоянные клиенты получают карту лояльности со скидками на корма и услуги.',
    ),
  ],
}

/** Last sentences, shared by every category; `{in}` names the town again where it reads well. */
export const CLOSINGS: readonly SentenceTemplate[] = [
  t(
    'Find us easily {in}, with parking nearby.',
    'Θα μας βρείτε εύκολα {in}, με χώρο στάθμευσης κοντά.',
    'Нас легко найти {in}, рядом есть парковка.',
  ),
  t('We look forward to welcoming you.', 'Σας περιμένουμε με χαρά.', 'Будем рады вас видеть.'),
  t(
    'Call us or send an email, and we will reply the same day.',
    'Τηλεφωνήστε μας ή στείλτε μας email και θα σας απαντήσουμε την ίδια μέρα.',
    'Позвоните нам или напишите на почту — ответим в тот же день.',
  ),
  t(
    'A trusted name {in} for locals and visitors alike.',
    'Ένα αξιόπιστο όνομα {in} για ντόπιους και επισκέπτες.',
    'Надёжное имя {in} и для местных жителей, и для гостей острова.',
  ),
  t(
    'Follow us on social media for news and seasonal offers.',
    'Ακολουθήστε μας στα μέσα κοινωνικής δικτύωσης για νέα και εποχικές προσφορές.',
    'Следите за нами в соцсетях, чтобы узнавать новости и сезонные предложения.',
  ),
  t(
    'Hours may change on public holidays, so it is worth calling ahead.',
    'Το ωράριο μπορεί να αλλάζει τις αργίες, γι’ αυτό καλό είναι να τηλεφωνήσετε πριν.',
    'В праздничные дни часы работы могут меняться, поэтому лучше позвонить заранее.',
  ),
]
