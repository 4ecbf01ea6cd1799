import type { SentenceTemplate } from './types'

const t = (en: string, el: string, ru: string): SentenceTemplate => ({ en, el, ru })

/** First description sentences per leaf category (offices, schools, trades, tech, pets); `{in}` names the town. */
export const OPENINGS_SERVICES: Readonly<Record<string, readonly SentenceTemplate[]>> = {
  lawyers: [
    t(
      'A law firm {in} advising on property purchases, company law, immigration and family matters.',
      'Δικηγορικό γραφείο {in} που συμβουλεύει σε αγορές ακινήτων, εταιρικό δίκαιο, μετανάστευση και οικογενειακές υποθέσεις.',
      'Юридическая фирма {in}: покупка недвижимости, корпоративное право, иммиграция и семейные дела.',
    ),
    t(
      'Advocates {in} with long experience in the Cyprus courts, conveyancing and residence permits.',
      'Δικηγόροι {in} με μακρά πείρα στα κυπριακά δικαστήρια, στις μεταβιβάσεις ακινήτων και στις άδειες διαμονής.',
      'Адвокаты {in} с большим опытом работы в кипрских судах, сделках с недвижимостью и видах на жительство.',
    ),
  ],
  accountants: [
    t(
      'An accounting firm {in} for bookkeeping, VAT returns, payroll and Social Insurance.',
      'Λογιστικό γραφείο {in} για τήρηση βιβλίων, δηλώσεις ΦΠΑ, μισθοδοσία και Κοινωνικές Ασφαλίσεις.',
      'Бухгалтерская фирма {in}: бухучёт, декларации по НДС, расчёт зарплаты и социальное страхование.',
    ),
    t(
      'Chartered accountants and auditors {in} helping small businesses and freelancers with their taxes.',
      'Εγκεκριμένοι λογιστές και ελεγκτές {in} που βοηθούν μικρές επιχειρήσεις και ελεύθερους επαγγελματίες με τα φορολογικά τους.',
      'Дипломированные бухгалтеры и аудиторы {in}, которые помогают малому бизнесу и фрилансерам с налогами.',
    ),
  ],
  translators: [
    t(
      'A translation bureau {in} providing certified translations of documents between Greek, English and Russian.',
      'Μεταφραστικό γραφείο {in} με επίσημες μεταφράσεις εγγράφων από και προς τα ελληνικά, αγγλικά και ρωσικά.',
      'Бюро переводов {in}: заверенные переводы документов с греческого, английского и русского и на эти языки.',
    ),
    t(
      'Sworn translators {in} for birth certificates, diplomas, contracts and court documents.',
      'Ορκωτοί μεταφραστές {in} για πιστοποιητικά γέννησης, πτυχία, συμβόλαια και δικαστικά έγγραφα.',
      'Присяжные переводчики {in}: свидетельства о рождении, дипломы, договоры и судебные документы.',
    ),
  ],
  insurance: [
    t(
      'An insurance agency {in} comparing car, home, health and travel cover from several insurers.',
      'Ασφαλιστικό γραφείο {in} που συγκρίνει ασφάλειες αυτοκινήτου, κατοικίας, υγείας και ταξιδιού από πολλές εταιρείες.',
      'Страховое агентство {in}: сравнение полисов для автомобиля, жилья, здоровья и путешествий от разных страховщиков.',
    ),
    t(
      'Independent insurance advisers {in} who also handle your claims from start to finish.',
      'Ανεξάρτητοι ασφαλιστικοί σύμβουλοι {in} που χειρίζονται και τις απαιτήσεις σας από την αρχή ως το τέλος.',
      'Независимые страховые консультанты {in}, которые ведут ваши страховые случаи от начала до конца.',
    ),
  ],
  'language-schools': [
    t(
      'A language school {in} with Greek courses for foreigners and English and Russian for all ages.',
      'Σχολή γλωσσών {in} με μαθήματα ελληνικών για ξένους και αγγλικά και ρωσικά για όλες τις ηλικίες.',
      'Языковая школа {in}: греческий для иностранцев, а также английский и русский для всех возрастов.',
    ),
    t(
      'Small-group and private language lessons {in}, with preparation for IELTS, Cambridge and Greek certificate exams.',
      'Μαθήματα γλωσσών σε μικρά τμήματα και ιδιαίτερα {in}, με προετοιμασία για IELTS, Cambridge και το Πιστοποιητικό Ελληνομάθειας.',
      'Языковые занятия в мини-группах и индивидуально {in} с подготовкой к IELTS, Cambridge и экзамену на сертификат греческого.',
    ),
  ],
  'private-schools': [
    t(
      'An English-speaking private school {in} following the British curriculum from reception to A levels.',
      'Αγγλόφωνο ιδιωτικό σχολείο {in} που ακολουθεί το βρετανικό πρόγραμμα, από το νηπιαγωγείο ως τα A levels.',
      'Англоязычная частная школа {in}, работающая по британской программе — от подготовительного класса до A levels.',
    ),
    t(
      'A bilingual private school {in} with small classes, a science lab and after-school clubs.',
      'Δίγλωσσο ιδιωτικό σχολείο {in} με ολιγομελή τμήματα, εργαστήριο επιστημών και απογευματινούς ομίλους.',
      'Двуязычная частная школа {in} с небольшими классами, научной лабораторией и кружками после уроков.',
    ),
  ],
  tutoring: [
    t(
      'A tutoring centre {in} preparing secondary pupils for the Pancyprian exams, GCSEs and A levels.',
      'Φροντιστήριο {in} που προετοιμάζει μαθητές Γυμνασίου και Λυκείου για τις Παγκύπριες, τα GCSE και τα A levels.',
      'Репетиторский центр {in}: подготовка старшеклассников к Панкипрским экзаменам, GCSE и A levels.',
    ),
    t(
      'After-school lessons {in} in maths, physics, Greek and English in small groups.',
      'Απογευματινά μαθήματα {in} σε μαθηματικά, φυσική, ελληνικά και αγγλικά σε μικρά τμήματα.',
      'Занятия после школы {in}: математика, физика, греческий и английский в небольших группах.',
    ),
  ],
  'music-dance-schools': [
    t(
      'A music school {in} teaching piano, guitar, violin, bouzouki and singing, with exams and yearly concerts.',
      'Μουσική σχολή {in} με μαθήματα πιάνου, κιθάρας, βιολιού, μπουζουκιού και τραγουδιού, με εξετάσεις και ετήσιες συναυλίες.',
      'Музыкальная школа {in}: фортепиано, гитара, скрипка, бузуки и вокал, экзамены и ежегодные концерты.',
    ),
    t(
      'A dance school {in} with ballet, contemporary, Latin and traditional Cypriot dances for children and adults.',
      'Σχολή χορού {in} με μπαλέτο, σύγχρονο, λάτιν και παραδοσιακούς κυπριακούς χορούς για παιδιά και ενήλικες.',
      'Школа танцев {in}: балет, контемпорари, латина и традиционные кипрские танцы для детей и взрослых.',
    ),
  ],
  'builders-renovation': [
    t(
      'A building contractor {in} for renovations, extensions, new kitchens and bathrooms.',
      'Εργολάβος {in} για ανακαινίσεις, επεκτάσεις, καινούργιες κουζίνες και μπάνια.',
      'Строительный подрядчик {in}: ремонт, пристройки, новые кухни и ванные комнаты.',
    ),
    t(
      'A renovation team {in} experienced in restoring traditional stone houses as well as modern flats.',
      'Συνεργείο ανακαινίσεων {in} με πείρα στην αναπαλαίωση παραδοσιακών πέτρινων σπιτιών αλλά και σύγχρονων διαμερισμάτων.',
      'Ремонтная бригада {in} с опытом реставрации традиционных каменных домов и отделки современных квартир.',
    ),
  ],
  'electricians-plumbers': [
    t(
      'Licensed electricians and plumbers {in} for repairs, new installations and emergency call-outs.',
      'Αδειούχοι ηλεκτρολόγοι και υδραυλικοί {in} για επισκευές, νέες εγκαταστάσεις και επείγουσες κλήσεις.',
      'Лицензированные электрики и сантехники {in}: ремонт, новый монтаж и срочные вызовы.',
    ),
    t(
      'A reliable tradesman {in} for leaks, water heaters, fuse boards and lighting.',
      'Αξιόπιστος τεχνίτης {in} για διαρροές, θερμοσίφωνες, ηλεκτρικούς πίνακες και φωτισμό.',
      'Надёжный мастер {in}: протечки, водонагреватели, электрощиты и освещение.',
    ),
  ],
  'air-conditioning-solar': [
    t(
      'Air-conditioning installation and servicing {in}, with spring cleaning packages before the summer heat.',
      'Εγκατάσταση και συντήρηση κλιματιστικών {in}, με πακέτα καθαρισμού την άνοιξη πριν από τη ζέστη του καλοκαιριού.',
      'Установка и обслуживание кондиционеров {in}, весенняя чистка перед летней жарой.',
    ),
    t(
      'Solar water heaters and photovoltaic systems {in}, with help applying for government grants.',
      'Ηλιακοί θερμοσίφωνες και φωτοβολταϊκά συστήματα {in}, με βοήθεια για τις αιτήσεις κρατικών χορηγιών.',
      'Солнечные водонагреватели и фотоэлектрические системы {in} с помощью в оформлении государственных субсидий.',
    ),
  ],
  'gardening-pools': [
    t(
      'Garden design and maintenance {in} with drought-tolerant Mediterranean plants and drip irrigation.',
      'Σχεδιασμός και συντήρηση κήπων {in} με μεσογειακά φυτά ανθεκτικά στην ξηρασία και στάγδην άρδευση.',
      'Ландшафтный дизайн и уход за садом {in}: засухоустойчивые средиземноморские растения и капельный полив.',
    ),
    t(
      'Weekly pool cleaning and garden care {in} for homes and holiday villas.',
      'Εβδομαδιαίος καθαρισμός πισίνας και φροντίδα κήπου {in} για κατοικίες και βίλες διακοπών.',
      'Еженедельная чистка бассейна и уход за садом {in} для домов и вилл.',
    ),
  ],
  'software-development': [
    t(
      'A software company {in} building web platforms, mobile apps and cloud systems for clients in Cyprus and abroad.',
      'Εταιρεία λογισμικού {in} που αναπτύσσει διαδικτυακές πλατφόρμες, εφαρμογές κινητών και συστήματα cloud για πελάτες στην Κύπρο και στο εξωτερικό.',
      'Компания-разработчик {in}: веб-платформы, мобильные приложения и облачные системы для клиентов на Кипре и за рубежом.',
    ),
    t(
      'A small team of engineers {in} specialising in booking systems, online payments and integrations.',
      'Μικρή ομάδα μηχανικών {in} με εξειδίκευση σε συστήματα κρατήσεων, ηλεκτρονικές πληρωμές και διασυνδέσεις.',
      'Небольшая команда инженеров {in}, специализирующаяся на системах бронирования, онлайн-платежах и интеграциях.',
    ),
  ],
  'web-design-marketing': [
    t(
      'A web and marketing agency {in} creating websites, online shops and social media campaigns.',
      'Γραφείο ιστοσελίδων και μάρκετινγκ {in} που δημιουργεί ιστοσελίδες, ηλεκτρονικά καταστήματα και καμπάνιες στα μέσα κοινωνικής δικτύωσης.',
      'Веб- и маркетинговое агентство {in}: сайты, интернет-магазины и кампании в соцсетях.',
    ),
    t(
      'A creative studio {in} for branding, photography and search engine optimisation.',
      'Δημιουργικό στούντιο {in} για εταιρική ταυτότητα, φωτογράφιση και βελτιστοποίηση για μηχανές αναζήτησης.',
      'Креативная студия {in}: брендинг, фотосъёмка и поисковая оптимизация.',
    ),
  ],
  'computer-repair': [
    t(
      'A computer and phone repair shop {in} for broken screens, batteries, upgrades and data recovery.',
      'Κατάστημα επισκευής υπολογιστών και κινητών {in} για σπασμένες οθόνες, μπαταρίες, αναβαθμίσεις και ανάκτηση δεδομένων.',
      'Мастерская по ремонту компьютеров и телефонов {in}: разбитые экраны, батареи, апгрейды и восстановление данных.',
    ),
    t(
      'IT support {in} for homes and small offices: networks, Wi-Fi, backups and security cameras.',
      'Τεχνική υποστήριξη {in} για σπίτια και μικρά γραφεία: δίκτυα, Wi-Fi, αντίγραφα ασφαλείας και κάμερες ασφαλείας.',
      'IT-поддержка {in} для дома и небольших офисов: сети, Wi-Fi, резервные копии и камеры видеонаблюдения.',
    ),
  ],
  'veterinary-clinics': [
    t(
      'A veterinary clinic {in} for vaccinations, microchips, surgery and pet passports.',
      'Κτηνιατρείο {in} για εμβόλια, μικροτσίπ, χειρουργεία και διαβατήρια κατοικιδίων.',
      'Ветеринарная клиника {in}: прививки, чипирование, операции и паспорта для животных.',
    ),
    t(
      'Caring vets {in} for cats, dogs and exotic pets, with an in-house lab and X-ray.',
      'Στοργικοί κτηνίατροι {in} για γάτες, σκύλους και εξωτικά κατοικίδια, με δικό τους εργαστήριο και ακτινογραφικό.',
      'Заботливые ветеринары {in} для кошек, собак и экзотических животных, с собственной лабораторией и рентгеном.',
    ),
  ],
  'pet-shops': [
    t(
      'A pet shop {in} with premium food, toys, beds and accessories for cats, dogs, birds and fish.',
      'Κατάστημα κατοικιδίων {in} με εκλεκτές τροφές, παιχνίδια, κρεβατάκια και αξεσουάρ για γάτες, σκύλους, πουλιά και ψάρια.',
      'Зоомагазин {in}: премиальные корма, игрушки, лежанки и аксессуары для кошек, собак, птиц и рыб.',
    ),
    t(
      'A friendly pet store {in} with free local delivery of food and litter.',
      'Φιλικό κατάστημα για κατοικίδια {in} με δωρεάν τοπική διανομή τροφών και άμμου.',
      'Дружелюбный зоомагазин {in} с бесплатной доставкой корма и наполнителя по району.',
    ),
  ],
  'pet-grooming-boarding': [
    t(
      'Dog grooming {in}: baths, haircuts, nail trims and gentle handling for nervous dogs.',
      'Καλλωπισμός σκύλων {in}: μπάνιο, κούρεμα, κόψιμο νυχιών και ήπιος χειρισμός για φοβισμένα σκυλιά.',
      'Груминг собак {in}: купание, стрижка, подрезание когтей и бережное обращение с пугливыми питомцами.',
    ),
    t(
      'Pet boarding {in} with spacious runs, daily walks and photo updates while you are away.',
      'Φιλοξενία κατοικιδίων {in} με ευρύχωρους χώρους, καθημερινές βόλτες και φωτογραφίες όσο λείπετε.',
      'Передержка животных {in}: просторные вольеры, ежедневные прогулки и фотоотчёты, пока вы в отъезде.',
    ),
  ],
}
